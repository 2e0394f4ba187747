import {
  isSiteCode,
  SPORTSBOOK_VENUE,
  toWireAmount,
  type BetRecord,
  type BetRecordPage,
  type CurrencyCode,
  type Lang,
  type SportsBet,
} from '@kirin/contract';
import type { Db } from '../../../db/client.ts';
import { DomainError } from '../../../lib/errors.ts';
import { memberById } from '../../accounts/members/member-directory.ts';
import type { SiteService } from '../../platform/site/site.service.ts';
import type { VenueDirectory } from '../venues/venue-directory.ts';
import { venueName } from '../venues/venue-directory.ts';
import { findMemberBets } from './bet.repository.ts';
import {
  betRecordTotals,
  listBetRecords,
  type BetRecordFilter,
  type BetRecordRow,
} from './bet-records.repository.ts';
import { betView } from './sportsbook-view.ts';

/** What the records call the book and a parlay, in the member's language. */
const BOOK_NAME: Record<Lang, string> = {
  'zh-CN': '体育投注',
  'zh-HK': '體育投注',
  en: 'Sportsbook',
};
const PARLAY: Record<Lang, (legs: number) => string> = {
  'zh-CN': (n) => `串关 ${n}串1`,
  'zh-HK': (n) => `過關 ${n}串1`,
  en: (n) => `Parlay, ${n} legs`,
};

/**
 * `/records/bets`: every bet of the member, each venue's and the book's, newest first. A book's
 * bet carries its legs; a venue's its round as the venue gave it.
 */
export class BetRecordsService {
  constructor(
    private readonly db: Db,
    private readonly deps: { directory: VenueDirectory },
  ) {}

  async page(
    filter: BetRecordFilter,
    page: number,
    size: number,
    siteCode: string,
    lang: Lang,
    currency: CurrencyCode,
  ): Promise<BetRecordPage> {
    const [found, totals, venues] = await Promise.all([
      listBetRecords(this.db, filter, size, (page - 1) * size),
      betRecordTotals(this.db, filter),
      this.deps.directory.venues(siteCode),
    ]);
    const sportsIds = found.filter((r) => r.source === 'sports').map((r) => Number(r.row_id));
    const sports = new Map(
      (await findMemberBets(this.db, filter.memberId, sportsIds)).map((b) => [b.id, betView(b)]),
    );
    const names = new Map(venues.map((v) => [v.code, venueName(v, lang)]));
    const list = await Promise.all(
      found.map(async (r) => {
        const bet = r.source === 'sports' ? sports.get(Number(r.row_id)) : undefined;
        if (bet) return record(r, BOOK_NAME[lang], gameOf(bet, lang), currency, bet);
        const game = await this.deps.directory.gameName(siteCode, r.venue_code, r.game_code, lang);
        const venue = names.get(r.venue_code) ?? r.venue_code;
        return record(r, venue, game ?? r.game_code, currency, null);
      }),
    );
    return {
      list,
      total: totals.total,
      page,
      size,
      pageSize: size,
      sums: {
        stake: toWireAmount(totals.stake, currency),
        validStake: toWireAmount(totals.validStake, currency),
        winLoss: signed(totals.winLoss, currency),
      },
    };
  }

  /**
   * A member's bets for operators (GET /api/admin/v1/members/:id/bets): the same records, in the
   * member's site currency and the operator's language.
   */
  async ofMember(
    memberId: number,
    filter: Omit<BetRecordFilter, 'memberId'>,
    page: number,
    size: number,
    lang: Lang,
    sites: Pick<SiteService, 'all'>,
  ): Promise<BetRecordPage> {
    const member = await memberById(this.db, memberId);
    if (!member) throw new DomainError('NOT_FOUND');
    const site = isSiteCode(member.siteCode) ? (await sites.all()).get(member.siteCode) : undefined;
    if (!site) throw new Error(`member ${memberId} is of an unknown site ${member.siteCode}`);
    return this.page(
      { ...filter, memberId },
      page,
      size,
      member.siteCode,
      lang,
      site.brand.currency,
    );
  }
}

function gameOf(bet: SportsBet, lang: Lang): string {
  const [first] = bet.legs;
  if (bet.legs.length === 1 && first)
    return `${first.home} ${lang === 'en' ? 'v' : 'vs'} ${first.away}`;
  return PARLAY[lang](bet.legs.length);
}

function signed(amount: bigint, currency: CurrencyCode): string {
  return amount < 0n ? `-${toWireAmount(-amount, currency)}` : toWireAmount(amount, currency);
}

function record(
  r: BetRecordRow,
  venueName: string,
  game: string,
  currency: CurrencyCode,
  sports: SportsBet | null,
): BetRecord {
  const stake = BigInt(r.stake);
  const payout = BigInt(r.payout);
  return {
    id: r.bet_id,
    venue: sports ? SPORTSBOOK_VENUE : r.venue_code,
    venueName,
    game,
    round: r.round,
    stake: toWireAmount(stake, currency),
    validStake: toWireAmount(BigInt(r.valid_stake), currency),
    payout: toWireAmount(payout, currency),
    winLoss: signed(r.state === 'settled' ? payout - stake : 0n, currency),
    state: r.state,
    placedAt: new Date(r.placed_at).toISOString(),
    settledAt: r.settled_at === null ? null : new Date(r.settled_at).toISOString(),
    detail: isRecord(r.detail) ? r.detail : {},
    sports,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
