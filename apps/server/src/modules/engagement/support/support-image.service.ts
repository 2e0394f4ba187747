import { createHash, createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { UploadResult } from '@kirin/contract';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { DomainError } from '../../../lib/errors.ts';
import { storedSecret } from '../../platform/crypto/stored-secret.ts';
import { sniffImage } from '../feedback/image-sniff.ts';
import { MEDIA_PREFIX, signedUrl, verifySignedUrl } from '../feedback/signed-url.ts';
import { findImageByName, imagesById, insertImage } from './support-image.repository.ts';

/** Where operators' chat images are served; the name is signed like a member upload's. */
export const SUPPORT_MEDIA_PREFIX = '/media/support/';
/** The database row of the URL-signing secret when UPLOAD_URL_SECRET is not set. */
const SECRET_KEY_NAME = 'support-image-url-hmac-sha256';

export type StoredImage = { file: string; mime: string; sha256: string; maxAgeSeconds: number };

/**
 * Images operators attach to chat replies. Members' images are their own uploads (the feedback
 * module's), which belong to a member; an operator's belong to the operator. Both are checked by
 * their bytes alone (image-sniff.ts), kept in UPLOAD_DIR under a random name, and handed out as
 * signed URLs that expire, with the same helpers.
 */
export class SupportImageService {
  private key: Promise<Buffer> | undefined;

  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, 'uploadDir' | 'uploadLimitBytes' | 'uploadUrlSecret'>,
  ) {}

  async store(operatorId: number, bytes: Buffer): Promise<UploadResult> {
    if (bytes.length > this.config.uploadLimitBytes) {
      throw new DomainError('PAYLOAD_TOO_LARGE', { httpStatus: 413 });
    }
    const sniffed = sniffImage(bytes);
    if (!sniffed.ok) throw new DomainError('UPLOAD_NOT_IMAGE');
    const storedName = `${randomBytes(16).toString('hex')}.${sniffed.ext}`;
    const file = path.join(this.config.uploadDir, storedName);
    await fs.mkdir(this.config.uploadDir, { recursive: true });
    await fs.writeFile(file, bytes, { flag: 'wx', mode: 0o640 });
    try {
      const row = await insertImage(this.db, {
        operatorId,
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

  /** Which of `ids` exist; a reply naming any other is NOT_FOUND. */
  async requireExisting(ids: readonly number[]): Promise<void> {
    const rows = await imagesById(this.db, ids);
    if (rows.length !== new Set(ids).size) throw new DomainError('NOT_FOUND');
  }

  async urlsOf(ids: readonly number[]): Promise<Map<number, string>> {
    const rows = await imagesById(this.db, ids);
    const key = await this.signingKey();
    return new Map(rows.map((row) => [row.id, supportUrl(key, row.storedName)]));
  }

  /** The file behind a signed URL, or undefined for a bad, expired or unknown one. */
  async open(name: string, exp?: string, sig?: string): Promise<StoredImage | undefined> {
    const left = verifySignedUrl(await this.signingKey(), name, exp, sig);
    if (left === undefined) return undefined;
    const row = await findImageByName(this.db, name);
    if (!row) return undefined;
    return {
      file: path.join(this.config.uploadDir, row.storedName),
      mime: row.mime,
      sha256: row.sha256,
      maxAgeSeconds: Math.min(left, 3600),
    };
  }

  private async urlOf(storedName: string): Promise<string> {
    return supportUrl(await this.signingKey(), storedName);
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
    // A key of its own: a member upload's signature never opens an operator's image, or back.
    return createHmac('sha256', secret).update('kirin support image url v1').digest();
  }
}

/** The uploads' signed-URL format, under this module's prefix. */
function supportUrl(key: Buffer, storedName: string): string {
  return SUPPORT_MEDIA_PREFIX + signedUrl(key, storedName).slice(MEDIA_PREFIX.length);
}
