import type { TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { SortOrder } from 'antd/es/table/interface';
import { useLanguage } from '../i18n/language.tsx';
import { fill } from '../i18n/texts.ts';
import type { CsvColumn } from '../lib/csv.ts';
import type { PagedList } from '../lib/use-paged-list.ts';
import { CsvExport } from './csv-export.tsx';
import { ListTable } from './list-table.tsx';

/**
 * A column the server sorts by (`sorter: true` and its `key` the server's name) shows the list's
 * current order; the others are as given.
 */
function sortedBy<T>(
  column: ColumnsType<T>[number],
  sort: string | undefined,
): ColumnsType<T>[number] {
  if (column.sorter !== true || column.key === undefined) return column;
  const key = String(column.key);
  const order: SortOrder = sort === `-${key}` ? 'descend' : sort === key ? 'ascend' : null;
  return { ...column, sortOrder: order, sortDirections: ['descend' as const, 'ascend' as const] };
}

/**
 * A list read page by page from the server (a `ListTable` with the total and the page size), with
 * a spinner while the next page comes and, where asked, every row of the filter as CSV.
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
      <ListTable<T>
        {...rest}
        query={list.query}
        columns={columns.map((column) => sortedBy(column, list.sort))}
        onChange={(_pagination, _filters, sorter, { action }) => {
          if (action !== 'sort' || Array.isArray(sorter)) return;
          const key = sorter.order ? String(sorter.columnKey) : undefined;
          list.setSort(key && (sorter.order === 'descend' ? `-${key}` : key));
        }}
        loading={list.query.isPending || list.query.isPlaceholderData}
        pagination={{ ...list.pagination, showTotal: (n) => fill(texts.list.total, { n }) }}
      />
    </>
  );
}
