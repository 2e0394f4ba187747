import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wrap } from '../../testing/wrap.tsx';
import { MaintenancePage } from './maintenance-page.tsx';
import { holdingFor, maintenanceState, type MaintenanceEntry } from './maintenance-api.ts';

const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const entry = (id: number, site: string, fields: Partial<MaintenanceEntry>): MaintenanceEntry => ({
  id,
  site,
  on: true,
  message: '',
  startsAt: at(-HOUR),
  endsAt: at(HOUR),
  operatorId: 7,
  createdAt: at(-HOUR),
  ...fields,
});

afterEach(() => vi.unstubAllGlobals());

describe('the state of a site', () => {
  it('follows the newest row for the site or for every site', () => {
    const list = [
      entry(3, 'pgdz', { on: false }),
      entry(2, '*', {}),
      entry(1, 'hgty', { startsAt: at(HOUR), endsAt: at(2 * HOUR) }),
    ];
    expect(maintenanceState(holdingFor(list, 'pgdz'))).toBe('off');
    expect(maintenanceState(holdingFor(list, 'hgty'))).toBe('on');
    expect(maintenanceState(holdingFor(list, '*'))).toBe('on');
    expect(maintenanceState(holdingFor([list[2]!], 'hgty'))).toBe('scheduled');
    // A window past its end has ended by itself.
    expect(maintenanceState(entry(4, 'pgdz', { endsAt: at(-1) }))).toBe('off');
  });
});

describe('the maintenance screen', () => {
  it("shows each of the operator's sites, ends one now and lists who set what", async () => {
    const sent: unknown[] = [];
    const read: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL, init: RequestInit) => {
        if (init.method === 'POST') {
          sent.push(JSON.parse(String(init.body)));
          return Response.json({ status: true, data: entry(9, 'pgdz', { on: false }) });
        }
        const site = url.searchParams.get('site');
        read.push(site);
        const list =
          site === 'pgdz'
            ? [entry(5, 'pgdz', { message: '升级支付系统', operatorId: 12 })]
            : [entry(6, 'hgty', { startsAt: at(2 * HOUR), endsAt: at(3 * HOUR) })];
        return Response.json({ status: true, data: { list } });
      }),
    );
    render(wrap(<MaintenancePage sites={['pgdz', 'hgty']} />));
    // An operator of several sites reads each (the API wants one site at a time from them).
    await screen.findByText('#12');
    await screen.findAllByText('预约维护');
    const pgdz = screen.getAllByText('pgdz')[0]!.closest('tr')!;
    expect(read.sort()).toEqual(['hgty', 'pgdz']);
    expect(within(pgdz).getByText('维护中')).toBeTruthy();
    const hgty = screen.getAllByText('hgty')[0]!.closest('tr')!;
    expect(within(hgty).getByText('已排期')).toBeTruthy();
    // One ahead is cancelled rather than ended (the same request, told apart for the operator).
    expect(within(hgty).getByRole('button', { name: '取消排期' })).toBeTruthy();
    expect(screen.getAllByText('升级支付系统').length).toBeGreaterThan(0);
    expect(screen.getByText('#12')).toBeTruthy();

    fireEvent.click(within(pgdz).getByRole('button', { name: '立即结束' }));
    fireEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: /确/ }));
    await waitFor(() => expect(sent).toEqual([{ site: 'pgdz', on: false }]));
  });

  it('schedules a window and shows the fields the API refuses under them', async () => {
    const sent: Record<string, unknown>[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: URL, init: RequestInit) => {
        if (init.method === 'POST') {
          sent.push(JSON.parse(String(init.body)) as Record<string, unknown>);
          return Response.json({
            status: false,
            code: 'VALIDATION',
            msg: '提交的信息有误，请检查后重试',
            data: { fields: { endsAt: '格式不正确', message: '内容过长' } },
          });
        }
        return Response.json({ status: true, data: { list: [] } });
      }),
    );
    render(wrap(<MaintenancePage sites={null} />));
    // Every site is open; the platform sees "all sites" first.
    expect((await screen.findAllByText('正常')).length).toBe(20);
    const all = screen.getAllByText('全部站点')[0]!.closest('tr')!;
    fireEvent.click(within(all).getByRole('button', { name: '设置维护' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByText('预约开始'));
    // Typed as the picker shows it, in the browser's time: what it sends is the same instant.
    const startsAt = new Date(Date.now() + 2 * HOUR);
    const endsAt = new Date(Date.now() + 4 * HOUR);
    startsAt.setSeconds(0, 0);
    endsAt.setSeconds(0, 0);
    pick(await within(dialog).findByLabelText('开始时间'), startsAt);
    pick(within(dialog).getByLabelText('预计结束时间'), endsAt);
    fireEvent.change(within(dialog).getByLabelText('维护说明'), {
      target: { value: '机房迁移' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存排期' }));

    await within(dialog).findByText('格式不正确');
    expect(within(dialog).getByText('内容过长')).toBeTruthy();
    expect(within(dialog).getByText('提交的信息有误，请检查后重试')).toBeTruthy();
    expect(sent).toEqual([
      {
        site: '*',
        on: true,
        message: '机房迁移',
        startsAt: startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
      },
    ]);
  });
});

/** Types a date-time into an antd picker as it shows one, and takes it. */
function pick(input: HTMLElement, at: Date) {
  const pad = (n: number) => String(n).padStart(2, '0');
  const text = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
  fireEvent.blur(input);
}
