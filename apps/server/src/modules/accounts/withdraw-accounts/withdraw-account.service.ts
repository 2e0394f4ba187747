import {
  bankCardNoSchema,
  branchSchema,
  emailSchema,
  isAlipayAccount,
  realNameSchema,
  USDT_NETWORKS,
  type Lang,
  type UsdtNetwork,
  type WithdrawAccountKind,
} from '@kirin/contract';
import type { Config } from '../../../config.ts';
import type { Db, DbOrTx } from '../../../db/client.ts';
import type { DataCipher } from '../../../lib/data-cipher.ts';
import { DomainError, SessionError } from '../../../lib/errors.ts';
import { maskAddress, maskAlipay, maskCardNo } from '../../../lib/masks.ts';
import type { AuditService } from '../../platform/audit/audit.service.ts';
import { FieldErrors, type RequestMeta } from '../members/member-input.ts';
import type { MemberIdentity } from '../members/member-sessions.ts';
import { lockMemberRow, setRealName } from '../members/member-directory.ts';
import { memberActor } from '../members/member.service.ts';
import type { WithdrawPasswordService } from '../members/withdraw-password.service.ts';
import type { Site } from '../../platform/site/site.service.ts';
import { isValidAddress } from './addresses.ts';
import { bankName } from './banks.ts';
import {
  countLiveAccounts,
  findAccount,
  insertAccount,
  listLiveAccounts,
  removeAccount,
  resealAccounts,
  type NewWithdrawAccount,
  type WithdrawAccountRow,
} from './withdraw-account.repository.ts';

type Common = { wpassword?: string | undefined };
export type BankInput = Common & {
  bankCode?: string;
  cardNo?: string;
  holder?: string;
  branch?: string;
};
export type VirtualInput = Common & { network?: string; address?: string };
export type AlipayInput = Common & { account?: string; holder?: string };

/** The same person, whatever spacing or width of characters was typed. */
const sameName = (a: string, b: string) =>
  a.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase() ===
  b.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();

const bankView = (row: WithdrawAccountRow, lang: Lang) => ({
  id: row.id,
  bankCode: row.bankCode ?? '',
  bankName: bankName(row.bankCode ?? '', lang) ?? row.bankCode ?? '',
  cardNo: maskCardNo(row.number),
  holder: row.holder,
  branch: row.branch ?? '',
  createdAt: row.createdAt.toISOString(),
});

const virtualView = (row: WithdrawAccountRow) => ({
  id: row.id,
  currency: row.currency ?? 'USDT',
  network: row.network ?? '',
  address: maskAddress(row.number),
  createdAt: row.createdAt.toISOString(),
});

const alipayView = (row: WithdrawAccountRow) => ({
  id: row.id,
  account: maskAlipay(row.number),
  holder: row.holder,
  createdAt: row.createdAt.toISOString(),
});

const anyView = (row: WithdrawAccountRow) =>
  row.kind === 'bank'
    ? bankView(row, 'en')
    : row.kind === 'virtual'
      ? virtualView(row)
      : alipayView(row);

/** Bank cards, USDT addresses and Alipay accounts a member's withdrawals may be paid to. */
export class WithdrawAccountService {
  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, 'withdrawAccountsMax'>,
    private readonly deps: {
      withdrawPassword: WithdrawPasswordService;
      audit: AuditService;
      cipher: DataCipher;
    },
  ) {}

  /**
   * At start: every account number sealed under the current data key, with its blind index
   * (numbers stored before encryption, or under a key since rotated out). Answers how many.
   */
  async resealAll(): Promise<number> {
    let after = 0;
    let total = 0;
    for (;;) {
      const { lastId, resealed } = await resealAccounts(this.db, this.deps.cipher, after, 500);
      total += resealed;
      if (lastId === undefined) return total;
      after = lastId;
    }
  }

  /** The demo member's bank card (README), in the transaction that creates the member. */
  async addDemoCard(tx: DbOrTx, member: { id: number; realName: string }) {
    await insertAccount(tx, this.deps.cipher, {
      memberId: member.id,
      kind: 'bank',
      number: '6222021234567890128',
      holder: member.realName,
      bankCode: '010001',
      branch: '北京分行',
    });
  }

  /**
   * Where an operator pays a withdrawal: the account in full, the only read that opens it for
   * anyone but its owner's masked list (the route audits it as a personal-data read).
   */
  async payee(id: number, lang: Lang) {
    const row = await findAccount(this.db, this.deps.cipher, id);
    if (!row) throw new DomainError('NOT_FOUND');
    return {
      kind: row.kind,
      number: row.number,
      holder: row.holder,
      bankCode: row.bankCode ?? '',
      bankName: row.bankCode ? (bankName(row.bankCode, lang) ?? row.bankCode) : '',
      branch: row.branch ?? '',
      network: row.network ?? '',
      currency: row.currency ?? '',
      removed: row.deletedAt !== null,
    };
  }

  async list(who: MemberIdentity, lang: Lang) {
    const rows = await listLiveAccounts(this.db, this.deps.cipher, who.id);
    const of = (kind: WithdrawAccountKind) => rows.filter((row) => row.kind === kind);
    return {
      bank: of('bank').map((row) => bankView(row, lang)),
      virtual: of('virtual').map(virtualView),
      alipay: of('alipay').map(alipayView),
      limits: this.config.withdrawAccountsMax,
    };
  }

  /**
   * The member's own USDT addresses in full, with their masked labels: the virtual-currency
   * wallet shows the owner what they will be paid to (a public chain address).
   */
  async usdtAddresses(who: MemberIdentity) {
    const rows = await listLiveAccounts(this.db, this.deps.cipher, who.id);
    return rows
      .filter((row) => row.kind === 'virtual')
      .map((row) => ({ ...virtualView(row), fullAddress: row.number }));
  }

  async addBank(site: Site, who: MemberIdentity, input: BankInput, meta: RequestMeta) {
    const errors = new FieldErrors();
    const bankCode = input.bankCode?.trim() ?? '';
    if (bankCode === '') errors.add('bankCode', 'required');
    else if (!bankName(bankCode, meta.lang)) errors.add('bankCode', 'invalid_value');
    const cardNo = errors.check('cardNo', bankCardNoSchema, input.cardNo ?? '');
    const holder = errors.check('holder', realNameSchema, input.holder ?? '');
    const branch = errors.check('branch', branchSchema, input.branch ?? '');
    errors.throwIfAny();
    const row = await this.add(site, who, input, meta, 'bank', {
      number: cardNo as string,
      holder: holder as string,
      bankCode,
      branch: branch || null,
    });
    return bankView(row, meta.lang);
  }

  async addVirtual(site: Site, who: MemberIdentity, input: VirtualInput, meta: RequestMeta) {
    const errors = new FieldErrors();
    const network = (input.network ?? '').toUpperCase() as UsdtNetwork;
    const address = (input.address ?? '').trim();
    if (!USDT_NETWORKS.includes(network))
      errors.add('network', network ? 'invalid_value' : 'required');
    if (address === '') errors.add('address', 'required');
    else if (!errors.has('network') && !isValidAddress(network, address))
      errors.add('address', 'invalid_format');
    errors.throwIfAny();
    // Checksummed Ethereum addresses compare equal in any case.
    const number = network === 'ERC20' ? address.toLowerCase() : address;
    return virtualView(
      await this.add(site, who, input, meta, 'virtual', { number, currency: 'USDT', network }),
    );
  }

  async addAlipay(site: Site, who: MemberIdentity, input: AlipayInput, meta: RequestMeta) {
    const errors = new FieldErrors();
    const account = (input.account ?? '').trim();
    if (account === '') errors.add('account', 'required');
    else if (!isAlipayAccount(account)) errors.add('account', 'invalid_format');
    const holder = errors.check('holder', realNameSchema, input.holder ?? '');
    errors.throwIfAny();
    const number = emailSchema.safeParse(account).success ? account.toLowerCase() : account;
    return alipayView(
      await this.add(site, who, input, meta, 'alipay', { number, holder: holder as string }),
    );
  }

  async remove(who: MemberIdentity, id: number, meta: RequestMeta): Promise<void> {
    await this.db.transaction(async (tx) => {
      const removed = await removeAccount(tx, this.deps.cipher, who.id, id);
      if (!removed) throw new DomainError('NOT_FOUND');
      await this.deps.audit.record(
        {
          actor: memberActor(who),
          siteCode: who.siteCode,
          action: 'withdraw-account.remove',
          target: { kind: 'withdraw-account', id },
          before: anyView(removed),
          ip: meta.ip,
          requestId: meta.requestId,
        },
        tx,
      );
    });
  }

  private async add(
    site: Site,
    who: MemberIdentity,
    input: Common,
    meta: RequestMeta,
    kind: WithdrawAccountKind,
    values: Omit<NewWithdrawAccount, 'memberId' | 'kind'>,
  ): Promise<WithdrawAccountRow> {
    await this.deps.withdrawPassword.assertValid(
      site,
      who,
      input.wpassword,
      'WITHDRAW_PASSWORD_NOT_SET_FOR_ACCOUNT',
      meta,
    );
    return this.db.transaction(async (tx) => {
      // The member row lock serialises a member's additions, so the maximum holds under races.
      const member = await lockMemberRow(tx, who.id);
      if (!member) throw new SessionError();
      if (values.holder) {
        // Withdrawals are paid only to the member's own name; the first account sets it.
        if (!member.realName) await setRealName(tx, who.id, values.holder);
        else if (!sameName(member.realName, values.holder))
          throw new DomainError('HOLDER_MISMATCH');
      }
      const max = this.config.withdrawAccountsMax[kind];
      if ((await countLiveAccounts(tx, who.id, kind)) >= max)
        throw new DomainError('WITHDRAW_ACCOUNT_LIMIT', { params: { max } });
      const created = await insertAccount(tx, this.deps.cipher, {
        ...values,
        memberId: who.id,
        kind,
      });
      if (!created) throw new DomainError('WITHDRAW_ACCOUNT_EXISTS');
      await this.deps.audit.record(
        {
          actor: memberActor(who),
          siteCode: who.siteCode,
          action: 'withdraw-account.add',
          target: { kind: 'withdraw-account', id: created.id },
          after: { ...anyView(created), realNameSetByThis: !member.realName && !!values.holder },
          ip: meta.ip,
          requestId: meta.requestId,
        },
        tx,
      );
      return created;
    });
  }
}
