import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../stores/session-store.ts';
import {
  ApiRefusal,
  configureApiClient,
  HttpError,
  SessionExpiredError,
  TimeoutError,
} from './api-client.ts';
import { requestBlob } from './api-blob.ts';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><text>ab12</text></svg>';
const fetchMock = vi.fn<typeof fetch>();
const navigate = vi.fn<(path: string) => void>();

beforeEach(() => {
  fetchMock.mockReset();
  navigate.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ baseUrl: '', navigate, getLang: () => 'zh-HK' });
  useSessionStore.getState().clearSession();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const lastCall = () => {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  const [url, init] = call;
  return {
    url: String(url),
    init: init ?? {},
    headers: (init?.headers ?? {}) as Record<string, string>,
  };
};

describe('requestBlob (captcha image)', () => {
  it('GETs with the same headers as every call and resolves with the image', async () => {
    useSessionStore.getState().setToken('tok-1');
    fetchMock.mockResolvedValue(
      new Response(SVG, { status: 200, headers: { 'content-type': 'image/svg+xml' } }),
    );
    const blob = await requestBlob('/findmed/v1/member/captcha', { query: { r: 7 } });
    expect(blob.type).toBe('image/svg+xml');
    expect(await blob.text()).toBe(SVG);
    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/findmed/v1/member/captcha?r=7');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(headers).toMatchObject({ d: '25', lang: 'zh-HK', t: 'tok-1' });
    expect(headers.device_no).toBe(localStorage.getItem('device_no'));
    expect(headers.site_code).toBeTruthy();
  });

  it('rejects a refusal envelope with ApiRefusal and an HTTP error with HttpError', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({ status: false, data: null, code: 'INTERNAL', msg: '系統繁忙' }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
    );
    await expect(requestBlob('/findmed/v1/member/captcha')).rejects.toMatchObject({
      name: 'ApiRefusal',
      code: 'INTERNAL',
      msg: '系統繁忙',
    });
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ status: false, data: null, code: 'RATE_LIMITED', msg: '慢' }), {
        status: 429,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const error = await requestBlob('/findmed/v1/member/captcha').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(429);
    expect((error as HttpError).body).toMatchObject({ msg: '慢' });
    expect(error).not.toBeInstanceOf(ApiRefusal);
  });

  it('ends a dead session like every other call', async () => {
    useSessionStore.getState().setToken('tok-dead');
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ status: false, data: 'token' }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    await expect(requestBlob('/findmed/v1/member/captcha')).rejects.toBeInstanceOf(
      SessionExpiredError,
    );
    expect(useSessionStore.getState().token).toBeNull();
    await vi.dynamicImportSettled();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('gives up after the timeout', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted'))),
        ),
    );
    const pending = requestBlob('/findmed/v1/member/captcha', { timeoutMs: 500 });
    const settled = expect(pending).rejects.toBeInstanceOf(TimeoutError);
    await vi.advanceTimersByTimeAsync(500);
    await settled;
  });
});
