import { ConfigError, loadConfig } from './config.ts';
import { startVenueSim } from './venue-sim.ts';

async function main() {
  const sim = await startVenueSim(loadConfig());
  // The one stdout line: a parent process waits for it and parses the URL out of it.
  console.log(`venue-sim listening on ${sim.url}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.error(`venue-sim: ${signal}, closing`);
    sim.close().then(
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
