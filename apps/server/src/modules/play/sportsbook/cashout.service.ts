import { randomUUID } from 'node:crypto';
import { CURRENCIES, toWireAmount, type SportsBet } from '@kirin/contract';
import type { Db, DbOrTx } from '../../../db/client.ts';
import type { Ledger } from '../../../ledger/ledger.service.ts';
import { house, memberCentral, memberLocked } from '../../../ledger/wallet-accounts.ts';
import { DomainError, SessionError } from '../../../lib/errors.ts';
import { currencyOf } from '../../../lib/money.ts';
import { memberOwner, type Idempotency } from '../../../plugins/idempotency.ts';
import { lockMemberRow } from '../../accounts/members/member-directory.ts';
import type { TurnoverService } from '../../finance/wallet/turnover.service.ts';
import type { MemberIdentity } from '../../accounts/members/member-sessions.ts';
import {
  findMemberBet,
  findQuote,
  insertQuote,
  lockMemberBet,
  updateBet,
  type BetWithLegs,
} from './bet.repository.ts';
import { offersForBet } from './book.repository.ts';
import { addLiability } from './risk.repository.ts';
import { cashoutValue } from './settlement.ts';
import { betView } from './sportsbook-view.ts';

export type CashoutQuote = { amount: string; quoteId: string; expiresAt: string };

/**
 * Cash-out (API.md): an offer for an open bet from the current odds of its open legs, less the
 * book's margin, valid a short time; taking it pays the amount and ends the bet as `cashed_out`.
 * Refused while a market of an open leg is not open, or when the offer's odds no longer stand.
 */
export class CashoutService {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      ledger: Ledger;
      idempotency: Idempotency;
      turnover: TurnoverService;
      /** The margin as a fraction (0.05) and how long an offer stands. */
      margin: number;
      quoteMs: number;
    },
  ) {}

  async quote(who: MemberIdentity, betId: number): Promise<CashoutQuote> {
    const bet = await findMemberBet(this.db, who.id, betId);
    if (!bet) throw new DomainError('NOT_FOUND');
    const { amount, odds } = await this.value(this.db, bet, false);
    const id = randomUUID();
    const expiresAt = new Date(Date.now() + this.deps.quoteMs);
    await insertQuote(this.db, { id, betId, memberId: who.id, amount, odds, expiresAt });
    return {
      amount: toWireAmount(amount, currencyOf(bet.currency)),
      quoteId: id,
      expiresAt: expiresAt.toISOString(),
    };
  }

  async take(who: MemberIdentity, betId: number, quoteId: string, key: string): Promise<SportsBet> {
    const params = { betId, quoteId };
    return this.deps.idempotency.run(
      memberOwner(who.id),
      'sports-cashout',
      key,
      params,
      async (tx) => {
        if (!(await lockMemberRow(tx, who.id))) throw new SessionError();
        const bet = await lockMemberBet(tx, who.id, betId);
        if (!bet) throw new DomainError('NOT_FOUND');
        const quote = await findQuote(tx, quoteId);
        if (!quote || quote.betId !== bet.id || quote.memberId !== who.id)
          throw new DomainError('NOT_FOUND');
        if (quote.expiresAt.getTime() < Date.now()) throw new DomainError('QUOTE_EXPIRED');
        // Odds that moved since the offer leave it standing while the bet is still worth at least
        // the offer (the book pays no more than the bet is worth now): under a live match's
        // moving odds an offer could otherwise hardly ever be taken (docs/decisions/sportsbook.md).
        const { amount: now } = await this.value(tx, bet, true);
        if (now < quote.amount) throw new DomainError('QUOTE_EXPIRED');
        await this.pay(tx, bet, quote.amount);
        return betView((await findMemberBet(tx, who.id, bet.id))!);
      },
    );
  }

  /** The bet's value now, and the odds of its open legs it stands on. */
  private async value(db: DbOrTx, bet: BetWithLegs, lock: boolean) {
    if (bet.state !== 'open' || bet.settleDue) throw new DomainError('CASHOUT_UNAVAILABLE');
    const open = bet.legs.filter((l) => l.result === 'open');
    const offers = open.length
      ? await offersForBet(
          db,
          open.map((l) => l.selectionId),
          lock,
        )
      : [];
    const now = new Map(offers.map((o) => [Number(o.selection_id), o]));
    const odds: Record<string, number> = {};
    for (const leg of open) {
      const offer = now.get(leg.selectionId);
      const taking =
        offer?.market_state === 'open' && ['prematch', 'live'].includes(offer.event_state);
      if (!offer || !taking) throw new DomainError('CASHOUT_UNAVAILABLE');
      odds[String(leg.selectionId)] = offer.odds;
    }
    const marginBp = Math.round(this.deps.margin * 10_000);
    const amount = cashoutValue(
      bet.stake,
      bet.legs.map((l) => ({ result: l.result as 'open', odds: l.odds, now: odds[l.selectionId] })),
      marginBp,
    );
    if (amount <= 0n) throw new DomainError('CASHOUT_UNAVAILABLE');
    return { amount, odds };
  }

  /** The stake goes to the book, the amount to the member's central wallet; the bet ends. */
  private async pay(tx: DbOrTx, bet: BetWithLegs, amount: bigint) {
    const owner = { siteCode: bet.siteCode, memberId: bet.memberId, currency: bet.currency };
    const book = house('house_sportsbook', bet.siteCode, bet.currency, bet.memberId);
    const base = { currency: bet.currency, meta: { betId: bet.id } };
    await this.deps.ledger.transfer(
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
    await this.deps.ledger.transfer(
      {
        ...base,
        key: `sb:${bet.id}:cashout`,
        debit: book,
        credit: memberCentral(owner),
        amount,
        reason: 'sports_cashout',
      },
      tx,
    );
    await this.deps.turnover.wager(bet.memberId, bet.stake, `sports-bet:${bet.id}`, tx);
    // The book no longer pays this bet if its selections win.
    await addLiability(tx, {
      selectionIds: bet.legs.map((l) => l.selectionId),
      currency: bet.currency,
      scale: CURRENCIES[currencyOf(bet.currency)].scale,
      stake: -bet.stake,
      payout: -bet.potentialPayout,
    });
    await updateBet(tx, bet.id, {
      state: 'cashed_out',
      payout: amount,
      paid: amount,
      settleDue: false,
      settledAt: new Date(),
    });
  }
}
