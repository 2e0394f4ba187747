import type { Db, DbOrTx } from '../../../db/client.ts';
import type { AccountRef, Ledger } from '../../../ledger/ledger.service.ts';
import { house, memberCentral, memberLocked } from '../../../ledger/wallet-accounts.ts';
import { claimDueBets, updateBet, type BetWithLegs } from './bet.repository.ts';
import type { TurnoverService } from '../../finance/wallet/turnover.service.ts';
import { betOutcome, validStake } from './settlement.ts';

/** Bets settled per database transaction: each bet whole inside it, the batch retried as a unit. */
export const SETTLE_BATCH = 500;

/**
 * Settles the bets whose legs changed: an event's result, a corrected one, a cancellation. Bets are
 * claimed in batches with SKIP LOCKED, so several nodes share an event's bets and none is settled
 * twice. Each settlement moves money through the ledger under keys made of the bet and its
 * settlement's version, so a replay moves nothing:
 * - the first takes the stake from the member's locked account into the book (`sb:<id>:take`);
 * - each pays the difference between the payout the results now give and what the member has been
 *   paid (`sb:<id>:pay:<v>`), or takes it back (`sb:<id>:back:<v>`) as far as the member's central
 *   balance goes; what it could not take back is `owed` (docs/decisions/sportsbook.md).
 */
export class SettlementService {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      ledger: Ledger;
      turnover: TurnoverService;
      log?: { warn(obj: object, msg: string): void };
    },
  ) {}

  /**
   * Settles every due bet; answers how many were settled. Never throws: a batch that fails (two
   * nodes' batches deadlocking, the database away) is tried again, and after that left due for
   * the sweep in jobs.ts; the result it belongs to stands either way.
   */
  async settleDue(batch = SETTLE_BATCH): Promise<number> {
    let total = 0;
    let failures = 0;
    for (;;) {
      let n: number;
      try {
        n = await this.db.transaction(async (tx) => {
          const bets = await claimDueBets(tx, batch);
          await this.lockAccounts(tx, bets);
          for (const bet of bets) await this.settle(tx, bet);
          return bets.length;
        });
      } catch (err) {
        failures += 1;
        this.deps.log?.warn({ err, failures }, 'sportsbook settlement batch failed');
        if (failures >= 3) return total;
        continue;
      }
      total += n;
      if (n < batch) return total;
    }
  }

  /**
   * Every account the batch moves money on, locked at once in id order: the transfers would lock
   * them bet by bet, and two batches of members who share a house shard would then wait on each
   * other in opposite orders.
   */
  private async lockAccounts(tx: DbOrTx, bets: readonly BetWithLegs[]) {
    const refs = new Map<string, AccountRef>();
    for (const bet of bets) {
      const owner = { siteCode: bet.siteCode, memberId: bet.memberId, currency: bet.currency };
      const book = house('house_sportsbook', bet.siteCode, bet.currency, bet.memberId);
      for (const ref of [memberLocked(owner), memberCentral(owner), book])
        refs.set(JSON.stringify(ref), ref);
    }
    if (refs.size) await this.deps.ledger.lock([...refs.values()], tx);
  }

  private async settle(tx: DbOrTx, bet: BetWithLegs): Promise<void> {
    const outcome = betOutcome(
      bet.stake,
      bet.legs.map((l) => ({ result: l.result as 'won', odds: l.odds })),
    );
    if (outcome.state === 'open' || bet.state === 'cashed_out') {
      await updateBet(tx, bet.id, { settleDue: false });
      return;
    }
    const { ledger } = this.deps;
    const owner = { siteCode: bet.siteCode, memberId: bet.memberId, currency: bet.currency };
    const book = house('house_sportsbook', bet.siteCode, bet.currency, bet.memberId);
    const version = bet.settleVersion + 1;
    const base = { currency: bet.currency, meta: { betId: bet.id, version } };
    if (bet.settleVersion === 0) {
      await ledger.transfer(
        {
          ...base,
          key: `sb:${bet.id}:take`,
          debit: memberLocked(owner),
          credit: book,
          amount: bet.stake,
          reason: 'sports_stake',
        },
        tx,
      );
    }
    let paid = bet.paid;
    const delta = outcome.payout - paid;
    if (delta > 0n) {
      await ledger.transfer(
        {
          ...base,
          key: `sb:${bet.id}:pay:${version}`,
          debit: book,
          credit: memberCentral(owner),
          amount: delta,
          reason: 'sports_payout',
        },
        tx,
      );
      paid += delta;
    } else if (delta < 0n) {
      const [central] = await ledger.lock([memberCentral(owner)], tx);
      const available = (await ledger.totals(central!, tx))?.available ?? 0n;
      const back = -delta < available ? -delta : available;
      if (back > 0n) {
        await ledger.transfer(
          {
            ...base,
            key: `sb:${bet.id}:back:${version}`,
            debit: central!,
            credit: book,
            amount: back,
            reason: 'sports_resettle',
          },
          tx,
        );
        paid -= back;
      }
    }
    // Its first settlement counts the bet toward the member's betting requirement (once: the
    // source is unique per member).
    if (bet.settleVersion === 0)
      await this.deps.turnover.wager(
        bet.memberId,
        validStake(bet.stake, outcome.state),
        `sports-bet:${bet.id}`,
        tx,
      );
    await updateBet(tx, bet.id, {
      state: outcome.state,
      payout: outcome.payout,
      paid,
      owed: paid - outcome.payout,
      settleVersion: version,
      settleDue: false,
      settledAt: new Date(),
    });
  }
}
