import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { encrypt, post, PASSWORD } from '../../../testing/members.ts';
import { answerHash } from './captcha.service.ts';
import { solveChallenge } from 'altcha-lib/v1';

let t: TestApp;
beforeAll(async () => {
  // A small proof of work: the tests solve it as the browser does, quickly.
  t = await createTestApp({ SMS_OUTBOX: 'on', CAPTCHA_WORK: '2000' });
});
afterAll(() => t.close());

const DEVICE = 'h5_android_captcha0001_zzzzzzzz';

let proof = '';

/** A new picture for the device, and its proof of work solved (kept in `proof`). */
async function issue(deviceNo = DEVICE) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/findmed/v1/member/captcha',
    headers: { device_no: deviceNo },
  });
  if (res.statusCode === 200) proof = await solve(String(res.headers['x-captcha-pow']));
  return res;
}

/** What the browser sends back: the challenge with the number that solves it. */
async function solve(pow: string): Promise<string> {
  const challenge = JSON.parse(Buffer.from(pow, 'base64').toString('utf8'));
  const solution = await solveChallenge(challenge.challenge, challenge.salt, 'SHA-256', 2000)
    .promise;
  if (!solution) throw new Error('no solution');
  return Buffer.from(JSON.stringify({ ...challenge, number: solution.number })).toString('base64');
}

/** The picture is random; the test gives the stored code a known answer. */
async function knownAnswer(answer: string, deviceNo = DEVICE) {
  await t.database.db.execute(
    sql`update captchas set answer_hash = ${answerHash({ siteCode: 'pgdz', deviceNo }, answer)} where device_no = ${deviceNo}`,
  );
}

async function login(captcha: string, deviceNo = DEVICE, withProof = proof) {
  return post(
    t.app,
    '/api/f/v1/member/login/mpe',
    { account: 'nobody01', password: await encrypt(t.app, PASSWORD), captcha },
    { device_no: deviceNo, ...(withProof ? { 'x-captcha-proof': withProof } : {}) },
  );
}

describe('captcha', () => {
  it('answers an SVG picture that is not cached', async () => {
    const res = await issue();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(/^<svg[\s\S]*<\/svg>$/);
    const pow = JSON.parse(Buffer.from(String(res.headers['x-captcha-pow']), 'base64').toString());
    expect(pow).toMatchObject({ algorithm: 'SHA-256', maxnumber: 2000 });
    expect(pow.challenge).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a request without a device number', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/findmed/v1/member/captcha' });
    expect(json(res)).toMatchObject({
      code: 'VALIDATION',
      data: { fields: { device_no: '格式不正确' } },
    });
  });

  it('passes the right answer in any case, once', async () => {
    await issue();
    await knownAnswer('AbCd');
    // The captcha passes, then the log-in itself is refused.
    expect(json(await login('abcd')).code).toBe('ACCOUNT_OR_PASSWORD');
    expect(json(await login('abcd')).code).toBe('CAPTCHA_INVALID');
  });

  it('is used up by a wrong answer too', async () => {
    await issue();
    await knownAnswer('wxyz');
    expect(json(await login('nope')).code).toBe('CAPTCHA_INVALID');
    expect(json(await login('wxyz')).code).toBe('CAPTCHA_INVALID');
  });

  it('is bound to the device that asked for it', async () => {
    await issue();
    await knownAnswer('efgh');
    expect(json(await login('efgh', 'h5_ios_otherdevice_00000000')).code).toBe('CAPTCHA_INVALID');
  });

  it('expires', async () => {
    await issue();
    await knownAnswer('jkmn');
    await t.database.db.execute(
      sql`update captchas set expires_at = now() - interval '1 second' where device_no = ${DEVICE}`,
    );
    expect(json(await login('jkmn')).code).toBe('CAPTCHA_INVALID');
  });

  it('a new picture replaces the previous one', async () => {
    await issue();
    await knownAnswer('pqrs');
    await issue();
    expect(json(await login('pqrs')).code).toBe('CAPTCHA_INVALID');
  });

  it('needs its own proof of work solved with the right answer (issue 20)', async () => {
    await issue();
    await knownAnswer('tuvw');
    expect(json(await login('tuvw', DEVICE, '')).code).toBe('CAPTCHA_INVALID');
    // The proof of an earlier picture does not carry over to the next.
    const earlier = proof;
    await issue();
    await knownAnswer('tuvw');
    expect(json(await login('tuvw', DEVICE, earlier)).code).toBe('CAPTCHA_INVALID');
    // A made-up number for the right challenge fails too.
    await issue();
    await knownAnswer('tuvw');
    const forged = JSON.parse(Buffer.from(proof, 'base64').toString('utf8'));
    const wrong = Buffer.from(JSON.stringify({ ...forged, number: forged.number + 1 })).toString(
      'base64',
    );
    expect(json(await login('tuvw', DEVICE, wrong)).code).toBe('CAPTCHA_INVALID');
    await issue();
    await knownAnswer('tuvw');
    expect(json(await login('tuvw')).code).toBe('ACCOUNT_OR_PASSWORD');
  });

  it('is required when it is on', async () => {
    expect(json(await login(''))).toMatchObject({
      code: 'VALIDATION',
      data: { fields: { captcha: '此项为必填项' } },
    });
  });
});
