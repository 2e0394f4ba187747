/**
 * A refusal (4xx: nothing was applied) or an error (5xx: outcome unknown) in the protocol's
 * envelope. Thrown by the store and the handlers, turned into an answer in one place.
 */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }

  get body() {
    return { ok: false as const, code: this.code, message: this.message };
  }
}

/** The fixed refusals of the protocol, with their English messages. */
export const refusals = {
  badSignature: () =>
    new Refusal(401, 'BAD_SIGNATURE', 'The request signature is missing or wrong.'),
  staleRequest: () =>
    new Refusal(
      401,
      'STALE_REQUEST',
      'The request timestamp is more than 60 s from the venue clock.',
    ),
  badRequest: (message: string) => new Refusal(400, 'BAD_REQUEST', message),
  playerNotFound: () => new Refusal(404, 'PLAYER_NOT_FOUND', 'No such player.'),
  currencyMismatch: () =>
    new Refusal(409, 'CURRENCY_MISMATCH', 'The player holds another currency.'),
  traceConflict: () =>
    new Refusal(409, 'TRACE_CONFLICT', 'This trace id was already used with other content.'),
  traceCancelled: () =>
    new Refusal(
      409,
      'TRACE_CANCELLED',
      'This trace id was cancelled by a status query before it arrived.',
    ),
  expired: () => new Refusal(410, 'EXPIRED', 'The request arrived after its deadline.'),
  insufficientBalance: () =>
    new Refusal(422, 'INSUFFICIENT_BALANCE', 'The player balance is lower than the amount.'),
  notFound: () => new Refusal(404, 'NOT_FOUND', 'No such endpoint.'),
  gameNotFound: () => new Refusal(404, 'GAME_NOT_FOUND', 'This venue has no such game.'),
  sessionInvalid: () =>
    new Refusal(401, 'SESSION_INVALID', 'The game session is unknown or has expired.'),
  simulatedError: () => new Refusal(500, 'INTERNAL', 'Internal venue error (simulated).'),
};
