// The frame every page test file shares, beside renderApp.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { initI18n } from '../../i18n/index.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { MEMBER, ok, siteConfig, type Reply } from '../../testing/api-mock.ts';

/**
 * Registers the file's hooks: texts in zh-CN (the source language the assertions read); before
 * each test an empty session (which also restarts the store's refresh throttles), signed in with
 * `token` when one is given; after each test the real `fetch` and every spied-on method back.
 */
export function setUpPageTests({ token }: { token?: string } = {}): void {
  beforeAll(async () => {
    await initI18n('zh-CN');
  });
  beforeEach(() => {
    const session = useSessionStore.getState();
    session.clearSession();
    if (token) session.setToken(token);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

/** Types into the field with this label, as antd-mobile's inputs hear it. */
export const typeInto = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** A clipboard that takes every text (or `writeText`, e.g. one that refuses). */
export function stubClipboard(writeText = vi.fn(async (_text: string) => {})) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

/**
 * The replies every signed-in page asks for besides its own: the site, the member, a balance of
 * 1.00. Spread it first into `mockApi({ ...SIGNED_IN, ...routes })`.
 */
export const SIGNED_IN: Readonly<Record<string, Reply>> = {
  '/findmed/v1/md': ok(siteConfig()),
  '/findmed/v1/member/token': ok(MEMBER),
  '/findmed/v1/member/balance': ok({
    central: '1.00',
    total: '1.00',
    locked: '0.00',
    currency: 'CNY',
  }),
};
