import { useState } from 'react';
import { App, Button } from 'antd';
import { useLanguage } from '../i18n/language.tsx';
import { fill } from '../i18n/texts.ts';
import { download, toCsv, type CsvColumn } from '../lib/csv.ts';
import type { PagedList } from '../lib/use-paged-list.ts';

/** The most rows one export reads: beyond it the operator narrows the filter. */
const CSV_EXPORT_MAX = 10_000;
const PAGE = 100;

/**
 * Every row the list's filter finds, page by page from the server, as a CSV download named
 * `<name>-<date>.csv`; the button counts the rows read so far.
 */
export function CsvExport<T>({
  list,
  name,
  columns,
}: {
  list: PagedList<T>;
  name: string;
  columns: CsvColumn<T>[];
}) {
  const { texts } = useLanguage();
  const t = texts.list;
  const { message } = App.useApp();
  const [read, setRead] = useState<number | null>(null);

  const run = async () => {
    setRead(0);
    try {
      const rows: T[] = [];
      for (let page = 1; rows.length < CSV_EXPORT_MAX; page += 1) {
        const answer = await list.fetchPage(page, PAGE);
        rows.push(...answer.list);
        setRead(rows.length);
        if (answer.list.length < PAGE || rows.length >= answer.total) break;
      }
      const day = new Date().toISOString().slice(0, 10);
      download(`${name}-${day}.csv`, toCsv(rows.slice(0, CSV_EXPORT_MAX), columns));
      if (rows.length >= CSV_EXPORT_MAX) {
        void message.warning(fill(t.exportCapped, { n: CSV_EXPORT_MAX }));
      }
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setRead(null);
    }
  };

  return (
    <Button onClick={() => void run()} loading={read !== null}>
      {read === null ? t.export : fill(t.exporting, { n: read })}
    </Button>
  );
}
