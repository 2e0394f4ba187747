import {
  isSiteCode,
  toWireAmount,
  type AdminLedgerEntry,
  type AdminMemberWallet,
  type Lang,
  type MemberLedgerKind,
} from '@kirin/contract';
import type { Db } from '../../../db/client.ts';
import { countRecords, listRecords } from '../../../ledger/member-movements.ts';
import { DomainError } from '../../../lib/errors.ts';
import { memberById } from '../../accounts/members/member-directory.ts';
import type { SiteService } from '../../platform/site/site.service.ts';
import type { TurnoverService } from './turnover.service.ts';
import { ledgerEntryView } from './ledger-entry-view.ts';
import { totalsOnWire, type WalletService } from './wallet.service.ts';

export type LedgerQuery = {
  kind?: MemberLedgerKind | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
};

/**
 * A member's money as operators see it (GET /api/admin/v1/members/:id/wallet): the wallet's
 * summary in the member's site currency, and the betting they owe before a withdrawal. Read from
 * the ledger as it stands: unlike the member's own assets, no venue is asked first.
 */
export class WalletAdminService {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      wallet: WalletService;
      turnover: TurnoverService;
      sites: Pick<SiteService, 'all'>;
    },
  ) {}

  async memberWallet(memberId: number): Promise<AdminMemberWallet> {
    const member = await memberById(this.db, memberId);
    if (!member) throw new DomainError('NOT_FOUND');
    const site = isSiteCode(member.siteCode)
      ? (await this.deps.sites.all()).get(member.siteCode)
      : undefined;
    if (!site) throw new Error(`member ${memberId} is of an unknown site ${member.siteCode}`);
    const currency = site.brand.currency;
    const [summary, turnover, sources] = await Promise.all([
      this.deps.wallet.summary(memberId, currency),
      this.deps.turnover.state(memberId),
      this.deps.turnover.sources(memberId),
    ]);
    const wire = (minor: bigint) => toWireAmount(minor, currency);
    return {
      memberId,
      siteCode: member.siteCode,
      currency,
      ...totalsOnWire(summary, currency),
      venues: summary.venues.map((v) => ({ code: v.venueCode, balance: wire(v.available) })),
      turnover: {
        required: wire(turnover.required),
        remaining: wire(turnover.remaining),
        sources: {
          deposit: wire(sources.deposit),
          bonus: wire(sources.bonus),
          adjustment: wire(sources.adjustment),
        },
      },
    };
  }

  /**
   * Every movement of the member's money, newest first: each transfer touching one of their
   * accounts, read through the ledger's member-movements (as the member's own records are).
   */
  async memberLedger(
    memberId: number,
    query: LedgerQuery,
    page: number,
    size: number,
    lang: Lang,
  ): Promise<{ list: AdminLedgerEntry[]; total: number; page: number; size: number }> {
    if (!(await memberById(this.db, memberId))) throw new DomainError('NOT_FOUND');
    const filter = {
      memberId,
      from: query.from,
      to: query.to,
      reasons: query.kind ? [query.kind] : undefined,
    };
    const [found, total] = await Promise.all([
      listRecords(this.db, filter, size, (page - 1) * size),
      countRecords(this.db, filter),
    ]);
    return { list: found.map((r) => ledgerEntryView(r, memberId, lang)), total, page, size };
  }
}
