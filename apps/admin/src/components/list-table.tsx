import { Table, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useLanguage } from '../i18n/language.tsx';

/** What a list's query says of its rows: the answer, still coming, or failed. */
export type ListQuery<T> = { data?: { list: T[] }; isPending: boolean; isError: boolean };

/**
 * A list the server answers whole (a brand's catalogue, its pages, the outbox): rows by id, 50 to
 * a page here, a spinner while nothing has come, an empty or failed state said as such. Wide tables
 * scroll sideways rather than wrap their headings.
 */
export function ListTable<T extends { id: string | number }>({
  query,
  columns,
  loading,
  pagination = { pageSize: 50, hideOnSinglePage: true },
  ...rest
}: {
  query: ListQuery<T>;
  columns: ColumnsType<T>;
  loading?: boolean;
} & Pick<TableProps<T>, 'expandable' | 'size' | 'pagination' | 'onChange'>) {
  const { texts } = useLanguage();
  return (
    <Table<T>
      {...rest}
      rowKey="id"
      scroll={{ x: 'max-content' }}
      columns={columns}
      dataSource={query.data?.list ?? []}
      loading={loading ?? query.isPending}
      pagination={pagination}
      locale={{ emptyText: query.isError ? texts.list.failed : texts.list.empty }}
    />
  );
}
