import type { Db, DbOrTx } from '../../../db/client.ts';
import type { AccountRef, Ledger, TransferInput } from '../../../ledger/ledger.service.ts';
import {
  HOUSE_SHARDS,
  house,
  memberCentral,
  memberLocked,
} from '../../../ledger/wallet-accounts.ts';
import { claimDueBets, writeSettledBets, type DueBet, type SettledBet } from './bet.repository.ts';
import type { TurnoverService } from '../../finance/wallet/turnover.service.ts';
import { betOutcome, validStake } from './settlement.ts';

/** Bets settled per database transaction: each bet whole inside it, the batch retried as a unit. */
export const SETTLE_BATCH = 1000;

type Lane = { lane: number; lanes: number };

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
      log?: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
      /**
       * Batches settled at once, each on its own connection (PostgreSQL; the embedded database has
       * one). Lane k takes the members whose id is k modulo `lanes`: a divisor of HOUSE_SHARDS, so
       * two lanes never share a member's account or a house shard, and never wait on each other.
       */
      lanes?: number;
    },
  ) {
    const lanes = deps.lanes ?? 1;
    if (lanes < 1 || HOUSE_SHARDS % lanes !== 0) throw new Error(`settlement lanes: ${lanes}`);
  }

  /**
   * Settles every due bet; answers how many were settled. Never throws: a batch that fails (two
   * nodes' batches deadlocking, the database away) is tried again, and after that left due for
   * the sweep in jobs.ts; the result it belongs to stands either way.
   */
  async settleDue(batch = SETTLE_BATCH): Promise<number> {
    const lanes = this.deps.lanes ?? 1;
    const done = await Promise.all(
      Array.from({ length: lanes }, (_, lane) => this.settleLane({ lane, lanes }, batch)),
    );
    return done.reduce((a, b) => a + b, 0);
  }

  /**
   * One lane's bets, batch after batch, forward from the last bet claimed; once at the end, one
   * more pass from the start picks up what another node's failed batch gave back meanwhile.
   */
  private async settleLane(lane: Lane, batch: number): Promise<number> {
    let total = 0;
    let failures = 0;
    let after = 0;
    let lapped = false;
    for (;;) {
      let claimed: { n: number; last: number; settled: string[] };
      try {
        claimed = await this.db.transaction((tx) => this.settleBatch(tx, lane, batch, after));
      } catch (err) {
        failures += 1;
        this.deps.log?.warn({ err, failures }, 'sportsbook settlement batch failed');
        if (failures >= 3) return total;
        continue;
      }
      total += claimed.n;
      // After the commit, one line per batch naming each bet and version it paid: the cluster
      // proof counts them across nodes (a bet settled twice would be paid once by the ledger's
      // keys, and seen only here).
      if (claimed.settled.length > 0) {
        this.deps.log?.info({ settled: claimed.settled }, 'sportsbook bets settled');
      }
      if (claimed.n === batch) after = claimed.last;
      else if (after === 0 || lapped) return total;
      else [after, lapped] = [0, true];
    }
  }

  /**
   * One batch as a set: the outcomes are worked out here, then every transfer of the batch goes in
   * one call of the ledger, the wagers in one statement and the bets in one, so a batch costs a
   * handful of round trips whatever its size.
   */
  private async settleBatch(
    tx: DbOrTx,
    lane: Lane,
    batch: number,
    after: number,
  ): Promise<{ n: number; last: number; settled: string[] }> {
    const bets = await claimDueBets(tx, { ...lane, limit: batch, after });
    if (bets.length === 0) return { n: 0, last: after, settled: [] };
    const { ledger, turnover } = this.deps;
    const again = bets.filter((b) => b.settleVersion > 0);
    const accounts = await this.accountsOf(tx, bets, again.length > 0);
    // What each member's central account has, for taking back overpaid winnings: read once, then
    // kept as the batch's payouts and take-backs would leave it, bet by bet in id order.
    const resettled = again.map((b) => accounts.get(b.id)!.central);
    const available = new Map<number, bigint>();
    for (const [id, totals] of await ledger.totalsMany(resettled, tx)) {
      available.set(id, totals.available);
    }
    const transfers: TransferInput[] = [];
    const wagers: { memberId: number; amount: bigint; source: string }[] = [];
    const settled: SettledBet[] = [];
    for (const bet of bets) {
      const outcome = betOutcome(bet.stake, bet.legs);
      if (outcome.state === 'open' || bet.state === 'cashed_out') {
        settled.push({ id: bet.id });
        continue;
      }
      const { locked, central, book } = accounts.get(bet.id)!;
      const version = bet.settleVersion + 1;
      const base = { currency: bet.currency, meta: { betId: bet.id, version } };
      if (bet.settleVersion === 0) {
        transfers.push({
          ...base,
          key: `sb:${bet.id}:take`,
          debit: locked,
          credit: book,
          amount: bet.stake,
          reason: 'sports_stake',
        });
        // Its first settlement counts the bet toward the member's betting requirement (once:
        // the source is unique per member).
        wagers.push({
          memberId: bet.memberId,
          amount: validStake(bet.stake, outcome.state),
          source: `sports-bet:${bet.id}`,
        });
      }
      let paid = bet.paid;
      const delta = outcome.payout - paid;
      if (delta > 0n) {
        transfers.push({
          ...base,
          key: `sb:${bet.id}:pay:${version}`,
          debit: book,
          credit: central,
          amount: delta,
          reason: 'sports_payout',
        });
        paid += delta;
        if (available.has(central)) available.set(central, available.get(central)! + delta);
      } else if (delta < 0n) {
        const has = available.get(central) ?? 0n;
        const back = -delta < has ? -delta : has;
        if (back > 0n) {
          transfers.push({
            ...base,
            key: `sb:${bet.id}:back:${version}`,
            debit: central,
            credit: book,
            amount: back,
            reason: 'sports_resettle',
          });
          paid -= back;
          available.set(central, has - back);
        }
      }
      settled.push({
        id: bet.id,
        state: outcome.state,
        payout: outcome.payout,
        paid,
        owed: paid - outcome.payout,
        settleVersion: version,
      });
    }
    await ledger.transferMany(transfers, tx);
    await turnover.wagerMany(wagers, tx);
    await writeSettledBets(tx, settled);
    const versions = settled.flatMap((b) =>
      b.settleVersion ? [`${b.id}:${b.settleVersion}`] : [],
    );
    return { n: bets.length, last: bets.at(-1)!.id, settled: versions };
  }

  /**
   * Each bet's three accounts by id. A batch that takes winnings back reads balances first, so it
   * locks every account it moves money on now, at once in id order (locking them as it goes, two
   * batches of members who share a house shard would wait on each other in opposite orders).
   * Otherwise the ledger's one call locks them all, in the same order.
   */
  private async accountsOf(
    tx: DbOrTx,
    bets: readonly DueBet[],
    lock: boolean,
  ): Promise<Map<number, { locked: number; central: number; book: number }>> {
    const refs: AccountRef[] = bets.flatMap((bet) => {
      const owner = { siteCode: bet.siteCode, memberId: bet.memberId, currency: bet.currency };
      const book = house('house_sportsbook', bet.siteCode, bet.currency, bet.memberId);
      return [memberLocked(owner), memberCentral(owner), book];
    });
    const { ledger } = this.deps;
    const ids = lock ? await ledger.lock(refs, tx) : await ledger.accountIds(refs, tx);
    return new Map(
      bets.map((bet, i) => [
        bet.id,
        { locked: ids[3 * i]!, central: ids[3 * i + 1]!, book: ids[3 * i + 2]! },
      ]),
    );
  }
}
