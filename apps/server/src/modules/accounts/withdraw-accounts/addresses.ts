import { createBase58check } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { isAddressForm, type UsdtNetwork } from '@kirin/contract';

/** Base58check as Bitcoin and Tron use it: the payload, then 4 bytes of double SHA-256. */
const base58check = createBase58check(sha256);

/** Tron: base58check of the version byte 0x41 and the account's 20 bytes. */
function isTronAddress(address: string): boolean {
  let payload: Uint8Array;
  try {
    payload = base58check.decode(address);
  } catch {
    // Not base58, or the checksum does not match: a mistyped character.
    return false;
  }
  return payload.length === 21 && payload[0] === 0x41;
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
