import { createHash, createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { UploadResult } from '@kirin/contract';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { DomainError } from '../../../lib/errors.ts';
import { storedSecret } from '../../platform/crypto/stored-secret.ts';
import type { MemberIdentity } from '../../accounts/members/member-sessions.ts';
import { sniffImage } from './image-sniff.ts';
import { signedUrl, verifySignedUrl } from './signed-url.ts';
import {
  findUploadByName,
  insertUpload,
  storedNames,
  uploadsOfMember,
  uploadsSince,
  type UploadRow,
} from './upload.repository.ts';

/** Uploads a member may make per hour: enough for several feedbacks, not enough to fill a disk. */
export const UPLOADS_PER_HOUR = 30;
const HOUR_MS = 3_600_000;
/** The database row that holds the URL-signing secret when UPLOAD_URL_SECRET is not set. */
const SECRET_KEY_NAME = 'upload-url-hmac-sha256';

/**
 * A member's quota over the last hour: refused with RATE_LIMITED (429, Retry-After) once `used`
 * reaches `limit`, until the oldest counted item is an hour old.
 */
export function checkHourlyQuota(
  used: { n: number; oldest: Date | null },
  limit: number,
  nowMs = Date.now(),
): void {
  if (used.n < limit) return;
  const freeAt = (used.oldest?.getTime() ?? nowMs) + HOUR_MS;
  throw new DomainError('RATE_LIMITED', {
    httpStatus: 429,
    params: { seconds: Math.max(1, Math.ceil((freeAt - nowMs) / 1000)) },
  });
}

export type StoredFile = { row: UploadRow; file: string; maxAgeSeconds: number };

/**
 * Image uploads: checked by their bytes (image-sniff.ts), kept under a random name in
 * UPLOAD_DIR with the sniffed type and a SHA-256, and handed out as signed, expiring URLs.
 */
export class UploadService {
  private key: Promise<Buffer> | undefined;

  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, 'uploadDir' | 'uploadLimitBytes' | 'uploadUrlSecret'>,
  ) {}

  async store(member: MemberIdentity, bytes: Buffer): Promise<UploadResult> {
    if (bytes.length > this.config.uploadLimitBytes) {
      throw new DomainError('PAYLOAD_TOO_LARGE', { httpStatus: 413 });
    }
    const sniffed = sniffImage(bytes);
    if (!sniffed.ok) throw new DomainError('UPLOAD_NOT_IMAGE');
    checkHourlyQuota(
      await uploadsSince(this.db, member.id, new Date(Date.now() - HOUR_MS)),
      UPLOADS_PER_HOUR,
    );

    const storedName = `${randomBytes(16).toString('hex')}.${sniffed.ext}`;
    const file = path.join(this.config.uploadDir, storedName);
    await fs.mkdir(this.config.uploadDir, { recursive: true });
    // `wx`: never overwrite; a collision of 128 random bits would be a bug worth a 500.
    await fs.writeFile(file, bytes, { flag: 'wx', mode: 0o640 });
    try {
      const row = await insertUpload(this.db, {
        siteCode: member.siteCode,
        memberId: member.id,
        storedName,
        mime: sniffed.mime,
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      });
      return { id: row.id, url: await this.urlOf(storedName) };
    } catch (error) {
      await fs.rm(file, { force: true });
      throw error;
    }
  }

  async urlOf(storedName: string): Promise<string> {
    return signedUrl(await this.signingKey(), storedName);
  }

  /** Signed URLs of uploads by id, in the order given; ids without a row are left out. */
  async urlsOf(ids: readonly number[]): Promise<Map<number, string>> {
    const names = await storedNames(this.db, ids);
    const key = await this.signingKey();
    return new Map([...names].map(([id, name]) => [id, signedUrl(key, name)]));
  }

  /** The member's uploads among `ids`; any that is not theirs (or does not exist) is NOT_FOUND. */
  async requireOwned(member: MemberIdentity, ids: readonly number[]): Promise<void> {
    const rows = await uploadsOfMember(this.db, member.id, ids);
    if (rows.length !== new Set(ids).size) throw new DomainError('NOT_FOUND');
  }

  /** The file behind a signed URL, or undefined for a bad, expired or unknown one. */
  async open(name: string, exp?: string, sig?: string): Promise<StoredFile | undefined> {
    const left = verifySignedUrl(await this.signingKey(), name, exp, sig);
    if (left === undefined) return undefined;
    const row = await findUploadByName(this.db, name);
    if (!row) return undefined;
    return {
      row,
      file: path.join(this.config.uploadDir, row.storedName),
      maxAgeSeconds: Math.min(left, 3600),
    };
  }

  private signingKey(): Promise<Buffer> {
    this.key ??= this.loadKey().catch((error: unknown) => {
      this.key = undefined;
      throw error;
    });
    return this.key;
  }

  /** UPLOAD_URL_SECRET, else a random secret made once and kept in the database for every node. */
  private async loadKey(): Promise<Buffer> {
    let secret = this.config.uploadUrlSecret;
    if (!secret) secret = await storedSecret(this.db, SECRET_KEY_NAME);
    // Derived, so that the configured secret itself never signs anything directly.
    return createHmac('sha256', secret).update('kirin upload url v1').digest();
  }
}
