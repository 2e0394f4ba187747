import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  ERROR_MESSAGES,
  FEEDBACK_CONTENT_MAX,
  type FeedbackDetail,
  type FeedbackSummary,
} from '@kirin/contract';
import { zhCNFeedback } from '../../i18n/feedback/zh-CN.ts';
import { zhHKFeedback } from '../../i18n/feedback/zh-HK.ts';
import { enFeedback } from '../../i18n/feedback/en.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import {
  mockApi,
  ok,
  refuse,
  stubObjectUrls,
  type Handler,
  type Reply,
} from '../../testing/api-mock.ts';
import { setUpPageTests, SIGNED_IN, typeInto } from '../testing/page-tests.ts';
import { renderApp } from '../testing/render-app.tsx';

setUpPageTests({ token: 'tok-1' });

/** XMLHttpRequest as the upload helper uses it: the test decides when and how it answers. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  timeout = 0;
  status = 0;
  responseText = '';
  body: FormData | null = null;
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function stubXhr() {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  stubObjectUrls();
}

const png = (name = 'shot.png', bytes = 2048, type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });

function api(extra: Record<string, Handler | Reply> = {}) {
  return mockApi({
    ...SIGNED_IN,
    '/findmed/v1/member/message/num': ok({ notRead: 0 }),
    ...extra,
  });
}

const CREATE = '/findmed/v1/feedback/create';
const LIST = '/findmed/v1/feedback/list';
const DETAIL = '/findmed/v1/feedback/detail';
const REPLY = '/findmed/v1/feedback/reply';

const SIGNED = '/media/uploads/0123456789abcdef0123456789abcdef.png?exp=1900000000&sig=abc';

function summary(id: number, extra: Partial<FeedbackSummary> = {}): FeedbackSummary {
  return {
    id,
    type: 'deposit',
    state: 'open',
    excerpt: `充值未到账 ${id}`,
    createdAt: '2026-11-21T02:00:00.000Z',
    updatedAt: '2026-11-21T03:00:00.000Z',
    replies: 0,
    ...extra,
  };
}

function thread(extra: Partial<FeedbackDetail> = {}): FeedbackDetail {
  return {
    id: 9,
    type: 'withdraw',
    state: 'replied',
    createdAt: '2026-11-21T02:00:00.000Z',
    posts: [
      {
        id: 1,
        author: 'member',
        body: '提现两小时未到账',
        images: [SIGNED],
        createdAt: '2026-11-21T02:00:00.000Z',
      },
      {
        id: 2,
        author: 'operator',
        body: '您好，款项已出款，请留意银行短信。',
        images: [],
        createdAt: '2026-11-21T02:30:00.000Z',
      },
    ],
    ...extra,
  };
}

describe('/user/feedback', () => {
  it('checks the form, uploads an image with progress and the API headers, then submits it', async () => {
    stubXhr();
    const calls = api({ [CREATE]: ok({ id: 9 }), [DETAIL]: ok(thread()) });
    const { location } = renderApp('/user/feedback');
    const submit = await screen.findByRole('button', { name: '提交' });

    fireEvent.click(submit);
    expect(await screen.findByText('请选择反馈类型')).toBeTruthy();
    expect(screen.getByText('请填写问题描述')).toBeTruthy();
    expect(calls.to(CREATE)).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: '充值问题' }));
    typeInto('问题描述', '充值 500 元未到账');
    expect(screen.getByText(`已输入 11 / ${FEEDBACK_CONTENT_MAX} 个字`)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('添加图片'), { target: { files: [png()] } });
    expect(FakeXhr.sent).toHaveLength(1);
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/f/v1/upload');
    expect(xhr.headers).toMatchObject({ t: 'tok-1', lang: 'zh-CN', site_code: 'pgdz', d: '25' });
    expect(xhr.headers.device_no).toBe(localStorage.getItem('device_no'));
    expect(xhr.headers['content-type']).toBeUndefined();
    expect((xhr.body?.get('file') as File).name).toBe('shot.png');

    xhr.progress(512, 1024);
    expect(await screen.findByRole('progressbar', { name: '上传中 50%' })).toBeTruthy();
    fireEvent.click(submit);
    expect(await screen.findByText('图片正在上传，请稍候')).toBeTruthy();
    expect(calls.to(CREATE)).toHaveLength(0);

    xhr.respond(200, { status: true, data: { id: 41, url: SIGNED } });
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.getByRole('img', { name: '反馈图片 1' })).toBeTruthy();

    fireEvent.click(submit);
    await waitFor(() => expect(calls.to(CREATE)).toHaveLength(1));
    expect(calls.to(CREATE)[0]?.form).toEqual({
      type: 'deposit',
      content: '充值 500 元未到账',
      images: '41',
    });
    await waitFor(() => expect(location()).toBe('/user/feedbackDetail?id=9'));
  });

  it('refuses other files and large ones before sending them; a refused upload can be retried', async () => {
    stubXhr();
    api();
    renderApp('/user/feedback');
    const input = await screen.findByLabelText('添加图片');

    fireEvent.change(input, { target: { files: [png('a.exe', 100, 'application/x-msdownload')] } });
    expect(await screen.findByText('仅支持上传 PNG、JPG、GIF、WebP 格式的图片')).toBeTruthy();
    fireEvent.change(input, { target: { files: [png('big.png', 5 * 1024 * 1024 + 1)] } });
    expect(await screen.findByText('图片不能超过 5MB')).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);

    fireEvent.change(input, { target: { files: [png('fake.png')] } });
    FakeXhr.sent[0]!.respond(200, {
      status: false,
      data: null,
      code: 'UPLOAD_NOT_IMAGE',
      msg: ERROR_MESSAGES.UPLOAD_NOT_IMAGE['zh-CN'],
    });
    const retry = await screen.findByRole('button', { name: /重新上传/ });
    fireEvent.click(retry);
    expect(FakeXhr.sent).toHaveLength(2);
    FakeXhr.sent[1]!.respond(413, {
      status: false,
      data: null,
      code: 'PAYLOAD_TOO_LARGE',
      msg: '提交的内容过大',
    });
    expect(await screen.findByText('提交的内容过大')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '移除第 1 张图片' }));
    await waitFor(() => expect(screen.queryByRole('img')).toBeNull());
  });

  it('takes at most three images', async () => {
    stubXhr();
    api();
    renderApp('/user/feedback');
    const input = await screen.findByLabelText('添加图片');
    fireEvent.change(input, {
      target: { files: [png('1.png'), png('2.png'), png('3.png'), png('4.png')] },
    });
    expect(FakeXhr.sent).toHaveLength(3);
    expect(screen.queryByLabelText('添加图片')).toBeNull();
  });

  it('shows the server’s field reasons and message', async () => {
    stubXhr();
    api({
      [CREATE]: refuse('VALIDATION', '提交的信息有误，请检查后重试', {
        fields: { content: '长度过长' },
      }),
    });
    renderApp('/user/feedback');
    fireEvent.click(await screen.findByRole('radio', { name: '其他' }));
    typeInto('问题描述', '你好');
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('长度过长')).toBeTruthy();
  });

  it('sends a member whose session ended during an upload to log in', async () => {
    stubXhr();
    api();
    const { location } = renderApp('/user/feedback');
    fireEvent.change(await screen.findByLabelText('添加图片'), { target: { files: [png()] } });
    FakeXhr.sent[0]!.respond(200, { status: false, data: 'token' });
    await waitFor(() => expect(location()).toBe('/login?redirect=%2Fuser%2Ffeedback'));
    expect(useSessionStore.getState().token).toBeNull();
  });
});

describe('/user/feedbackList', () => {
  it('lists threads with their state and links to each; more on demand', async () => {
    const calls = api({
      [LIST]: (request) => {
        const page = Number(request.form.page);
        return ok({
          list:
            page === 1
              ? [summary(3, { state: 'replied', replies: 2 }), summary(2, { state: 'closed' })]
              : [summary(1, { type: 'suggestion' })],
          total: 3,
          page,
          size: 2,
        });
      },
    });
    renderApp('/user/feedbackList');
    const first = await screen.findByRole('link', { name: /充值未到账 3/ });
    expect(first.getAttribute('href')).toBe('/user/feedbackDetail?id=3');
    expect(within(first).getByText('已回复')).toBeTruthy();
    expect(within(first).getByText('2 条回复')).toBeTruthy();
    expect(
      within(screen.getByRole('link', { name: /充值未到账 2/ })).getByText('已关闭'),
    ).toBeTruthy();
    expect(calls.to(LIST)[0]?.form).toEqual({ page: '1', size: '10' });

    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    const more = await screen.findByRole('link', { name: /充值未到账 1/ });
    expect(within(more).getByText('意见建议')).toBeTruthy();
    expect(within(more).getByText('待回复')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
    expect(screen.getByRole('link', { name: '提交反馈' }).getAttribute('href')).toBe(
      '/user/feedback',
    );
  });

  it('says so when there is nothing yet', async () => {
    api({ [LIST]: ok({ list: [], total: 0, page: 1, size: 10 }) });
    renderApp('/user/feedbackList');
    expect(await screen.findByText('您还没有提交过反馈')).toBeTruthy();
  });
});

describe('/user/feedbackDetail', () => {
  it('shows the thread with the operator’s reply and images, and sends a follow-up', async () => {
    stubXhr();
    const calls = api({ [DETAIL]: ok(thread()), [REPLY]: ok({ id: 3 }) });
    renderApp('/user/feedbackDetail?id=9', 'desktop');
    expect(await screen.findByText('您好，款项已出款，请留意银行短信。')).toBeTruthy();
    expect(calls.to(DETAIL)[0]?.query.get('id')).toBe('9');
    expect(screen.getByText('客服回复')).toBeTruthy();
    expect(screen.getByText('提现问题')).toBeTruthy();
    const image = screen.getByRole('img', { name: '反馈图片 1' });
    expect(image.getAttribute('src')).toBe(SIGNED);
    expect(screen.getByRole('link', { name: '查看大图 1' }).getAttribute('href')).toBe(SIGNED);

    typeInto('继续补充', '已收到，谢谢');
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(calls.to(REPLY)).toHaveLength(1));
    expect(calls.to(REPLY)[0]?.form).toEqual({ id: '9', content: '已收到，谢谢', images: '' });
    await waitFor(() => expect(calls.to(DETAIL).length).toBeGreaterThan(1));
  });

  it('offers no follow-up on a closed thread', async () => {
    api({ [DETAIL]: ok(thread({ state: 'closed' })) });
    renderApp('/user/feedbackDetail?id=9');
    expect(await screen.findByText('该反馈已关闭，如有新问题请重新提交')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '发送' })).toBeNull();
  });

  it('answers someone else’s thread, or a bad id, as missing', async () => {
    api({ [DETAIL]: refuse('NOT_FOUND', '您访问的内容不存在') });
    renderApp('/user/feedbackDetail?id=12');
    expect(await screen.findByText('该反馈不存在')).toBeTruthy();
  });

  it('does not ask for an id that is not one', async () => {
    const calls = api();
    renderApp('/user/feedbackDetail?id=abc');
    expect(await screen.findByText('该反馈不存在')).toBeTruthy();
    expect(calls.to(DETAIL)).toHaveLength(0);
  });
});

describe('/tutorial/leaveMsg', () => {
  it('posts a suggestion (or other) and says thank you', async () => {
    stubXhr();
    const calls = api({ [CREATE]: ok({ id: 15 }) });
    renderApp('/tutorial/leaveMsg');
    expect(await screen.findByText(/欢迎给我们留言/)).toBeTruthy();
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      '意见建议',
      '其他',
    ]);
    expect((screen.getByRole('radio', { name: '意见建议' }) as HTMLInputElement).checked).toBe(
      true,
    );
    typeInto('留言内容', '希望增加夜间模式');
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('留言已提交，感谢您的宝贵意见！')).toBeTruthy();
    expect(calls.to(CREATE)[0]?.form).toEqual({
      type: 'suggestion',
      content: '希望增加夜间模式',
      images: '',
    });
    expect(screen.getByRole('link', { name: '查看我的反馈' }).getAttribute('href')).toBe(
      '/user/feedbackDetail?id=15',
    );
  });

  it('needs a session', async () => {
    api();
    useSessionStore.getState().clearSession();
    const { location } = renderApp('/tutorial/leaveMsg');
    await waitFor(() => expect(location()).toBe('/login?redirect=%2Ftutorial%2FleaveMsg'));
  });
});

describe('feedback entry and texts', () => {
  it('is in the desktop account menu as 意见反馈', async () => {
    api({ [LIST]: ok({ list: [], total: 0, page: 1, size: 10 }) });
    renderApp('/user/feedbackList', 'desktop');
    const menu = await screen.findByRole('navigation', { name: /账户菜单/ });
    expect(within(menu).getByRole('link', { name: '意见反馈' }).getAttribute('href')).toBe(
      '/user/feedback',
    );
  });

  it('uses the catalogue’s wording for a file that is not an image, in every language', () => {
    expect(zhCNFeedback.images.wrongType).toBe(ERROR_MESSAGES.UPLOAD_NOT_IMAGE['zh-CN']);
    expect(zhHKFeedback.images.wrongType).toBe(ERROR_MESSAGES.UPLOAD_NOT_IMAGE['zh-HK']);
    expect(enFeedback.images.wrongType).toBe(ERROR_MESSAGES.UPLOAD_NOT_IMAGE.en);
    expect(zhHKFeedback.reply.closed).toBe(ERROR_MESSAGES.FEEDBACK_CLOSED['zh-HK']);
    expect(enFeedback.reply.closed).toBe(ERROR_MESSAGES.FEEDBACK_CLOSED.en);
  });
});
