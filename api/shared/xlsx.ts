/**
 * XLSX exports through ExcelJS's streaming WorkbookWriter: each row is committed to the zip stream of the response
 * as it is written (never the whole workbook in memory), text cells made safe from formula injection by the same
 * rule as the CSV exports (`formulaSafe`), numbers kept as numbers. ExcelJS is loaded on the first export (it takes
 * about 0.2 s to load, which the server's start-up does not pay).
 */
import type { Response } from 'express';
import { formulaSafe } from './formula-safe';

export interface SheetColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
  /** Width in characters (ExcelJS's unit). */
  width?: number;
}

export interface Sheet<Row> {
  name: string;
  columns: SheetColumn<Row>[];
  rows: AsyncIterable<Row> | Iterable<Row>;
}

/** Rows written between two turns of the event loop. */
const ROWS_PER_SLICE = 50;

/** A sheet of any row type, for a workbook of sheets with different rows. */
export const sheetOf = <Row>(sheet: Sheet<Row>) => sheet as unknown as Sheet<unknown>;

const cell = (value: string | number | boolean | null | undefined) =>
  typeof value === 'string' ? formulaSafe(value) : (value ?? null);

/** Streams sheets as an XLSX download (a header row in bold, frozen, then the rows). */
export const sendXlsx = async (res: Response, fileName: string, sheets: Sheet<unknown>[]) => {
  res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useStyles: true, useSharedStrings: false });
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    worksheet.columns = sheet.columns.map((c, i) => ({ key: String(i), width: c.width ?? 14 }));
    const header = worksheet.addRow(sheet.columns.map((c) => formulaSafe(c.header)));
    header.font = { bold: true };
    header.commit();
    let written = 0;
    for await (const row of sheet.rows) {
      worksheet.addRow(sheet.columns.map((c) => cell(c.value(row)))).commit();
      // Other requests and the live games' timers run between slices of rows.
      if (++written % ROWS_PER_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    worksheet.commit();
  }
  await workbook.commit();
};
