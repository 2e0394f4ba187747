/**
 * A rate sent as a decimal fraction ("0.008") as a percentage ("0.8%"), by moving the decimal
 * point: no floating point, so no 0.7999999%. '' for anything that is not a plain decimal.
 */
export function ratePercent(rate: string): string {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(rate.trim());
  if (!match) return '';
  const fraction = (match[2] ?? '').padEnd(2, '0');
  const whole = `${match[1]}${fraction.slice(0, 2)}`.replace(/^0+(?=\d)/, '');
  const rest = fraction.slice(2).replace(/0+$/, '');
  return `${whole}${rest ? `.${rest}` : ''}%`;
}
