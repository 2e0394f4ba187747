import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setUpPageTests, SIGNED_IN } from '../testing/page-tests.ts';
import { renderApp } from '../testing/render-app.tsx';
import { mockApi, ok, refuse, stubObjectUrls } from '../../testing/api-mock.ts';
import type { StatementMonth } from '../../features/statement/api/get-statement.ts';

setUpPageTests({ token: 'tok-1' });

const STATEMENT = '/findmed/v1/member/statement';
const ITEMS: StatementMonth[] = [
  {
    month: '2026-11',
    deposits: '1000.00',
    withdrawals: '200.00',
    stakes: '1500.50',
    payouts: '1200.25',
    bonuses: '50.00',
    net: '-250.25',
  },
  {
    month: '2026-10',
    deposits: '0.00',
    withdrawals: '0.00',
    stakes: '10.00',
    payouts: '40.00',
    bonuses: '0.00',
    net: '30.00',
  },
];

function serve(items: StatementMonth[] = ITEMS) {
  return mockApi({ ...SIGNED_IN, [STATEMENT]: ok({ items }) });
}

describe('/user/statement', () => {
  it('asks for 12 months and shows a card per month on a phone, net signed and coloured', async () => {
    const calls = serve();
    renderApp('/user/statement');
    const november = (await screen.findByRole('heading', { name: /2026年11月/ })).closest('li')!;
    expect(calls.to(STATEMENT)[0]?.query.get('months')).toBe('12');
    const card = within(november as HTMLElement);
    expect(card.getByText('-250.25').className).toContain('is-debit');
    expect(card.getByText('存款').nextElementSibling?.textContent).toBe('1,000.00');
    expect(card.getByText('投注').nextElementSibling?.textContent).toBe('1,500.50');
    const october = screen.getByRole('heading', { name: /2026年10月/ });
    expect(within(october).getByText('+30.00').className).toContain('is-credit');
    // The year's net first: -250.25 + 30.00.
    const summary = screen.getByRole('region', { name: '近 12 个月合计' });
    expect(within(summary).getByText('-220.25')).toBeTruthy();
  });

  it('is a table with the totals at its foot on a desktop, listed in the member menu', async () => {
    serve();
    renderApp('/user/statement', 'desktop');
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['月份', '存款', '提款', '投注', '派彩', '红利', '净输赢']);
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      headers.join(''),
      '2026年11月1,000.00200.001,500.501,200.2550.00-250.25',
      '2026年10月0.000.0010.0040.000.00+30.00',
      '近 12 个月合计1,000.00200.001,510.501,240.2550.00-220.25',
    ]);
    const link = screen.getAllByRole('link', { name: '月度报表' })[0];
    expect(link?.getAttribute('href')).toBe('/user/statement');
  });

  it('exports the months as a CSV for Excel, headers in the member’s language', async () => {
    serve();
    stubObjectUrls();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp('/user/statement', 'desktop');
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: '导出 CSV' }));
    expect(click).toHaveBeenCalledTimes(1);
    // What the page handed the browser to save.
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    const bytes = new Uint8Array(await blob.arrayBuffer());
    // A UTF-8 byte-order mark, so that Excel reads the Chinese headers.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.split('\r\n')[0]).toBe('月份,存款,提款,投注,派彩,红利,净输赢');
    expect(text).toContain('2026-11,1000.00,200.00,1500.50,1200.25,50.00,-250.25');
    expect(await screen.findByText('报表已导出')).toBeTruthy();
  });

  it('says when there is nothing yet, and offers no export', async () => {
    serve([]);
    renderApp('/user/statement');
    expect(await screen.findByText('暂无报表数据')).toBeTruthy();
    expect((screen.getByRole('button', { name: '导出 CSV' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('shows a refusal in the member’s language with a retry', async () => {
    let n = 0;
    mockApi({
      ...SIGNED_IN,
      [STATEMENT]: () =>
        n++ === 0 ? refuse('TRY_AGAIN', '系统繁忙，请稍后再试') : ok({ items: ITEMS }),
    });
    renderApp('/user/statement');
    expect(await screen.findByText('系统繁忙，请稍后再试')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: /2026年11月/ })).toBeTruthy());
  });
});
