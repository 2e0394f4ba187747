import { createHash, timingSafeEqual } from 'node:crypto';
import { create as createCaptcha } from 'svg-captcha';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { Payload } from 'altcha-lib/v1/types';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { DomainError } from '../../../lib/errors.ts';
import type { DataCipher } from '../../../lib/data-cipher.ts';
import { putCaptcha, takeCaptcha } from './captcha.repository.ts';

/** The `device_no` header the web app sends (`h5_<platform>_<random>_<random>`) or a native id. */
export const DEVICE_NO_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/** What is stored of an answer: bound to the site and device, in any case. Tests set it too. */
export const answerHash = (key: { siteCode: string; deviceNo: string }, answer: string) =>
  createHash('sha256')
    .update(`${key.siteCode}\n${key.deviceNo}\n${answer.trim().toLowerCase()}`)
    .digest('hex');

/** What the picture route serves: the image, and the work to do before answering it. */
export type IssuedCaptcha = { svg: string; pow: string };

/**
 * Picture codes bound to a device: one live code per device, single use, short-lived. Each comes
 * with a proof-of-work challenge (ALTCHA) that the answer must carry solved, so that a program
 * reading pictures pays in CPU for every guess (issue 20: the pictures alone were read by a short
 * script). With CAPTCHA=off (a test switch) every answer passes.
 */
export class CaptchaService {
  /** The same on every node (derived from DATA_KEY): any node checks what another issued. */
  private readonly hmacKey: string;

  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, 'captcha' | 'captchaTtlSeconds' | 'captchaWork'>,
    cipher: DataCipher,
  ) {
    this.hmacKey = cipher.blindIndex('captcha proof of work');
  }

  get enabled(): boolean {
    return this.config.captcha === 'on';
  }

  async issue(key: { siteCode: string; deviceNo: string }): Promise<IssuedCaptcha> {
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
    const expiresAt = new Date(Date.now() + this.config.captchaTtlSeconds * 1000);
    const challenge = await createChallenge({
      hmacKey: this.hmacKey,
      maxNumber: this.config.captchaWork,
      expires: expiresAt,
    });
    await putCaptcha(this.db, key, {
      answerHash: answerHash(key, picture.text),
      powChallenge: challenge.challenge,
      expiresAt,
    });
    return { svg: picture.data, pow: Buffer.from(JSON.stringify(challenge)).toString('base64') };
  }

  /**
   * Uses up the device's code; refuses when it is missing, expired or wrong, or when the proof of
   * work (`x-captcha-proof`, base64 JSON) is missing or not that picture's challenge solved.
   */
  async verify(
    key: { siteCode: string; deviceNo: string },
    answer: string | undefined,
    proof: string | undefined,
  ) {
    if (!this.enabled) return;
    if (!answer) throw DomainError.validation({ captcha: 'required' });
    const stored = DEVICE_NO_PATTERN.test(key.deviceNo)
      ? await takeCaptcha(this.db, key)
      : undefined;
    const given = Buffer.from(answerHash(key, answer), 'hex');
    if (!stored || !timingSafeEqual(Buffer.from(stored.answerHash, 'hex'), given))
      throw new DomainError('CAPTCHA_INVALID');
    const payload = parseProof(proof);
    if (
      !payload ||
      payload.challenge !== stored.powChallenge ||
      !(await verifySolution(payload, this.hmacKey, true))
    )
      throw new DomainError('CAPTCHA_INVALID');
  }
}

function parseProof(proof: string | undefined): Payload | undefined {
  if (!proof) return undefined;
  try {
    const value = JSON.parse(Buffer.from(proof, 'base64').toString('utf8')) as Payload;
    return typeof value?.challenge === 'string' && typeof value.salt === 'string'
      ? value
      : undefined;
  } catch {
    return undefined;
  }
}
