import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp | undefined;
afterEach(() => t?.close());

const paths = async (t: TestApp) => {
  const res = await t.app.inject({ url: '/docs/json' });
  return res.statusCode === 200 ? Object.keys(res.json().paths as object) : res.statusCode;
};

describe('/docs (issue 20)', () => {
  it('shows every route by default outside production', async () => {
    t = await createTestApp();
    const all = (await paths(t)) as string[];
    expect(all).toContain('/api/findmed/v1/md');
    expect(all.some((p) => p.startsWith('/api/admin/v1/'))).toBe(true);
  });

  it('leaves the operator API out with API_DOCS=members, the default in production', async () => {
    expect(loadConfig({ NODE_ENV: 'production', DATA_KEY: 'ab'.repeat(32) }).apiDocs).toBe(
      'members',
    );
    t = await createTestApp({ API_DOCS: 'members' });
    const members = (await paths(t)) as string[];
    expect(members).toContain('/api/findmed/v1/md');
    expect(members.filter((p) => p.startsWith('/api/admin/'))).toEqual([]);
  });

  it('serves nothing with API_DOCS=off', async () => {
    t = await createTestApp({ API_DOCS: 'off' });
    expect(await paths(t)).toBe(404);
  });
});
