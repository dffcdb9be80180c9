import { describe, expect, it } from 'vitest';
import { csvSafeCell } from './csv';

describe('csvSafeCell', () => {
  it('defuses a formula at the start of the cell (= + - @, a tab or a carriage return)', () => {
    expect(csvSafeCell('=HYPERLINK("http://x","y")')).toBe(`'=HYPERLINK("http://x","y")`);
    expect(csvSafeCell('+91 98765')).toBe("'+91 98765");
    expect(csvSafeCell('-2+3+cmd|\' /C calc\'!A0')).toBe("'-2+3+cmd|' /C calc'!A0");
    expect(csvSafeCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvSafeCell('\t=1+1')).toBe("'\t=1+1");
    expect(csvSafeCell('\r=1+1')).toBe("'\r'=1+1");
  });

  it('defuses a formula on any line of a multi-line cell, whatever the line break, and after leading spaces', () => {
    expect(csvSafeCell('Asha Verma\n=HYPERLINK("http://x","y")')).toBe(`Asha Verma\n'=HYPERLINK("http://x","y")`);
    expect(csvSafeCell('Asha\r\n+1\rsafe\n  @cmd')).toBe("Asha\r\n'+1\rsafe\n'  @cmd");
    expect(csvSafeCell('=1\n=2\n\n-3 apples')).toBe("'=1\n'=2\n\n'-3 apples");
    expect(csvSafeCell('  =1+1')).toBe("'  =1+1");
    expect(csvSafeCell('\u00a0=1+1')).toBe("'\u00a0=1+1");
  });

  it('leaves ordinary text, numbers, plain numeric text and blanks as they are', () => {
    for (const text of ['Asha Verma', 'अनन्या वर्मा', 'a = b', 'Said "hello"\nthen left', 'x-y', 'e-mail@school.example', '']) {
      expect(csvSafeCell(text)).toBe(text);
    }
    expect(csvSafeCell(-5)).toBe(-5);
    expect(csvSafeCell('-5')).toBe('-5');
    expect(csvSafeCell('-4.5')).toBe('-4.5');
    expect(csvSafeCell('+3')).toBe('+3');
    expect(csvSafeCell(true)).toBe(true);
    expect(csvSafeCell(null)).toBeNull();
    expect(csvSafeCell(undefined)).toBeUndefined();
  });
});
