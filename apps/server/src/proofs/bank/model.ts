import { toWireAmount } from '@kirin/contract';
import type { Entry, RequestLog } from './request-log.ts';

// What the request log says each member should hold: built from the answers alone (the final
// one for each key), before looking at anything the server or the venue shows at the end.

/** Minor units of a CNY wire amount ("-12.30" → -1230n). */
export function minor(wire: string): bigint {
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(wire);
  if (!match) throw new Error(`not an amount: ${wire}`);
  const value = BigInt(match[2]!) * 100n + BigInt((match[3] ?? '').padEnd(2, '0') || '0');
  return match[1] ? -value : value;
}

export const wire = (value: bigint) => toWireAmount(value, 'CNY');

export type Move = { id: string; from: string; to: string; amount: string; state: string };

export type AckMove = Move & { key: string; entry: Entry };

export type AckWithdrawal = {
  id: string;
  amount: bigint;
  /** When the member was told: reads answered before this cannot show it paid. */
  ackAt: number;
  entry: Entry;
  decision?: { kind: 'pay' | 'reject'; entry: Entry };
};

export type MemberModel = {
  index: number;
  funded: bigint;
  fundEntry?: Entry;
  /** Moves members were answered with, by trace id. */
  moves: Map<string, AckMove>;
  /** Trace ids answered to more than one key: one move, two requests. */
  sharedMoves: { id: string; keys: string[] }[];
  withdrawals: Map<string, AckWithdrawal>;
  /** Reads of assets or balance answered during the run: their totals must stay in bounds. */
  reads: Entry[];
  /** Bets the member was told were taken, by bet id. */
  bets: Map<number, AckBet>;
  /** Cash-outs the member was told were paid: bet id → amount paid. */
  cashouts: Map<number, { payout: bigint; entry: Entry }>;
};

export type AckBet = { id: number; stake: bigint; odds: string; selectionId: number; entry: Entry };

const success = (e: Entry) => e.answer.kind === 'answer' && e.answer.body.status === true;
const dataOf = <T>(e: Entry) => (e.answer.kind === 'answer' ? e.answer.body.data : undefined) as T;

export function buildModels(log: RequestLog, memberCount: number): MemberModel[] {
  const models: MemberModel[] = Array.from({ length: memberCount }, (_, index) => ({
    index,
    funded: 0n,
    moves: new Map(),
    sharedMoves: [],
    withdrawals: new Map(),
    reads: [],
    bets: new Map(),
    cashouts: new Map(),
  }));
  const decisions: { kind: 'pay' | 'reject'; id: string; entry: Entry }[] = [];
  const addMove = (model: MemberModel, move: Move, key: string, entry: Entry) => {
    const seen = model.moves.get(move.id);
    if (seen && seen.key !== key) {
      model.sharedMoves.push({ id: move.id, keys: [seen.key, key] });
      return;
    }
    model.moves.set(move.id, { ...move, key, entry });
  };

  for (const { first, final } of log.keyedWrites()) {
    if (!success(final)) continue;
    const key = first.key!;
    if (first.op === 'fund') {
      const index = fundedIndex(first);
      const model = models[index];
      if (model) {
        model.funded += minor(String(first.body?.amount));
        model.fundEntry = final;
      }
      continue;
    }
    if (first.op === 'pay' || first.op === 'reject') {
      decisions.push({ kind: first.op, id: dataOf<{ id: string }>(final).id, entry: final });
      continue;
    }
    if (!('member' in first.sender)) continue;
    const model = models[first.sender.member]!;
    if (first.op === 'transfer') addMove(model, dataOf<Move>(final), key, final);
    if (first.op === 'recall') {
      for (const move of dataOf<{ list: Move[] }>(final).list) addMove(model, move, key, final);
    }
    if (first.op === 'bet') {
      const b = dataOf<{
        id: number;
        stake: string;
        odds: string;
        legs: { selectionId: number }[];
      }>(final);
      const selectionId = b.legs[0]!.selectionId;
      model.bets.set(b.id, {
        id: b.id,
        stake: minor(b.stake),
        odds: b.odds,
        selectionId,
        entry: final,
      });
    }
    if (first.op === 'cashout') {
      const b = dataOf<{ id: number; payout: string }>(final);
      model.cashouts.set(b.id, { payout: minor(b.payout), entry: final });
    }
    if (first.op === 'withdraw') {
      const w = dataOf<{ id: string; amount: string }>(final);
      model.withdrawals.set(w.id, {
        id: w.id,
        amount: minor(w.amount),
        ackAt: final.doneAt,
        entry: final,
      });
    }
  }
  for (const d of decisions) {
    for (const model of models) {
      const w = model.withdrawals.get(d.id);
      if (w) w.decision = { kind: d.kind, entry: d.entry };
    }
  }
  for (const e of log.entries) {
    if (e.phase !== 'run' || !success(e) || !('member' in e.sender)) continue;
    if (e.op === 'assets' || e.op === 'balance') models[e.sender.member]?.reads.push(e);
  }
  return models;
}

/** The member a funding adjustment was for: its key ends with the member's index. */
function fundedIndex(e: Entry): number {
  return Number(/-fund-(\d+)$/.exec(e.key ?? '')?.[1] ?? -1);
}

/** Paid withdrawals: what left the member's money for good. */
export const paidOf = (model: MemberModel) =>
  [...model.withdrawals.values()]
    .filter((w) => w.decision?.kind === 'pay')
    .reduce((sum, w) => sum + w.amount, 0n);

/** Withdrawals still waiting for the operator: held, shown as locked. */
export const heldOf = (model: MemberModel) =>
  [...model.withdrawals.values()]
    .filter((w) => w.decision === undefined)
    .reduce((sum, w) => sum + w.amount, 0n);
