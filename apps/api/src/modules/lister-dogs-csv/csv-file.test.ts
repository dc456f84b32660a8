// Reading and writing the CSV text: header names as people type them, cells a spreadsheet
// would run as formulas escaped on the way out and restored on the way in, line numbers.
import { DOG_CSV_COLUMNS } from '@scout/domain';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_EXAMPLE } from './csv-columns.ts';
import { columnKey, escapeCell, readCsv, unescapeCell, writeCsv } from './csv-file.ts';

describe('columnKey', () => {
  it('reads header cells as people type them', () => {
    expect(['Energy Level', ' energy-level ', 'ENERGY_LEVEL'].map(columnKey)).toEqual([
      'energy_level',
      'energy_level',
      'energy_level',
    ]);
  });
});

describe('formula cells', () => {
  it('go out behind an apostrophe and come back as they were', () => {
    for (const value of ['=SUM(A1)', '+1 walks', '-ish', '@home', '\tTabbed', 'plain', "'quoted", '']) {
      expect(unescapeCell(escapeCell(value))).toBe(value);
    }
    expect(escapeCell('=1+1')).toBe("'=1+1");
    expect(escapeCell('Biscuit')).toBe('Biscuit');
  });
});

describe('writeCsv and readCsv', () => {
  it('round-trip rows, with a byte-order mark and CRLF line ends, and the line each row starts on', () => {
    const rows = [
      TEMPLATE_EXAMPLE,
      { ...TEMPLATE_EXAMPLE, name: 'Zoë 🐾 "Line breaks"', bio: 'First line\r\nsecond line, with a comma\r\nthird' },
      { ...TEMPLATE_EXAMPLE, name: '=Formula', external_id: 'A-2' },
    ];
    const text = writeCsv(rows);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.split('\r\n')[0]).toBe(`\uFEFF${DOG_CSV_COLUMNS.join(',')}`);
    const read = readCsv(Buffer.from(text));
    expect(read.map((r) => r.line)).toEqual([2, 3, 6]);
    expect(read[1]!.cells.bio).toBe('First line\r\nsecond line, with a comma\r\nthird');
    expect(unescapeCell(read[2]!.cells.name!)).toBe('=Formula');
  });
});
