import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, type TestApp } from '../../../testing/test-app.ts';
import {
  ageCodes,
  createMemberTestApp,
  encrypt,
  get,
  outboxCode,
  post,
  query,
  registerMember,
} from '../../../testing/members.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createMemberTestApp({ WITHDRAW_ACCOUNTS_MAX_BANK: '2' });
});
afterAll(() => t.close());

const WP = '/api/f/v1/withdraw/password';
const CARDS = '/api/findmed/v1/member/cards';
const TRC20 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const ERC20 = '0xdAC17F958D2ee523a2206206994597C13D831ec7';

async function member(account: string) {
  const { token, phone, member: info } = await registerMember(t.app, t.database, account);
  const as = { t: token };
  const call = (url: string, body: Record<string, unknown>) => post(t.app, url, body, as);
  const setWp = async (wp = '246810') => call(`${WP}/set`, { wpassword: await encrypt(t.app, wp) });
  return { token, phone, info, as, call, setWp };
}

async function bankCard(overrides: Record<string, unknown> = {}, wp = '246810') {
  return {
    bankCode: '010001',
    cardNo: '6222 0212 3456 7890 128',
    holder: '张三',
    branch: '北京分行',
    wpassword: await encrypt(t.app, wp),
    ...overrides,
  };
}

describe('withdrawal password', () => {
  it('reports d and p, sets once, then changes with the old one', async () => {
    const m = await member('wpass001');
    expect(json(await get(t.app, `${WP}/config`, m.as)).data).toEqual({ d: true, p: false });
    expect(json(await m.setWp('12345'))).toMatchObject({
      code: 'VALIDATION',
      data: { fields: { wpassword: '格式不正确' } },
    });
    expect(json(await m.setWp())).toEqual({ status: true, data: null });
    expect(json(await get(t.app, `${WP}/config`, m.as)).data).toEqual({ d: true, p: true });
    expect(json(await m.setWp('135790')).code).toBe('WITHDRAW_PASSWORD_ALREADY_SET');
    const change = async (oldWp: string, wp: string) =>
      m.call(`${WP}/update`, {
        oldWpassword: await encrypt(t.app, oldWp),
        wpassword: await encrypt(t.app, wp),
      });
    expect(json(await change('000000', '135790')).code).toBe('WITHDRAW_PASSWORD_WRONG');
    expect(json(await change('246810', '135790')).status).toBe(true);
    const hashes = await query<{ withdraw_password_hash: string }>(
      t.database,
      sql`select withdraw_password_hash from members where account = 'wpass001'`,
    );
    expect(hashes[0]?.withdraw_password_hash).toMatch(/^\$argon2id\$/);
  });

  it('locks after 5 wrong attempts, even for the right one', async () => {
    const m = await member('wpass002');
    await m.setWp();
    for (let i = 0; i < 5; i += 1)
      expect(json(await m.call(`${CARDS}/bank`, await bankCard({}, '999999'))).code).toBe(
        'WITHDRAW_PASSWORD_WRONG',
      );
    const locked = json(await m.call(`${CARDS}/bank`, await bankCard()));
    expect(locked).toMatchObject({
      code: 'WITHDRAW_PASSWORD_LOCKED',
      msg: '提现密码错误次数过多，请15分钟后再试',
    });
  });

  it('replaces a forgotten withdrawal password with a code sent to the bound phone', async () => {
    const m = await member('wpass003');
    await m.setWp();
    await m.call('/api/service/sms', { type: 'phone', purpose: 'withdraw' });
    const code = await outboxCode(t.app, `+86${m.phone}`);
    const reset = await m.call(`${WP}/reset`, {
      type: 'phone',
      code,
      wpassword: await encrypt(t.app, '112233'),
    });
    expect(json(reset).status).toBe(true);
    expect(json(await m.call(`${CARDS}/bank`, await bankCard({}, '112233'))).status).toBe(true);
    await ageCodes(t.database);
  });

  it('is not asked for on a brand that has the feature off', async () => {
    const { token } = await registerMember(
      t.app,
      t.database,
      'nowpbrand',
      {},
      { site_code: '188' },
    );
    const as = { t: token, site_code: '188' };
    expect(json(await get(t.app, `${WP}/config`, as)).data).toEqual({ d: false, p: false });
    const added = await post(t.app, `${CARDS}/virtual`, { network: 'TRC20', address: TRC20 }, as);
    expect(json(added).status).toBe(true);
    expect(json(await post(t.app, `${WP}/set`, { wpassword: 'x' }, as)).code).toBe(
      'WITHDRAW_PASSWORD_DISABLED',
    );
  });
});

describe('withdrawal accounts', () => {
  it('sends a member without a withdrawal password to set one first', async () => {
    const m = await member('cards001');
    const res = json(await m.call(`${CARDS}/bank`, await bankCard()));
    expect(res).toMatchObject({
      code: 'WITHDRAW_PASSWORD_NOT_SET_FOR_ACCOUNT',
      msg: '您尚未设置提现密码，为保障资金安全，请先设置提现密码再绑定提现账户',
    });
  });

  it('adds a bank card, sets the real name from the first card and masks the number', async () => {
    const m = await member('cards002');
    await m.setWp();
    const added = json(await m.call(`${CARDS}/bank`, await bankCard()));
    expect(added).toMatchObject({
      status: true,
      data: { bankName: '中国工商银行', cardNo: '**** **** **** 0128', holder: '张三' },
    });
    const info = json(await get(t.app, '/api/findmed/v1/member/token', m.as)).data;
    expect(info.realName).toBe('张三');
    const other = json(
      await m.call(
        `${CARDS}/bank`,
        await bankCard({ holder: '李四', cardNo: '6222021234567890999' }),
      ),
    );
    expect(other).toMatchObject({ code: 'HOLDER_MISMATCH', msg: '持卡人姓名须与您的真实姓名一致' });
    const dup = json(
      await m.call(`${CARDS}/bank`, await bankCard({ cardNo: '6222021234567890128' })),
    );
    expect(dup.code).toBe('WITHDRAW_ACCOUNT_EXISTS');
    const list = json(await get(t.app, CARDS, m.as)).data;
    expect(list.bank).toHaveLength(1);
    expect(JSON.stringify(list)).not.toContain('6222021234567890128');
    expect(list.limits).toEqual({ bank: 2, virtual: 5, alipay: 3 });
  });

  it('keeps account numbers sealed at rest, and seals a number stored before that at start', async () => {
    const m = await member('cards010');
    await m.setWp();
    const added = json(await m.call(`${CARDS}/bank`, await bankCard())).data;
    const [row] = await query<{ number: string; number_hash: string }>(
      t.database,
      sql`select number, number_hash from withdraw_accounts where id = ${added.id}`,
    );
    expect(row?.number).toMatch(/^enc1:/);
    expect(row?.number).not.toContain('0128');
    expect(row?.number_hash).toMatch(/^[0-9a-f]{64}$/);

    // An Alipay account stored in clear (before DATA_KEY), as an older database holds it.
    await t.database.db.execute(
      sql`insert into withdraw_accounts (member_id, kind, number, holder)
          values (${m.info.id}, 'alipay', '13912345678', '张三')`,
    );
    expect(await t.app.services.withdrawAccounts.resealAll()).toBe(1);
    const rows = await query<{ number: string }>(
      t.database,
      sql`select number from withdraw_accounts where member_id = ${m.info.id} order by id`,
    );
    expect(rows.map((r) => r.number.startsWith('enc1:'))).toEqual([true, true]);
    // Opened for its owner's list, masked; found again as the same account by its blind index.
    const list = json(await get(t.app, CARDS, m.as)).data;
    expect(list.bank.map((c: { cardNo: string }) => c.cardNo)).toEqual(['**** **** **** 0128']);
    expect(list.alipay.map((a: { account: string }) => a.account)).toEqual(['139****5678']);
    const wpassword = await encrypt(t.app, '246810');
    const dup = json(
      await m.call(`${CARDS}/alipay`, { account: '13912345678', holder: '张三', wpassword }),
    );
    expect(dup.code).toBe('WITHDRAW_ACCOUNT_EXISTS');
    expect(await t.app.services.withdrawAccounts.resealAll()).toBe(0);
  });

  it('checks card fields and the bank against the dictionary', async () => {
    const m = await member('cards003');
    await m.setWp();
    const res = json(
      await m.call(
        `${CARDS}/bank`,
        await bankCard({ bankCode: '999999', cardNo: '1234', holder: '' }),
      ),
    );
    expect(res).toMatchObject({
      code: 'VALIDATION',
      data: { fields: { bankCode: '取值无效', cardNo: '格式不正确', holder: '此项为必填项' } },
    });
  });

  it('enforces the maximum per kind', async () => {
    const m = await member('cards004');
    await m.setWp();
    for (const cardNo of ['6222021234567890001', '6222021234567890002'])
      expect(json(await m.call(`${CARDS}/bank`, await bankCard({ cardNo }))).status).toBe(true);
    const third = json(
      await m.call(`${CARDS}/bank`, await bankCard({ cardNo: '6222021234567890003' })),
    );
    expect(third).toMatchObject({
      code: 'WITHDRAW_ACCOUNT_LIMIT',
      msg: '此类提现账户最多可绑定2个',
    });
  });

  it('adds USDT addresses after checking each network’s checksum', async () => {
    const m = await member('cards005');
    await m.setWp();
    const wpassword = await encrypt(t.app, '246810');
    const add = (network: string, address: string) =>
      m.call(`${CARDS}/virtual`, { network, address, wpassword });
    expect(json(await add('TRC20', TRC20.slice(0, -1) + 'u')).data.fields).toEqual({
      address: '格式不正确',
    });
    expect(json(await add('BEP20', TRC20)).data.fields).toEqual({ network: '取值无效' });
    expect(json(await add('TRC20', TRC20)).data).toMatchObject({
      currency: 'USDT',
      network: 'TRC20',
      address: 'TR7NHq…gjLj6t',
    });
    expect(json(await add('ERC20', ERC20)).status).toBe(true);
    expect(json(await add('ERC20', ERC20.toLowerCase())).code).toBe('WITHDRAW_ACCOUNT_EXISTS');
  });

  it('adds an Alipay account in the member’s name', async () => {
    const m = await member('cards006');
    await m.setWp();
    const wpassword = await encrypt(t.app, '246810');
    const bad = json(
      await m.call(`${CARDS}/alipay`, { account: '12345', holder: '王五', wpassword }),
    );
    expect(bad.data.fields).toEqual({ account: '格式不正确' });
    const ok = json(
      await m.call(`${CARDS}/alipay`, { account: '13800138000', holder: '王五', wpassword }),
    );
    expect(ok.data).toMatchObject({ account: '138****8000', holder: '王五' });
  });

  it('deletes only the member’s own accounts; another member sees and removes nothing', async () => {
    const a = await member('cards007');
    const b = await member('cards008');
    await a.setWp();
    const card = json(await a.call(`${CARDS}/bank`, await bankCard())).data;
    expect(json(await get(t.app, CARDS, b.as)).data.bank).toEqual([]);
    expect(json(await b.call(`${CARDS}/delete`, { id: card.id })).code).toBe('NOT_FOUND');
    expect(json(await get(t.app, CARDS, a.as)).data.bank).toHaveLength(1);
    expect(json(await a.call(`${CARDS}/delete`, { id: card.id })).status).toBe(true);
    expect(json(await get(t.app, CARDS, a.as)).data.bank).toEqual([]);
    // Removal keeps the row for the withdrawals that were paid to it.
    const kept = await query(
      t.database,
      sql`select deleted_at from withdraw_accounts where id = ${card.id}`,
    );
    expect(kept[0]?.deleted_at).not.toBeNull();
    const audit = await query<{ action: string }>(
      t.database,
      sql`select action from audit_log where target_kind = 'withdraw-account' and target_id = ${String(card.id)} order by id`,
    );
    expect(audit.map((r) => r.action)).toEqual(['withdraw-account.add', 'withdraw-account.remove']);
  });

  it('needs a session', async () => {
    expect(json(await get(t.app, CARDS))).toEqual({ status: false, data: 'token' });
    expect(json(await post(t.app, `${CARDS}/delete`, { id: 1 }))).toEqual({
      status: false,
      data: 'token',
    });
  });
});

describe('dictionary tree', () => {
  it('lists the banks under 010 in the request language and nothing for unknown ids', async () => {
    const zh = json(await get(t.app, '/api/findmed/v1/member/tree?id=010')).data.list;
    expect(zh[0]).toEqual({ id: '010001', name: '中国工商银行', children: [] });
    const hk = json(await get(t.app, '/api/findmed/v1/member/tree?id=010', { lang: 'zh-HK' })).data
      .list;
    expect(hk[0].name).toBe('中國工商銀行');
    expect(json(await get(t.app, '/api/findmed/v1/member/tree?id=999')).code).toBe('NOT_FOUND');
  });
});
