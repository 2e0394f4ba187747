import { minorOf } from '../lib/finance-policy.ts';
import { operatorTokenOf } from './operator-sign-in.ts';
import { house, memberCentral, type Owner } from '../ledger/wallet-accounts.ts';
import { encrypt, get, post, registerMember } from './members.ts';
import { json, TEST_ADMIN_PASSWORD, type TestApp } from './test-app.ts';

// Shared by the withdrawal and adjustment tests: members with money and accounts, and operators.

export const WP = '246810';
export const FINANCE = '/api/findmed/v1/finance';
export const ADMIN = '/api/admin/v1';

let seq = 0;

export type TestMember = Awaited<ReturnType<typeof newMember>>;

/** A registered member of pgdz with, unless told otherwise, a withdrawal password and a card. */
export async function newMember(
  t: TestApp,
  account: string,
  options: { wpassword?: boolean; card?: boolean } = {},
) {
  const { token, member: info } = await registerMember(t.app, t.database, account);
  const as = { t: token };
  const memberId = Number(info.id);
  const owner: Owner = { siteCode: 'pgdz', memberId, currency: 'CNY' };
  let accountId = 0;
  if (options.wpassword !== false) {
    await post(
      t.app,
      '/api/f/v1/withdraw/password/set',
      { wpassword: await encrypt(t.app, WP) },
      as,
    );
  }
  if (options.card !== false && options.wpassword !== false) {
    const card = await post(
      t.app,
      '/api/findmed/v1/member/cards/bank',
      {
        bankCode: '010001',
        cardNo: '6222 0212 3456 7890 128',
        holder: '张三',
        branch: '北京分行',
        wpassword: await encrypt(t.app, WP),
      },
      as,
    );
    accountId = json(card).data.id as number;
  }
  return { as, memberId, owner, accountId, account };
}

/** Money in, as a confirmed deposit would bring it. */
export async function fund(t: TestApp, owner: Owner, major: string) {
  seq += 1;
  await t.app.services.ledger.transfer({
    key: `test-deposit:${owner.memberId}:${seq}`,
    debit: house('house_deposit', owner.siteCode, 'CNY', owner.memberId),
    credit: memberCentral(owner),
    amount: minorOf(major, 'CNY'),
    currency: 'CNY',
    reason: 'deposit',
  });
}

export async function withdraw(
  t: TestApp,
  m: TestMember,
  body: Record<string, unknown>,
  key = `wd-key-${(seq += 1)}-${Date.now()}`,
) {
  return post(
    t.app,
    `${FINANCE}/withdraw`,
    { accountId: m.accountId, wpassword: await encrypt(t.app, WP), ...body },
    { ...m.as, 'idempotency-key': key },
  );
}

export async function balance(t: TestApp, m: TestMember) {
  return json(await get(t.app, '/api/findmed/v1/member/balance', m.as)).data as {
    central: string;
    locked: string;
    total: string;
  };
}

const login = (t: TestApp, account: string, password: string) =>
  operatorTokenOf(t.app, account, password);

/**
 * An operator of the given role (created once by admin), logged in; kept to `sites` when given
 * (a site operator), else of the platform.
 */
export async function operator(
  t: TestApp,
  account: string,
  role: 'admin' | 'finance' | 'support' | 'trader',
  sites?: string[],
) {
  const password = `${account}-password-1`;
  const admin = await login(t, 'admin', TEST_ADMIN_PASSWORD);
  await t.app.inject({
    method: 'POST',
    url: `${ADMIN}/operators`,
    headers: { t: admin },
    payload: { account, password, role, ...(sites && { sites }) },
  });
  return login(t, account, password);
}

export async function adminToken(t: TestApp) {
  return login(t, 'admin', TEST_ADMIN_PASSWORD);
}

export async function operatorPost(
  t: TestApp,
  token: string,
  url: string,
  payload: Record<string, unknown> = {},
) {
  return json(
    await t.app.inject({ method: 'POST', url: `${ADMIN}${url}`, headers: { t: token }, payload }),
  );
}

export async function operatorGet(t: TestApp, token: string, url: string) {
  return json(await t.app.inject({ method: 'GET', url: `${ADMIN}${url}`, headers: { t: token } }));
}
