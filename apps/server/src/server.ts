import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config.ts';
import fs from 'node:fs';
import path from 'node:path';
import { startDemoGatewaySim } from './modules/finance/deposits/gateway-sim-child.ts';
import { startDemoVenueSim } from './modules/play/venues/venue-sim-child.ts';
import {
  FEED_ACCOUNT,
  startDemoSportsFeed,
  wantsDemoSportsFeed,
} from './modules/play/sportsbook/sports-feed-child.ts';
import type { SimChild } from './lib/sim-child.ts';
import { prepare } from './startup.ts';

async function main() {
  const config = loadConfig();
  // Demo mode without GATEWAY_URL or VENUE_URL: the simulators run as our child processes,
  // started side by side. The demo venue keeps its players' wallets in the data directory, so a
  // restart loses nothing.
  fs.mkdirSync(config.dataDir, { recursive: true });
  const [gatewaySim, venueSim] = await Promise.all([
    startDemoGatewaySim(config),
    startDemoVenueSim(config, { dataFile: path.join(config.dataDir, 'venue-sim.json') }),
  ]);
  const { app, database } = await prepare(config);
  if (gatewaySim) app.addHook('onClose', gatewaySim.stop);
  if (venueSim) app.addHook('onClose', venueSim.stop);
  let sportsFeed: SimChild | undefined;
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'closing');
    await sportsFeed?.stop();
    await app.close();
  });
  const address = await app.listen({ port: config.port, host: config.host });
  const port = new URL(address).port;
  gatewaySim?.listening(Number(port));
  // The demo feed drives the book through the operator API, so it starts once the API listens.
  if (wantsDemoSportsFeed(config)) {
    const password = await app.services.operators.systemOperator(FEED_ACCOUNT, 'trader');
    sportsFeed = await startDemoSportsFeed(config, `http://127.0.0.1:${port}`, password);
  }
  app.log.info(
    {
      database: database.kind,
      redis: Boolean(config.redisUrl),
      gatewaySim: gatewaySim?.url,
      venueSim: venueSim?.url,
      sportsFeed: sportsFeed?.url,
    },
    'ready',
  );
  // The one line a person starting the product looks for.
  console.log(
    `\nKirin is ready at http://localhost:${port}  (API docs: http://localhost:${port}/docs)\n` +
      `Operator console: http://localhost:${port}/admin/\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
