/**
 * The turnover multiple as a member reads it: "1.00" → "1", "1.50" → "1.5". null when the reward
 * carries no turnover ("0"), so the sentence leaves the requirement out rather than say "0 倍".
 * Anything that is not a plain decimal is shown as sent: a requirement is never hidden.
 */
export function turnoverTimes(multiple: string): string | null {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(multiple.trim());
  if (!match) return multiple.trim();
  const whole = (match[1] ?? '').replace(/^0+(?=\d)/, '');
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (/^0*$/.test(whole) && fraction === '') return null;
  return fraction ? `${whole}.${fraction}` : whole;
}
