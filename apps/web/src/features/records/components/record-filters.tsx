import { useTranslation } from 'react-i18next';
import { DATE_PRESETS, type DatePreset } from '@kirin/contract';
import { ChoiceChips } from '../../../components/choice-chips.tsx';
import type { KindFilter } from '../api/get-transactions.ts';

const PRESETS: readonly { value: string; preset: DatePreset }[] = [
  { value: 'all', preset: DATE_PRESETS.ALL },
  { value: 'today', preset: DATE_PRESETS.TODAY },
  { value: 'yesterday', preset: DATE_PRESETS.YESTERDAY },
  { value: 'last7', preset: DATE_PRESETS.LAST_7_DAYS },
  { value: 'last30', preset: DATE_PRESETS.LAST_30_DAYS },
];

/** The date-range preset bar (UI.md "Records"), shared by every records page. */
export function DateRangeChips({
  preset,
  onPreset,
}: {
  preset: DatePreset;
  onPreset: (preset: DatePreset) => void;
}) {
  const { t } = useTranslation();
  const presetLabels: Record<string, string> = {
    all: t('finance.records.preset.all'),
    today: t('finance.records.preset.today'),
    yesterday: t('finance.records.preset.yesterday'),
    last7: t('finance.records.preset.last7'),
    last30: t('finance.records.preset.last30'),
  };
  return (
    <ChoiceChips
      label={t('finance.records.range')}
      choices={PRESETS.map((item) => ({
        value: item.value,
        label: presetLabels[item.value] ?? '',
      }))}
      value={PRESETS.find((item) => item.preset === preset)?.value ?? 'all'}
      onChange={(value) =>
        onPreset(PRESETS.find((item) => item.value === value)?.preset ?? DATE_PRESETS.ALL)
      }
    />
  );
}

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
