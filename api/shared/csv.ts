/**
 * CSV exports: streamed row by row through csv-stringify (never the whole file in memory), UTF-8 with a byte order
 * mark so spreadsheet programs read the accents right, and safe from formula injection: a text cell starting with
 * `=`, `+`, `-`, `@`, a tab or a carriage return (or their full-width forms) gets a leading `'`, so it opens as
 * text (`formulaSafe`, the rule the XLSX exports share; a negative number stays a number).
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import type { Options } from 'csv-stringify';
import { stringify } from 'csv-stringify';
import { formulaSafe } from './formula-safe';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
}

export const csvOptions = (headers: string[]): Options => ({
  header: true,
  columns: headers.map((header) => ({ key: header, header })),
  bom: true,
  cast: { boolean: (value) => (value ? 'true' : 'false'), string: formulaSafe },
});

/** `users-export-2026-11-21.csv` */
export const exportFileName = (kind: string, now: Date, extension = 'csv') =>
  `${kind}-export-${now.toISOString().slice(0, 10)}.${extension}`;

async function* records<Row>(rows: AsyncIterable<Row> | Iterable<Row>, columns: CsvColumn<Row>[]) {
  for await (const row of rows)
    yield Object.fromEntries(columns.map((c) => [c.header, c.value(row) ?? null])) as Record<string, unknown>;
}

/** Streams rows as a CSV download. */
export const sendCsv = async <Row>(
  res: Response,
  fileName: string,
  columns: CsvColumn<Row>[],
  rows: AsyncIterable<Row> | Iterable<Row>,
) => {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  await pipeline(Readable.from(records(rows, columns)), stringify(csvOptions(columns.map((c) => c.header))), res);
};
