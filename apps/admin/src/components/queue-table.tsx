import { Table, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useLanguage } from '../i18n/language.tsx';
import { fill } from '../i18n/texts.ts';
import type { CsvColumn } from '../lib/csv.ts';
import type { PagedList } from '../lib/use-paged-list.ts';
import { CsvExport } from './csv-export.tsx';

/**
 * A list read page by page from the server: rows by id, the total, the page size, a spinner only
 * while a page has nothing to show yet, and an empty or failed state said as such. Wide tables
 * scroll sideways rather than wrap their headings.
 */
export function QueueTable<T extends { id: string | number }>({
  list,
  columns,
  csv,
  ...rest
}: {
  list: PagedList<T>;
  columns: ColumnsType<T>;
  /** Offer every row of the filter as a CSV file with these columns. */
  csv?: { name: string; columns: CsvColumn<T>[] };
} & Pick<TableProps<T>, 'expandable' | 'size'>) {
  const { texts } = useLanguage();
  return (
    <>
      {csv && (
        <div className="table-tools">
          <CsvExport list={list} name={csv.name} columns={csv.columns} />
        </div>
      )}
      <Table<T>
        {...rest}
        rowKey="id"
        scroll={{ x: 'max-content' }}
        columns={columns}
        dataSource={list.query.data?.list ?? []}
        loading={list.query.isPending || list.query.isPlaceholderData}
        pagination={{ ...list.pagination, showTotal: (n) => fill(texts.list.total, { n }) }}
        locale={{ emptyText: list.query.isError ? texts.list.failed : texts.list.empty }}
      />
    </>
  );
}
