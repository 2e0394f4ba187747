import type { AccountRef } from './ledger.service.ts';

/** The member's accounts and the house's, by name, so modules never spell ledger kinds twice. */
export type Owner = { siteCode: string; memberId: number; currency: string };

export const memberCentral = (o: Owner): AccountRef => ({
  kind: 'member_central',
  siteCode: o.siteCode,
  memberId: o.memberId,
  currency: o.currency,
});

/** Money the member has staked on open sportsbook bets: theirs until the bets settle. */
export const memberLocked = (o: Owner): AccountRef => ({
  kind: 'member_locked',
  siteCode: o.siteCode,
  memberId: o.memberId,
  currency: o.currency,
});

export const memberVenue = (o: Owner, venueCode: string): AccountRef => ({
  kind: 'member_venue',
  siteCode: o.siteCode,
  memberId: o.memberId,
  currency: o.currency,
  venueCode,
});

type HouseKind = Extract<AccountRef, { kind: `house_${string}` }>['kind'];

/**
 * Every member's deposit, withdrawal or bonus also moves a house account, and a transfer holds its
 * accounts' row locks until commit: one house row per kind would queue every member behind one
 * another. Each kind is spread over this many rows, chosen by member id, so a member's movements
 * always meet the same row and different members rarely meet at all. The house's balance of a kind
 * is the sum of its rows (docs/decisions/house-account-shards.md).
 */
export const HOUSE_SHARDS = 16;

export const houseShard = (memberId: number): number => memberId % HOUSE_SHARDS;

/** The house account of `kind` that takes the side of this member's movements. */
export const house = (
  kind: HouseKind,
  siteCode: string,
  currency: string,
  memberId: number,
): AccountRef => ({ kind, siteCode, currency, shard: houseShard(memberId) });
