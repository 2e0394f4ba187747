import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ERROR_MESSAGES,
  SUPPORT_MESSAGE_MAX,
  type SupportConversation,
  type SupportMessage,
} from '@kirin/contract';
import { LayoutContext, type LayoutKind } from '../../../hooks/use-layout-kind.ts';
import { initI18n, loadI18nPart, setLang } from '../../../i18n/index.ts';
import { configureApiClient } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { mockApi, ok, refuse, type Reply, type SentRequest } from '../../../testing/api-mock.ts';
import { SupportChat } from './support-chat.tsx';

const BASE = '/findmed/v1/support';

beforeAll(async () => {
  await initI18n('zh-CN');
  await Promise.all([loadI18nPart('account'), loadI18nPart('support')]);
});
beforeEach(() => useSessionStore.getState().clearSession());
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await setLang('zh-CN');
});

function renderChat(layout: LayoutKind = 'mobile', embedded = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  configureApiClient({ baseUrl: '', navigate: () => {} });
  return render(
    <LayoutContext.Provider value={layout}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <SupportChat embedded={embedded} />
        </MemoryRouter>
      </QueryClientProvider>
    </LayoutContext.Provider>,
  );
}

/** A stream the test writes events into, as the server would. */
function eventStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
  });
  return {
    reply: (): Reply =>
      new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } }),
    push: (event: string, data: unknown) =>
      act(() => {
        controller?.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      }),
  };
}

let nextId = 1;
const message = (fields: Partial<SupportMessage> = {}): SupportMessage => ({
  id: nextId++,
  threadId: 1,
  author: 'customer',
  event: null,
  body: '你好',
  images: [],
  createdAt: new Date().toISOString(),
  read: false,
  ...fields,
});

/** The chat's server in memory: what the page sends is what it reads back. */
function server(
  initial: SupportMessage[] = [],
  extra: Record<string, Reply | ((r: SentRequest) => Reply)> = {},
) {
  const list = [...initial];
  const stream = eventStream();
  const conversation = (): SupportConversation => ({
    thread: list.length ? { id: 1, state: 'open', createdAt: list[0]!.createdAt } : null,
    list,
    hasMore: false,
    unread: list.filter((m) => m.author === 'operator' && !m.read).length,
  });
  const calls = mockApi({
    [`${BASE}/messages`]: () => ok(conversation(), { vid: 'v'.repeat(32) }),
    [`${BASE}/send`]: (request: SentRequest) => {
      const sent = message({
        body: request.form.content ?? '',
        images: request.form.images ? ['/media/uploads/x.png?exp=1&sig=s'] : [],
      });
      list.push(sent);
      return ok(sent);
    },
    [`${BASE}/read`]: (request: SentRequest) => ok({ upTo: Number(request.form.upTo) }),
    [`${BASE}/stream`]: () => stream.reply(),
    ...extra,
  });
  return { calls, stream, list };
}

const input = () => screen.getByLabelText('输入消息') as HTMLTextAreaElement;
const sendButton = () => screen.getByRole('button', { name: '发送' });

describe('the customer-service chat', () => {
  it('greets a visitor with an empty conversation, and a common question fills the box', async () => {
    server();
    renderChat();
    expect(await screen.findByText('您好，有什么可以帮您？')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '在线客服' })).toBeTruthy();
    expect(screen.getByText('未登录也可以直接咨询')).toBeTruthy();
    expect(screen.getByRole('link', { name: '登录' }).getAttribute('href')).toBe('/login');
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '充值还没到账' }));
    expect(input().value).toBe('充值还没到账');
  });

  it('sends a message, shows it with its time and unread mark, and clears the box', async () => {
    const { calls } = server();
    renderChat();
    await screen.findByText('您好，有什么可以帮您？');
    fireEvent.change(input(), { target: { value: '  提现多久到账？ ' } });
    fireEvent.click(sendButton());
    const found = await screen.findByText('提现多久到账？', { selector: '.chat-text' });
    const item = found.closest('li') as HTMLElement;
    expect(calls.to(`${BASE}/send`)[0]?.form).toMatchObject({ content: '提现多久到账？' });
    expect(within(item).getByText('未读')).toBeTruthy();
    expect(within(item).getByText(/^\d\d:\d\d$/)).toBeTruthy();
    expect(input().value).toBe('');
  });

  it('shows the operator’s reply and read marks live, and marks the reply as seen', async () => {
    const mine = message({ body: '在吗？' });
    const { stream, calls } = server([mine]);
    renderChat();
    await screen.findByText('在吗？');
    await waitFor(() => expect(calls.to(`${BASE}/stream`)).toHaveLength(1));
    expect(calls.to(`${BASE}/stream`)[0]?.headers).toMatchObject({
      accept: 'text/event-stream',
      vid: 'v'.repeat(32),
    });
    await stream.push('ready', {});
    expect(await screen.findByText('客服在线')).toBeTruthy();

    const reply = message({ author: 'operator', body: '您好，请问有什么可以帮您？' });
    await stream.push('message', reply);
    expect(await screen.findByText('您好，请问有什么可以帮您？')).toBeTruthy();
    expect(screen.getByText('客服')).toBeTruthy();
    await waitFor(() =>
      expect(calls.to(`${BASE}/read`).map((r) => r.form.upTo)).toEqual([String(reply.id)]),
    );

    await stream.push('read', { threadId: 1, upTo: reply.id, by: 'operator' });
    const item = screen.getByText('在吗？').closest('li') as HTMLElement;
    expect(await within(item).findByText('已读')).toBeTruthy();
  });

  it('says when the conversation was closed', async () => {
    server([message({ body: '谢谢' }), message({ author: 'system', event: 'closed', body: '' })]);
    renderChat('desktop');
    expect(
      await screen.findByText('本次会话已结束。如有新问题，直接发送消息即可开始新的会话。'),
    ).toBeTruthy();
  });

  it('shows a refusal in the member’s language and keeps what they wrote', async () => {
    server([], {
      [`${BASE}/send`]: {
        status: 429,
        body: {
          status: false,
          data: null,
          code: 'SUPPORT_TOO_FAST',
          msg: ERROR_MESSAGES.SUPPORT_TOO_FAST.en.replace('{seconds}', '20'),
        },
      },
    });
    await setLang('en');
    renderChat();
    expect(await screen.findByText('Hello, how can we help?')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'hello?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You are sending messages too quickly. Please wait 20 seconds.',
    );
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('hello?');
  });

  it('stops a message over the limit before sending it', async () => {
    const { calls } = server();
    renderChat();
    await screen.findByText('您好，有什么可以帮您？');
    fireEvent.change(input(), { target: { value: '字'.repeat(SUPPORT_MESSAGE_MAX + 1) } });
    expect(screen.getByRole('alert').textContent).toBe(
      `消息不能超过 ${SUPPORT_MESSAGE_MAX} 个字，请分几条发送`,
    );
    expect(screen.getByText(`${SUPPORT_MESSAGE_MAX + 1} / ${SUPPORT_MESSAGE_MAX}`)).toBeTruthy();
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    expect(calls.to(`${BASE}/send`)).toHaveLength(0);
  });

  it('offers a retry when the conversation cannot be loaded', async () => {
    mockApi({ [`${BASE}/messages`]: refuse('INTERNAL', '系统繁忙，请稍后再试') });
    renderChat();
    expect(await screen.findByText('消息加载失败')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('tells a visitor that images need a log-in', async () => {
    server();
    renderChat();
    await screen.findByText('您好，有什么可以帮您？');
    fireEvent.click(screen.getByRole('button', { name: '发送图片' }));
    expect(await screen.findByText('登录后才能发送图片')).toBeTruthy();
  });

  it('sends a member’s image through their uploads', async () => {
    useSessionStore.getState().setToken('tok-1');
    const { calls } = server([], { '/f/v1/upload': ok({ id: 42, url: '/media/uploads/a.png' }) });
    const { container } = renderChat();
    await screen.findByText('您好，有什么可以帮您？');
    expect(screen.queryByText('未登录也可以直接咨询')).toBeNull();
    const file = new File([new Uint8Array(64)], 'shot.png', { type: 'image/png' });
    const picker = container.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(picker, { target: { files: [file] } });
    await waitFor(() => expect(calls.to(`${BASE}/send`)).toHaveLength(1));
    expect(calls.to('/f/v1/upload')[0]?.headers).toMatchObject({ t: 'tok-1' });
    expect(calls.to(`${BASE}/send`)[0]?.form).toMatchObject({ content: '', images: '42' });
    expect(await screen.findByRole('img', { name: '图片 1' })).toBeTruthy();
  });

  it('under a page bar, leaves the title to the bar', async () => {
    server();
    renderChat('mobile', true);
    await screen.findByText('您好，有什么可以帮您？');
    expect(screen.queryByRole('heading', { name: '在线客服' })).toBeNull();
    expect(document.querySelector('.support-chat.is-embedded')).not.toBeNull();
  });
});
