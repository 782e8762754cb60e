/** @jest-environment node */
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { exportStream, neutraliseFormula } from '@/lib/server/report-export';
import type { ReportDefinition, ReportPage } from '@/lib/reports/definition';

// The export reads the report page by page, asking for the next page while it writes the
// current one: rows must still come out whole, in order, with the totals last, and a page that
// fails must fail the download.

type Row = { name: string; files: number };
const columns = [
  { key: 'name', header: 'Tên', kind: 'text' as const, value: (row: Row) => row.name },
  { key: 'files', header: 'Số file', kind: 'integer' as const, value: (row: Row) => row.files },
];

function pagedReport(pages: Row[][], failAt?: number) {
  const asked: string[] = [];
  const page = (index: number): ReportPage<Row> => ({ rows: pages[index]!, nextCursor: index + 1 < pages.length ? String(index + 1) : null, totals: { name: 'Tổng', files: 6 } });
  const definition = {
    id: 'thu',
    title: 'Thử',
    fileName: 'thu',
    columns,
    params: [],
    load: async (_request: unknown, _filter: unknown, _params: unknown, cursor?: string | null) => {
      asked.push(String(cursor));
      await new Promise((resolve) => setImmediate(resolve)); // each page arrives in a later turn, as from the database
      if (Number(cursor) === failAt) throw new Error('Không tải được trang');
      return page(Number(cursor));
    },
  } as unknown as ReportDefinition<Row>;
  return { definition, asked, first: page(0) };
}

async function csvOf(report: ReturnType<typeof pagedReport>) {
  let text = '';
  const sink = new Writable({
    write(chunk, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  await pipeline(exportStream('csv', { ...report, request: null as never, filter: { startDate: '2026-11-01', endDate: '2026-11-30' }, params: new URLSearchParams() }), sink);
  return text;
}

it('writes every page in order, then the totals', async () => {
  const report = pagedReport([[{ name: 'Ảnh A', files: 1 }], [{ name: 'Ảnh B', files: 2 }], [{ name: 'Ảnh C', files: 3 }]]);
  const text = await csvOf(report);
  expect(text.replace('\ufeff', '').trim().split('\n')).toEqual(['Tên,Số file', 'Ảnh A,1', 'Ảnh B,2', 'Ảnh C,3', 'Tổng,6']);
  expect(report.asked).toEqual(['1', '2']);
});

it('fails the download when a page cannot be read', async () => {
  const report = pagedReport([[{ name: 'Ảnh A', files: 1 }], [{ name: 'Ảnh B', files: 2 }], [{ name: 'Ảnh C', files: 3 }]], 2);
  await expect(csvOf(report)).rejects.toThrow('Không tải được trang');
});

describe('formula-leading text (OWASP CSV injection)', () => {
  const dangerous = ['=HYPERLINK("http://evil.example","Bấm")', '+84 912', '-Giảm', '@SUM(A1)', '\tTab', '\rXuống dòng'];
  const rows = [...dangerous.map((name) => ({ name, files: -3 })), { name: 'Khách thường', files: 4 }];
  const report = () => pagedReport([rows]);

  it('neutraliseFormula quotes only text that a spreadsheet would read as a formula', () => {
    for (const text of dangerous) expect(neutraliseFormula(text)).toBe(`'${text}`);
    for (const text of ['Khách thường', '1=1', 'a@b.vn', '']) expect(neutraliseFormula(text)).toBe(text);
  });

  it('CSV: text cells get a leading quote, numbers (negative ones too) stay numbers', async () => {
    const text = await csvOf(report());
    const expected = [['Tên', 'Số file'], ...dangerous.map((name) => [`'${name}`, '-3']), ['Khách thường', '4'], ['Tổng', '6']];
    expect(text.replace('\ufeff', '')).toBe(stringify(expected));
  });

  it('XLSX: the same text cells are quoted strings, never formulas; numbers stay numbers', async () => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(chunk as Buffer);
        done();
      },
    });
    await pipeline(exportStream('xlsx', { ...report(), request: null as never, filter: { startDate: '2026-11-01', endDate: '2026-11-30' }, params: new URLSearchParams() }), sink);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const values = Array.from({ length: rows.length }, (_, index) => [sheet.getRow(index + 2).getCell(1).value, sheet.getRow(index + 2).getCell(2).value]);
    // XML reads a carriage return back as a line feed; the quote in front is what matters.
    expect(values).toEqual([...dangerous.map((name) => [`'${name.replace('\r', '\n')}`, -3]), ['Khách thường', 4]]);
  });
});
