import '../../../components/records.css';
import '../../../components/state-tag.css';
import './referral.css';
import { InviteCard } from '../../../components/invite-card.tsx';
import { LoadError, SkeletonLines } from '../../../components/state-block.tsx';
import { useLayoutKind } from '../../../hooks/use-layout-kind.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useSiteConfig } from '../../../lib/api/get-site-config.ts';
import { describeError } from '../../../lib/describe-error.ts';
import { currencySymbol, showAmount } from '../../../lib/money.ts';
import { useReferral } from '../api/get-referral.ts';
import { ReferralInvitees } from './referral-invitees.tsx';
import { ReferralRuleCard } from './referral-rule-card.tsx';
import { ReferralTotals } from './referral-totals.tsx';

/**
 * `/user/shareEarn` (share and earn, docs/decisions/share-and-earn.md): the site's reward for each
 * friend whose first deposit reaches the minimum, the member's link with its QR code, what it has
 * earned, and the friends invited. The QR code's library comes with this page's chunk only.
 */
export function ShareEarnPage() {
  const { t } = useTranslation();
  const layout = useLayoutKind();
  const site = useSiteConfig();
  const query = useReferral();

  if (query.isPending) return <SkeletonLines lines={8} />;
  if (query.isError) {
    return <LoadError title={describeError(t, query.error)} onRetry={query.refetch} />;
  }
  const data = query.data;
  // Amounts are in the site's currency: the rule is the site's and the reward goes to the central
  // wallet, which holds it.
  const symbol = currencySymbol(site.data?.currency.code);
  const money = (value: string) => `${symbol}${showAmount(value)}`;
  return (
    <div className={`referral-page referral-${layout}`}>
      {/* The link right under the rule on a phone: sharing it is what the page is for. */}
      <div className="referral-top">
        <ReferralRuleCard rule={data.rule} money={money} />
        <InviteCard name="referral" code={data.inviteCode} path={data.invitePath} />
        <ReferralTotals totals={data.totals} money={money} />
      </div>
      <ReferralInvitees
        list={data.list}
        invited={data.totals.invited}
        layout={layout}
        money={money}
      />
    </div>
  );
}
