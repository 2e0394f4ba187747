import './redemptions.css';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { DATE_PRESETS, REDEMPTION_KINDS, type DatePreset } from '@kirin/contract';
import { ChoiceChips } from '../../../components/choice-chips.tsx';
import { DateRangeChips } from '../../../components/date-range-chips.tsx';
import { useLayoutKind } from '../../../hooks/use-layout-kind.ts';
import { redemptionFilter, type RedemptionKindFilter } from '../api/get-redemptions.ts';
import { RedemptionList } from './redemption-list.tsx';
import { RedemptionTable } from './redemption-table.tsx';
import { useRewardKind } from './reward-labels.ts';

/** `/user/redemptionRecord`: date range and kind, then a list (mobile) or a table (desktop). */
export function RedemptionRecords() {
  const { t } = useTranslation();
  const layout = useLayoutKind();
  const kindLabel = useRewardKind();
  const [preset, setPreset] = useState<DatePreset>(DATE_PRESETS.ALL);
  const [kind, setKind] = useState<RedemptionKindFilter>('all');
  const filter = useMemo(() => redemptionFilter(preset, kind), [preset, kind]);
  const kinds = [
    { value: 'all' as const, label: t('vip.kind.all') },
    ...REDEMPTION_KINDS.map((value) => ({ value, label: kindLabel(value) })),
  ];

  return (
    <div className={`records-page records-${layout}`}>
      <div className="records-toolbar">
        <div className="record-filters">
          <DateRangeChips preset={preset} onPreset={setPreset} />
          <ChoiceChips
            label={t('vip.record.kindFilter')}
            choices={kinds}
            value={kind}
            onChange={setKind}
          />
        </div>
      </div>
      {layout === 'mobile' ? (
        <RedemptionList filter={filter} />
      ) : (
        <RedemptionTable key={`${preset}:${kind}`} filter={filter} />
      )}
    </div>
  );
}
