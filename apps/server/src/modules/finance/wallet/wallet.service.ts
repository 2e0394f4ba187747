import { toWireAmount, type Assets, type Balance, type CurrencyCode } from '@kirin/contract';
import type { Db } from '../../../db/client.ts';
import type { Ledger, Totals } from '../../../ledger/ledger.service.ts';

export type VenueName = { code: string; name: string; state: string };

/**
 * What a member holds, read from the ledger's accounts in one query. `central` is what can be
 * used now; held withdrawals and bonus/locked funds are `locked`; money on its way to or from a
 * venue is `inTransit`; `total` is the sum of all.
 */
export class WalletService {
  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
    /** A site's venues by name and state, in the member's language (from the catalogue). */
    private readonly venues: (
      siteCode: string,
      lang: string,
    ) => Promise<VenueName[]> = async () => [],
    /** Books the member's play at venues into our mirrors before assets are read (the venues module). */
    private readonly refreshVenues: (who: {
      siteCode: string;
      memberId: number;
      currency: CurrencyCode;
    }) => Promise<void> = async () => {},
  ) {}

  async summary(memberId: number, currency: CurrencyCode) {
    const totals = (await this.ledger.memberTotals(memberId, this.db)).filter(
      (t) => t.currency === currency,
    );
    const sum = (pick: (t: Totals) => bigint, kinds: readonly string[]) =>
      totals.filter((t) => kinds.includes(t.kind)).reduce((acc, t) => acc + pick(t), 0n);
    const central = sum((t) => t.available, ['member_central']);
    const venueTotals = totals.filter((t) => t.kind === 'member_venue');
    const intoVenues = venueTotals.reduce((acc, t) => acc + t.creditsPending, 0n);
    // Central's holds are withdrawals under review and moves into venues; the latter are in transit.
    const held = sum((t) => t.debitsPending, ['member_central']) - intoVenues;
    const inTransit = intoVenues + sum((t) => t.creditsPending, ['member_central']);
    const locked = held + sum((t) => t.balance, ['member_locked', 'member_bonus']);
    const inVenues = venueTotals.reduce((acc, t) => acc + t.available, 0n);
    return {
      central,
      locked,
      inTransit,
      venues: venueTotals,
      total: central + locked + inTransit + inVenues,
    };
  }

  async balance(memberId: number, currency: CurrencyCode): Promise<Balance> {
    const s = await this.summary(memberId, currency);
    return {
      central: toWireAmount(s.central, currency),
      total: toWireAmount(s.total, currency),
      locked: toWireAmount(s.locked, currency),
      currency,
    };
  }

  async assets(
    memberId: number,
    currency: CurrencyCode,
    siteCode: string,
    lang: string,
  ): Promise<Assets> {
    // Every cent where it is now: a win or loss at a venue since the last look counts.
    await this.refreshVenues({ siteCode, memberId, currency });
    const [s, names] = await Promise.all([
      this.summary(memberId, currency),
      this.venues(siteCode, lang),
    ]);
    const byCode = new Map(s.venues.map((v) => [v.venueCode, v]));
    return {
      currency,
      ...totalsOnWire(s, currency),
      venues: names.map((v) => {
        const t = byCode.get(v.code);
        return {
          code: v.code,
          name: v.name,
          balance: toWireAmount(t ? t.available : 0n, currency),
          state: v.state,
        };
      }),
    };
  }
}

/** A summary's four totals as money goes on the wire: the member's assets and operators' view. */
export function totalsOnWire(
  s: { central: bigint; locked: bigint; inTransit: bigint; total: bigint },
  currency: CurrencyCode,
) {
  return {
    central: toWireAmount(s.central, currency),
    locked: toWireAmount(s.locked, currency),
    inTransit: toWireAmount(s.inTransit, currency),
    total: toWireAmount(s.total, currency),
  };
}
