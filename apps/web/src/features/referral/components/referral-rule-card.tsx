import type { ReferralRule } from '@kirin/contract';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { turnoverTimes } from '../lib/referral-rule.ts';

const STEPS = ['share', 'register', 'deposit', 'reward'] as const;

/**
 * The site's rule: the reward per friend large, then the whole rule in one plain sentence, and
 * the four steps to it. When the site pays nothing now (`rule` null) it says so, and that the
 * link still works: friends who sign up still become the member's invitees.
 */
export function ReferralRuleCard({
  rule,
  money,
}: {
  rule: ReferralRule | null;
  money: (value: string) => string;
}) {
  const { t } = useTranslation();
  if (!rule) {
    return (
      <section className="panel-card referral-paused" aria-label={t('header.shareEarn')}>
        <p role="status">{t('referral.rule.paused')}</p>
      </section>
    );
  }
  const multiple = turnoverTimes(rule.turnoverMultiple);
  const amounts = { deposit: money(rule.minDeposit), reward: money(rule.reward) };
  return (
    <section className="panel-card referral-hero" aria-label={t('header.shareEarn')}>
      <p className="referral-hero-label">{t('referral.rule.perFriend')}</p>
      <p className="referral-hero-amount">{money(rule.reward)}</p>
      <p className="referral-rule">
        {multiple === null
          ? t('referral.rule.textNoTurnover', amounts)
          : t('referral.rule.text', { ...amounts, multiple })}
      </p>
      <p className="referral-hero-note">{t('referral.rule.once')}</p>
      <ol className="referral-steps" aria-label={t('referral.steps.title')}>
        {STEPS.map((step, i) => (
          <li key={step}>
            <span className="referral-step-n" aria-hidden="true">
              {i + 1}
            </span>
            <span>{t(`referral.steps.${step}`)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
