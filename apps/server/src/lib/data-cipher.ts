import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
} from 'node:crypto';

// Personal data and secrets at rest (issue 20): AES-256-GCM under the data key of configuration.
// A sealed value names its key, so that after a rotation the old key still opens what it sealed
// while new writes use the new one; the start-up pass then seals everything again under the new.

const PREFIX = 'enc1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

const keyId = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

export class DataCipher {
  private readonly currentId: string;
  private readonly keys = new Map<string, Buffer>();
  private readonly indexKey: Buffer;

  /** `current` seals; `old` (rotated-out keys) only open. Each is 32 bytes. */
  constructor(current: Buffer, old: readonly Buffer[] = []) {
    for (const key of [current, ...old]) {
      if (key.length !== 32) throw new Error('a data key is 32 bytes');
      this.keys.set(keyId(key), key);
    }
    this.currentId = keyId(current);
    this.indexKey = Buffer.from(hkdfSync('sha256', current, '', 'kirin blind index', 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.keys.get(this.currentId)!, iv);
    cipher.setAAD(Buffer.from(this.currentId));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const sealed = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    return `${PREFIX}${this.currentId}:${sealed}`;
  }

  /** The plain text; a value written before encryption (no prefix) is returned as it is. */
  open(stored: string): string {
    if (!stored.startsWith(PREFIX)) return stored;
    const [id, sealed] = stored.slice(PREFIX.length).split(':');
    const key = id ? this.keys.get(id) : undefined;
    if (!key || !sealed) {
      throw new Error(`sealed under data key ${id}, which is not configured (DATA_KEYS_OLD?)`);
    }
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(id!));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  }

  /** Sealed under the current key (else the start-up pass seals it again). */
  isCurrent(stored: string): boolean {
    return stored.startsWith(this.currentPrefix());
  }

  /** What every value sealed under the current key starts with (for `not like` in SQL). */
  currentPrefix(): string {
    return `${PREFIX}${this.currentId}:`;
  }

  /**
   * A keyed hash that finds equal values without storing them (a unique index on it). Derived
   * from the current key, so a rotation changes it: the pass that seals again rehashes too.
   */
  blindIndex(plain: string): string {
    return createHmac('sha256', this.indexKey).update(plain, 'utf8').digest('hex');
  }
}

/** A key as configured: 64 hex digits or base64 of 32 bytes. */
export function parseDataKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : Buffer.from(trimmed, 'base64');
  return key.length === 32 ? key : undefined;
}

export const newDataKey = () => randomBytes(32);
