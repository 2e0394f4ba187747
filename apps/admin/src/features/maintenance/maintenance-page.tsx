import { useEffect, useState } from 'react';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Popconfirm, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { SITE_CODES } from '@kirin/contract';
import { ListTable } from '../../components/list-table.tsx';
import { PageHead } from '../../components/page-head.tsx';
import { SiteSelect } from '../../components/site-select.tsx';
import { useLanguage } from '../../i18n/language.tsx';
import { fill } from '../../i18n/texts.ts';
import { formatTime } from '../../lib/format.ts';
import { useKeyedAction } from '../../lib/idempotency.ts';
import { MaintenanceForm } from './maintenance-form.tsx';
import {
  ALL_SITES,
  holdingFor,
  listMaintenance,
  MAINTENANCE_STATE_COLOURS,
  maintenanceState,
  setMaintenance,
  type MaintenanceEntry,
} from './maintenance-api.ts';

type SiteRow = { id: string; row: MaintenanceEntry | undefined };

/**
 * Site-wide maintenance: where each site stands now (in maintenance, scheduled, open), starting or
 * scheduling it, ending it now, and every row operators set (nothing is edited, only added).
 */
export function MaintenancePage({ sites }: { sites: string[] | null }) {
  const { texts } = useLanguage();
  const t = texts.maintenance;
  const client = useQueryClient();
  // A platform operator reads every site's rows at once; an operator kept to several sites reads
  // one site at a time (the API answers SITE_REQUIRED otherwise).
  const reads = useQueries({
    queries: (sites ?? [undefined]).map((site) => ({
      queryKey: ['maintenance', site ?? ALL_SITES],
      queryFn: () => listMaintenance(site),
    })),
  });
  const byId = new Map<number, MaintenanceEntry>();
  for (const read of reads) for (const row of read.data?.list ?? []) byId.set(row.id, row);
  const all = [...byId.values()].sort((a, b) => b.id - a.id);
  const pending = reads.some((read) => read.isPending);
  const failed = reads.find((read) => read.isError)?.error;

  const [editing, setEditing] = useState<string | null>(null);
  const [historySite, setHistorySite] = useState<string | undefined>();
  const refresh = () => client.invalidateQueries({ queryKey: ['maintenance'] });
  // Ending one in force and cancelling one ahead send the same `on: false`; they are told apart.
  const end = useKeyedAction(t.ended, refresh);
  const cancel = useKeyedAction(t.cancelled, refresh);

  /** Ends a window in force, or cancels one ahead, for one site or every site. */
  const endButton = (site: string, row: MaintenanceEntry | undefined) => {
    const ahead = maintenanceState(row) === 'scheduled';
    const asks = ahead
      ? { all: t.cancelAskAll, fromAll: t.cancelAskOne, own: t.cancelAsk }
      : { all: t.endAskAll, fromAll: t.endAskOne, own: t.endAsk };
    const ask =
      site === ALL_SITES
        ? asks.all
        : fill(row?.site === ALL_SITES ? asks.fromAll : asks.own, { site });
    const label = ahead ? t.cancel : t.end;
    return (
      <Popconfirm
        title={label}
        description={ask}
        onConfirm={() =>
          (ahead ? cancel : end)(`end:${site}`, () => setMaintenance({ site, on: false }))
        }
      >
        <Button size="small" danger>
          {label}
        </Button>
      </Popconfirm>
    );
  };
  const siteName = (site: string) => (site === ALL_SITES ? t.allSites : site);
  const windowOf = (row: MaintenanceEntry) => (
    <>
      <div>{formatTime(row.startsAt)}</div>
      <Typography.Text type="secondary">{`– ${formatTime(row.endsAt)}`}</Typography.Text>
    </>
  );

  // Every site for the platform, `*` first; an operator's own sites otherwise. Sites closed or
  // about to close come first: among 19 open ones they are what the operator looks for.
  const rank = { on: 0, scheduled: 1, off: 2 };
  const siteRows: SiteRow[] = (sites ?? [ALL_SITES, ...SITE_CODES])
    .map((site) => ({ id: site, row: holdingFor(all, site) }))
    .sort(
      (a, b) =>
        Number(b.id === ALL_SITES) - Number(a.id === ALL_SITES) ||
        rank[maintenanceState(a.row)] - rank[maintenanceState(b.row)],
    );
  useRedrawAt(nextChange(siteRows));
  const current: ColumnsType<SiteRow> = [
    { title: t.site, dataIndex: 'id', render: (site: string) => siteName(site) },
    {
      title: t.state,
      render: (_, { row }) => {
        const state = maintenanceState(row);
        return <Tag color={MAINTENANCE_STATE_COLOURS[state]}>{t.states[state]}</Tag>;
      },
    },
    {
      title: t.window,
      render: (_, { row }) => (row && maintenanceState(row) !== 'off' ? windowOf(row) : t.none),
    },
    {
      title: t.message,
      render: (_, { id, row }) =>
        row && maintenanceState(row) !== 'off' ? (
          <Space direction="vertical" size={0}>
            <Typography.Text className="maintenance-message">
              {row.message || t.none}
            </Typography.Text>
            {row.site !== id && <Typography.Text type="secondary">{t.fromAll}</Typography.Text>}
          </Space>
        ) : (
          t.none
        ),
    },
    {
      title: texts.list.actions,
      render: (_, { id, row }) => (
        <Space>
          <Button size="small" onClick={() => setEditing(id)}>
            {t.set}
          </Button>
          {maintenanceState(row) !== 'off' && endButton(id, row)}
        </Space>
      ),
    },
  ];

  const actionOf = (row: MaintenanceEntry) =>
    !row.on ? 'end' : Date.parse(row.startsAt) > Date.parse(row.createdAt) ? 'schedule' : 'start';
  const history: ColumnsType<MaintenanceEntry> = [
    { title: 'ID', dataIndex: 'id' },
    { title: t.site, dataIndex: 'site', render: (site: string) => siteName(site) },
    { title: t.action, render: (_, row) => t.actions[actionOf(row)] },
    { title: t.window, render: (_, row) => (row.on ? windowOf(row) : t.none) },
    {
      title: t.message,
      dataIndex: 'message',
      render: (text: string) => (
        <Typography.Paragraph
          className="maintenance-message"
          ellipsis={{ rows: 2, tooltip: text }}
          style={{ margin: 0, maxWidth: 360 }}
        >
          {text || t.none}
        </Typography.Paragraph>
      ),
    },
    {
      title: t.operator,
      dataIndex: 'operatorId',
      render: (id: number | null) => (id === null ? t.system : fill(t.operatorId, { id })),
    },
    { title: t.createdAt, dataIndex: 'createdAt', render: (at: string) => formatTime(at) },
  ];
  const shown = historySite
    ? all.filter((row) => row.site === historySite || row.site === ALL_SITES)
    : all;

  return (
    <>
      <PageHead
        title={t.title}
        extra={
          <Button type="primary" onClick={() => setEditing('')}>
            {t.set}
          </Button>
        }
      />
      <Alert className="form-refusal" type="info" showIcon message={t.intro} />
      {failed && <Alert className="form-refusal" type="error" showIcon message={failed.message} />}
      <Typography.Title level={5}>{t.current}</Typography.Title>
      <ListTable<SiteRow>
        size="small"
        query={{ data: { list: siteRows }, isPending: pending, isError: Boolean(failed) }}
        columns={current}
        pagination={false}
      />
      <Typography.Title level={5} className="maintenance-history">
        {t.history}
      </Typography.Title>
      <Space className="list-filters" wrap>
        <Form.Item label={t.site} style={{ margin: 0 }}>
          <SiteSelect
            sites={sites}
            aria-label={t.site}
            allowClear
            placeholder={texts.list.any}
            value={historySite}
            onChange={(site?: string) => setHistorySite(site)}
          />
        </Form.Item>
      </Space>
      <ListTable<MaintenanceEntry>
        size="small"
        query={{ data: { list: shown }, isPending: pending, isError: Boolean(failed) }}
        columns={history}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
      />
      <MaintenanceForm
        open={editing !== null}
        sites={sites}
        site={editing || undefined}
        onClose={() => setEditing(null)}
        onSaved={refresh}
      />
    </>
  );
}

/** When the next scheduled start or expected end among the rows shown passes (ms), if any. */
function nextChange(rows: SiteRow[], now = Date.now()): number | undefined {
  const ahead = rows
    .flatMap(({ row }) => (row?.on ? [Date.parse(row.startsAt), Date.parse(row.endsAt)] : []))
    .filter((at) => at > now);
  return ahead.length > 0 ? Math.min(...ahead) : undefined;
}

/**
 * Draws the screen again just after `at`: a state follows the clock from the rows already read
 * (a window starts or ends by itself), so the time passing needs no read of the API.
 */
function useRedrawAt(at: number | undefined) {
  const [drawn, redraw] = useState(0);
  useEffect(() => {
    if (at === undefined) return;
    // setTimeout takes at most 2^31-1 ms (~24.8 days); a later change redraws then and waits again.
    const timer = setTimeout(
      () => redraw((n) => n + 1),
      Math.min(at - Date.now() + 500, 2 ** 31 - 1),
    );
    return () => clearTimeout(timer);
  }, [at, drawn]);
}
