import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Image, InputNumber, Select, Space, Tabs, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { CATALOGUE_STATES, type CatalogueState } from '@kirin/contract';
import { ListTable, type ListQuery } from '../../components/list-table.tsx';
import { SiteSelect } from '../../components/site-select.tsx';
import { useLanguage } from '../../i18n/language.tsx';
import { useKeyedAction } from '../../lib/idempotency.ts';
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
  const client = useQueryClient();
  const [site, setSite] = useState('pgdz');
  const [tab, setTab] = useState<CatalogueKind>('venues');
  const [categoryId, setCategoryId] = useState<number | undefined>();
  const venues = useQuery({
    queryKey: ['catalogue', 'venues', site],
    queryFn: () => listVenues(site),
  });
  // Categories name the games' category too, so they are read with the games tab as well.
  const categories = useQuery({
    queryKey: ['catalogue', 'categories', site],
    queryFn: () => listCategories(site),
    enabled: tab !== 'venues',
  });
  const games = useQuery({
    queryKey: ['catalogue', 'games', site, categoryId],
    queryFn: () => listGames(site, categoryId),
    enabled: tab === 'games',
  });
  // A state or an order changed: what this brand shows is read again.
  const act = useKeyedAction(t.saved, () => client.invalidateQueries({ queryKey: ['catalogue'] }));

  const stateColumn = <T extends { id: number; state: CatalogueState }>(
    kind: CatalogueKind,
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
          onChange={(next) =>
            void act(`state:${kind}:${row.id}`, () => setCatalogueState(kind, row.id, next))
          }
          options={CATALOGUE_STATES.map((value) => ({ value, label: t.states[value] }))}
        />
      ) : (
        <Tag color={STATE_COLOURS[state]}>{t.states[state]}</Tag>
      ),
  });

  const sortColumn = <T extends { id: number; sort: number }>(
    kind: CatalogueKind,
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
              void act(`sort:${kind}:${row.id}`, () => setCatalogueSort(kind, row.id, next));
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
    sortColumn<AdminVenue>('venues', false),
    stateColumn<AdminVenue>('venues'),
  ];

  const categoryColumns: ColumnsType<AdminCategory> = [
    { title: 'ID', dataIndex: 'id' },
    { title: t.name, render: (_, c) => nameOf(c.names) },
    { title: t.type, dataIndex: 'type' },
    { title: t.gameType, dataIndex: 'gameType' },
    sortColumn<AdminCategory>('categories', canEdit),
    stateColumn<AdminCategory>('categories'),
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
    sortColumn<AdminGame>('games', canEdit),
    stateColumn<AdminGame>('games'),
  ];

  const table = <T extends { id: number }>(query: ListQuery<T>, columns: ColumnsType<T>) => (
    <ListTable<T> size="small" query={query} columns={columns} />
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
        activeKey={tab}
        onChange={(key) => setTab(key as CatalogueKind)}
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
