import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { EntryList, EntryRow } from '../../../components/entry-list.tsx';
import { LoadError, SkeletonLines } from '../../../components/state-block.tsx';
import { useMemberInfo } from '../../../lib/api/get-member-info.ts';
import { formatDateTime } from '../../../lib/format.ts';

function Avatar({ src, name }: { src: string; name: string }) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState(false);
  if (src && !broken) {
    return (
      <img
        className="avatar"
        src={src}
        alt={t('account.profile.avatar')}
        width={64}
        height={64}
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span className="avatar avatar-initial" aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}

/** `/personalInfo`: who the member is, with the way to each editor. */
export function PersonalInfo() {
  const { t, i18n } = useTranslation();
  const { data: member, isPending, isError, refetch } = useMemberInfo();

  if (isPending) return <SkeletonLines lines={6} />;
  if (isError) return <LoadError onRetry={refetch} />;

  const unset = <span className="muted">{t('account.profile.unset')}</span>;
  const unbound = <span className="muted">{t('account.profile.unbound')}</span>;
  const lastLogin = member.lastLoginAt ? formatDateTime(member.lastLoginAt, i18n.language) : '';
  return (
    <div className="personal-info">
      <div className="profile-header">
        <Avatar src={member.qq} name={member.username} />
        <div>
          <p className="profile-name">{member.username}</p>
          <span className="vip-badge">{t('account.profile.vip', { level: member.vipLevel })}</span>
        </div>
      </div>
      <EntryList label={t('account.profile.title')}>
        <EntryRow label={t('account.field.account.label')} value={member.username} />
        <EntryRow
          label={t('account.field.realName.label')}
          value={member.realName || unset}
          verbatim={Boolean(member.realName)}
          to="/personalInfo/name"
        />
        <EntryRow
          label={t('account.field.phone.label')}
          value={member.phone ? `+${member.areaCode} ${member.phone}` : unbound}
          to="/personalInfo/phone"
        />
        <EntryRow
          label={t('account.field.email.label')}
          value={member.email || unbound}
          to="/personalInfo/mail"
        />
        <EntryRow
          label={t('account.profile.vipLevel')}
          value={t('account.profile.vip', { level: member.vipLevel })}
        />
        <EntryRow
          label={t('account.profile.lastLogin')}
          value={lastLogin || <span className="muted">{t('account.profile.never')}</span>}
        />
      </EntryList>
    </div>
  );
}
