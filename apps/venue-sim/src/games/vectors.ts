// The seeds of the fixed test vectors: the same for every game, so one can recompute them all
// from the protocol document with nothing but HMAC-SHA256.
export const VECTOR_SERVER_SEED = `ffffffff${'0123456789abcdef'.repeat(3)}01234567`;
export const VECTOR_CLIENT_SEED = 'vector';
