import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { PassThrough, Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';

/** The two kinds of file imports read and exports write. */
export type TableFormat = 'csv' | 'xlsx';
export const TABLE_FORMATS = ['csv', 'xlsx'] as const;

/**
 * Spreadsheet cells a program would read as a formula (=, +, -, @, and tab or carriage return before
 * one) are written with a leading apostrophe, so an exported file opened in a spreadsheet runs
 * nothing (CSV injection); imports take the apostrophe off again, so what export writes imports back unchanged.
 */
const FORMULA = /^[=+\-@\t\r]/;
export const escapeCell = (value: string) => (FORMULA.test(value) ? `'${value}` : value);
export const unescapeCell = (value: string) => (value.startsWith("'") && FORMULA.test(value.slice(1)) ? value.slice(1) : value);

/** What the first bytes of a file say it is: an XLSX (a zip), UTF-8 text (CSV), or neither. */
export async function sniffFormat(path: string): Promise<TableFormat | undefined> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const head = buffer.subarray(0, bytesRead);
    if (head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'xlsx';
    if (bytesRead === 0 || head.includes(0)) return undefined;
    try {
      // Streaming: a multi-byte character cut at the end of the sample is not an error, only invalid bytes before it are.
      new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    } catch {
      return undefined;
    }
    return 'csv';
  } finally {
    await handle.close();
  }
}

/** A cell of an XLSX row as text: numbers and dates as written, rich text joined, a formula by its result. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as { result?: ExcelJS.CellValue }).result ?? '');
  if ('text' in value) return String(value.text);
  if ('error' in value) return '';
  return '';
}

/**
 * The rows of a stored file, one at a time (the file is streamed, never held whole): each row as its
 * cells' text, the header first; rows without any text are left out. Each comes with its row number in
 * the file (the line of a CSV record's start, the row of a worksheet), as a spreadsheet shows it.
 */
export async function* readTable(path: string, format: TableFormat): AsyncGenerator<{ number: number; cells: string[] }> {
  if (format === 'csv') {
    const parser = createReadStream(path).pipe(parse({ bom: true, relax_column_count: true, info: true, skip_records_with_empty_values: false }));
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (record.every((cell) => cell.trim() === '')) continue;
      yield { number: info.lines, cells: record.map(unescapeCell) };
    }
    return;
  }
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(path, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  for await (const worksheet of workbook) {
    for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
      const values = (row.values as ExcelJS.CellValue[]).slice(1);
      const cells = Array.from(values, (v) => unescapeCell(cellText(v)));
      if (cells.every((cell) => cell.trim() === '')) continue;
      yield { number: row.number, cells };
    }
    break; // the first worksheet only
  }
}

/**
 * A table written as it is produced (rows from an async source, a batch at a time): CSV with a byte
 * order mark (spreadsheets then read UTF-8), or XLSX through ExcelJS's streaming writer. Every text
 * cell is escaped against formulas; numbers stay numbers in XLSX.
 */
export function writeTable(format: TableFormat, header: string[], batches: AsyncIterable<(string | number)[][]>): Readable {
  const text = (row: (string | number)[]) => row.map((cell) => (typeof cell === 'number' ? String(cell) : escapeCell(cell)));
  if (format === 'csv') {
    return Readable.from(
      (async function* () {
        yield '\ufeff' + stringify([header.map(escapeCell)]);
        for await (const rows of batches) if (rows.length) yield stringify(rows.map(text));
      })(),
    );
  }
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Sheet1');
  void (async () => {
    sheet.addRow(header.map(escapeCell)).commit();
    for await (const rows of batches) {
      for (const row of rows) sheet.addRow(row.map((cell) => (typeof cell === 'number' ? cell : escapeCell(cell)))).commit();
      // Backpressure: the next batch is read once the client has taken what is written.
      if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: Error) => out.destroy(error));
  return out;
}

export const CONTENT_TYPES: Record<TableFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
