import { useTranslation } from '../i18n/use-translation.ts';
import { DATE_PRESETS, type DatePreset } from '@kirin/contract';
import { ChoiceChips } from './choice-chips.tsx';

const PRESETS: readonly { value: string; preset: DatePreset }[] = [
  { value: 'all', preset: DATE_PRESETS.ALL },
  { value: 'today', preset: DATE_PRESETS.TODAY },
  { value: 'yesterday', preset: DATE_PRESETS.YESTERDAY },
  { value: 'last7', preset: DATE_PRESETS.LAST_7_DAYS },
  { value: 'last30', preset: DATE_PRESETS.LAST_30_DAYS },
];

/** The date-range preset bar (UI.md "Records"), shared by every records page; its texts are the wallet's (`finance` part). */
export function DateRangeChips({
  preset,
  onPreset,
}: {
  preset: DatePreset;
  onPreset: (preset: DatePreset) => void;
}) {
  const { t } = useTranslation();
  return (
    <ChoiceChips
      label={t('finance.records.range')}
      choices={PRESETS.map(({ value }) => ({ value, label: t(`finance.records.preset.${value}`) }))}
      value={PRESETS.find((item) => item.preset === preset)?.value ?? 'all'}
      onChange={(value) =>
        onPreset(PRESETS.find((item) => item.value === value)?.preset ?? DATE_PRESETS.ALL)
      }
    />
  );
}
