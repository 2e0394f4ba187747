// Password transport (API.md "Credentials"): base64 of RSA-OAEP-SHA256 over the UTF-8 password,
// with the SPKI PEM key `rsaPublicKey` of the site config. WebCrypto only: no library.

/** WebCrypto is missing (a page served over plain http from a non-local host) or the key is bad. */
export class CipherUnavailableError extends Error {
  override readonly name = 'CipherUnavailableError';
  constructor(message = 'WebCrypto is not available in this context') {
    super(message);
  }
}

function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const body = pem
    .replace(/-----BEGIN [^-]+-----/, '')
    .replace(/-----END [^-]+-----/, '')
    .replace(/\s+/g, '');
  if (body === '') throw new CipherUnavailableError('The public key is empty');
  const binary = atob(body);
  const der = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) der[i] = binary.charCodeAt(i);
  // The view, not its buffer: WebCrypto accepts views from any realm (jsdom's tests included).
  return der;
}

function toBase64(bytes: ArrayBuffer): string {
  const view = new Uint8Array(bytes);
  let binary = '';
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function isCipherAvailable(): boolean {
  return (
    typeof globalThis.crypto !== 'undefined' && typeof globalThis.crypto.subtle !== 'undefined'
  );
}

// Importing a key costs a little; the site has one key per page load.
const keys = new Map<string, Promise<CryptoKey>>();

function importKey(pem: string): Promise<CryptoKey> {
  let key = keys.get(pem);
  if (!key) {
    key = crypto.subtle.importKey(
      'spki',
      pemToDer(pem),
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      false,
      ['encrypt'],
    );
    // A failed import must not stay cached: the next attempt may come with a fixed key.
    key.catch(() => keys.delete(pem));
    keys.set(pem, key);
  }
  return key;
}

/** Encrypts one password for the wire. Rejects with CipherUnavailableError without WebCrypto. */
export async function encryptPassword(publicKeyPem: string, password: string): Promise<string> {
  if (!isCipherAvailable()) throw new CipherUnavailableError();
  let key: CryptoKey;
  try {
    key = await importKey(publicKeyPem);
  } catch (error) {
    if (error instanceof CipherUnavailableError) throw error;
    throw new CipherUnavailableError(`The public key cannot be used: ${String(error)}`);
  }
  const cipher = await crypto.subtle.encrypt(
    { name: 'RSA-OAEP' },
    key,
    new TextEncoder().encode(password),
  );
  return toBase64(cipher);
}
