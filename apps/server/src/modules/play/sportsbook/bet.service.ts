import { setTimeout as sleep } from 'node:timers/promises';
import {
  ACCEPT_ODDS,
  CURRENCIES,
  PARLAY_MAX_LEGS,
  oddsText,
  parseOdds,
  toWireAmount,
  type AcceptOdds,
  type Lang,
  type SportsBet,
} from '@kirin/contract';
import type { Db, DbOrTx } from '../../../db/client.ts';
import type { BetLimit, ProtectionService } from '../../accounts/protection/protection.service.ts';
import { ledgerRefusal, type Ledger } from '../../../ledger/ledger.service.ts';
import { memberCentral, memberLocked } from '../../../ledger/wallet-accounts.ts';
import { DomainError, SessionError } from '../../../lib/errors.ts';
import { minorOf } from '../../../lib/finance-policy.ts';
import { amountField } from '../../../lib/money.ts';
import { isAutoKey, memberOwner, requestHashOf } from '../../../plugins/idempotency.ts';
import type { MemberIdentity } from '../../accounts/members/member-sessions.ts';
import type { Site } from '../../platform/site/site.service.ts';
import {
  findMemberBet,
  listMemberBets,
  placeBet,
  playUsed,
  type PlaceAnswer,
  type PlacedBet,
} from './bet.repository.ts';
import { betView } from './sportsbook-view.ts';
import type { SportsPublish } from './sports-stream.ts';

/**
 * The bet `sportsbook_place` answered (or stored with its key) as the member sees it: a bet just
 * taken, so open and unpaid; betView reads none of the bookkeeping fields left empty here.
 */
function placedView(p: PlacedBet): SportsBet {
  return betView({
    id: p.id,
    siteCode: '',
    memberId: 0,
    currency: p.currency,
    stake: BigInt(p.stake),
    odds: p.odds,
    potentialPayout: BigInt(p.potentialPayout),
    state: 'open',
    payout: null,
    paid: 0n,
    owed: 0n,
    settleVersion: 0,
    settleDue: false,
    placedAt: new Date(p.placedAt),
    settledAt: null,
    updatedAt: new Date(p.placedAt),
    legs: p.legs.map((l) => ({
      betId: p.id,
      legNo: l.legNo,
      selectionId: l.selectionId,
      marketId: l.marketId,
      eventId: l.eventId,
      odds: l.odds,
      result: 'open',
      type: l.type,
      line: l.line,
      outcome: l.outcome,
      event: { league: l.league, home: l.home, away: l.away, startsAt: new Date(l.startsAt) },
    })),
  });
}

export type BetInput = {
  stake?: string | number | undefined;
  legs?: { selectionId: number; odds: string }[] | undefined;
  acceptOdds?: string | undefined;
};

/** The smallest stake a bet takes, in major units (API.md: 1.00). */
const MIN_STAKE = '1';
/** The most one bet may pay, in major units: a larger stake is STAKE_LIMIT (docs/decisions/sportsbook.md). */
const MAX_PAYOUT = '1000000';

/** Bets of members: placing one (the stake held in the member's locked funds), reading theirs. */
export class BetService {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      ledger: Ledger;
      betDelayMs: number;
      publish: SportsPublish;
      /**
       * Responsible gambling: no bet while the member is restricted, nor one that would pass a
       * wager or loss limit (checked in `sportsbook_place`, under the member's row lock).
       */
      protection?: Pick<ProtectionService, 'assertMayPlay' | 'betLimits' | 'betLimitReached'>;
    },
  ) {}

  /**
   * What the member's wager and loss limits have used in their periods (the book's and venues'
   * bets), in the order given: what a transfer into a venue is checked against.
   */
  playUsed(
    memberId: number,
    limits: readonly Pick<BetLimit, 'kind' | 'from'>[],
    db: DbOrTx = this.db,
  ): Promise<bigint[]> {
    return playUsed(db, memberId, limits);
  }

  async place(
    site: Site,
    who: MemberIdentity,
    input: BetInput,
    key: string,
    lang: Lang = 'zh-CN',
  ): Promise<SportsBet> {
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

    await this.deps.protection?.assertMayPlay(who.id);
    const limits = (await this.deps.protection?.betLimits(who.id)) ?? [];
    const take = { site, who, stake, ids, seen: seen as number[], accept, key, limits, lang };
    const first = await this.take(take, this.deps.betDelayMs > 0);
    if (first !== 'delay') return first;
    // A bet on a live event waits before it is taken, then everything is checked again, so a goal
    // scored meanwhile cannot be bet on at the old odds.
    await sleep(this.deps.betDelayMs);
    const bet = await this.take(take, false);
    if (bet === 'delay') throw new Error('a bet held for its delay twice');
    return bet;
  }

  /** One call of `sportsbook_place`; `holdLive`: a bet on a live event answers 'delay' untaken. */
  private async take(
    b: {
      site: Site;
      who: MemberIdentity;
      stake: bigint;
      ids: number[];
      seen: number[];
      accept: AcceptOdds;
      key: string;
      limits: BetLimit[];
      lang: Lang;
    },
    holdLive: boolean,
  ): Promise<SportsBet | 'delay'> {
    const { site, who, stake, ids, seen, accept } = b;
    const currency = site.brand.currency;
    const owner = { siteCode: site.code, memberId: who.id, currency };
    const [debitId, creditId] = await this.deps.ledger.accountIds([
      memberCentral(owner),
      memberLocked(owner),
    ]);
    const params = { stake: stake.toString(), legs: ids.map((id, i) => [id, seen[i]]), accept };
    let answer: PlaceAnswer;
    try {
      answer = await placeBet(this.db, {
        memberId: who.id,
        siteCode: site.code,
        currency,
        scale: CURRENCIES[currency].scale,
        scope: memberOwner(who.id),
        key: isAutoKey(b.key) ? null : b.key,
        hash: requestHashOf('sports-bet', params),
        stake,
        minStake: minorOf(MIN_STAKE, currency),
        maxPayout: minorOf(MAX_PAYOUT, currency),
        accept,
        holdLive,
        debitId: debitId!,
        creditId: creditId!,
        legs: ids.map((id, i) => ({ selection_id: id, odds: seen[i]! })),
        limits: b.limits,
      });
    } catch (error) {
      throw ledgerRefusal(error);
    }
    if ('delay' in answer) return 'delay';
    if ('replay' in answer) return placedView(answer.replay);
    if ('bet' in answer) {
      this.deps.publish(
        answer.suspended.map((marketId) => ({
          type: 'market',
          data: { marketId, state: 'suspended' },
        })),
      );
      return placedView(answer.bet);
    }
    switch (answer.refusal) {
      case 'SESSION':
        throw new SessionError();
      case 'ODDS_CHANGED':
        throw new DomainError('ODDS_CHANGED', {
          data: {
            legs: answer.legs.map((l) => ({ selectionId: l.selectionId, odds: oddsText(l.odds) })),
          },
        });
      case 'STAKE_LIMIT':
        throw new DomainError('STAKE_LIMIT', {
          params: {
            min: toWireAmount(BigInt(answer.min), currency),
            max: toWireAmount(BigInt(answer.max), currency),
          },
        });
      case 'LIMIT_REACHED': {
        const refused = { ...answer, amount: BigInt(answer.amount), used: BigInt(answer.used) };
        const error = this.deps.protection?.betLimitReached(refused, currency, b.lang);
        throw error ?? new DomainError('LIMIT_REACHED');
      }
      default:
        throw new DomainError(answer.refusal);
    }
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
