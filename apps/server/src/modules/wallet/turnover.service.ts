import type { Db, DbOrTx } from '../../db/client.ts';
import { addEntry, sums } from './turnover.repository.ts';

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

  async waive(memberId: number, amount: bigint, source: string, db: DbOrTx = this.db) {
    if (amount > 0n) await addEntry(db, memberId, 'waive', amount, source);
  }

  async state(memberId: number, db: DbOrTx = this.db): Promise<TurnoverState> {
    const { required, paid } = await sums(db, memberId);
    const remaining = required - paid;
    return { required, remaining: remaining > 0n ? remaining : 0n };
  }
}
