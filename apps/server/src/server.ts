import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config.ts';
import { prepare } from './startup.ts';

async function main() {
  const config = loadConfig();
  const { app, database } = await prepare(config);
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'closing');
    await app.close();
  });
  const address = await app.listen({ port: config.port, host: config.host });
  const port = new URL(address).port;
  app.log.info({ database: database.kind, redis: Boolean(config.redisUrl) }, 'ready');
  // The one line a person starting the product looks for.
  console.log(
    `\nKirin is ready at http://localhost:${port}  (API docs: http://localhost:${port}/docs)\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
