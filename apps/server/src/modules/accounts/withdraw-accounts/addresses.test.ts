import { describe, expect, it } from 'vitest';
import { isValidAddress } from './addresses.ts';

describe('isValidAddress', () => {
  it.each([
    // Tether's own contracts: public, well-known addresses.
    ['TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', true],
    ['TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', false],
    ['TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6', false],
    // Two characters swapped: the form holds, the double-SHA-256 checksum does not.
    ['TRC20', 'T7RNHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', false],
    // The deposit channels' demo address.
    ['TRC20', 'TFMcY1vsFbigDdwaS3EY6dSx3eSTHJQhnq', true],
    // 0 and O are not base58.
    ['TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj60', false],
    ['ERC20', '0xdAC17F958D2ee523a2206206994597C13D831ec7', true],
    ['ERC20', '0xdac17f958d2ee523a2206206994597c13d831ec7', true],
    ['ERC20', '0xDAC17F958D2EE523A2206206994597C13D831EC7', true],
    ['ERC20', '0xdAC17F958D2ee523a2206206994597C13D831eC7', false],
    // One digit changed in a checksummed address: its keccak-256 case pattern no longer fits.
    ['ERC20', '0xdAC17F958D2ee523a2206206994597C13D831ec8', false],
    ['ERC20', '0xdAC17F958D2ee523a2206206994597C13D831ec', false],
    ['ERC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', false],
  ] as const)('%s %s → %s', (network, address, expected) => {
    expect(isValidAddress(network, address)).toBe(expected);
  });
});
