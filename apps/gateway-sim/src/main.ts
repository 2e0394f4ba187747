import { ConfigError, loadConfig } from './config.ts';
import { startGatewaySim } from './gateway-sim.ts';

async function main() {
  const sim = await startGatewaySim(loadConfig());
  // The one stdout line: a parent process waits for it and parses the URL out of it.
  console.log(`gateway-sim listening on ${sim.url}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.error(`gateway-sim: ${signal}, closing`);
    sim.close().then(
      // Exit explicitly: fetch's pooled keep-alive sockets to merchants could keep us alive.
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
