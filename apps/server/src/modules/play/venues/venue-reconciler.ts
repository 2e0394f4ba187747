import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { VenueDirectory } from './venue-directory.ts';
import { claimDue, markUnknown, type VenueTransferRow } from './venue-transfer.repository.ts';
import type { VenueTransferService } from './venue-transfer.service.ts';

const BATCH = 50;
const PARALLEL = 8;

/** 1 s, 2 s, 4 s … up to the cap, with a little jitter so nodes do not ask in step. */
export function backoffMs(attempts: number, maxMs = 60_000): number {
  const base = Math.min(maxMs, 1_000 * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.9 + Math.random() * 0.2));
}

/**
 * Settles moves left in transit: asks each venue what became of the trace id, then posts or
 * voids the hold (`VenueTransferService.settle`, exactly once). Rows are claimed with FOR UPDATE
 * SKIP LOCKED and leased, so any number of nodes can run this at once, and a node that dies
 * mid-way leaves its rows to be claimed again when the lease runs out.
 */
export class VenueReconciler {
  private log: FastifyBaseLogger | undefined;

  constructor(
    private readonly db: Db,
    private readonly transfers: VenueTransferService,
    private readonly directory: VenueDirectory,
    private readonly options: { leaseMs: number; maxBackoffMs?: number },
  ) {}

  /**
   * One pass over what is due (jobs.ts runs one every VENUE_RECONCILE_MS); answers how many moves
   * it settled.
   */
  async runOnce(log?: FastifyBaseLogger): Promise<number> {
    this.log = log ?? this.log;
    const due = await claimDue(this.db, BATCH, this.options.leaseMs);
    let settled = 0;
    for (let i = 0; i < due.length; i += PARALLEL) {
      const results = await Promise.all(due.slice(i, i + PARALLEL).map((row) => this.one(row)));
      settled += results.filter(Boolean).length;
    }
    return settled;
  }

  private async one(row: VenueTransferRow): Promise<boolean> {
    const venue = await this.directory.venue(row.siteCode, row.venueCode);
    const outcome = venue ? await this.transfers.askStatus(venue, row) : 'unknown';
    if (outcome === 'unknown') {
      const next = new Date(Date.now() + backoffMs(row.attempts, this.options.maxBackoffMs));
      await markUnknown(this.db, row.id, next, venue ? 'status unknown' : 'venue not configured');
      return false;
    }
    await this.transfers.settle(row, outcome);
    this.log?.info(
      { traceId: row.traceId, outcome, attempts: row.attempts },
      'venue transfer settled by the reconciler',
    );
    return true;
  }
}
