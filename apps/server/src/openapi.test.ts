import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPENAPI_FILE, renderOpenApi } from './openapi.ts';

describe('docs/openapi.json', () => {
  it('matches the routes (run `npm run openapi` after changing a route schema)', async () => {
    const committed = fs.existsSync(OPENAPI_FILE) ? fs.readFileSync(OPENAPI_FILE, 'utf8') : '';
    expect(committed, 'docs/openapi.json is stale: run `npm run openapi`').toBe(
      await renderOpenApi(),
    );
  });
});
