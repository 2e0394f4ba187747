import { describe, expect, it } from 'vitest';
import type { StatementMonth } from '../api/get-statement.ts';
import { csvCell, statementCsv } from './statement-csv.ts';
import { statementTotals } from './statement-totals.ts';

const NOV: StatementMonth = {
  month: '2026-11',
  deposits: '1000.00',
  withdrawals: '200.00',
  stakes: '1500.50',
  payouts: '1200.25',
  bonuses: '50.00',
  net: '-250.25',
};
const OCT: StatementMonth = {
  month: '2026-10',
  deposits: '0.00',
  withdrawals: '0.00',
  stakes: '10.00',
  payouts: '40.00',
  bonuses: '0.00',
  net: '30.00',
};
const HEADERS = {
  month: '月份',
  deposits: '存款',
  withdrawals: '提款',
  stakes: '投注',
  payouts: '派彩',
  bonuses: '红利',
  net: '净输赢',
};

describe('statementCsv', () => {
  it('writes a BOM, the member’s headers and plain amounts, one CRLF row per month', () => {
    const csv = statementCsv([NOV, OCT], HEADERS);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      '月份,存款,提款,投注,派彩,红利,净输赢',
      '2026-11,1000.00,200.00,1500.50,1200.25,50.00,-250.25',
      '2026-10,0.00,0.00,10.00,40.00,0.00,30.00',
      '',
    ]);
  });

  it('quotes what a spreadsheet would split or run, and keeps numbers as numbers', () => {
    expect(csvCell('Net, result')).toBe('"Net, result"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-250.25')).toBe('-250.25');
    expect(csvCell('+30.00')).toBe('+30.00');
  });
});

describe('statementTotals', () => {
  it('adds each column exactly, in minor units', () => {
    expect(statementTotals([NOV, OCT], 'CNY')).toEqual({
      deposits: '1000.00',
      withdrawals: '200.00',
      stakes: '1510.50',
      payouts: '1240.25',
      bonuses: '50.00',
      net: '-220.25',
    });
  });

  it('gives no total rather than a wrong one when a figure is not an amount', () => {
    expect(statementTotals([NOV, { ...OCT, net: 'n/a' }], 'CNY')).toBeNull();
  });
});
