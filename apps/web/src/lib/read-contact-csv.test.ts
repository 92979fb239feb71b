import { describe, expect, it } from 'vitest';
import { CONTACT_CSV_MAX_BYTES, SAMPLE_CONTACT_CSV } from '@huddle/domain/contact-schemas';
import { prepareContactCsv, readContactCsv } from './read-contact-csv';

const file = (text: string, name = 'people.csv', type = 'text/csv') => new File([text], name, { type });

describe('reading a contacts CSV', () => {
  it('reads the sample file', async () => {
    expect(await readContactCsv(file(SAMPLE_CONTACT_CSV))).toEqual({
      valid: [{ email: 'jane.doe@example.com', first_name: 'Jane', last_name: 'Doe', role: 'user' }],
      invalidCount: 0,
      duplicateCount: 0,
      hasEmailColumn: true,
    });
  });

  it('ignores a byte-order mark, quoted cells and blank lines', () => {
    const prepared = prepareContactCsv('\uFEFFEmail,"Last, name"\r\n\r\n"ada@acme.test","Lovelace, Countess"\r\n');
    expect(prepared?.valid).toEqual([{ email: 'ada@acme.test', first_name: '', last_name: 'Lovelace, Countess' }]);
  });

  it('refuses files without an email column, binary files, other extensions, empty and oversized files', async () => {
    expect(await readContactCsv(file('name,office\nGrace,London\n'))).toBeNull();
    expect(await readContactCsv(file('email\n\u0000\u0001\u0002'))).toBeNull();
    expect(await readContactCsv(file('email\n' + '\uFFFD'.repeat(100)))).toBeNull();
    expect(await readContactCsv(file('email\nada@acme.test\n', 'photo.png', 'image/png'))).toBeNull();
    expect(await readContactCsv(file(''))).toBeNull();
    const huge = file('email\n');
    Object.defineProperty(huge, 'size', { value: CONTACT_CSV_MAX_BYTES + 1 });
    expect(await readContactCsv(huge)).toBeNull();
  });

  it('accepts a CSV whose browser type is not text/csv', async () => {
    const prepared = await readContactCsv(file('email\nada@acme.test\n', 'PEOPLE.CSV', 'application/vnd.ms-excel'));
    expect(prepared?.valid).toHaveLength(1);
  });
});
