import type { AccountRef } from '../../ledger/ledger.service.ts';

/** The member's accounts and the house's, by name, so modules never spell ledger kinds twice. */
export type Owner = { siteCode: string; memberId: number; currency: string };

export const memberCentral = (o: Owner): AccountRef => ({
  kind: 'member_central',
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

export const house = (kind: HouseKind, siteCode: string, currency: string): AccountRef => ({
  kind,
  siteCode,
  currency,
});
