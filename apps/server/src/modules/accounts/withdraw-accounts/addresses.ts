import { createHash } from 'node:crypto';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { isAddressForm, type UsdtNetwork } from '@kirin/contract';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function base58Decode(value: string): Uint8Array | undefined {
  let n = 0n;
  for (const char of value) {
    const digit = BASE58.indexOf(char);
    if (digit < 0) return undefined;
    n = n * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (n > 0n) {
    bytes.unshift(Number(n % 256n));
    n /= 256n;
  }
  for (const char of value) {
    if (char !== '1') break;
    bytes.unshift(0);
  }
  return Uint8Array.from(bytes);
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest();

/** Tron: base58check of 0x41 + 20 bytes, the last 4 bytes a double-SHA-256 checksum. */
function isTronAddress(address: string): boolean {
  const bytes = base58Decode(address);
  if (!bytes || bytes.length !== 25 || bytes[0] !== 0x41) return false;
  const checksum = sha256(sha256(bytes.subarray(0, 21))).subarray(0, 4);
  return Buffer.from(bytes.subarray(21)).equals(checksum);
}

/** Ethereum: mixed case carries the EIP-55 checksum; all-lower or all-upper carries none. */
function isEthereumAddress(address: string): boolean {
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  const hash = Buffer.from(keccak_256(new TextEncoder().encode(hex.toLowerCase()))).toString('hex');
  return [...hex].every((char, i) => {
    if (!/[a-fA-F]/.test(char)) return true;
    const upper = Number.parseInt(hash[i] as string, 16) >= 8;
    return upper ? char === char.toUpperCase() : char === char.toLowerCase();
  });
}

/** Form and checksum of a USDT address on its network: a typo must not send money nowhere. */
export function isValidAddress(network: UsdtNetwork, address: string): boolean {
  if (!isAddressForm(network, address)) return false;
  return network === 'TRC20' ? isTronAddress(address) : isEthereumAddress(address);
}
