import { describe, expect, it } from 'vitest';
import { buildCsv, csvFileName } from './csv';

describe('buildCsv', () => {
  it('quotes commas, quotes and line breaks, and keeps Unicode as it is', () => {
    const csv = buildCsv(['Name', 'Remark'], [['अनन्या, वर्मा', 'Said "hello"\nthen left']]);
    expect(csv).toBe('Name,Remark\r\n"अनन्या, वर्मा","Said ""hello""\nthen left"');
  });

  it('writes blanks for missing values and keeps numbers as numbers', () => {
    expect(buildCsv(['A', 'B', 'C'], [[null, undefined, -4.5]])).toBe('A,B,C\r\n,,-4.5');
  });

  it('defuses text that a spreadsheet would run as a formula', () => {
    expect(buildCsv(['Name'], [['=HYPERLINK("http://x")'], ['+91 98765'], ['@cmd']]).split('\r\n').slice(1)).toEqual([
      `"'=HYPERLINK(""http://x"")"`,
      `"'+91 98765"`,
      `"'@cmd"`,
    ]);
  });

  it('defuses a formula on any line of a multi-line cell, and in the header row', () => {
    const csv = buildCsv(['Name', '=Total'], [['Asha Verma\n=HYPERLINK("http://x","y")', '-5'], ['Ravi\r\n@cmd', 3]]);
    expect(csv.split('\r\n')).toEqual([
      `Name,"'=Total"`,
      `"Asha Verma\n'=HYPERLINK(""http://x"",""y"")",-5`,
      `"Ravi`,
      `'@cmd",3`,
    ]);
  });

  it('gives the file a .csv ending once', () => {
    expect(csvFileName('students')).toBe('students.csv');
    expect(csvFileName('students.CSV')).toBe('students.CSV');
  });
});
