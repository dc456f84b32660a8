// Reading and writing the CSV text itself (csv-parse and csv-stringify): what is refused as a
// whole file (not text, not CSV, unknown or missing columns, too many rows) with a 400 that
// says why, and each dog row with the line it starts on (the header is line 1).
import { CSV_IMPORT_MAX_ROWS, DOG_CSV_COLUMNS, DOG_CSV_OPTIONAL_COLUMNS, type DogCsvColumn } from '@scout/domain';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { badRequest } from '../../http-errors.ts';

/** One dog row: its first line in the file and its cells by column. */
export interface CsvRow {
  line: number;
  cells: Partial<Record<DogCsvColumn, string>>;
  /** Values beyond the header's columns that are not blank (a row-wide problem). */
  extraValues: number;
}

export const SAVE_AS_CSV = 'Save the sheet as "CSV UTF-8 (comma delimited)" and upload that file.';
export const EMPTY_FILE_MESSAGE = 'The file is empty.';
export const NO_ROWS_MESSAGE = 'The file has a header but no dog rows under it.';

/** Files that are often picked by mistake, known by their first bytes. */
const NOT_CSV_SIGNATURES: ReadonlyArray<{ bytes: number[]; what: string }> = [
  { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], what: 'a PDF document' }, // %PDF-
  { bytes: [0x50, 0x4b, 0x03, 0x04], what: 'an Excel workbook or another zip file' }, // PK.. (xlsx, ods, zip)
  { bytes: [0xd0, 0xcf, 0x11, 0xe0], what: 'an old Excel or Word file' },
  { bytes: [0xff, 0xd8, 0xff], what: 'a JPEG image' },
  { bytes: [0x89, 0x50, 0x4e, 0x47], what: 'a PNG image' },
  { bytes: [0x47, 0x49, 0x46, 0x38], what: 'a GIF image' },
];

const notCsv = (why: string) => badRequest(`The file is not CSV: ${why}. ${SAVE_AS_CSV}`);

/** The file as text: 400 for anything that is not UTF-8 text (PDFs, spreadsheets, images, UTF-16...). */
export function csvText(data: Buffer): string {
  if (data.length === 0) throw badRequest(EMPTY_FILE_MESSAGE);
  const known = NOT_CSV_SIGNATURES.find(({ bytes }) => bytes.every((byte, i) => data[i] === byte));
  if (known) throw notCsv(`it is ${known.what}`);
  // A NUL never appears in text; UTF-16 (Excel's "Unicode text") has one in every ASCII character.
  if (data.includes(0)) throw notCsv('it holds binary data');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw notCsv('it is not UTF-8 text');
  }
  if (text.replace(/^\uFEFF/, '').trim() === '') throw badRequest(EMPTY_FILE_MESSAGE);
  return text;
}

/** The name a header cell stands for: "Energy Level" and "energy-level" both read energy_level. */
export function columnKey(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/**
 * Comma-separated, or semicolon-separated when the header has semicolons and no comma (the
 * list separator of spreadsheets in many countries).
 */
function delimiterOf(text: string): ',' | ';' {
  const header = text.slice(0, text.search(/\r?\n|$/));
  return !header.includes(',') && header.includes(';') ? ';' : ',';
}

interface ParsedRecord {
  record: string[];
  /** Where the record starts: its first line in the file. */
  line: number;
}

/**
 * Every record of the file, blank ones included, with the line it starts on: 400 with
 * csv-parse's reason when it is not well-formed CSV. csv-parse's own line count goes wrong
 * after a quoted value with CRLF line breaks, so the line is counted here from the byte
 * where the record before it ended (csv-parse's `info.bytes`, which counts right).
 */
function parseRecords(data: Buffer, text: string): ParsedRecord[] {
  let parsed: Array<{ record: string[]; info: { bytes: number } }>;
  try {
    parsed = parse(text, {
      bom: true,
      delimiter: delimiterOf(text),
      // A short or long row is that row's problem, told with its line, not the whole file's.
      relax_column_count: true,
      info: true,
    }) as unknown as typeof parsed;
  } catch (err) {
    throw notCsv(`it could not be read (${(err as Error).message})`);
  }
  let line = 1;
  let offset = 0;
  return parsed.map(({ record, info }) => {
    const start = line;
    for (; offset < info.bytes && offset < data.length; offset++) {
      const byte = data[offset];
      // \n, \r\n and a lone \r each end a line.
      if (byte === 0x0a || (byte === 0x0d && data[offset + 1] !== 0x0a)) line++;
    }
    return { record, line: start };
  });
}

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const isBlank = (record: string[]) => record.every((value) => value.trim() === '');

/** The header's columns: 400 naming unknown, repeated or missing columns. */
function readHeader(header: string[]): (DogCsvColumn | null)[] {
  const known = new Set<string>(DOG_CSV_COLUMNS);
  const keys = header.map(columnKey);
  const unknown = [...new Set(keys.filter((key) => key !== '' && !known.has(key)))];
  if (unknown.length > 0) {
    const names = header.filter((_cell, i) => unknown.includes(keys[i]!)).map((cell) => `"${cell.trim()}"`);
    throw badRequest(
      `Unknown column${unknown.length === 1 ? '' : 's'}: ${names.join(', ')}. The columns are: ${DOG_CSV_COLUMNS.join(', ')}.`,
      unknown.map((key) => ({ path: key, message: 'Unknown column' })),
    );
  }
  const repeated = keys.filter((key, i) => key !== '' && keys.indexOf(key) !== i);
  if (repeated.length > 0) throw badRequest(`The column ${repeated[0]} appears twice in the header.`);
  const missing = DOG_CSV_COLUMNS.filter(
    (column) => !DOG_CSV_OPTIONAL_COLUMNS.includes(column) && !keys.includes(column),
  );
  if (missing.length > 0) {
    throw badRequest(
      `Missing column${missing.length === 1 ? '' : 's'}: ${missing.join(', ')}. The template has every column.`,
      missing.map((column) => ({ path: column, message: 'Missing column' })),
    );
  }
  return keys.map((key) => (key === '' ? null : (key as DogCsvColumn)));
}

/** The file's dog rows, or a 400 that says what is wrong with the file as a whole. */
export function readCsv(data: Buffer): CsvRow[] {
  // Counted without the byte-order mark, as csv-parse counts (TextDecoder drops it from the text).
  const body = data.subarray(data.subarray(0, 3).equals(UTF8_BOM) ? 3 : 0);
  // Blank lines (and rows of empty values, ",,,") are no rows at all.
  const [header, ...records] = parseRecords(body, csvText(data)).filter((r) => !isBlank(r.record));
  if (!header) throw badRequest(EMPTY_FILE_MESSAGE);
  const columns = readHeader(header.record);
  if (records.length === 0) throw badRequest(NO_ROWS_MESSAGE);
  if (records.length > CSV_IMPORT_MAX_ROWS) {
    throw badRequest(
      `The file has ${records.length.toLocaleString('en-US')} dog rows; at most ${CSV_IMPORT_MAX_ROWS.toLocaleString('en-US')} can be imported at once. Split it into smaller files.`,
    );
  }
  return records.map((parsed) => {
    const cells: CsvRow['cells'] = {};
    let extraValues = 0;
    parsed.record.forEach((value, i) => {
      const column = columns[i];
      if (column) cells[column] = value;
      // Values under a blank header cell or past the last column: spreadsheets often add empty ones.
      else if (value.trim() !== '') extraValues++;
    });
    return { line: parsed.line, cells, extraValues };
  });
}

/**
 * Cells a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) go out
 * with a leading apostrophe, which spreadsheets hide (OWASP's advice on CSV injection);
 * `unescapeCell` takes it off again on import, so a round trip changes nothing.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
export const escapeCell = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);
export const unescapeCell = (value: string): string =>
  value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;

/**
 * A CSV file of these rows under the header: UTF-8 with a byte-order mark (so Excel reads
 * accents right), CRLF line ends as RFC 4180 has them.
 */
export function writeCsv(rows: ReadonlyArray<Record<DogCsvColumn, string>>): string {
  const records = rows.map((row) => DOG_CSV_COLUMNS.map((column) => escapeCell(row[column])));
  return stringify([[...DOG_CSV_COLUMNS], ...records], { bom: true, record_delimiter: 'windows' });
}
