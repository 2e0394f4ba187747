import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBooksBalance } from '../../testing/ledger.ts';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../../testing/test-app.ts';
import { fuzzCallers } from './callers.ts';
import { fuzzServerConfig } from './config.ts';
import { fuzz, operationsOf } from './fuzz.ts';

// The fuzz inside `npm test`: 3,000 requests from a fixed seed over every documented route
// (`npm run proof:fuzz` sends 100,000 from a random one).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(fuzzServerConfig);
});
afterAll(() => t.close());

describe('fuzzing from the OpenAPI', () => {
  it(
    'answers every generated request below 500, in the envelope, leaking nothing',
    { timeout: 600_000 },
    async () => {
      const ops = operationsOf(t.app.swagger() as never);
      expect(ops.length).toBeGreaterThan(150);
      const { tokenOf } = await fuzzCallers(t.app, t.database, TEST_ADMIN_PASSWORD);
      const result = await fuzz(t.app, tokenOf, 3_000, 20261128);
      expect(result.failures).toEqual([]);
      // The requests got somewhere: refused and served both.
      expect(result.served).toBeGreaterThan(100);
      await expectBooksBalance(t.database);
    },
  );
});
