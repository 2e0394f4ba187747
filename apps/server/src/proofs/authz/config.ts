// The server the authorization matrix calls: the test defaults, with the limits that would count
// its ~1,300 requests from one address out of the way (they are not what it checks).
export const matrixConfig: Record<string, string> = {
  CAPTCHA: 'off',
  SMS_OUTBOX: 'on',
  RATE_LIMIT_GLOBAL_PER_MINUTE: '1000000000',
  RATE_LIMIT_AGENT_APPLY_PER_HOUR: '1000000',
  // The venue is not called by a cell that gets through with an empty body; if one did, fast.
  VENUE_URL: 'http://127.0.0.1:9',
  VENUE_TIMEOUT_MS: '200',
};
