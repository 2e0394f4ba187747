// Amount in Chinese bank-cheque capitals (大写金额), spec §5. Rules chosen:
// - Input is a plain decimal string (trimmed; the grammar of parseAmount: no '+', no separators,
//   no exponent) or a finite number in plain notation. Anything else, empty input, or a magnitude
//   >= 1e15 gives ''. Decimals beyond the 4th are truncated, never rounded.
// - Integer digits are read in 4-digit sections with 拾佰仟; 万 closes the second section, 亿 the
//   first eight digits, and the part above 亿 is read with 万 again: 1e12 → 壹万亿,
//   1.2e12 → 壹万贰仟亿, 12345678901234 → 壹拾贰万叁仟肆佰伍拾陆亿柒仟捌佰玖拾万壹仟贰佰叁拾肆.
// - A run of zeros between non-zero digits is written 零 once, also across sections
//   (100000001 → 壹亿零壹). Zeros closing a non-zero section are absorbed by its 万/亿
//   (100010 → 壹拾万零壹拾). A leading 壹拾 keeps its 壹, as cheques require (10 → 壹拾元整).
// - Fraction units are 角 分 厘 毫. Zeros before a non-zero fraction digit are written 零 once,
//   including an empty 角 after a non-zero integer (100.05 → 壹佰元零伍分); zeros ending the integer
//   part add nothing (1000.5 → 壹仟元伍角整). With a zero integer part, 元 and leading zeros are
//   omitted (0.05 → 伍分); zero itself is 零元整.
// - 整 is appended only when nothing is written after 元 or 角.
// - A negative value is prefixed 负 unless it truncates to zero.
import { isZeroDigits, numberToDecimalString, parseDecimal } from './decimal.ts';

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'] as const;
const SECTION_UNITS = ['', '拾', '佰', '仟'] as const;
const FRACTION_UNITS = ['角', '分', '厘', '毫'] as const;
const MAX_INTEGER_DIGITS = 15;

function digitAt(digits: string, index: number): number {
  return digits.charCodeAt(index) - 48;
}

/** `int` has no leading zeros and is not '0'. */
function integerWords(int: string): string {
  const aboveYiHasDigit = int.length > 8 && !isZeroDigits(int.slice(0, int.length - 8));
  let out = '';
  let pendingZero = false;
  let sectionHasDigit = false;
  for (let i = 0; i < int.length; i += 1) {
    const place = int.length - 1 - i;
    const digit = digitAt(int, i);
    if (digit === 0) {
      pendingZero = true;
    } else {
      if (pendingZero) out += '零';
      pendingZero = false;
      sectionHasDigit = true;
      out += `${DIGITS[digit] ?? ''}${SECTION_UNITS[place % 4] ?? ''}`;
    }
    if (place === 0 || place % 4 !== 0) continue;
    if (place === 8 ? aboveYiHasDigit || sectionHasDigit : sectionHasDigit) {
      out += place === 8 ? '亿' : '万';
      // An empty 亿 section keeps its zeros pending: 1000010000000 → 壹万亿零壹仟万.
      if (sectionHasDigit) pendingZero = false;
    }
    sectionHasDigit = false;
  }
  return out;
}

/** `frac` has at most 4 digits. */
function fractionWords(frac: string, integerIsZero: boolean): string {
  let out = '';
  let pendingZero = false;
  for (let i = 0; i < frac.length; i += 1) {
    const digit = digitAt(frac, i);
    if (digit === 0) {
      if (out !== '' || !integerIsZero) pendingZero = true;
      continue;
    }
    if (pendingZero) out += '零';
    pendingZero = false;
    out += `${DIGITS[digit] ?? ''}${FRACTION_UNITS[i] ?? ''}`;
  }
  return out;
}

export function toChineseMoney(input: string | number | null | undefined): string {
  let text: string | undefined;
  if (typeof input === 'string') text = input.trim();
  else if (typeof input === 'number') text = numberToDecimalString(input);
  const parts = text === undefined ? undefined : parseDecimal(text);
  if (!parts || parts.int.length > MAX_INTEGER_DIGITS) return '';

  const frac = parts.frac.slice(0, FRACTION_UNITS.length);
  const integerIsZero = parts.int === '0';
  if (integerIsZero && isZeroDigits(frac)) return '零元整';

  const endsAtJiao = isZeroDigits(frac.slice(1));
  return (
    (parts.negative ? '负' : '') +
    (integerIsZero ? '' : `${integerWords(parts.int)}元`) +
    fractionWords(frac, integerIsZero) +
    (endsAtJiao ? '整' : '')
  );
}
