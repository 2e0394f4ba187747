import {
  analyticsForHost,
  CURRENCIES,
  isSiteCode,
  siteCodeFromHeader,
  siteCodeHeaderValue,
  type Brand,
  type Lang,
  type SiteCode,
  type SiteConfig,
  type SiteMaintenance,
} from '@kirin/contract';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { DomainError } from '../../../lib/errors.ts';
import type { PasswordCipher } from '../crypto/password-cipher.ts';
import { listSites } from './site.repository.ts';

export type Site = { code: SiteCode; brand: Brand; enabled: boolean };

/** Where the member site's in-house chat is; embeddable, and served by every brand host. */
export const INHOUSE_CHAT_PATH = '/iframeCustomerService';

/**
 * A brand's customer-service link. The in-house chat answers with its path, not a full URL: one
 * server serves every host of the brand, and a path keeps the member on the host they came from.
 */
export function customerServiceUrl(brand: Brand): string {
  const { kind, url } = brand.customerService;
  return kind === 'inhouse' ? INHOUSE_CHAT_PATH : url;
}

export class SiteService {
  private cache: { sites: Map<SiteCode, Site>; loadedAtMs: number } | undefined;
  private loading: Promise<Map<SiteCode, Site>> | undefined;

  constructor(
    private readonly db: Db,
    private readonly config: Pick<
      Config,
      'defaultSite' | 'siteCacheSeconds' | 'captcha' | 'codeDelivery' | 'sports'
    >,
    private readonly cipher: PasswordCipher,
    /** Site-wide maintenance (the maintenance module, later in MODULE_ORDER: services.ts). */
    private readonly maintenanceOf: (
      code: SiteCode,
    ) => Promise<SiteMaintenance | null> = async () => null,
  ) {}

  /** All sites, from a short-lived cache so that operator changes reach every node quickly. */
  async all(): Promise<Map<SiteCode, Site>> {
    const fresh =
      this.cache && Date.now() - this.cache.loadedAtMs < this.config.siteCacheSeconds * 1000;
    if (fresh && this.cache) return this.cache.sites;
    this.loading ??= listSites(this.db)
      .then((rows) => {
        const sites = new Map<SiteCode, Site>();
        for (const row of rows) {
          if (isSiteCode(row.code)) sites.set(row.code, { ...row, code: row.code });
        }
        this.cache = { sites, loadedAtMs: Date.now() };
        return sites;
      })
      .finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }

  /**
   * The site an operator's request names (its `site` field), else the request's own site. A code
   * that names no site is a VALIDATION refusal on `site`.
   */
  async named(code: string | undefined, requestSite: Site): Promise<Site> {
    const wanted = code?.trim() ?? '';
    if (wanted === '') return requestSite;
    const site = isSiteCode(wanted) ? (await this.all()).get(wanted) : undefined;
    if (!site) throw DomainError.validation({ site: 'invalid_value' });
    return site;
  }

  /** The site named by a `site_code` header; unknown or missing means the default site. */
  async resolve(header: string | undefined): Promise<Site> {
    const sites = await this.all();
    const code = siteCodeFromHeader(header);
    const site = (code && sites.get(code)) || sites.get(this.config.defaultSite);
    if (!site) throw new Error(`default site ${this.config.defaultSite} is not in the sites table`);
    return site;
  }

  /** `GET /api/findmed/v1/md`: everything the member site needs at start. */
  async siteConfig(site: Site, host: string | undefined, lang: Lang): Promise<SiteConfig> {
    const { brand } = site;
    const currency = CURRENCIES[brand.currency];
    return {
      site: site.code,
      siteCode: siteCodeHeaderValue(site.code),
      name: brand.names[lang],
      defaultLocale: brand.defaultLocale,
      customer_service: customerServiceUrl(brand),
      customerServiceKind: brand.customerService.kind,
      whatsAppUrl: brand.whatsAppUrl,
      scriptsList: brand.analytics.scriptsList,
      list: analyticsForHost(brand, host),
      rsaPublicKey: await this.cipher.publicKeyPem(),
      currency: { code: currency.code, scale: currency.scale, symbol: currency.symbol },
      currencyIcon: brand.currencyIcon,
      currencies: Object.values(CURRENCIES).map((c) => ({
        code: c.code,
        scale: c.scale,
        symbol: c.symbol,
      })),
      gameTypeIds: brand.gameTypeIds,
      registerRequiresPhone: brand.registerRequiresPhone,
      codesDemo: {
        phone: this.config.codeDelivery.phone === 'demo',
        email: this.config.codeDelivery.email === 'demo',
      },
      features: {
        withdrawPassword: brand.withdrawPasswordEnabled,
        captcha: this.config.captcha === 'on',
      },
      maintenance: await this.maintenanceOf(site.code),
      sportsBetDelaySeconds: Math.ceil(this.config.sports.betDelayMs / 1000),
    };
  }

  /** `GET /api/f/v1/member/preInfo`: the customer-service link, empty when the brand has none. */
  preInfo(site: Site): { customer_service: string } {
    return { customer_service: customerServiceUrl(site.brand) };
  }
}
