import { createHash, timingSafeEqual } from 'node:crypto';
import { create as createCaptcha } from 'svg-captcha';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { DomainError } from '../../../lib/errors.ts';
import { putCaptcha, takeCaptcha } from './captcha.repository.ts';

/** The `device_no` header the web app sends (`h5_<platform>_<random>_<random>`) or a native id. */
export const DEVICE_NO_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/** What is stored of an answer: bound to the site and device, in any case. Tests set it too. */
export const answerHash = (key: { siteCode: string; deviceNo: string }, answer: string) =>
  createHash('sha256')
    .update(`${key.siteCode}\n${key.deviceNo}\n${answer.trim().toLowerCase()}`)
    .digest('hex');

/**
 * Picture codes bound to a device: one live code per device, single use, short-lived. With
 * CAPTCHA=off (a test switch) every answer passes.
 */
export class CaptchaService {
  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, 'captcha' | 'captchaTtlSeconds'>,
  ) {}

  get enabled(): boolean {
    return this.config.captcha === 'on';
  }

  async issue(key: { siteCode: string; deviceNo: string }): Promise<string> {
    if (!DEVICE_NO_PATTERN.test(key.deviceNo))
      throw DomainError.validation({ device_no: 'invalid_format' });
    // Characters that look alike in a small picture are left out.
    const picture = createCaptcha({
      size: 4,
      noise: 2,
      ignoreChars: '0oO1iIlL',
      width: 120,
      height: 44,
      background: '#f4f4f5',
    });
    await putCaptcha(this.db, key, {
      answerHash: answerHash(key, picture.text),
      expiresAt: new Date(Date.now() + this.config.captchaTtlSeconds * 1000),
    });
    return picture.data;
  }

  /** Uses up the device's code; refuses when it is missing, expired or wrong. */
  async verify(key: { siteCode: string; deviceNo: string }, answer: string | undefined) {
    if (!this.enabled) return;
    if (!answer) throw DomainError.validation({ captcha: 'required' });
    const stored = DEVICE_NO_PATTERN.test(key.deviceNo)
      ? await takeCaptcha(this.db, key)
      : undefined;
    const given = Buffer.from(answerHash(key, answer), 'hex');
    if (!stored || !timingSafeEqual(Buffer.from(stored.answerHash, 'hex'), given))
      throw new DomainError('CAPTCHA_INVALID');
  }
}
