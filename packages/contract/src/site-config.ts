import type { CodeChannel } from './accounts.ts';
import type { AnalyticsItem, Brand, CustomerServiceKind } from './brand.ts';
import type { Lang } from './lang.ts';

// Wire shape of `GET /api/findmed/v1/md`: what the member site reads once at start.

export interface SiteCurrency {
  readonly code: string;
  readonly scale: number;
  readonly symbol: string;
}

export interface SiteConfig {
  /** Site code. */
  readonly site: string;
  /** Value of the `site_code` header for this site (`hgty_tyc` for hgtyc). */
  readonly siteCode: string;
  /** In the request's language. */
  readonly name: string;
  readonly defaultLocale: Lang;
  /** The customer-service URL; for the in-house chat, its path on the site (`/iframeCustomerService`). */
  readonly customer_service: string;
  readonly customerServiceKind: CustomerServiceKind;
  readonly whatsAppUrl: string;
  /** Analytics scripts by host, with a `default` entry. */
  readonly scriptsList: Record<string, AnalyticsItem[]>;
  /** Analytics scripts for the requesting host. */
  readonly list: AnalyticsItem[];
  /** PEM (SPKI) RSA key; passwords travel as base64 RSA-OAEP-SHA256. */
  readonly rsaPublicKey: string;
  readonly currency: SiteCurrency;
  readonly currencyIcon: Brand['currencyIcon'];
  readonly currencies: SiteCurrency[];
  readonly gameTypeIds: number[];
  readonly registerRequiresPhone: boolean;
  /**
   * Channels whose codes are not sent but kept in the operator outbox and printed in the server
   * log (demo mode: no provider configured, outside production). The forms say where to look.
   */
  readonly codesDemo: Record<CodeChannel, boolean>;
  readonly features: { readonly withdrawPassword: boolean; readonly captcha: boolean };
  /** Site-wide maintenance in force (`on`) or scheduled (`on` false, `startsAt` ahead); null: none. */
  readonly maintenance: SiteMaintenance | null;
  /** How long an in-play sports bet waits before the book takes it: the slip counts it down. */
  readonly sportsBetDelaySeconds: number;
}

/**
 * Site-wide maintenance (API.md "Maintenance"): from `startsAt` to `endsAt` money writes are
 * refused with MAINTENANCE and the member site shows its maintenance page. `message` is the
 * operator's own words (may be empty).
 */
export type SiteMaintenance = {
  readonly on: boolean;
  readonly message: string;
  readonly startsAt: string;
  readonly endsAt: string;
};

/** What an operator set for a site's maintenance (`*`: every site), as the console lists it. */
export type MaintenanceEntry = {
  readonly id: number;
  readonly site: string;
  readonly on: boolean;
  readonly message: string;
  readonly startsAt: string;
  readonly endsAt: string;
  readonly operatorId: number | null;
  readonly createdAt: string;
};
