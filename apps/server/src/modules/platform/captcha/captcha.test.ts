import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { encrypt, post, PASSWORD } from '../../../testing/members.ts';
import { answerHash } from './captcha.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SMS_OUTBOX: 'on' });
});
afterAll(() => t.close());

const DEVICE = 'h5_android_captcha0001_zzzzzzzz';

async function issue(deviceNo = DEVICE) {
  return t.app.inject({
    method: 'GET',
    url: '/api/findmed/v1/member/captcha',
    headers: { device_no: deviceNo },
  });
}

/** The picture is random; the test gives the stored code a known answer. */
async function knownAnswer(answer: string, deviceNo = DEVICE) {
  await t.database.db.execute(
    sql`update captchas set answer_hash = ${answerHash({ siteCode: 'pgdz', deviceNo }, answer)} where device_no = ${deviceNo}`,
  );
}

async function login(captcha: string, deviceNo = DEVICE) {
  return post(
    t.app,
    '/api/f/v1/member/login/mpe',
    { account: 'nobody01', password: await encrypt(t.app, PASSWORD), captcha },
    { device_no: deviceNo },
  );
}

describe('captcha', () => {
  it('answers an SVG picture that is not cached', async () => {
    const res = await issue();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(/^<svg[\s\S]*<\/svg>$/);
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

  it('is required when it is on', async () => {
    expect(json(await login(''))).toMatchObject({
      code: 'VALIDATION',
      data: { fields: { captcha: '此项为必填项' } },
    });
  });
});
