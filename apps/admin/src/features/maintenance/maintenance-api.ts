import type { MaintenanceEntry } from '@kirin/contract';
import { api } from '../../lib/api.ts';

/** The site code that stands for every brand (platform operators only). */
export const ALL_SITES = '*';

/** One row of what operators set: rows are only added, the newest for a site or `*` holds. */
export type { MaintenanceEntry };

export type MaintenanceDraft = {
  site: string;
  on: boolean;
  message?: string;
  startsAt?: string;
  endsAt?: string;
};

/**
 * What was set for a site (with what was set for every site), newest first; without a site,
 * everything (platform operators; an operator of one site gets theirs filled in by the API).
 */
export const listMaintenance = (site?: string) =>
  api<{ list: MaintenanceEntry[] }>('/site/maintenance', { query: { site } });

export const setMaintenance = (draft: MaintenanceDraft) =>
  api<MaintenanceEntry>('/site/maintenance', { body: draft });

export type MaintenanceState = 'on' | 'scheduled' | 'off';

/**
 * The row that holds for a site: the newest of its own and those for every site, as the server
 * chooses it (for `*` itself, only rows for every site).
 */
export function holdingFor(list: MaintenanceEntry[], site: string): MaintenanceEntry | undefined {
  let newest: MaintenanceEntry | undefined;
  for (const row of list) {
    if (row.site !== site && row.site !== ALL_SITES) continue;
    if (!newest || row.id > newest.id) newest = row;
  }
  return newest;
}

/** Where a row leaves its site now: in force from startsAt to endsAt; `on: false` ends it. */
export function maintenanceState(
  row: MaintenanceEntry | undefined,
  now = Date.now(),
): MaintenanceState {
  if (!row?.on || Date.parse(row.endsAt) <= now) return 'off';
  return Date.parse(row.startsAt) <= now ? 'on' : 'scheduled';
}

export const MAINTENANCE_STATE_COLOURS: Record<MaintenanceState, string> = {
  on: 'red',
  scheduled: 'blue',
  off: 'green',
};
