import { useTranslation } from '../../../i18n/use-translation.ts';
import type { DatePreset } from '@kirin/contract';
import { ChoiceChips } from '../../../components/choice-chips.tsx';
import { DateRangeChips } from '../../../components/date-range-chips.tsx';
import type { KindFilter } from '../api/get-transactions.ts';

/** The date-range preset bar and the kind chips of the transaction records page. */
export function RecordFilters({
  preset,
  kind,
  onPreset,
  onKind,
}: {
  preset: DatePreset;
  kind: KindFilter;
  onPreset: (preset: DatePreset) => void;
  onKind: (kind: KindFilter) => void;
}) {
  const { t } = useTranslation();
  const kinds: { value: KindFilter; label: string }[] = [
    { value: 'all', label: t('finance.records.kind.all') },
    { value: 'deposit', label: t('finance.records.kind.deposit') },
    { value: 'withdrawal', label: t('finance.records.kind.withdrawal') },
    { value: 'transfer', label: t('finance.records.kind.transfer') },
    { value: 'bonus', label: t('finance.records.kind.bonus') },
    { value: 'adjustment', label: t('finance.records.kind.adjustment') },
    { value: 'bet', label: t('finance.records.kind.bet') },
  ];
  return (
    <div className="record-filters">
      <DateRangeChips preset={preset} onPreset={onPreset} />
      <ChoiceChips
        label={t('finance.records.kindFilter')}
        choices={kinds}
        value={kind}
        onChange={onKind}
      />
    </div>
  );
}
