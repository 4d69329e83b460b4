import { Readable } from 'node:stream';
import { StreamableFile } from '@nestjs/common';
import { stringify } from 'csv-stringify';

/** One column of an export: its header and how a row gives its cell. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null;
}

/** Rows read from the database per query while exporting: memory holds one batch. */
export const CSV_BATCH_SIZE = 1000;

/**
 * A CSV download streamed as the rows arrive (csv-stringify does the quoting): a UTF-8 byte order
 * mark so Excel reads Hindi names and ₹ correctly, and every text cell that starts with
 * = + - @ tab or CR prefixed with ' so a spreadsheet never runs it as a formula (OWASP's advice on
 * CSV injection); numbers stay numbers. Zero rows give the header line alone.
 */
export function csvFile<T>(fileName: string, columns: readonly CsvColumn<T>[], rows: AsyncIterable<T>): StreamableFile {
  const stringifier = stringify({ bom: true, header: true, columns: columns.map((c) => c.header), escape_formulas: true });
  const records = Readable.from(toRecords(columns, rows));
  records.on('error', (err) => stringifier.destroy(err));
  records.pipe(stringifier);
  return new StreamableFile(stringifier, {
    type: 'text/csv; charset=utf-8',
    disposition: `attachment; filename="${fileName}"`,
  });
}

async function* toRecords<T>(columns: readonly CsvColumn<T>[], rows: AsyncIterable<T>): AsyncGenerator<(string | number | null)[]> {
  for await (const row of rows) yield columns.map((c) => c.value(row));
}
