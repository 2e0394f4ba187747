import { createTestApp, TEST_ADMIN_PASSWORD } from '../../testing/test-app.ts';
import { fuzzCallers } from './callers.ts';
import { fuzzOptions, fuzzServerConfig } from './config.ts';
import { fuzz } from './fuzz.ts';

// `npm run proof:fuzz`: 100,000 requests generated from the OpenAPI (PROOF_FUZZ_REQUESTS), on
// PGlite or (DATABASE_URL) a fresh database of that server. Prints each failure, the statuses
// seen, the books' check and `N passed, M failed`; exits non-zero on a failure.

const { requests, seed } = fuzzOptions();
const t = await createTestApp(fuzzServerConfig);
try {
  const { admin, tokenOf } = await fuzzCallers(t.app, t.database, TEST_ADMIN_PASSWORD);
  console.log(`seed ${seed}, ${requests} requests`);
  const result = await fuzz(t.app, tokenOf, requests, seed, (done) => {
    if (done % 10_000 === 0) console.error(`  ${done} sent`);
  });
  for (const f of result.failures)
    console.log(`${f.why}: ${f.request}\n  -> ${f.status} ${f.body}`);
  console.log(
    `statuses: ${JSON.stringify(result.statuses)}; served (status true): ${result.served}`,
  );
  const check = await t.app.inject({
    method: 'GET',
    url: '/api/admin/v1/finance/invariants',
    headers: { t: admin },
  });
  const books = check.json() as { data?: { ok?: boolean; violations?: unknown[] } };
  const balanced = books.data?.ok === true;
  console.log(`books: ${balanced ? 'balanced' : JSON.stringify(books).slice(0, 500)}`);
  const failed = result.failures.length + (balanced ? 0 : 1);
  console.log(
    `${result.sent - result.failures.length + (balanced ? 1 : 0)} passed, ${failed} failed`,
  );
  process.exitCode = failed > 0 ? 1 : 0;
} finally {
  await t.close();
}
