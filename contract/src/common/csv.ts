/** A value one CSV cell can hold. Numbers stay numbers; dates should be formatted by the caller. */
export type CsvValue = string | number | boolean | null | undefined;

/** A whole cell that is just a number ("-5", "+3", "4.5"): a spreadsheet reads it as that number and nothing else. */
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * The start of every line (of the cell, after a line break of any kind) whose first visible character is one a
 * spreadsheet runs as a formula (= + - @), or that starts with a tab or a carriage return (OWASP's list).
 */
const FORMULA_LINE = /(?:^|(?<=\n)|(?<=\r)(?!\n))(?=[^\S\r\n]*[=+\-@]|[\t\r])/g;

/**
 * The text of a CSV cell that no spreadsheet runs as a formula (CSV injection, OWASP): every line of it that could
 * start one gets a leading single quote, which spreadsheets show as text. Any line, not only the first: a name such as
 * "Asha\n=HYPERLINK(…)" makes a multi-line cell whose second line Excel and LibreOffice may still evaluate. Numbers,
 * booleans, blanks and plain numeric text ("-5") pass unchanged. The one rule for every CSV the product writes; the
 * writer still quotes the cell as CSV needs.
 */
export function csvSafeCell(value: CsvValue): CsvValue {
  if (typeof value !== 'string' || PLAIN_NUMBER.test(value)) return value;
  return value.replace(FORMULA_LINE, "'");
}
