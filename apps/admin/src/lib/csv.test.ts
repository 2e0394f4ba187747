import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('CSV export', () => {
  it('quotes what would break a row, and keeps numbers as numbers', () => {
    expect(csvCell('张三')).toBe('张三');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('-50.00')).toBe('-50.00');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(null)).toBe('');
  });

  it('never writes a cell a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-cmd')).toBe("'-cmd");
    expect(csvCell('\tx')).toBe("'\tx");
  });

  it('writes a header, the rows, CRLF line ends and a byte-order mark', () => {
    const text = toCsv(
      [
        { id: 1, who: '张三' },
        { id: 2, who: 'a,b' },
      ],
      [
        { title: 'ID', value: (r) => r.id },
        { title: '会员', value: (r) => r.who },
      ],
    );
    expect(text).toBe('\uFEFFID,会员\r\n1,张三\r\n2,"a,b"\r\n');
  });
});
