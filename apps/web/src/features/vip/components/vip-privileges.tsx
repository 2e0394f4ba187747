import './vip.css';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from 'react-router';
import type { VipLevel } from '@kirin/contract';
import { LoadError, SkeletonLines, StateBlock } from '../../../components/state-block.tsx';
import { useLayoutKind } from '../../../hooks/use-layout-kind.ts';
import { showAmount } from '../../../lib/money.ts';
import { ratePercent } from '../../../lib/rate.ts';
import { useMemberVip } from '../api/get-member-vip.ts';
import { useVipLadder } from '../api/get-vip-ladder.ts';

const money = (value: string) => showAmount(value);

/** The privileges of a level as label and value pairs, in the order both layouts show them. */
function usePrivilegeRows() {
  const { t } = useTranslation();
  return (level: VipLevel): [string, string][] => [
    [
      t('vip.privilege.withdrawCount'),
      t('vip.privilege.withdrawCountValue', { count: level.dailyWithdrawCount }),
    ],
    [t('vip.privilege.withdrawLimit'), money(level.dailyWithdrawLimit)],
    [t('vip.privilege.rebateRate'), ratePercent(level.rebateRate)],
    [t('vip.privilege.upgradeBonus'), money(level.upgradeBonus)],
    [t('vip.privilege.birthdayBonus'), money(level.birthdayBonus)],
  ];
}

function LevelTitle({ level, mine }: { level: VipLevel; mine: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="vip-level-title">
      <span className="vip-badge">{t('vip.levelBadge', { level: level.level })}</span>
      <span>{level.name}</span>
      {mine && <span className="vip-mine">{t('vip.yours')}</span>}
    </span>
  );
}

/** Phones: one card per level; the member's own is outlined and marked. */
function LadderCards({ list, mine }: { list: VipLevel[]; mine: number | undefined }) {
  const { t } = useTranslation();
  const rows = usePrivilegeRows();
  return (
    <ol className="vip-cards" aria-label={t('vip.ladder.caption')}>
      {list.map((level) => (
        <li
          key={level.level}
          className={`vip-card${level.level === mine ? ' is-mine' : ''}`}
          aria-current={level.level === mine ? 'true' : undefined}
        >
          <h2 className="vip-card-head">
            <LevelTitle level={level} mine={level.level === mine} />
          </h2>
          <p className="vip-card-need">
            {level.level === 0
              ? t('vip.ladder.base')
              : `${t('vip.ladder.deposits')} ${money(level.minDeposits)} · ${t('vip.ladder.turnover')} ${money(level.minTurnover)}`}
          </p>
          <dl className="vip-card-list">
            {rows(level).map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ol>
  );
}

/** Desktop: one table, a row per level; the member's row is highlighted. */
function LadderTable({ list, mine }: { list: VipLevel[]; mine: number | undefined }) {
  const { t } = useTranslation();
  const rows = usePrivilegeRows();
  const headings = list[0] ? rows(list[0]).map(([label]) => label) : [];
  return (
    <div className="vip-table-wrap">
      <table className="vip-table">
        <caption className="visually-hidden">{t('vip.ladder.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('vip.ladder.level')}</th>
            <th scope="col" className="is-number">
              {t('vip.ladder.deposits')}
            </th>
            <th scope="col" className="is-number">
              {t('vip.ladder.turnover')}
            </th>
            {headings.map((label) => (
              <th key={label} scope="col" className="is-number">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {list.map((level) => (
            <tr
              key={level.level}
              className={level.level === mine ? 'is-mine' : undefined}
              aria-current={level.level === mine ? 'true' : undefined}
            >
              <th scope="row">
                <LevelTitle level={level} mine={level.level === mine} />
              </th>
              <td className="is-number">{money(level.minDeposits)}</td>
              <td className="is-number">{money(level.minTurnover)}</td>
              {rows(level).map(([label, value]) => (
                <td key={label} className="is-number">
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** `/user/vip/privilege`: every level of the site and what it gives. */
export function VipPrivileges() {
  const { t } = useTranslation();
  const layout = useLayoutKind();
  const ladder = useVipLadder();
  const mine = useMemberVip();

  if (ladder.isPending) return <SkeletonLines lines={8} />;
  if (ladder.isError) return <LoadError onRetry={ladder.refetch} />;
  if (ladder.data.list.length === 0) return <StateBlock kind="empty" title={t('vip.noLadder')} />;
  const level = mine.data?.level;
  return (
    <div className={`vip-page vip-${layout}`}>
      {layout === 'mobile' ? (
        <LadderCards list={ladder.data.list} mine={level} />
      ) : (
        <LadderTable list={ladder.data.list} mine={level} />
      )}
      <Link className="button-secondary vip-link" to="/user/vip/detail">
        {t('vip.detailTitle')}
      </Link>
    </div>
  );
}
