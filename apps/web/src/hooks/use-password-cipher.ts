import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { siteConfigQuery } from '../lib/api/get-site-config.ts';
import { encryptPassword } from '../lib/rsa.ts';

/**
 * Encrypts a password for the wire with the site's public key (from `/md`, loaded at start).
 * Rejects with CipherUnavailableError where WebCrypto is missing.
 */
export function usePasswordCipher(): (password: string) => Promise<string> {
  const client = useQueryClient();
  return useCallback(
    async (password: string) => {
      const config = await client.ensureQueryData(siteConfigQuery);
      return encryptPassword(config.rsaPublicKey, password);
    },
    [client],
  );
}
