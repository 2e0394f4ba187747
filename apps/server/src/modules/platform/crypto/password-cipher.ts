import {
  constants,
  generateKeyPair,
  privateDecrypt,
  type KeyObject,
  createPrivateKey,
} from 'node:crypto';
import { promisify } from 'node:util';
import type { Db } from '../../../db/client.ts';
import { DomainError } from '../../../lib/errors.ts';
import { findKeyPair, insertKeyPairIfAbsent, type KeyPairRow } from './keys.repository.ts';

const KEY_NAME = 'member-password-rsa-oaep-sha256';
const generate = promisify(generateKeyPair);
// RSA-2048 with OAEP-SHA256 carries at most 190 bytes of plaintext; a 64-character password fits.
const MAX_CIPHERTEXT_BASE64 = 1024;

/**
 * The RSA key pair the member site encrypts passwords with (spec §7, API.md). Made once and kept
 * in the database so every node decrypts what any node's public key encrypted.
 */
export class PasswordCipher {
  private pair: Promise<{ publicPem: string; privateKey: KeyObject }> | undefined;

  constructor(private readonly db: Db) {}

  private load() {
    this.pair ??= this.ensure().catch((error: unknown) => {
      this.pair = undefined;
      throw error;
    });
    return this.pair;
  }

  private async ensure() {
    let row = await findKeyPair(this.db, KEY_NAME);
    if (!row) {
      const made = await generate('rsa', {
        modulusLength: 2048,
        publicKeyEncoding: { type: 'spki', format: 'pem' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      });
      await insertKeyPairIfAbsent(this.db, KEY_NAME, {
        publicPem: made.publicKey,
        privatePem: made.privateKey,
      });
      row = (await findKeyPair(this.db, KEY_NAME)) as KeyPairRow;
    }
    return { publicPem: row.publicPem, privateKey: createPrivateKey(row.privatePem) };
  }

  async publicKeyPem(): Promise<string> {
    return (await this.load()).publicPem;
  }

  /**
   * Decrypts the base64 ciphertext of a password field. Anything that is not our ciphertext is a
   * VALIDATION refusal on that field, never a 500.
   */
  async decrypt(ciphertextBase64: string, field = 'password'): Promise<string> {
    const { privateKey } = await this.load();
    const invalid = () => DomainError.validation({ [field]: 'invalid_format' });
    if (ciphertextBase64.length === 0 || ciphertextBase64.length > MAX_CIPHERTEXT_BASE64)
      throw invalid();
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(ciphertextBase64)) throw invalid();
    try {
      const plain = privateDecrypt(
        { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(ciphertextBase64, 'base64'),
      );
      return new TextDecoder('utf-8', { fatal: true }).decode(plain);
    } catch {
      throw invalid();
    }
  }
}
