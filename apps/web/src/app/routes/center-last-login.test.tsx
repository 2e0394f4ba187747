import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  MemberSession,
  PreviousLogin,
} from '../../features/session-care/api/get-member-session.ts';
import { mockApi, ok } from '../../testing/api-mock.ts';
import { setUpPageTests, SIGNED_IN } from '../testing/page-tests.ts';
import { renderApp } from '../testing/render-app.tsx';

setUpPageTests({ token: 'tok-1' });

function serve(previousLogin: PreviousLogin | null) {
  const session: MemberSession = {
    loginAt: '2026-11-29T08:00:00.000Z',
    previousLogin,
    sessionMinutes: null,
    endsAt: null,
    realityCheckMinutes: null,
    staked: '0.00',
    net: '0.00',
  };
  mockApi({ ...SIGNED_IN, '/findmed/v1/member/session': ok(session) });
}

/** The member centre's card. */
const card = async () => within(await screen.findByRole('region', { name: '会员信息' }));

describe('the last log-in on the member centre', () => {
  it.each(['mobile', 'desktop'] as const)(
    'says when (Beijing time) and on what browser and system (%s)',
    async (layout) => {
      serve({
        at: '2026-11-20T10:00:00.000Z',
        ip: '203.0.113.9',
        device: 'Chrome 120 · Android 14',
      });
      renderApp('/app/center', layout);
      const c = await card();
      expect(
        await c.findByText('上次登录：2026-11-20 18:00:00 · Chrome 120 · Android 14'),
      ).toBeTruthy();
    },
  );

  it('says a first log-in is one', async () => {
    serve(null);
    renderApp('/app/center');
    expect(await (await card()).findByText('首次登录')).toBeTruthy();
  });

  it('leaves the device out when there is none', async () => {
    serve({ at: '2026-11-20T10:00:00.000Z', ip: null, device: null });
    renderApp('/app/center');
    expect(await (await card()).findByText('上次登录：2026-11-20 18:00:00')).toBeTruthy();
  });
});
