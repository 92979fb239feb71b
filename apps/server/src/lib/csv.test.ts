import { describe, expect, it } from 'vitest';
import { attachmentHeader, csvCell, csvLine } from './csv.ts';

describe('csv', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    expect(csvLine(['plain', 'a,b', 'say "hi"', null, 3])).toBe('plain,"a,b","say ""hi""",,3\r\n');
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\tx'].map(csvCell)).toEqual(["'=1+1", "'+1", "'-1", "'@SUM(A1)", "'\tx"]);
  });
  it('names downloads safely in both filename forms', () => {
    expect(attachmentHeader('Año "1" - Guest List.csv')).toBe(
      `attachment; filename="A_o _1_ - Guest List.csv"; filename*=UTF-8''A%C3%B1o%20%221%22%20-%20Guest%20List.csv`,
    );
  });
});
