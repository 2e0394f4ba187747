import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsItem } from '@kirin/contract';
import { apiData } from '../api-client.ts';

// Shared: the shell reads it at start, and the account pages need its key, captcha and phone rules.

export type SiteConfig = {
  site: string;
  siteCode: string;
  name: string;
  customer_service: string;
  customerServiceKind: 'url' | 'whatsapp';
  whatsAppUrl: string;
  scriptsList: Record<string, AnalyticsItem[]>;
  list: AnalyticsItem[];
  rsaPublicKey: string;
  currency: { code: string; scale: number; symbol: string };
  registerRequiresPhone: boolean;
  features: { withdrawPassword: boolean; captcha: boolean };
  maintenance: boolean;
};

export const getSiteConfig = () => apiData<SiteConfig>('/findmed/v1/md');

// Loaded once per page load (spec §7: "config loaded at start").
export const siteConfigQuery = queryOptions({
  queryKey: ['site', 'md'],
  queryFn: getSiteConfig,
  staleTime: Infinity,
});

export const useSiteConfig = () => useQuery(siteConfigQuery);
