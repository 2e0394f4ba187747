import './vip.css';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { EntryList, EntryRow } from '../../../components/entry-list.tsx';
import { LoadError, SkeletonLines } from '../../../components/state-block.tsx';
import { useLayoutKind } from '../../../hooks/use-layout-kind.ts';
import { showAmount } from '../../../lib/money.ts';
import { ratePercent } from '../../../lib/rate.ts';
import { useMemberVip } from '../api/get-member-vip.ts';
import { BirthdayForm } from './birthday-form.tsx';
import { ProgressBar } from './vip-progress.tsx';

/**
 * `/user/vip/detail`: the member's level, progress to the next, privileges, the rewards to claim
 * (`rewards`, from features/redemptions, given by the page) and the birthday.
 */
export function VipDetail({ rewards }: { rewards: ReactNode }) {
  const { t } = useTranslation();
  const layout = useLayoutKind();
  const query = useMemberVip();

  if (query.isPending) return <SkeletonLines lines={8} />;
  if (query.isError) return <LoadError onRetry={query.refetch} />;
  const vip = query.data;
  const p = vip.privileges;
  return (
    <div className={`vip-page vip-${layout}`}>
      <section className="vip-hero" aria-label={t('vip.yourLevel')}>
        <span className="vip-hero-label">{t('vip.yourLevel')}</span>
        <p className="vip-hero-level">
          <span className="vip-badge">{t('vip.levelBadge', { level: vip.level })}</span>
          <span>{vip.name}</span>
        </p>
        <nav className="vip-hero-links">
          <Link to="/user/vip/privilege">{t('vip.seeAll')}</Link>
          <Link to="/user/redemptionRecord">{t('vip.records')}</Link>
        </nav>
      </section>

      <section className="vip-section" aria-labelledby="vip-progress-title">
        <h2 id="vip-progress-title" className="vip-section-title">
          {vip.next ? t('vip.progress.next', { name: vip.next.name }) : t('vip.progress.title')}
        </h2>
        {vip.next ? (
          <div className="vip-progress-list">
            <ProgressBar label={t('vip.progress.deposits')} progress={vip.next.deposits} />
            <ProgressBar label={t('vip.progress.turnover')} progress={vip.next.turnover} />
          </div>
        ) : (
          <p className="vip-top">{t('vip.progress.top')}</p>
        )}
      </section>

      <section className="vip-section" aria-labelledby="vip-privilege-title">
        <h2 id="vip-privilege-title" className="vip-section-title">
          {t('vip.privilege.title')}
        </h2>
        <EntryList>
          <EntryRow
            label={t('vip.privilege.withdrawCount')}
            value={t('vip.privilege.withdrawCountValue', { count: p.dailyWithdrawCount })}
          />
          <EntryRow
            label={t('vip.privilege.withdrawLimit')}
            value={showAmount(p.dailyWithdrawLimit)}
          />
          <EntryRow label={t('vip.privilege.rebateRate')} value={ratePercent(p.rebateRate)} />
          <EntryRow label={t('vip.privilege.upgradeBonus')} value={showAmount(p.upgradeBonus)} />
          <EntryRow label={t('vip.privilege.birthdayBonus')} value={showAmount(p.birthdayBonus)} />
        </EntryList>
      </section>

      {rewards}

      <section className="vip-section" aria-labelledby="vip-birthday-title">
        <h2 id="vip-birthday-title" className="vip-section-title">
          {t('vip.birthday.title')}
        </h2>
        {vip.birthDate ? (
          <p className="vip-birthday">{t('vip.birthday.value', { date: vip.birthDate })}</p>
        ) : (
          <BirthdayForm />
        )}
      </section>
    </div>
  );
}
