import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Response } from 'express';
import { describe, expect, it } from 'vitest';
import { sendXlsx, sheetOf } from '../../api/shared/xlsx';

/** A response that keeps what is written to it. */
const sink = () => {
  const chunks: Buffer[] = [];
  const out = new Writable({
    write: (chunk: Buffer, _encoding, done) => {
      chunks.push(chunk);
      done();
    },
  });
  return Object.assign(out, { setHeader: () => out, body: () => Buffer.concat(chunks) }) as unknown as Response & {
    body: () => Buffer;
  };
};

describe('XLSX exports', () => {
  it('write text cells that look like formulas as text, and numbers as numbers', async () => {
    const out = sink();
    const rows = [
      { name: '=HYPERLINK("http://x")', score: -5 },
      { name: '@SUM(A1)', score: 10 },
      { name: 'Ada', score: 0 },
    ];
    await sendXlsx(out, 'x.xlsx', [
      sheetOf({
        name: 'Players',
        rows,
        columns: [
          { header: 'Name', value: (r: (typeof rows)[number]) => r.name },
          { header: 'Score', value: (r: (typeof rows)[number]) => r.score },
        ],
      }),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(out.body() as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Players')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Score']);
    expect(sheet.getCell('A2').value).toBe(`'=HYPERLINK("http://x")`);
    expect(sheet.getCell('A2').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell('A3').value).toBe("'@SUM(A1)");
    expect(sheet.getCell('B2').value).toBe(-5);
    expect(sheet.getCell('A4').value).toBe('Ada');
  });

  it('lets the event loop turn between slices of rows while a big sheet is written', async () => {
    let sinceTurn = 0;
    let mostBetweenTurns = 0;
    let ticking = true;
    const tick = () => {
      sinceTurn = 0;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    /** 5,000 rows, counting how many are taken between two turns of the event loop. */
    function* rows() {
      for (let i = 0; i < 5_000; i++) {
        sinceTurn += 1;
        mostBetweenTurns = Math.max(mostBetweenTurns, sinceTurn);
        yield { name: `Player ${i}`, points: i };
      }
    }
    await sendXlsx(sink(), 'big.xlsx', [
      sheetOf({
        name: 'Rows',
        rows: rows(),
        columns: [
          { header: 'Name', value: (r: { name: string; points: number }) => r.name },
          { header: 'Points', value: (r: { name: string; points: number }) => r.points },
        ],
      }),
    ]);
    ticking = false;
    // Written in one go, all 5,000 rows would be taken in one turn of the loop.
    expect(mostBetweenTurns).toBeLessThanOrEqual(100);
  });
});
