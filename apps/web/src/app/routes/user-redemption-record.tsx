import '../../features/records/components/records.css';
import { DateRangeChips } from '../../features/records/components/record-filters.tsx';
import { RecordsPager, RecordsScroll } from '../../features/records/components/records-pager.tsx';
import type { RecordParts } from '../../features/redemptions/components/record-parts.ts';
import { RedemptionRecords } from '../../features/redemptions/components/redemption-records.tsx';

/** The records pages' shared pieces: the same presets, pager and scroll as transactions. */
const PARTS: RecordParts = {
  RangeChips: DateRangeChips,
  Pager: RecordsPager,
  Scroll: RecordsScroll,
};

/** `/user/redemptionRecord`. */
export function Component() {
  return <RedemptionRecords parts={PARTS} />;
}
