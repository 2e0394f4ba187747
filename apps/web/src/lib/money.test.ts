import { describe, expect, it } from 'vitest';
import {
  currencyOf,
  inputText,
  readAmountInput,
  showExact,
  showPrecise,
  signedAmount,
  signedMoney,
  usdtFor,
  wireMinor,
} from './money.ts';

describe('money in forms and lists', () => {
  it('reads what the member typed, forgiving separators, refusing extra decimals', () => {
    expect(readAmountInput('1,000.50', 'CNY')).toEqual({ ok: true, minor: 100050n });
    expect(readAmountInput(' 12 ', 'CNY')).toEqual({ ok: true, minor: 1200n });
    expect(readAmountInput('', 'CNY')).toEqual({ ok: false, reason: 'required' });
    expect(readAmountInput('1.001', 'CNY')).toEqual({ ok: false, reason: 'too_many_decimals' });
    expect(readAmountInput('1.000001', 'USDT')).toEqual({ ok: true, minor: 1000001n });
    for (const bad of ['0', '-5', '1e3', 'abc', '.5'])
      expect(readAmountInput(bad, 'CNY')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('reads signed wire amounts and writes plain input text', () => {
    expect(wireMinor('+100.00', 'CNY')).toBe(10000n);
    expect(wireMinor('-50.5', 'CNY')).toBe(-5050n);
    expect(wireMinor('x', 'CNY')).toBeNull();
    expect(inputText(500000n, 'CNY')).toBe('5000');
    expect(inputText(500050n, 'CNY')).toBe('5000.5');
  });

  it('shows a signed amount with its direction', () => {
    expect(signedAmount('+1234.567')).toEqual({ text: '+1,234.56', direction: 'credit' });
    expect(signedAmount('-50.00')).toEqual({ text: '-50.00', direction: 'debit' });
    expect(signedAmount('7')).toEqual({ text: '+7.00', direction: 'credit' });
  });

  it('estimates the USDT for an amount at a rate as the order will: rounded up at 6 decimals', () => {
    expect(usdtFor(100000n, 'CNY', '7.20')).toBe('138.888889');
    expect(usdtFor(72000n, 'CNY', '7.2')).toBe('100.000000');
    expect(usdtFor(100n, 'CNY', '3')).toBe('0.333334');
    expect(usdtFor(200n, 'CNY', '3')).toBe('0.666667');
    expect(usdtFor(100n, 'CNY', '0')).toBeNull();
    expect(usdtFor(100n, 'CNY', 'abc')).toBeNull();
  });

  it('shows exact amounts with separators and keeps every decimal', () => {
    expect(showExact('12345.678901')).toBe('12,345.678901');
    expect(showExact('nope')).toBe('');
    expect(currencyOf('USDT')).toBe('USDT');
    expect(currencyOf('XYZ')).toBe('CNY');
  });

  it('signs a result with the currency after the sign, and says which way it went', () => {
    expect(signedMoney('1234.5', '¥')).toEqual({ text: '+¥1,234.50', tone: 'credit' });
    expect(signedMoney('+20', '¥')).toEqual({ text: '+¥20.00', tone: 'credit' });
    expect(signedMoney('-50', '¥')).toEqual({ text: '-¥50.00', tone: 'debit' });
    expect(signedMoney('-0.004', '¥')).toEqual({ text: '¥0.00', tone: 'zero' });
    expect(signedMoney('0.00', '')).toEqual({ text: '0.00', tone: 'zero' });
    expect(signedMoney('NaN', '¥')).toEqual({ text: '', tone: 'zero' });
    expect(signedMoney(null, '¥')).toEqual({ text: '', tone: 'zero' });
  });

  it('shows USDT amounts and rates exactly, with at least two decimals', () => {
    expect(showPrecise('136.986300')).toBe('136.9863');
    expect(showPrecise('5.000000')).toBe('5.00');
    expect(showPrecise('1691.187671')).toBe('1,691.187671');
    expect(showPrecise('7.3')).toBe('7.30');
    expect(showPrecise('12')).toBe('12.00');
    expect(showPrecise('-1')).toBe('');
    expect(showPrecise(undefined)).toBe('');
  });
});
