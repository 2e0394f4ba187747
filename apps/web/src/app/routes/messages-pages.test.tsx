import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MemberMessage } from '@kirin/contract';
import { useSessionStore } from '../../stores/session-store.ts';
import { mockApi, ok, refuse, type SentRequest } from '../../testing/api-mock.ts';
import { setUpPageTests, SIGNED_IN } from '../testing/page-tests.ts';
import { renderApp } from '../testing/render-app.tsx';

setUpPageTests({ token: 'tok-1' });

const BASE = '/findmed/v1/member/message';

/** A server inbox in memory: what the pages send changes what they read next. */
let marketing = true;

function inbox(count: number, readIds: number[] = []) {
  marketing = true;
  // Mutable copies: the fake server changes them as the pages ask.
  type Stored = { -readonly [K in keyof MemberMessage]: MemberMessage[K] };
  const messages: Stored[] = Array.from({ length: count }, (_, i) => {
    const id = count - i;
    return {
      id,
      title: `消息标题 ${id}`,
      body: `第一行 ${id}\n第二行 ${id}`,
      createdAt: `2026-11-${String(1 + (id % 28)).padStart(2, '0')}T02:00:00.000Z`,
      read: readIds.includes(id),
    };
  });
  const unread = () => messages.filter((m) => !m.read).length;
  const calls = mockApi({
    ...SIGNED_IN,
    [`${BASE}/num`]: () => ok({ notRead: unread() }),
    [`${BASE}/preferences`]: (request: SentRequest) => {
      if (request.method === 'POST') marketing = request.form.marketing === '1';
      return ok({ marketing });
    },
    [`${BASE}/list`]: (request: SentRequest) => {
      const page = Number(request.form.page ?? '1');
      const size = Number(request.form.size ?? '20');
      const list = messages.slice((page - 1) * size, page * size);
      return ok({ list, total: messages.length, page, size, pageSize: size, unread: unread() });
    },
    [`${BASE}/update`]: (request: SentRequest) => {
      const { action, ids, all } = request.form;
      const named = all === 'true' ? messages.filter((m) => !m.read).map((m) => m.id) : [];
      for (const id of (ids ?? '').split(',').filter(Boolean)) named.push(Number(id));
      const hit = messages.filter((m) => named.includes(m.id));
      if (hit.length === 0 && all !== 'true') return refuse('NOT_FOUND', '您访问的内容不存在');
      for (const m of hit) {
        if (action === 'read') m.read = true;
        else messages.splice(messages.indexOf(m), 1);
      }
      return ok({ updated: hit.length });
    },
    [`${BASE}/detail`]: (request: SentRequest) => {
      const found = messages.find((m) => String(m.id) === request.query.get('id'));
      if (!found) return refuse('NOT_FOUND', '您访问的内容不存在');
      found.read = true;
      return ok(found);
    },
  });
  return { calls, messages };
}

const unreadInStore = () => useSessionStore.getState().unread;

describe('the inbox on a phone', () => {
  it('lists newest first with unread dots; the store takes the unread count', async () => {
    const { calls } = inbox(3, [2]);
    renderApp('/user/message');
    const newest = await screen.findByRole('link', { name: /消息标题 3/ });
    expect(newest.getAttribute('href')).toBe('/user/message/detail?id=3');
    expect(within(newest).getByRole('img', { name: '未读' })).toBeTruthy();
    expect(newest.textContent).toContain('第一行 3');
    expect(newest.textContent).not.toContain('第二行 3');
    const read = screen.getByRole('link', { name: /消息标题 2/ });
    expect(within(read).queryByRole('img', { name: '未读' })).toBeNull();
    expect(screen.getByText('共 3 条，2 条未读')).toBeTruthy();
    await waitFor(() => expect(unreadInStore()).toBe(2));
    expect(calls.to(`${BASE}/list`)[0]?.form).toEqual({ page: '1', size: '20' });
  });

  it('marks all read, then the list and the count follow', async () => {
    const { calls } = inbox(3);
    renderApp('/user/message');
    await screen.findByText('共 3 条，3 条未读');
    fireEvent.click(screen.getByRole('button', { name: '全部已读' }));
    expect(await screen.findByText('已全部标为已读')).toBeTruthy();
    expect(calls.to(`${BASE}/update`)[0]?.form).toEqual({ action: 'read', all: 'true' });
    expect(await screen.findByText('共 3 条，0 条未读')).toBeTruthy();
    expect(screen.queryAllByRole('img', { name: '未读' })).toHaveLength(0);
    expect(unreadInStore()).toBe(0);
    expect((screen.getByRole('button', { name: '全部已读' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('deletes the ticked messages after confirmation, and not when cancelled', async () => {
    const { calls } = inbox(4);
    renderApp('/user/message');
    await screen.findByText('共 4 条，4 条未读');
    fireEvent.click(screen.getByRole('button', { name: '编辑' }));
    const bar = screen.getByRole('toolbar', { name: '消息操作' });
    const remove = within(bar).getByRole('button', { name: '删除' }) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: '选择：消息标题 4' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择：消息标题 2' }));
    expect(within(bar).getByText('已选 2 条')).toBeTruthy();

    fireEvent.click(remove);
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定删除选中的 2 条消息吗？删除后无法恢复。')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.to(`${BASE}/update`)).toHaveLength(0);

    fireEvent.click(remove);
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(calls.to(`${BASE}/update`)[0]?.form).toEqual({ action: 'delete', ids: '4,2' });
    expect(await screen.findByText('共 2 条，2 条未读')).toBeTruthy();
    expect(screen.queryByText('消息标题 4')).toBeNull();
    expect(within(bar).getByText('已选 0 条')).toBeTruthy();
    await waitFor(() => expect(unreadInStore()).toBe(2));
  });

  it('ticks all shown and marks them read', async () => {
    const { calls } = inbox(2);
    renderApp('/user/message');
    await screen.findByText('共 2 条，2 条未读');
    fireEvent.click(screen.getByRole('button', { name: '编辑' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '全选' }));
    fireEvent.click(screen.getByRole('button', { name: '标为已读' }));
    expect(await screen.findByText('已标为已读')).toBeTruthy();
    expect(calls.to(`${BASE}/update`)[0]?.form).toEqual({ action: 'read', ids: '2,1' });
    expect(await screen.findByText('共 2 条，0 条未读')).toBeTruthy();
    // Done: rows open their message again.
    fireEvent.click(screen.getByRole('button', { name: '完成' }));
    expect(screen.getByRole('link', { name: /消息标题 2/ })).toBeTruthy();
  });

  it('loads more as the member scrolls, then says there is no more', async () => {
    // jsdom lays nothing out; InfiniteScroll only loads for an element that is shown.
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockReturnValue(document.body);
    const { calls } = inbox(25);
    renderApp('/user/message');
    expect(await screen.findByText('消息标题 1')).toBeTruthy();
    expect(await screen.findByText('没有更多了')).toBeTruthy();
    expect(calls.to(`${BASE}/list`).map((r) => r.form.page)).toEqual(['1', '2']);
  });

  it('says so when there is nothing', async () => {
    inbox(0);
    renderApp('/user/message');
    expect(await screen.findByText('暂无消息')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
  });
});

describe('marketing messages', () => {
  it('are on until the member turns them off under the inbox', async () => {
    const { calls } = inbox(2);
    renderApp('/user/message');
    const toggle = (await screen.findByRole('switch', {
      name: /接收优惠与活动消息/,
    })) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(false));
    const sent = calls.to(`${BASE}/preferences`).filter((r) => r.method === 'POST');
    expect(sent.map((r) => r.form)).toEqual([{ marketing: '0' }]);
  });
});

describe('the inbox on desktop', () => {
  it('shows a table with ticks, reads the ticked ones, and pages', async () => {
    const { calls } = inbox(23, [21]);
    renderApp('/user/message', 'desktop');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(20);
    expect(within(rows[0]!).getByRole('link', { name: '消息标题 23' }).getAttribute('href')).toBe(
      '/user/message/detail?id=23',
    );
    expect(within(rows[0]!).getByRole('img', { name: '未读' })).toBeTruthy();
    expect(within(rows[2]!).getByText('已读')).toBeTruthy();
    expect(screen.getByText('共 23 条，22 条未读')).toBeTruthy();

    fireEvent.click(within(rows[0]!).getByRole('checkbox'));
    fireEvent.click(within(rows[1]!).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '标为已读' }));
    expect(await screen.findByText('共 23 条，20 条未读')).toBeTruthy();
    expect(calls.to(`${BASE}/update`)[0]?.form).toEqual({ action: 'read', ids: '23,22' });

    expect(screen.getByText('第 1 / 2 页')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findByText('第 2 / 2 页')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('消息标题 1')).toBeTruthy());
    // Deleting the whole last page goes back to the one before.
    fireEvent.click(screen.getByRole('checkbox', { name: '全选' }));
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('第 1 / 1 页')).toBeTruthy();
    expect(calls.to(`${BASE}/update`)[1]?.form).toEqual({ action: 'delete', ids: '3,2,1' });
  });
});

describe('one message', () => {
  it('shows it whole, reads it, and the unread count follows; back leads to the list', async () => {
    const { calls } = inbox(3);
    const app = renderApp('/user/message/detail?id=2');
    expect(await screen.findByRole('heading', { name: '消息标题 2' })).toBeTruthy();
    expect(screen.getByText(/第一行 2\s+第二行 2/)).toBeTruthy();
    expect(calls.to(`${BASE}/detail`)[0]?.query.get('id')).toBe('2');
    await waitFor(() => expect(unreadInStore()).toBe(2));
    fireEvent.click(screen.getByRole('link', { name: '返回消息列表' }));
    await waitFor(() => expect(app.location()).toBe('/user/message'));
    expect(await screen.findByText('共 3 条，2 条未读')).toBeTruthy();
  });

  it('is deleted from its page after confirmation', async () => {
    const { calls } = inbox(2);
    const app = renderApp('/user/message/detail?id=1', 'desktop');
    await screen.findByRole('heading', { name: '消息标题 1' });
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定删除这条消息吗？删除后无法恢复。')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(app.location()).toBe('/user/message'));
    expect(calls.to(`${BASE}/update`)[0]?.form).toEqual({ action: 'delete', ids: '1' });
  });

  it('says it is missing for an unknown or foreign id, and for no id without asking', async () => {
    const { calls } = inbox(1);
    const unknown = renderApp('/user/message/detail?id=99');
    expect(await screen.findByText('消息不存在或已被删除')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回消息列表' }).getAttribute('href')).toBe(
      '/user/message',
    );
    unknown.unmount();
    renderApp('/user/message/detail?id=abc');
    expect(await screen.findByText('消息不存在或已被删除')).toBeTruthy();
    expect(calls.to(`${BASE}/detail`)).toHaveLength(1);
  });
});

describe('the unread badge', () => {
  it('shows on the account menu entry and the account frame, and follows reads', async () => {
    inbox(5, [1]);
    renderApp('/user/message/detail?id=5', 'desktop');
    await screen.findByRole('heading', { name: '消息标题 5' });
    // The frame's left menu: opening the message read one of the four.
    const nav = screen.getByRole('navigation', { name: /账户菜单/ });
    const entry = within(nav).getByRole('link', { name: /消息中心/ });
    await waitFor(() => expect(within(entry).getByLabelText('3条未读消息')).toBeTruthy());

    fireEvent.click(screen.getByRole('button', { name: /^账户菜单/ }));
    const menu = await screen.findByRole('menu');
    const item = within(menu).getByRole('menuitem', { name: /消息中心/ });
    expect(item.getAttribute('href')).toBe('/user/message');
    expect(within(item).getByLabelText('3条未读消息').textContent).toBe('3');
  });

  it('is absent with nothing unread', async () => {
    inbox(2, [1, 2]);
    renderApp('/user/message', 'desktop');
    await screen.findByText('共 2 条，0 条未读');
    const nav = screen.getByRole('navigation', { name: /账户菜单/ });
    const entry = within(nav).getByRole('link', { name: /消息中心/ });
    expect(within(entry).queryByLabelText(/未读消息/)).toBeNull();
  });
});
