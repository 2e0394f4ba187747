import '../../../components/records.css';
import './redemptions.css';
import { useTranslation } from '../../../i18n/use-translation.ts';
import Button from 'antd-mobile/es/components/button';
import type { ClaimableReward } from '@kirin/contract';
import { showToast } from '../../../components/feedback.ts';
import { LoadError, SkeletonLines, StateBlock } from '../../../components/state-block.tsx';
import { describeError } from '../../../lib/describe-error.ts';
import { showAmount } from '../../../lib/money.ts';
import { ratePercent } from '../../../lib/rate.ts';
import { useClaimReward } from '../api/claim-reward.ts';
import { useClaimable } from '../api/get-claimable.ts';
import { RewardAmount } from './redemption-list.tsx';
import { useRewardName } from './reward-labels.ts';

function RewardRow({ reward }: { reward: ClaimableReward }) {
  const { t } = useTranslation();
  const name = useRewardName()(reward.kind, reward.period);
  const claim = useClaimReward();

  // mutateAsync, not mutate: the row leaves the list as soon as the claim is in, and the
  // member must still hear how it went.
  async function run() {
    try {
      const done = await claim.mutateAsync({ kind: reward.kind, period: reward.period });
      void showToast(t('vip.rewards.claimed', { amount: showAmount(done.amount) }), 'success');
    } catch (error) {
      void showToast(describeError(t, error), 'fail');
    }
  }

  return (
    <li className="record-row">
      <span className="record-main">
        <span className="record-title">{name}</span>
        {reward.kind === 'rebate' && (
          <span className="record-meta">
            {t('vip.rewards.basis', {
              amount: showAmount(reward.basis),
              rate: ratePercent(reward.rate),
            })}
          </span>
        )}
        {reward.turnoverRequired !== '' && !/^0(\.0+)?$/.test(reward.turnoverRequired) && (
          <span className="record-meta">
            {t('vip.rewards.turnover', { amount: showAmount(reward.turnoverRequired) })}
          </span>
        )}
      </span>
      <span className="reward-side">
        <RewardAmount amount={reward.amount} />
        <Button
          size="small"
          color="primary"
          shape="rounded"
          loading={claim.isPending}
          loadingText={t('vip.rewards.claiming')}
          disabled={claim.isSuccess}
          onClick={() => void run()}
          aria-label={t('vip.rewards.claimOf', { name })}
        >
          {t('vip.rewards.claim')}
        </Button>
      </span>
    </li>
  );
}

/** The rewards the member may claim now, each with its claim button. */
export function ClaimableRewards() {
  const { t } = useTranslation();
  const query = useClaimable();
  return (
    <section className="reward-section" aria-labelledby="claimable-title">
      <h2 id="claimable-title" className="reward-section-title">
        {t('vip.rewards.title')}
      </h2>
      {query.isPending ? (
        <SkeletonLines lines={3} />
      ) : query.isError ? (
        <LoadError onRetry={query.refetch} />
      ) : query.data.list.length === 0 ? (
        <StateBlock
          kind="empty"
          title={t('vip.rewards.empty')}
          description={t('vip.rewards.emptyDesc')}
        />
      ) : (
        <ul className="entry-list reward-list">
          {query.data.list.map((reward) => (
            <RewardRow key={`${reward.kind}|${reward.period}`} reward={reward} />
          ))}
        </ul>
      )}
    </section>
  );
}
