import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../testing/test-app.ts';
import { get, post, query } from '../../../testing/members.ts';
import {
  bigPng,
  ELF,
  GIF,
  GIF_HTML,
  JPEG,
  JPEG_WITH_PHP_TAIL,
  multipart,
  PE,
  png,
  PNG_WITH_SCRIPT,
  sessionMembers,
  upload,
  WEBP,
} from '../../../testing/feedback-kit.ts';
import { UPLOADS_PER_HOUR } from './upload.service.ts';

let t: TestApp;
let dir: string;
let alice: { id: number; t: string };
let bob: { id: number; t: string };

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kirin-uploads-'));
  t = await createTestApp({ UPLOAD_DIR: dir });
  [alice, bob] = (await sessionMembers(t, 2)) as [typeof alice, typeof bob];
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

type UploadRow = {
  id: string | number;
  stored_name: string;
  mime: string;
  size: number;
  sha256: string;
};
const rowOf = async (id: number) =>
  (
    await query<UploadRow>(
      t.database,
      sql`select id, stored_name, mime, size, sha256 from uploads where id = ${id}`,
    )
  )[0];
const countUploads = async () =>
  Number(
    (await query<{ n: string }>(t.database, sql`select count(*)::int as n from uploads`))[0]?.n,
  );
const filesOnDisk = () => (fs.existsSync(dir) ? fs.readdirSync(dir).length : 0);

describe('POST /api/f/v1/upload', () => {
  it.each([
    ['PNG', png(), 'image/png', /\.png$/],
    ['JPEG', JPEG, 'image/jpeg', /\.jpg$/],
    ['GIF', GIF, 'image/gif', /\.gif$/],
    ['WebP', WEBP, 'image/webp', /\.webp$/],
  ])(
    'keeps a real %s under a name of its own with the sniffed type',
    async (_k, bytes, mime, ext) => {
      const res = await upload(t.app, alice.t, bytes, { filename: '../../etc/passwd.php' });
      expect(res.statusCode).toBe(200);
      const { data } = json(res);
      expect(data).toEqual({
        id: expect.any(Number),
        url: expect.stringMatching(/^\/media\/uploads\//),
      });
      const row = await rowOf(data.id);
      expect(row).toMatchObject({ mime, size: bytes.length });
      expect(row?.stored_name).toMatch(/^[0-9a-f]{32}\./);
      expect(row?.stored_name).toMatch(ext);
      expect(row?.sha256).toBe(createHash(bytes));
      expect(fs.readFileSync(path.join(dir, row?.stored_name ?? '')).equals(bytes)).toBe(true);
    },
  );

  it('goes by the bytes, not the declared type or name: a JPEG sent as a PNG is a JPEG', async () => {
    const { data } = json(
      await upload(t.app, alice.t, JPEG, { filename: 'a.png', type: 'image/png' }),
    );
    expect((await rowOf(data.id))?.mime).toBe('image/jpeg');
  });

  it.each([
    ['an ELF executable renamed .png', ELF],
    ['a PE executable renamed .png', PE],
    ['a PNG carrying a script', PNG_WITH_SCRIPT],
    ['a JPEG with PHP after its end', JPEG_WITH_PHP_TAIL],
    ['a GIF header on an HTML page', GIF_HTML],
    ['a PNG cut short (no IEND)', png().subarray(0, 40)],
    ['a JPEG without EOI', JPEG.subarray(0, JPEG.length - 2)],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s and keeps nothing', async (_k, bytes) => {
    const before = [await countUploads(), filesOnDisk()];
    const res = await upload(t.app, alice.t, bytes, { filename: 'photo.png', type: 'image/png' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ status: false, code: 'UPLOAD_NOT_IMAGE' });
    expect(json(res).msg).toContain('PNG');
    expect([await countUploads(), filesOnDisk()]).toEqual(before);
  });

  it('refuses a file over 5 MB with PAYLOAD_TOO_LARGE', async () => {
    const big = bigPng(5 * 1024 * 1024 + 64 * 1024);
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    const before = await countUploads();
    const res = await upload(t.app, alice.t, big);
    expect(res.statusCode).toBe(413);
    expect(json(res)).toMatchObject({ status: false, code: 'PAYLOAD_TOO_LARGE' });
    expect(await countUploads()).toBe(before);
  });

  it('takes a file of just under 5 MB', async () => {
    const res = await upload(t.app, alice.t, bigPng(5 * 1024 * 1024 - 64 * 1024));
    expect(json(res).status).toBe(true);
  });

  it('needs a session', async () => {
    const res = await upload(t.app, undefined, png());
    expect(json(res)).toEqual({ status: false, data: 'token' });
  });

  it('answers other shapes of request with a refusal, never a 500', async () => {
    const asJson = await post(t.app, '/api/f/v1/upload', { file: 'x' }, { t: alice.t });
    expect(asJson.statusCode).toBe(415);
    expect(json(asJson).code).toBe('UNSUPPORTED_MEDIA_TYPE');

    const noFile = multipart([{ name: 'note', data: 'hello' }]);
    const fieldsOnly = await t.app.inject({
      method: 'POST',
      url: '/api/f/v1/upload',
      payload: noFile.payload,
      headers: { ...noFile.headers, t: alice.t },
    });
    expect(json(fieldsOnly)).toMatchObject({
      code: 'VALIDATION',
      data: { fields: { file: expect.any(String) } },
    });

    const wrongField = multipart([
      { name: 'image', filename: 'a.png', type: 'image/png', data: png() },
    ]);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/f/v1/upload',
      payload: wrongField.payload,
      headers: { ...wrongField.headers, t: alice.t },
    });
    expect(json(other).code).toBe('VALIDATION');

    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/f/v1/upload',
      payload: Buffer.from(
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nabc',
      ),
      headers: { 'content-type': 'multipart/form-data; boundary=x', t: alice.t },
    });
    expect(broken.statusCode).toBeLessThan(500);
    expect(json(broken).status).toBe(false);
  });

  it(`limits a member to ${UPLOADS_PER_HOUR} uploads an hour`, async () => {
    const [carol] = await sessionMembers(t, 1);
    await t.database.db.execute(sql`
      insert into uploads (site_code, member_id, stored_name, mime, size, sha256)
      select 'pgdz', ${carol?.id}, 'quota' || g || '.png', 'image/png', 1, 'x'
      from generate_series(1, ${UPLOADS_PER_HOUR}) g`);
    const res = await upload(t.app, carol?.t, png());
    expect(res.statusCode).toBe(429);
    expect(json(res).code).toBe('RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500);
    expect(json(await upload(t.app, alice.t, png())).status).toBe(true);
  });
});

describe('GET /media/uploads/:name (signed URLs)', () => {
  let url: string;
  const bytes = png(5, 5);
  beforeAll(async () => {
    url = json(await upload(t.app, bob.t, bytes)).data.url;
  });

  it('serves the file without a session, as an image that is never sniffed or scripted', async () => {
    const res = await get(t.app, url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe('inline');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'");
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const maxAge = Number(String(res.headers['cache-control']).split('=')[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(3600);
  });

  it('expires after about an hour and refuses any altered URL with a 404 envelope', async () => {
    const u = new URL(url, 'http://x');
    const name = u.pathname.split('/').pop() ?? '';
    const exp = u.searchParams.get('exp') ?? '';
    const sig = u.searchParams.get('sig') ?? '';
    expect(Number(exp) - Date.now() / 1000).toBeGreaterThanOrEqual(3599);
    const other = json(await upload(t.app, bob.t, GIF)).data.url as string;
    const otherName = new URL(other, 'http://x').pathname.split('/').pop();
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    for (const bad of [
      `/media/uploads/${name}?exp=${exp}&sig=${flip(sig)}`,
      `/media/uploads/${name}?exp=${Number(exp) + 3600}&sig=${sig}`,
      `/media/uploads/${otherName}?exp=${exp}&sig=${sig}`,
      `/media/uploads/${name}?exp=${exp}`,
      `/media/uploads/${name}`,
      `/media/uploads/${name}?exp=${exp}&sig=${sig}&sig=${sig}`,
      `/media/uploads/..%2f..%2fetc%2fpasswd?exp=${exp}&sig=${sig}`,
      `/media/uploads/${'0'.repeat(32)}.png?exp=${exp}&sig=${sig}`,
    ]) {
      const res = await get(t.app, bad);
      expect(res.statusCode, bad).toBe(404);
      expect(json(res), bad).toMatchObject({ status: false, code: 'NOT_FOUND' });
    }

    const now = Date.now();
    const spy = vi.spyOn(Date, 'now').mockReturnValue(now + 76 * 60_000);
    try {
      const res = await get(t.app, url);
      expect(res.statusCode).toBe(404);
    } finally {
      spy.mockRestore();
    }
  });

  it('keeps one URL per image for a while, so browsers can cache it', async () => {
    const id = json(await upload(t.app, bob.t, png(3, 3))).data.id as number;
    const first = (await t.app.services.uploads.urlsOf([id])).get(id);
    const again = (await t.app.services.uploads.urlsOf([id])).get(id);
    expect(first).toBe(again);
  });
});

function createHash(bytes: Buffer): string {
  return crypto.createHash('sha256').update(bytes).digest('hex');
}
