import './records.css';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import Button from 'antd-mobile/es/components/button';
import { DATE_PRESETS, type DatePreset } from '@kirin/contract';
import { showToast } from '../../../components/feedback.ts';
import { useLayoutKind } from '../../../hooks/use-layout-kind.ts';
import { describeError } from '../../../lib/describe-error.ts';
import { useExportTransactions } from '../api/export-transactions.ts';
import { transactionFilter, type KindFilter } from '../api/get-transactions.ts';
import { RecordFilters } from './record-filters.tsx';
import { TransactionList } from './transaction-list.tsx';
import { TransactionTable } from './transaction-table.tsx';

/** `/user/transactionRecord`: filters, then a list (mobile) or a table (desktop), and export. */
export function TransactionRecords() {
  const { t } = useTranslation();
  const layout = useLayoutKind();
  const [preset, setPreset] = useState<DatePreset>(DATE_PRESETS.ALL);
  const [kind, setKind] = useState<KindFilter>('all');
  const filter = useMemo(() => transactionFilter(preset, kind), [preset, kind]);
  const exporter = useExportTransactions();

  function exportCsv() {
    exporter.mutate(filter, {
      onError: (error) => void showToast(describeError(t, error), 'fail'),
    });
  }

  return (
    <div className={`records-page records-${layout}`}>
      <div className="records-toolbar">
        <RecordFilters preset={preset} kind={kind} onPreset={setPreset} onKind={setKind} />
        <Button
          className="records-export"
          size="small"
          fill="outline"
          color="primary"
          shape="rounded"
          loading={exporter.isPending}
          loadingText={t('finance.records.exporting')}
          onClick={exportCsv}
        >
          {t('finance.records.export')}
        </Button>
      </div>
      {layout === 'mobile' ? (
        <TransactionList filter={filter} />
      ) : (
        <TransactionTable key={`${preset}:${kind}`} filter={filter} />
      )}
    </div>
  );
}
