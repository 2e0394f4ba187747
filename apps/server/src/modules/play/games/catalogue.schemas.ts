import { z } from 'zod';
import { CATALOGUE_STATES, CURRENCY_CODES, GAME_TYPES } from '@kirin/contract';

// Wire schemas of the catalogue: the member list (contract games.ts) and the operator API.

const state = z.enum(CATALOGUE_STATES);

export const gameSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  seq: z.number().int(),
  sort: z.number().int(),
  wallet_code: z.string().describe('The venue code: the wallet the game plays from'),
  code: z.string().describe("The venue's own id of the game"),
  imgUrl: z.string(),
  bigImgUrl: z.string(),
  desc: z.string(),
  official: z.boolean(),
  iconUrl: z.string(),
  state: state.describe("The game's state, or `maintenance` while its venue is"),
});

export const gameCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  state,
  gameType: z.number().int(),
  type: z.string().describe('Lobby layout: `grid` or `venue`'),
  games: z.array(gameSchema),
  tabList: z.array(gameSchema).describe('The same list as `games`'),
  icon_nor: z.string(),
  icon_sel: z.string(),
  title: z.string(),
});

export const gameListQuery = z.object({
  show: z
    .enum(['0', '1'])
    .optional()
    .describe('1: only categories with games to show; 0 or absent: empty categories too'),
});

// Operator API.

const GAME_TYPE_IDS = Object.keys(GAME_TYPES).map(Number);

export const localizedInput = z.object({
  'zh-CN': z.string().trim().min(1).max(100),
  'zh-HK': z.string().trim().max(100).optional(),
  en: z.string().trim().max(100).optional(),
});
const localizedLong = z.object({
  'zh-CN': z.string().trim().max(1000).optional(),
  'zh-HK': z.string().trim().max(1000).optional(),
  en: z.string().trim().max(1000).optional(),
});

/** Our media path or an absolute http(s) URL; never `javascript:` or `data:`. */
const imageUrl = z
  .string()
  .max(500)
  .regex(/^(|\/[^\s\\]*|https?:\/\/[^\s\\]+)$/, 'invalid_format');
const sort = z.number().int().min(-1_000_000).max(1_000_000);
const siteInput = z.string().min(1).max(32).describe('Site code');
const gameTypeInput = z
  .number()
  .int()
  .refine((n) => GAME_TYPE_IDS.includes(n), 'invalid_value')
  .describe(`Game-type id: ${GAME_TYPE_IDS.join(', ')}`);

export const idParams = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export const stateBody = z.object({ state });
export const siteQuery = z.object({ site: siteInput });

const venueFields = {
  names: localizedInput,
  adapter: z
    .string()
    .regex(/^[a-z0-9-]{1,32}$/, 'invalid_format')
    .describe('Adapter in modules/venues, e.g. `sim`'),
  baseUrl: z
    .string()
    .max(500)
    .regex(/^(https?:\/\/[^\s\\]+)?$/, 'invalid_format')
    .describe('Empty: the venue at VENUE_URL'),
  credentials: z
    .record(z.string().regex(/^[A-Za-z0-9_]{1,32}$/), z.string().max(500))
    .refine((r) => Object.keys(r).length <= 16, 'too_large')
    .describe('Replaces the stored map; a value sent back exactly as masked keeps the stored one'),
  currency: z.enum(CURRENCY_CODES),
  state,
  embeddable: z.boolean(),
  sort,
};
export const venueCreateBody = z.object({
  site: siteInput,
  code: z.string().regex(/^[a-z0-9][a-z0-9_-]{1,31}$/, 'invalid_format'),
  ...venueFields,
  credentials: venueFields.credentials.default({}),
  state: state.default('on'),
  embeddable: z.boolean().default(true),
  sort: sort.default(0),
});
export const venuePatchBody = z.object(venueFields).partial();

const categoryFields = {
  gameType: gameTypeInput,
  type: z.enum(['grid', 'venue']),
  names: localizedInput,
  titles: localizedLong,
  iconNor: imageUrl,
  iconSel: imageUrl,
  sort,
  state,
};
export const categoryCreateBody = z.object({
  site: siteInput,
  ...categoryFields,
  type: categoryFields.type.default('grid'),
  titles: localizedLong.default({}),
  iconNor: imageUrl.default(''),
  iconSel: imageUrl.default(''),
  sort: sort.default(0),
  state: state.default('on'),
});
export const categoryPatchBody = z.object(categoryFields).partial();

const gameFields = {
  categoryId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  venueCode: z.string().min(1).max(32),
  code: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/, 'invalid_format'),
  names: localizedInput,
  descs: localizedLong,
  seq: z.number().int().min(0).max(1_000_000),
  sort,
  imgUrl: imageUrl,
  bigImgUrl: imageUrl,
  iconUrl: imageUrl,
  official: z.boolean(),
  state,
};
export const gameCreateBody = z.object({
  site: siteInput,
  ...gameFields,
  descs: localizedLong.default({}),
  seq: gameFields.seq.default(0),
  sort: sort.default(0),
  imgUrl: imageUrl.default(''),
  bigImgUrl: imageUrl.default(''),
  iconUrl: imageUrl.default(''),
  official: z.boolean().default(false),
  state: state.default('on'),
});
export const gamePatchBody = z.object(gameFields).partial();
export const gameListFilter = z.object({
  site: siteInput,
  categoryId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});

export type VenueCreate = z.infer<typeof venueCreateBody>;
export type VenuePatch = z.infer<typeof venuePatchBody>;
export type CategoryCreate = z.infer<typeof categoryCreateBody>;
export type CategoryPatch = z.infer<typeof categoryPatchBody>;
export type GameCreate = z.infer<typeof gameCreateBody>;
export type GamePatch = z.infer<typeof gamePatchBody>;

const localizedOut = z.record(z.string(), z.string());

export const adminVenueSchema = z.object({
  id: z.number().int(),
  site: z.string(),
  code: z.string(),
  names: localizedOut,
  adapter: z.string(),
  baseUrl: z.string(),
  credentials: z.record(z.string(), z.string()).describe('Masked: `****` and the last 4'),
  currency: z.string(),
  state,
  embeddable: z.boolean(),
  sort: z.number().int(),
});

export const adminCategorySchema = z.object({
  id: z.number().int(),
  site: z.string(),
  gameType: z.number().int(),
  type: z.string(),
  names: localizedOut,
  titles: localizedOut,
  iconNor: z.string(),
  iconSel: z.string(),
  sort: z.number().int(),
  state,
});

export const adminGameSchema = z.object({
  id: z.number().int(),
  site: z.string(),
  categoryId: z.number().int(),
  venueCode: z.string(),
  code: z.string(),
  names: localizedOut,
  descs: localizedOut,
  seq: z.number().int(),
  sort: z.number().int(),
  imgUrl: z.string(),
  bigImgUrl: z.string(),
  iconUrl: z.string(),
  official: z.boolean(),
  state,
});
