import type { Db, DbOrTx } from '../../../db/client.ts';
import { addEntries, addEntry, requiredBySource, sums } from './turnover.repository.ts';

export type TurnoverState = { required: bigint; remaining: bigint };

/**
 * Betting a member owes before withdrawing. Deposits and adjustments add a requirement (amount x
 * multiple); settled bets pay it off; an operator may waive it. Sources are unique, so a replayed
 * deposit or bet counts once.
 */
export class TurnoverService {
  constructor(private readonly db: Db) {}

  async require(memberId: number, amount: bigint, source: string, db: DbOrTx = this.db) {
    if (amount > 0n) await addEntry(db, memberId, 'require', amount, source);
  }

  async wager(memberId: number, amount: bigint, source: string, db: DbOrTx = this.db) {
    if (amount > 0n) await addEntry(db, memberId, 'wager', amount, source);
  }

  /** Many wagers in one statement (a settlement batch's bets); each source still counts once. */
  async wagerMany(
    wagers: readonly { memberId: number; amount: bigint; source: string }[],
    db: DbOrTx = this.db,
  ) {
    const entries = wagers
      .filter((w) => w.amount > 0n)
      .map((w) => ({ ...w, kind: 'wager' as const }));
    if (entries.length) await addEntries(db, entries);
  }

  async waive(memberId: number, amount: bigint, source: string, db: DbOrTx = this.db) {
    if (amount > 0n) await addEntry(db, memberId, 'waive', amount, source);
  }

  /** The requirement by origin: deposits, bonuses (redemptions) and operators' adjustments. */
  async sources(memberId: number): Promise<{ deposit: bigint; bonus: bigint; adjustment: bigint }> {
    const by = await requiredBySource(this.db, memberId);
    return {
      deposit: by.get('deposit') ?? 0n,
      bonus: by.get('redemption') ?? 0n,
      adjustment: by.get('adjustment') ?? 0n,
    };
  }

  async state(memberId: number, db: DbOrTx = this.db): Promise<TurnoverState> {
    const { required, paid } = await sums(db, memberId);
    const remaining = required - paid;
    return { required, remaining: remaining > 0n ? remaining : 0n };
  }
}
