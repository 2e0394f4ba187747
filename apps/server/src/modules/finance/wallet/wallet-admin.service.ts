import { isSiteCode, toWireAmount, type AdminMemberWallet } from '@kirin/contract';
import type { Db } from '../../../db/client.ts';
import { DomainError } from '../../../lib/errors.ts';
import { memberById } from '../../accounts/members/member-directory.ts';
import type { SiteService } from '../../platform/site/site.service.ts';
import type { TurnoverService } from './turnover.service.ts';
import { totalsOnWire, type WalletService } from './wallet.service.ts';

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
}
