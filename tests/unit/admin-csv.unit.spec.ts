import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { csvOptions, exportFileName } from '../../api/shared/csv';

const csv = (rows: Record<string, unknown>[]) => stringify(rows, csvOptions(['name', 'n']));

describe('CSV exports', () => {
  it('starts with a UTF-8 byte order mark and a header line', () => {
    const text = csv([{ name: 'Ağaç Müller', n: 1 }]);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1)).toBe('name,n\nAğaç Müller,1\n');
  });

  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
    ['＝1+1', "'＝1+1"],
  ])('opens %j as text, with a leading quote', (value, cell) => {
    expect(
      csv([{ name: value, n: 0 }])
        .slice(1)
        .split('\n')
        .slice(1)
        .join('\n'),
    ).toBe(`${cell},0\n`);
  });

  it('leaves ordinary text, negative numbers, booleans and empty cells as they are', () => {
    const text = csv([
      { name: 'a=b', n: -5 },
      { name: 'x,y', n: true },
      { name: null, n: undefined },
    ]);
    expect(text.slice(1)).toBe('name,n\na=b,-5\n"x,y",true\n,\n');
  });

  it('names the file with the kind and the date', () => {
    expect(exportFileName('users', new Date('2026-11-21T23:00:00Z'))).toBe('users-export-2026-11-21.csv');
  });
});
