import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { SiteMaintenance } from '@kirin/contract';
import { siteConfigQuery } from '../../../lib/api/get-site-config.ts';
import { onRefusal } from '../../../lib/api-client.ts';
import { isOverdue, maintenanceOf, nextEdgeAt } from '../lib/maintenance-window.ts';

/**
 * How often /md is read again, so that a maintenance started or scheduled while a member is on the
 * site shows up without a reload. A minute: the server refuses money writes on its own from the
 * first second (and a refusal brings the page at once, below), so the page is a courtesy that may
 * come a little late; polling faster would multiply /md reads by every open tab for nothing.
 * Hidden tabs do not poll (TanStack Query's default); they read it again when shown.
 */
const POLL_MS = 60_000;
/**
 * Past the expected end while /md still says "in force" (the member's clock runs ahead, or the
 * operator has not posted the new end yet): ask more often, so the site reopens soon after it does.
 */
const OVERDUE_POLL_MS = 10_000;
/** A node caches the state up to 2 s (docs/decisions/maintenance.md): ask once it has moved. */
const EDGE_DELAY_MS = 2_500;
/** setTimeout's longest delay; a longer one fires at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

function refetchSiteConfig(client: QueryClient): Promise<void> {
  return client.refetchQueries({ queryKey: siteConfigQuery.queryKey, exact: true });
}

/**
 * The site's maintenance window, kept current: /md is read again every minute, at the start of a
 * scheduled window, at the end of one in force, and at once when any call is refused with
 * MAINTENANCE. Mounted once, at the root of the app.
 */
export function useSiteMaintenance(): SiteMaintenance | null {
  const client = useQueryClient();
  const { data } = useQuery({
    ...siteConfigQuery,
    refetchInterval: (query) =>
      isOverdue(maintenanceOf(query.state.data?.maintenance), Date.now())
        ? OVERDUE_POLL_MS
        : POLL_MS,
    // The other readers of /md keep it for the page's life; this one also asks again when the tab
    // comes back (it did not poll while hidden).
    staleTime: POLL_MS,
    refetchOnWindowFocus: true,
  });
  const raw = data?.maintenance;
  // One object per answer: /md's structural sharing keeps `raw` while nothing changed.
  const maintenance = useMemo(() => maintenanceOf(raw), [raw]);
  const edge = nextEdgeAt(maintenance);

  useEffect(() => {
    if (edge === null) return;
    const delay = Math.min(MAX_TIMER_MS, Math.max(0, edge - Date.now()) + EDGE_DELAY_MS);
    const timer = setTimeout(() => void refetchSiteConfig(client), delay);
    return () => clearTimeout(timer);
  }, [client, edge]);

  useEffect(
    () =>
      onRefusal((code) => {
        if (code === 'MAINTENANCE') void refetchSiteConfig(client);
      }),
    [client],
  );

  return maintenance;
}
