import { winner } from './book.ts';
import type { Books } from './finish.ts';
import { heldOf, minor, paidOf, wire, type MemberModel, type Move } from './model.ts';
import type { Entry } from './request-log.ts';
import type { ProofMember } from './setup.ts';

// Each check passes or fails on its own and says why, with the requests behind a failure.

export type Check = { name: string; ok: boolean; detail?: string; evidence?: Entry[] };

const totalOf = (data: unknown) => (data as { total: string }).total;

const passed = (name: string): Check => ({ name, ok: true });
const failed = (name: string, detail: string, evidence: Entry[] = []): Check => ({
  name,
  ok: false,
  detail,
  evidence,
});

/** The checks of one member: the model from the log against the server's and the venue's books. */
export function memberChecks(m: ProofMember, model: MemberModel, books: Books): Check[] {
  const tag = `${m.account} (member ${m.id}, player ${m.player})`;
  const checks: Check[] = [];
  const view = books.members.get(m.index);
  if (!view) return [failed(`${tag}: books read`, 'no assets read at the end')];
  const serverMoves = new Map(books.moves.filter((x) => x.memberId === m.id).map((x) => [x.id, x]));
  const applied = books.sim.applied.filter((a) => a.player === m.player);
  const appliedById = new Map(applied.map((a) => [a.traceId, a]));
  const simPlayer = books.sim.players.find((p) => p.player === m.player);

  checks.push(
    model.fundEntry && model.funded > 0n
      ? passed(`${tag}: funded`)
      : failed(`${tag}: funded`, 'no applied funding adjustment in the log'),
  );

  // Each move a member was answered with is on our books, as answered (pending may have settled).
  const wrong: string[] = [];
  const evidence: Entry[] = [];
  for (const ack of model.moves.values()) {
    const ours = serverMoves.get(ack.id);
    const why = !ours
      ? 'not on the books'
      : ours.from !== ack.from || ours.to !== ack.to || ours.amount !== ack.amount
        ? `booked as ${ours.from}->${ours.to} ${ours.amount}`
        : ack.state !== 'pending' && ours.state !== ack.state
          ? `answered ${ack.state}, now ${ours.state}`
          : undefined;
    if (why) {
      wrong.push(`${ack.id} (${ack.from}->${ack.to} ${ack.amount}, key ${ack.key}): ${why}`);
      evidence.push(ack.entry);
    }
  }
  for (const shared of model.sharedMoves)
    wrong.push(`${shared.id} answered to keys ${shared.keys}`);
  checks.push(
    wrong.length === 0
      ? passed(`${tag}: every answered move is on the books as answered`)
      : failed(
          `${tag}: every answered move is on the books as answered`,
          wrong.join('\n'),
          evidence,
        ),
  );

  // And nothing else: a move no request was answered with is money moved twice for one request.
  const orphans = [...serverMoves.values()].filter((x) => !model.moves.has(x.id));
  checks.push(
    orphans.length === 0
      ? passed(`${tag}: no move on the books that no request was answered with`)
      : failed(
          `${tag}: no move on the books that no request was answered with`,
          orphans
            .map((o) => `${o.id} ${o.from}->${o.to} ${o.amount} ${o.state} (${o.origin})`)
            .join('\n'),
        ),
  );

  // The venue applied exactly the posted moves, once each.
  const venueWrong: string[] = [];
  const venueEvidence: Entry[] = [];
  const finalState = (id: string) => serverMoves.get(id)?.state ?? model.moves.get(id)?.state;
  for (const ack of model.moves.values()) {
    const at = appliedById.get(ack.id);
    const state = finalState(ack.id);
    if (state === 'posted' && (!at || at.times !== 1 || at.amount !== ack.amount)) {
      venueWrong.push(
        `${ack.id} posted, venue ${at ? `applied ${at.times}x ${at.amount}` : 'never applied it'}`,
      );
      venueEvidence.push(ack.entry);
    }
    if (state === 'voided' && at) {
      venueWrong.push(`${ack.id} voided, venue applied it ${at.times}x (${at.amount})`);
      venueEvidence.push(ack.entry);
    }
  }
  for (const a of applied) {
    if (!model.moves.has(a.traceId))
      venueWrong.push(
        `venue applied ${a.traceId} (${a.direction} ${a.amount}) nobody was answered with`,
      );
  }
  checks.push(
    venueWrong.length === 0
      ? passed(`${tag}: the venue applied each posted move once and no other`)
      : failed(
          `${tag}: the venue applied each posted move once and no other`,
          venueWrong.join('\n'),
          venueEvidence,
        ),
  );

  // The venue wallet: the log's posted moves, our mirror (two reads) and the simulator agree.
  let venueModel = 0n;
  for (const ack of model.moves.values()) {
    if (finalState(ack.id) !== 'posted') continue;
    venueModel += ack.from === 'central' ? minor(ack.amount) : -minor(ack.amount);
  }
  const simBalance = simPlayer?.balance ?? '0.00';
  const venueSeen = {
    assets: view.assetsVenue,
    walletlist: view.walletlistVenue,
    venue: simBalance,
  };
  const venueOk = Object.values(venueSeen).every((v) => v !== 'missing' && minor(v) === venueModel);
  checks.push(
    venueOk
      ? passed(`${tag}: venue wallet = posted moves = simulator`)
      : failed(
          `${tag}: venue wallet = posted moves = simulator`,
          `moves say ${wire(venueModel)}; ${JSON.stringify(venueSeen)}`,
        ),
  );

  checks.push(...betChecks(tag, model, books, m.index));

  // The member's money as a whole: funded less what was paid out, and what the bets won or lost.
  const paid = paidOf(model);
  const held = heldOf(model);
  const betsNet = betsNetOf(model, books, m.index);
  const expectTotal = model.funded - paid + betsNet;
  checks.push(
    minor(view.total) === expectTotal
      ? passed(`${tag}: total = funded - paid out + what the bets paid - their stakes`)
      : failed(
          `${tag}: total = funded - paid out + what the bets paid - their stakes`,
          `funded ${wire(model.funded)} - paid ${wire(paid)} + bets ${wire(betsNet)} = ${wire(expectTotal)}, assets say total ${view.total} (central ${view.central}, locked ${view.locked}, in transit ${view.inTransit}, venue ${view.assetsVenue})`,
        ),
  );
  const expectCentral = expectTotal - held - venueModel;
  checks.push(
    minor(view.central) === expectCentral && minor(view.locked) === held
      ? passed(`${tag}: central and locked as the log says`)
      : failed(
          `${tag}: central and locked as the log says`,
          `expected central ${wire(expectCentral)} locked ${wire(held)}, assets say central ${view.central} locked ${view.locked}`,
        ),
  );

  // Withdrawals: the ones answered, in the state the operator's answered decisions left them.
  const theirs = books.withdrawals.filter((w) => w.memberId === m.id);
  const wdWrong: string[] = [];
  for (const w of model.withdrawals.values()) {
    const expected = w.decision ? (w.decision.kind === 'pay' ? 'paid' : 'rejected') : 'reviewing';
    const on = theirs.find((t) => t.id === w.id);
    if (!on || on.state !== expected || minor(on.amount) !== w.amount) {
      wdWrong.push(
        `${w.id} ${wire(w.amount)}: expected ${expected}, books ${on ? `${on.state} ${on.amount}` : 'none'}`,
      );
    }
  }
  for (const t of theirs) {
    if (!model.withdrawals.has(t.id))
      wdWrong.push(`${t.id} ${t.amount} ${t.state}: nobody was answered with it`);
  }
  checks.push(
    wdWrong.length === 0
      ? passed(`${tag}: withdrawals as answered`)
      : failed(`${tag}: withdrawals as answered`, wdWrong.join('\n')),
  );

  const negative = [view.central, view.locked, view.assetsVenue, simBalance].some((v) =>
    v.startsWith('-'),
  );
  checks.push(
    view.inTransit === '0.00' && !negative
      ? passed(`${tag}: nothing in transit, nothing negative`)
      : failed(
          `${tag}: nothing in transit, nothing negative`,
          JSON.stringify({ ...view, simBalance }),
        ),
  );

  // Every read during the crashes showed a total between what was left after the withdrawals the
  // member had been told about and what was funded: money in flight is never shown twice or lost.
  // Results come after the run, so only a cash-out changes a total then, by less than its stake.
  const outOfBounds: Entry[] = [];
  const acked = [...model.withdrawals.values()];
  const staked = (books.bets.get(m.index) ?? []).reduce((sum, b) => sum + minor(b.stake), 0n);
  for (const read of model.reads) {
    const total = minor(read.answer.kind === 'answer' ? totalOf(read.answer.body.data) : '0');
    const floor =
      model.funded -
      staked -
      acked.filter((w) => w.ackAt <= read.doneAt).reduce((s, w) => s + w.amount, 0n);
    if (total > model.funded || total < floor) outOfBounds.push(read);
  }
  checks.push(
    outOfBounds.length === 0
      ? passed(
          `${tag}: every read during the run showed a total in bounds (${model.reads.length} reads)`,
        )
      : failed(
          `${tag}: every read during the run showed a total in bounds`,
          `${outOfBounds.length} of ${model.reads.length} reads out of [funded - stakes - withdrawals told, funded]`,
          outOfBounds.slice(0, 5),
        ),
  );
  return checks;
}

/**
 * What the member's bets paid less what they staked: each answered bet paid as the result says
 * (the result market's winner: stake × odds, rounded down; else nothing), or as its answered
 * cash-out. Computed from the log and the posted results, not from what the server says it paid.
 */
function betsNetOf(model: MemberModel, books: Books, index: number): bigint {
  const results = new Map(books.results.map((r) => [r.eventId, r]));
  const legsOf = new Map((books.bets.get(index) ?? []).map((b) => [b.id, b.legs[0]]));
  let net = 0n;
  for (const bet of model.bets.values()) {
    const cashed = model.cashouts.get(bet.id);
    const leg = legsOf.get(bet.id);
    const result = leg ? results.get(leg.eventId) : undefined;
    const won = leg !== undefined && result !== undefined && winner(result) === leg.outcome;
    const paid = cashed ? cashed.payout : won ? (bet.stake * thousandths(bet.odds)) / 1000n : 0n;
    net += paid - bet.stake;
  }
  return net;
}

const thousandths = (odds: string) => BigInt(odds.replace('.', ''));

/** The member's bets on the books: those answered and no other, each settled as it should be. */
function betChecks(tag: string, model: MemberModel, books: Books, index: number): Check[] {
  const theirs = books.bets.get(index) ?? [];
  const onBooks = new Map(theirs.map((b) => [b.id, b]));
  const results = new Map(books.results.map((r) => [r.eventId, r]));
  const wrong: string[] = [];
  const evidence: Entry[] = [];
  for (const bet of model.bets.values()) {
    const on = onBooks.get(bet.id);
    const cashed = model.cashouts.get(bet.id);
    const leg = on?.legs[0];
    const result = leg ? results.get(leg.eventId) : undefined;
    const won = leg !== undefined && result !== undefined && winner(result) === leg.outcome;
    const payout = cashed ? cashed.payout : won ? (bet.stake * thousandths(bet.odds)) / 1000n : 0n;
    const state = cashed ? 'cashed_out' : won ? 'won' : 'lost';
    const why = !on
      ? 'not on the books'
      : minor(on.stake) !== bet.stake ||
          on.odds !== bet.odds ||
          leg?.selectionId !== bet.selectionId
        ? `booked as ${on.stake} at ${on.odds} on ${leg?.selectionId}`
        : on.state !== state || on.payout === null || minor(on.payout) !== payout
          ? `expected ${state} paying ${wire(payout)}, books ${on.state} ${on.payout}`
          : undefined;
    if (why) {
      wrong.push(`bet ${bet.id} (${wire(bet.stake)} at ${bet.odds}): ${why}`);
      evidence.push(bet.entry);
    }
  }
  for (const [id, cashed] of model.cashouts)
    if (!model.bets.has(id)) {
      wrong.push(`cash-out of bet ${id} answered, the bet never was`);
      evidence.push(cashed.entry);
    }
  const orphans = theirs.filter((b) => !model.bets.has(b.id));
  for (const o of orphans)
    wrong.push(`bet ${o.id} ${o.stake} ${o.state}: nobody was answered with it`);
  const name = `${tag}: every answered bet on the books, settled by its result or cashed out as answered, no other (${model.bets.size} bets, ${model.cashouts.size} cash-outs)`;
  return [wrong.length === 0 ? passed(name) : failed(name, wrong.join('\n'), evidence)];
}

/** Checks of the whole system: the ledger's own invariants, nothing pending anywhere. */
export function globalChecks(books: Books, members: readonly ProofMember[]): Check[] {
  const ids = new Set(members.map((m) => m.id));
  const pending = books.moves.filter((x) => x.state === 'pending');
  const ours = books.moves.filter((x) => ids.has(x.memberId));
  return [
    books.invariants.ok
      ? passed('ledger invariants (GET /finance/invariants) ok')
      : failed(
          'ledger invariants (GET /finance/invariants) ok',
          JSON.stringify(books.invariants.violations).slice(0, 4000),
        ),
    pending.length === 0
      ? passed('no move in transit on the books')
      : failed(
          'no move in transit on the books',
          pending.map((x) => `${x.id} member ${x.memberId}`).join('\n'),
        ),
    ours.every((x) => x.origin === 'member' || x.origin === 'recall')
      ? passed('every move was a member transfer or recall')
      : failed(
          'every move was a member transfer or recall',
          JSON.stringify(ours.filter((x) => x.origin !== 'member' && x.origin !== 'recall')),
        ),
    books.sim.applied.every((a) => a.times === 1)
      ? passed('the venue applied every trace id once')
      : failed(
          'the venue applied every trace id once',
          JSON.stringify(books.sim.applied.filter((a) => a.times !== 1)),
        ),
  ];
}

/**
 * A replay answers what the first request was answered: the same move ids (a move then pending
 * may have settled since), the same withdrawal, the same decision.
 */
export function replayCheck(
  pair: { first: Entry; original: Entry; replay: Entry },
  movesNow: Map<string, string>,
): Check {
  const { first, original, replay } = pair;
  const name = `replay of #${first.seq} (${first.op}, key ${first.key}) answers as the first`;
  if (replay.answer.kind !== 'answer' || original.answer.kind !== 'answer') {
    return failed(name, 'no answer to the replay', [original, replay]);
  }
  const a = original.answer.body;
  const b = replay.answer.body;
  if (!b.status) return failed(name, `refused: ${b.code}`, [original, replay]);
  const same = (x: unknown, y: unknown) => JSON.stringify(x) === JSON.stringify(y);
  const moveOk = (x: Move, y: Move) =>
    x.id === y.id &&
    x.from === y.from &&
    x.to === y.to &&
    x.amount === y.amount &&
    (x.state === 'pending'
      ? y.state !== 'pending' || movesNow.get(y.id) === 'pending'
      : x.state === y.state);
  let ok: boolean;
  if (original.op === 'transfer') ok = moveOk(a.data as Move, b.data as Move);
  else if (original.op === 'recall') {
    const x = (a.data as { list: Move[] }).list;
    const y = (b.data as { list: Move[] }).list;
    ok = x.length === y.length && x.every((m, i) => moveOk(m, y[i]!));
  } else {
    const pick = (d: unknown) => {
      const r = d as Record<string, unknown>;
      return [r.id, r.amount, r.fee, r.payout, r.state, r.transferId];
    };
    ok = same(pick(a.data), pick(b.data));
  }
  return ok ? passed(name) : failed(name, 'a different answer', [original, replay]);
}
