import { useTranslation } from '../../../i18n/use-translation.ts';
import type { RedemptionKind } from '@kirin/contract';

/** A reward kind in the member's words. */
export function useRewardKind() {
  const { t } = useTranslation();
  return (kind: RedemptionKind) => t(`vip.kind.${kind}`);
}

/**
 * What a reward is for, from its kind and period: "2026-11-20 返水", "VIP3 晋级礼金",
 * "2026年生日礼金"; other kinds by their kind with the period where it reads (a month).
 */
export function useRewardName() {
  const { t } = useTranslation();
  const kindLabel = useRewardKind();
  return (kind: RedemptionKind, period: string): string => {
    if (kind === 'rebate') return t('vip.rewards.rebate', { day: period });
    if (kind === 'birthday') return t('vip.rewards.birthday', { year: period });
    const level = /^level:(\d+)$/.exec(period)?.[1];
    if (kind === 'upgrade' && level) return t('vip.rewards.upgrade', { level });
    return /^\d{4}-\d{2}(-\d{2})?$/.test(period)
      ? `${kindLabel(kind)} · ${period}`
      : kindLabel(kind);
  };
}
