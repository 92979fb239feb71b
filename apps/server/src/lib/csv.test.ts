import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { attachmentHeader, crlfRows, csvCell, csvLine } from './csv.ts';

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
  it('ends rows with CRLF, not the line feeds inside quoted cells, however the text is cut', async () => {
    const copied = 'a,"b\nc",d\n"say ""hi""\n",,\n"""\n""",x\nlast,"\r\n",z\n';
    const expected = 'a,"b\nc",d\r\n"say ""hi""\n",,\r\n"""\n""",x\r\nlast,"\r\n",z\r\n';
    const bytes = Buffer.from(copied);
    for (let size = 1; size <= bytes.length; size++) {
      const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
        bytes.subarray(i * size, (i + 1) * size),
      );
      const out: Buffer[] = [];
      for await (const chunk of Readable.from(chunks).pipe(crlfRows())) out.push(chunk as Buffer);
      expect(Buffer.concat(out).toString(), `chunks of ${size}`).toBe(expected);
    }
  });
});
