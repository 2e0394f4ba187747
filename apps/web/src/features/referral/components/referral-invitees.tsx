import type { ReferralInvitee } from '@kirin/contract';
import { StateBlock } from '../../../components/state-block.tsx';
import type { LayoutKind } from '../../../hooks/use-layout-kind.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDateTime } from '../../../lib/format.ts';

type Props = {
  list: readonly ReferralInvitee[];
  /** Every invitee; the server sends the latest 100 of them. */
  invited: number;
  layout: LayoutKind;
  money: (value: string) => string;
};

const TAG = { waiting: 'state-tag is-pending', rewarded: 'state-tag is-success' } as const;

/** `waiting`: no qualifying first deposit yet (待首存); `rewarded`: the reward is paid. */
function StateTag({ state }: { state: ReferralInvitee['state'] }) {
  const { t } = useTranslation();
  return <span className={TAG[state]}>{t(`referral.list.${state}`)}</span>;
}

/** The reward credited for this friend, signed as a credit (green, UI.md). */
const rewardText = (invitee: ReferralInvitee, money: (value: string) => string) =>
  invitee.state === 'rewarded' && invitee.reward ? `+${money(invitee.reward)}` : '';

/** Phone: a card per friend, the state and the reward on the right. */
function InviteeRows({ list, money }: Pick<Props, 'list' | 'money'>) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) => formatDateTime(iso, i18n.language).slice(0, 10);
  return (
    <ul className="referral-list">
      {list.map((invitee, i) => (
        // Accounts are masked, so two may read the same: the position keeps keys apart.
        <li key={`${invitee.account}-${invitee.registeredAt}-${i}`} className="referral-row">
          <span className="referral-row-main">
            <span className="referral-account">{invitee.account}</span>
            <span className="referral-meta">
              {t('referral.list.registeredOn', { date: date(invitee.registeredAt) })}
            </span>
          </span>
          <span className="referral-row-side">
            <StateTag state={invitee.state} />
            {rewardText(invitee, money) && (
              <span className="referral-reward">{rewardText(invitee, money)}</span>
            )}
            {invitee.rewardedAt && (
              <span className="referral-meta">
                {t('referral.list.rewardedOn', { date: date(invitee.rewardedAt) })}
              </span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Desktop: a table, one friend a row, times to the minute. */
function InviteeTable({ list, money }: Pick<Props, 'list' | 'money'>) {
  const { t, i18n } = useTranslation();
  const time = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language).slice(0, 16) : '');
  return (
    <div className="records-table-wrap">
      <table className="records-table referral-table">
        <thead>
          <tr>
            <th scope="col">{t('referral.list.account')}</th>
            <th scope="col">{t('referral.list.registered')}</th>
            <th scope="col">{t('referral.list.state')}</th>
            <th scope="col" className="is-number">
              {t('referral.list.reward')}
            </th>
            <th scope="col">{t('referral.list.rewardedAt')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((invitee, i) => (
            <tr key={`${invitee.account}-${invitee.registeredAt}-${i}`}>
              <td className="referral-account">{invitee.account}</td>
              <td className="is-time">{time(invitee.registeredAt)}</td>
              <td>
                <StateTag state={invitee.state} />
              </td>
              <td className="is-number">
                <span className="referral-reward">{rewardText(invitee, money)}</span>
              </td>
              <td className="is-time">{time(invitee.rewardedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The friends the member invited, newest first, or an invitation to share when there are none. */
export function ReferralInvitees({ list, invited, layout, money }: Props) {
  const { t } = useTranslation();
  return (
    <section className="panel-card" aria-labelledby="referral-list-title">
      <h2 id="referral-list-title" className="panel-card-title">
        {t('referral.list.title')}
        {list.length > 0 && invited > list.length && (
          <span className="panel-card-aside">
            {t('referral.list.latest', { count: list.length })}
          </span>
        )}
      </h2>
      {list.length === 0 ? (
        <StateBlock
          kind="empty"
          title={t('referral.list.empty')}
          description={t('referral.list.emptyDesc')}
        />
      ) : layout === 'mobile' ? (
        <InviteeRows list={list} money={money} />
      ) : (
        <InviteeTable list={list} money={money} />
      )}
    </section>
  );
}
