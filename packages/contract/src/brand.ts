import { z } from 'zod';
import { LANGS } from './lang.ts';

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/);

export const analyticsItemSchema = z.strictObject({
  url: z.url({ protocol: /^https$/ }),
  platform_ck: z.string().min(1),
});
export type AnalyticsItem = z.infer<typeof analyticsItemSchema>;

export const CUSTOMER_SERVICE_KINDS = ['inhouse', 'url', 'whatsapp'] as const;
export type CustomerServiceKind = (typeof CUSTOMER_SERVICE_KINDS)[number];

/**
 * Where a brand's customer service is: the in-house chat (`url` empty: the server answers with
 * the chat's own address), an outside chat by https URL, or a WhatsApp link (brand `by`).
 */
/**
 * How the member site arranges its home: `standard` (banner, notice, category rail or tabs over the
 * selected category's games) for most brands; `showcase` (a hero banner, a rail of promotions, hot
 * games and every category as an image grid under its heading) for a brand whose identity asks
 * for it. Chosen at build time; only the chosen layout's code ships.
 */
export const HOME_LAYOUTS = ['standard', 'showcase'] as const;
export type HomeLayout = (typeof HOME_LAYOUTS)[number];

const customerServiceSchema = z
  .strictObject({ kind: z.enum(CUSTOMER_SERVICE_KINDS), url: z.string() })
  .refine((cs) => (cs.kind === 'inhouse' ? cs.url === '' : /^https:\/\/\S+$/.test(cs.url)), {
    message: 'inhouse takes an empty url; url and whatsapp take an https URL',
    path: ['url'],
  });

/** `brands/<code>/brand.json`: a brand's identity, read by the server at start and the web build. */
export const brandSchema = z.strictObject({
  code: z.string().min(1),
  names: z.strictObject({
    'zh-CN': z.string().min(1),
    'zh-HK': z.string().min(1),
    en: z.string().min(1),
  }),
  defaultLocale: z.enum(LANGS),
  currency: z.enum(['CNY', 'HKD', 'USD', 'USDT']),
  currencyIcon: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('text'), value: z.string().min(1) }),
    z.strictObject({ kind: z.literal('image'), src: z.string().min(1) }),
  ]),
  customerService: customerServiceSchema,
  whatsAppUrl: z.string(),
  registerRequiresPhone: z.boolean(),
  withdrawPasswordEnabled: z.boolean(),
  gameTypeIds: z.array(z.number().int().nonnegative()).min(1),
  hosts: z.array(z.string().min(1)).min(1),
  analytics: z.strictObject({
    scriptsList: z
      .record(z.string(), z.array(analyticsItemSchema))
      .refine((v) => Object.hasOwn(v, 'default'), { message: 'scriptsList needs a default entry' }),
  }),
  theme: z.strictObject({
    base: z.enum(['dark', 'light']),
    colors: z.strictObject({
      primary: hexColor,
      secondary: hexColor,
      background: hexColor,
      surface: hexColor,
      text: hexColor,
      textSecondary: hexColor,
      success: hexColor,
      danger: hexColor,
      warning: hexColor,
    }),
  }),
  logo: z.string().min(1),
  // Optional in brand.json: a brand that says nothing keeps the standard home.
  homeLayout: z.enum(HOME_LAYOUTS).default('standard'),
});
export type Brand = z.infer<typeof brandSchema>;

/** Analytics items for the request's host, falling back to the brand's default list. */
export function analyticsForHost(
  brand: Pick<Brand, 'analytics'>,
  host: string | undefined,
): AnalyticsItem[] {
  const list = brand.analytics.scriptsList;
  const bare = host?.toLowerCase().replace(/:\d+$/, '');
  if (bare && Object.hasOwn(list, bare)) return list[bare] ?? [];
  return list['default'] ?? [];
}
