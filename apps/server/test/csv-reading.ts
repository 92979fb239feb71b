import Papa from 'papaparse';

/** Text that a spreadsheet would run as a formula at the start of a cell (OWASP "CSV injection"). */
const FORMULA = /^[=+\-@]/;

/**
 * The cells of a CSV download that a spreadsheet would run as formulas when it reads the file with `delimiter`, as
 * Excel does with `;` in locales whose decimal mark is a comma. Quotes are honoured, as by the spreadsheets.
 */
export function formulaCells(body: string, delimiter: ';' | ',' | '\t'): string[] {
  const { data } = Papa.parse<string[]>(body.replace(/^\uFEFF/, ''), { delimiter, newline: '\r\n' });
  return data.flat().filter((cell) => FORMULA.test(cell));
}

/** Values that hide a formula behind each separator of another locale's reading (none of them starts with one). */
export const HIDDEN_FORMULAS = ['x;=1+1', 'x,+1', 'x\t-1', 'x;@SUM(A1)', 'x\r=1', 'x\n-2'] as const;
