import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { Ledger } from '../../../ledger/ledger.service.ts';
import type { AuditService } from '../../platform/audit/audit.service.ts';
import type { Idempotency } from '../../../plugins/idempotency.ts';
import type { TurnoverService } from '../../finance/wallet/turnover.service.ts';
import type { MaintenanceService } from '../../platform/maintenance/maintenance.service.ts';
import { BetService } from './bets.service.ts';
import { VenueAdapters, type VenueDirectory } from './venue-directory.ts';
import { VenuePlayService } from './venue-play.service.ts';
import { VenueReconciler } from './venue-reconciler.ts';
import { VenueTransferService, type StakeGate } from './venue-transfer.service.ts';
import { VenueWalletService } from './venue-wallets.service.ts';
import { VenuePlayBooking, type PlayLog } from './venue-play-booking.ts';

/** The venues module's services, wired to the ledger and the catalogue. */
export function createVenueServices(
  db: Db,
  config: Pick<Config, 'venues'>,
  deps: {
    ledger: Ledger;
    idempotency: Idempotency;
    turnover: TurnoverService;
    directory: VenueDirectory;
    audit: AuditService;
    log?: PlayLog;
    /** Responsible gambling: moves into venues and launches ask it first. */
    protection?: StakeGate;
    maintenance?: Pick<MaintenanceService, 'refusal'>;
  },
) {
  const adapters = new VenueAdapters(config.venues.timeoutMs, () => config.venues.url);
  const venueTransfers = new VenueTransferService(db, {
    ledger: deps.ledger,
    idempotency: deps.idempotency,
    directory: deps.directory,
    adapters,
    timeoutMs: config.venues.timeoutMs,
    audit: deps.audit,
    ...(deps.protection ? { protection: deps.protection } : {}),
  });
  const booking = new VenuePlayBooking(db, {
    ledger: deps.ledger,
    audit: deps.audit,
    idempotency: deps.idempotency,
    log: deps.log,
  });
  const bets = new BetService(db, {
    directory: deps.directory,
    adapters,
    turnover: deps.turnover,
    booking,
    ...(deps.log ? { log: deps.log } : {}),
  });
  const venueWallets = new VenueWalletService(
    db,
    deps.ledger,
    venueTransfers,
    (siteCode) => deps.directory.venues(siteCode),
    deps.idempotency,
    bets,
    booking,
  );
  return {
    venueAdapters: adapters,
    venueTransfers,
    venueWallets,
    venuePlay: new VenuePlayService(db, {
      directory: deps.directory,
      transfers: venueTransfers,
      wallets: venueWallets,
      idempotency: deps.idempotency,
      frameOrigins: () => config.venues.frameOrigins,
      ...(deps.protection ? { protection: deps.protection } : {}),
      ...(deps.maintenance ? { maintenance: deps.maintenance } : {}),
    }),
    venueReconciler: new VenueReconciler(db, venueTransfers, deps.directory, {
      // A claimed row is left alone for this long: long enough for one status call to answer.
      leaseMs: config.venues.timeoutMs * 2,
      maxBackoffMs: config.venues.maxBackoffMs,
    }),
    bets,
    venuePlayBooking: booking,
  };
}
