import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '@kirin/contract';
import { apiData } from '../api-client.ts';

// Shared: the shell reads it at start, and the account pages need its key, captcha and phone rules
// and whether codes go to the demo outbox.

export const getSiteConfig = () => apiData<SiteConfig>('/findmed/v1/md');

// Loaded once per page load (spec §7: "config loaded at start").
export const siteConfigQuery = queryOptions({
  queryKey: ['site', 'md'],
  queryFn: getSiteConfig,
  staleTime: Infinity,
});

export const useSiteConfig = () => useQuery(siteConfigQuery);
