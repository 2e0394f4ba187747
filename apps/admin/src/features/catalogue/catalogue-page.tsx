import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { App, Image, InputNumber, Select, Space, Table, Tabs, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { CATALOGUE_STATES, type CatalogueState } from '@kirin/contract';
import { SiteSelect } from '../../components/site-select.tsx';
import { useLanguage } from '../../i18n/language.tsx';
import {
  listCategories,
  listGames,
  listVenues,
  setCatalogueSort,
  setCatalogueState,
  type AdminCategory,
  type AdminGame,
  type AdminVenue,
  type CatalogueKind,
} from './catalogue-api.ts';

const STATE_COLOURS: Record<CatalogueState, string> = {
  on: 'green',
  maintenance: 'gold',
  off: 'red',
};

const nameOf = (names: Record<string, string>) => names['zh-CN'] ?? Object.values(names)[0] ?? '';

/**
 * One brand's catalogue as members meet it: venues (credentials masked), game categories and
 * games, each on, under maintenance or off, in the member site's order. Administrators and
 * support change state and order; only administrators touch a venue's address or credentials.
 */
export function CataloguePage({ canEdit }: { canEdit: boolean }) {
  const { texts } = useLanguage();
  const t = texts.catalogue;
  const { message } = App.useApp();
  const [site, setSite] = useState('pgdz');
  const [categoryId, setCategoryId] = useState<number | undefined>();
  const venues = useQuery({ queryKey: ['venues', site], queryFn: () => listVenues(site) });
  const categories = useQuery({
    queryKey: ['categories', site],
    queryFn: () => listCategories(site),
  });
  const games = useQuery({
    queryKey: ['games', site, categoryId],
    queryFn: () => listGames(site, categoryId),
  });

  const change = async (run: () => Promise<unknown>, after: () => Promise<unknown>) => {
    try {
      await run();
      void message.success(t.saved);
      await after();
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
  };

  const stateColumn = <T extends { id: number; state: CatalogueState }>(
    kind: CatalogueKind,
    refetch: () => Promise<unknown>,
  ): ColumnsType<T>[number] => ({
    title: texts.list.state,
    dataIndex: 'state',
    render: (state: CatalogueState, row) =>
      canEdit ? (
        <Select<CatalogueState>
          size="small"
          aria-label={`${texts.list.state} #${row.id}`}
          value={state}
          style={{ width: 110 }}
          onChange={(next) => void change(() => setCatalogueState(kind, row.id, next), refetch)}
          options={CATALOGUE_STATES.map((value) => ({ value, label: t.states[value] }))}
        />
      ) : (
        <Tag color={STATE_COLOURS[state]}>{t.states[state]}</Tag>
      ),
  });

  const sortColumn = <T extends { id: number; sort: number }>(
    kind: CatalogueKind,
    refetch: () => Promise<unknown>,
    editable: boolean,
  ): ColumnsType<T>[number] => ({
    title: t.sort,
    dataIndex: 'sort',
    render: (sort: number, row) =>
      editable ? (
        <InputNumber
          size="small"
          aria-label={`${t.sort} #${row.id}`}
          defaultValue={sort}
          style={{ width: 90 }}
          onBlur={(event) => {
            const next = Number(event.target.value);
            if (Number.isInteger(next) && next !== sort) {
              void change(() => setCatalogueSort(kind, row.id, next), refetch);
            }
          }}
        />
      ) : (
        sort
      ),
  });

  const venueColumns: ColumnsType<AdminVenue> = [
    { title: t.code, dataIndex: 'code' },
    { title: t.name, render: (_, v) => nameOf(v.names) },
    { title: t.adapter, dataIndex: 'adapter' },
    { title: t.currency, dataIndex: 'currency' },
    {
      title: t.credentials,
      render: (_, v) =>
        Object.entries(v.credentials).map(([key, value]) => (
          <div key={key}>
            <Typography.Text type="secondary">{key}</Typography.Text> {value}
          </div>
        )),
    },
    sortColumn<AdminVenue>('venues', () => venues.refetch(), false),
    stateColumn<AdminVenue>('venues', () => venues.refetch()),
  ];

  const categoryColumns: ColumnsType<AdminCategory> = [
    { title: 'ID', dataIndex: 'id' },
    { title: t.name, render: (_, c) => nameOf(c.names) },
    { title: t.type, dataIndex: 'type' },
    { title: t.gameType, dataIndex: 'gameType' },
    sortColumn<AdminCategory>('categories', () => categories.refetch(), canEdit),
    stateColumn<AdminCategory>('categories', () => categories.refetch()),
  ];

  const gameColumns: ColumnsType<AdminGame> = [
    {
      title: t.picture,
      render: (_, g) =>
        g.imgUrl ? <Image src={g.imgUrl} width={64} height={40} alt={nameOf(g.names)} /> : null,
    },
    { title: t.name, render: (_, g) => nameOf(g.names) },
    { title: t.code, dataIndex: 'code' },
    { title: t.venue, dataIndex: 'venueCode' },
    {
      title: t.category,
      render: (_, g) =>
        nameOf(categories.data?.list.find((c) => c.id === g.categoryId)?.names ?? {}),
    },
    sortColumn<AdminGame>('games', () => games.refetch(), canEdit),
    stateColumn<AdminGame>('games', () => games.refetch()),
  ];

  const table = <T extends { id: number }>(
    query: { data?: { list: T[] }; isPending: boolean; isError: boolean },
    columns: ColumnsType<T>,
  ) => (
    <Table<T>
      rowKey="id"
      size="small"
      scroll={{ x: 'max-content' }}
      columns={columns}
      dataSource={query.data?.list ?? []}
      loading={query.isPending}
      pagination={{ pageSize: 50, hideOnSinglePage: true }}
      locale={{ emptyText: query.isError ? texts.list.failed : texts.list.empty }}
    />
  );

  return (
    <>
      <Space align="center" className="list-filters">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t.title}
        </Typography.Title>
        <SiteSelect
          aria-label={texts.list.site}
          value={site}
          onChange={(next: string) => {
            setSite(next);
            setCategoryId(undefined);
          }}
        />
      </Space>
      <Tabs
        items={[
          { key: 'venues', label: t.venues, children: table(venues, venueColumns) },
          { key: 'categories', label: t.categories, children: table(categories, categoryColumns) },
          {
            key: 'games',
            label: t.games,
            children: (
              <>
                <Select<number>
                  allowClear
                  aria-label={t.category}
                  placeholder={t.allCategories}
                  className="list-filters"
                  style={{ width: 200 }}
                  value={categoryId}
                  onChange={(next?: number) => setCategoryId(next)}
                  options={(categories.data?.list ?? []).map((c) => ({
                    value: c.id,
                    label: nameOf(c.names),
                  }))}
                />
                {table(games, gameColumns)}
              </>
            ),
          },
        ]}
      />
    </>
  );
}
