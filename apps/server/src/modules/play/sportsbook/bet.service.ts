import { setTimeout as sleep } from 'node:timers/promises';
import {
  ACCEPT_ODDS,
  CURRENCIES,
  PARLAY_MAX_LEGS,
  oddsText,
  parseOdds,
  toWireAmount,
  type AcceptOdds,
  type SportsBet,
} from '@kirin/contract';
import type { Db } from '../../../db/client.ts';
import type { Ledger } from '../../../ledger/ledger.service.ts';
import { memberCentral, memberLocked } from '../../../ledger/wallet-accounts.ts';
import { DomainError, SessionError } from '../../../lib/errors.ts';
import { minorOf, timesMultiple } from '../../../lib/finance-policy.ts';
import { amountField } from '../../../lib/money.ts';
import { memberOwner, type Idempotency } from '../../../plugins/idempotency.ts';
import { lockMemberRow } from '../../accounts/members/member-directory.ts';
import type { MemberIdentity } from '../../accounts/members/member-sessions.ts';
import type { Site } from '../../platform/site/site.service.ts';
import { findMemberBet, insertBet, insertLegs, listMemberBets } from './bet.repository.ts';
import { offersForBet, type OfferRow } from './book.repository.ts';
import { addLiability, stakeFactorOf, suspendMarkets } from './risk.repository.ts';
import { combinedOdds, payoutOf } from './settlement.ts';
import { betView } from './sportsbook-view.ts';
import type { SportsPublish } from './sports-stream.ts';

export type BetInput = {
  stake?: string | number | undefined;
  legs?: { selectionId: number; odds: string }[] | undefined;
  acceptOdds?: string | undefined;
};

/** The smallest stake a bet takes, in major units (API.md: 1.00). */
const MIN_STAKE = '1';

/** Whether the odds now may be taken for the odds the member saw. */
function acceptable(now: number, seen: number, accept: AcceptOdds): boolean {
  if (now === seen || accept === 'any') return true;
  return accept === 'higher' && now > seen;
}

/** Leaves a bet's transaction when its live event wants the bet delay first (place()). */
class LiveDelay extends Error {}

/** Bets of members: placing one (the stake held in the member's locked funds), reading theirs. */
export class BetService {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      ledger: Ledger;
      idempotency: Idempotency;
      betDelayMs: number;
      publish: SportsPublish;
    },
  ) {}

  async place(site: Site, who: MemberIdentity, input: BetInput, key: string): Promise<SportsBet> {
    const currency = site.brand.currency;
    const stake = amountField('stake', input.stake, currency);
    const legs = input.legs ?? [];
    if (legs.length === 0 || legs.length > PARLAY_MAX_LEGS)
      throw DomainError.validation({ legs: 'invalid_value' });
    const seen = legs.map((l) => parseOdds(String(l.odds)));
    if (seen.some((o) => o === undefined)) throw DomainError.validation({ odds: 'invalid_format' });
    const ids = legs.map((l) => l.selectionId);
    if (new Set(ids).size !== ids.length) throw new DomainError('PARLAY_SAME_EVENT');
    const accept = (input.acceptOdds ?? 'none') as AcceptOdds;
    if (!ACCEPT_ODDS.includes(accept))
      throw DomainError.validation({ acceptOdds: 'invalid_value' });

    const take = { site, who, stake, ids, seen: seen as number[], accept, key };
    try {
      return await this.take(take, false);
    } catch (error) {
      if (!(error instanceof LiveDelay)) throw error;
    }
    // A bet on a live event waits before it is taken, then everything is checked again, so a goal
    // scored meanwhile cannot be bet on at the old odds.
    await sleep(this.deps.betDelayMs);
    return this.take(take, true);
  }

  private async take(
    b: {
      site: Site;
      who: MemberIdentity;
      stake: bigint;
      ids: number[];
      seen: number[];
      accept: AcceptOdds;
      key: string;
    },
    delayed: boolean,
  ): Promise<SportsBet> {
    const { site, who, stake, ids, seen, accept } = b;
    const currency = site.brand.currency;
    const params = { stake: stake.toString(), legs: ids.map((id, i) => [id, seen[i]]), accept };
    let stopped: number[] = [];
    const placed = await this.deps.idempotency.run(
      memberOwner(who.id),
      'sports-bet',
      b.key,
      params,
      async (tx) => {
        if (!(await lockMemberRow(tx, who.id))) throw new SessionError();
        const found = await offersForBet(tx, ids);
        const offers = ids.map((id) => found.find((o) => Number(o.selection_id) === id));
        if (offers.some((o) => o === undefined)) throw new DomainError('NOT_FOUND');
        const taken = offers as OfferRow[];
        if (
          taken.some(
            (o) => o.market_state !== 'open' || !['prematch', 'live'].includes(o.event_state),
          )
        )
          throw new DomainError('MARKET_SUSPENDED');
        if (new Set(taken.map((o) => Number(o.event_id))).size !== taken.length)
          throw new DomainError('PARLAY_SAME_EVENT');
        if (taken.some((o, i) => !acceptable(o.odds, seen[i]!, accept)))
          throw new DomainError('ODDS_CHANGED', {
            data: {
              legs: taken.map((o) => ({
                selectionId: Number(o.selection_id),
                odds: oddsText(o.odds),
              })),
            },
          });
        const min = minorOf(MIN_STAKE, currency);
        const max = taken.reduce(
          (m, o) => {
            const limit = minorOf(o.max_stake, currency);
            return limit < m ? limit : m;
          },
          minorOf(taken[0]!.max_stake, currency),
        );
        const limited = timesMultiple(max, await stakeFactorOf(tx, who.id));
        if (stake < min || stake > limited)
          throw new DomainError('STAKE_LIMIT', {
            params: { min: toWireAmount(min, currency), max: toWireAmount(limited, currency) },
          });
        // Refusals above come at once; a bet that would be taken waits first (place()).
        if (!delayed && this.deps.betDelayMs > 0 && taken.some((o) => o.event_state === 'live'))
          throw new LiveDelay();
        const odds = taken.map((o) => o.odds);
        const potentialPayout = payoutOf(
          stake,
          odds.map((o) => ({ result: 'won', odds: o })),
        );
        const bet = await insertBet(tx, {
          siteCode: site.code,
          memberId: who.id,
          currency,
          stake,
          odds: oddsText(combinedOdds(odds)),
          potentialPayout,
        });
        const legs = taken.map((o, i) => ({
          betId: bet.id,
          legNo: i + 1,
          selectionId: Number(o.selection_id),
          marketId: Number(o.market_id),
          eventId: Number(o.event_id),
          odds: o.odds,
        }));
        await insertLegs(tx, legs);
        const owner = { siteCode: site.code, memberId: who.id, currency };
        await this.deps.ledger.transfer(
          {
            key: `sb:${bet.id}:stake`,
            debit: memberCentral(owner),
            credit: memberLocked(owner),
            amount: stake,
            currency,
            reason: 'sports_bet',
            meta: { betId: bet.id },
          },
          tx,
        );
        // What the book now pays if these selections win; a market past its limit stops taking bets.
        const over = await addLiability(tx, {
          selectionIds: ids,
          currency,
          scale: CURRENCIES[currency].scale,
          stake,
          payout: potentialPayout,
        });
        if (over.length) await suspendMarkets(tx, over);
        stopped = over;
        // The answer from what this transaction wrote and read: no need to read it back.
        return betView({
          ...bet,
          legs: legs.map((leg, i) => ({
            ...leg,
            result: 'open',
            type: taken[i]!.type,
            line: taken[i]!.line,
            outcome: taken[i]!.outcome,
            event: {
              league: taken[i]!.league,
              home: taken[i]!.home,
              away: taken[i]!.away,
              startsAt: new Date(taken[i]!.starts_at),
            },
          })),
        });
      },
    );
    this.deps.publish(
      stopped.map((marketId) => ({ type: 'market', data: { marketId, state: 'suspended' } })),
    );
    return placed;
  }

  async list(
    who: MemberIdentity,
    state: 'open' | 'settled' | undefined,
    page: number,
    size: number,
  ) {
    const { list, total } = await listMemberBets(this.db, who.id, state, size, (page - 1) * size);
    return { list: list.map(betView), total, page, size };
  }

  async one(who: MemberIdentity, id: number): Promise<SportsBet> {
    const bet = await findMemberBet(this.db, who.id, id);
    if (!bet) throw new DomainError('NOT_FOUND');
    return betView(bet);
  }
}
