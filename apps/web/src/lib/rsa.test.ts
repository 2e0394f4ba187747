import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CipherUnavailableError, encryptPassword } from './rsa.ts';

const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

const decrypt = (base64: string) =>
  privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(base64, 'base64'),
  ).toString('utf8');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('encryptPassword', () => {
  it('encrypts with RSA-OAEP-SHA256 so the private key gives the UTF-8 password back', async () => {
    const sealed = await encryptPassword(publicKey, 'abc12345');
    expect(sealed).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(sealed, 'base64')).toHaveLength(256);
    expect(decrypt(sealed)).toBe('abc12345');
  });

  it('handles non-ASCII passwords and gives a fresh ciphertext each time (OAEP is randomised)', async () => {
    const a = await encryptPassword(publicKey, '密码Pässw0rd🙂');
    const b = await encryptPassword(publicKey, '密码Pässw0rd🙂');
    expect(a).not.toBe(b);
    expect(decrypt(a)).toBe('密码Pässw0rd🙂');
    expect(decrypt(b)).toBe('密码Pässw0rd🙂');
  });

  it('accepts a key whose PEM lines use CRLF', async () => {
    const sealed = await encryptPassword(publicKey.replace(/\n/g, '\r\n'), 'x1234567');
    expect(decrypt(sealed)).toBe('x1234567');
  });

  it('refuses clearly without WebCrypto (non-secure context)', async () => {
    vi.stubGlobal('crypto', { getRandomValues: globalThis.crypto.getRandomValues });
    await expect(encryptPassword(publicKey, 'abc12345')).rejects.toBeInstanceOf(
      CipherUnavailableError,
    );
  });

  it('refuses an empty or broken key', async () => {
    await expect(encryptPassword('', 'abc12345')).rejects.toBeInstanceOf(CipherUnavailableError);
    await expect(
      encryptPassword('-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----', 'abc12345'),
    ).rejects.toBeInstanceOf(CipherUnavailableError);
  });
});
