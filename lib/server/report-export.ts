import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import { studioWallClock } from '@/domain/studio-time';
import type { ReportFilterInput } from '../reports/period';
import { formatCell, isNumericKind, type CellValue, type ColumnKind, type ReportColumn } from '../reports/columns';
import type { ParamsLike, ReportDefinition, ReportPage, Requester } from '../reports/definition';

// Node-only (node:stream), so it never reaches a browser bundle; not marked 'server-only' because
// bench/reports runs it outside Next to measure a 100,000-row export.
// Streams a report's rows into CSV or XLSX while they are fetched from the provider page by page:
// a page is written and dropped before the next is asked for, so a 100,000-row export never sits
// whole in memory (bench/reports measures it).

export type ExportFormat = 'csv' | 'xlsx';

type Source<Row> = { definition: ReportDefinition<Row>; request: Requester; filter: ReportFilterInput; params: ParamsLike; first: ReportPage<Row> };

/**
 * The report's pages, one after another. The next page is already asked for while the current
 * one is being written, so the provider's answer and the writer overlap (at most two pages in
 * memory).
 */
async function* pagesOf<Row>({ definition, request, filter, params, first }: Source<Row>): AsyncGenerator<Row[]> {
  let page = first;
  while (true) {
    const next = page.nextCursor ? definition.load(request, filter, params, page.nextCursor, 'export') : null;
    // A failure of the page ahead surfaces when it is awaited, not as an unhandled rejection.
    next?.catch(() => {});
    yield page.rows;
    if (!next) break;
    page = await next;
  }
  if (first.totals) yield [first.totals];
}

/**
 * Text that a spreadsheet would read as a formula — starting with =, +, -, @, a tab or a carriage
 * return — gets a leading single quote, as OWASP's "CSV injection" advice says: a customer named
 * `=HYPERLINK(…)` stays a name in Excel. Only text cells pass through here; numbers (a negative
 * amount starts with '-') are written as numbers (docs/decisions/realtime-door.md, "Exports").
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** CSV cells: numbers and money as plain machine values (money exact, '.' decimal), days and times as on screen. */
function csvCell(kind: ColumnKind, value: CellValue): string {
  if (value === null) return '';
  if (isNumericKind(kind)) return String(value);
  if (kind === 'day' || kind === 'datetime') return neutraliseFormula(formatCell(kind, value));
  return neutraliseFormula(String(value));
}

/** XLSX cells are typed: numbers as numbers, days and times as dates (studio wall-clock time). */
function xlsxCell(kind: ColumnKind, value: CellValue): { value: ExcelJS.CellValue; numFmt?: string } {
  if (value === null || value === '') return { value: null };
  switch (kind) {
    case 'integer':
      return { value: Number(value), numFmt: '#,##0' };
    case 'money': {
      // Excel has only binary floats; amounts of 14 digits with 2 decimals still read back to the đồng.
      const whole = /^-?\d+(\.0*)?$/.test(String(value));
      return { value: Number(value), numFmt: whole ? '#,##0' : '#,##0.00' };
    }
    case 'decimal':
      return { value: Number(value), numFmt: '0.00' };
    case 'percent':
      return { value: Number(value), numFmt: '0.0%' };
    case 'hours':
      return { value: Number(value), numFmt: '0.0' };
    case 'day': {
      // The totals row names itself ('Tổng') in the day column.
      if (!/^\d{4}-\d{2}-\d{2}$/.test(String(value))) return { value: neutraliseFormula(String(value)) };
      const [year, month, day] = String(value).split('-').map(Number) as [number, number, number];
      return { value: new Date(Date.UTC(year, month - 1, day)), numFmt: 'dd-mm-yyyy' };
    }
    case 'datetime':
      return { value: studioWallClock(new Date(String(value))), numFmt: 'dd-mm-yyyy hh:mm' };
    default:
      return { value: neutraliseFormula(String(value)) };
  }
}

function csvStream<Row>(source: Source<Row>): Readable {
  const columns: ReportColumn<Row>[] = source.definition.columns;
  // The BOM tells Excel the file is UTF-8, so Vietnamese reads correctly.
  const csv = stringify({ bom: true, header: true, columns: columns.map((column) => column.header) });
  (async () => {
    for await (const rows of pagesOf(source)) {
      for (const row of rows) {
        // Respect back-pressure: wait while the reader is behind.
        if (!csv.write(columns.map((column) => csvCell(column.kind, column.value(row))))) await new Promise((resolve) => csv.once('drain', resolve));
      }
    }
    csv.end();
  })().catch((error: unknown) => csv.destroy(error as Error));
  return csv;
}

/**
 * One style object per number format, shared by every cell that uses it: exceljs remembers a
 * style object's id, so a shared one is looked up once instead of rendered again for each cell
 * (a fresh style per cell made a 100,000-row export several times slower).
 */
const SHARED_STYLES = new Map<string, Partial<ExcelJS.Style>>();
function sharedStyle(numFmt: string | undefined): Partial<ExcelJS.Style> {
  const key = numFmt ?? '';
  let style = SHARED_STYLES.get(key);
  if (!style) SHARED_STYLES.set(key, (style = numFmt ? { numFmt } : {}));
  return style;
}

function xlsxStream<Row>(source: Source<Row>): Readable {
  const output = new PassThrough();
  const columns: ReportColumn<Row>[] = source.definition.columns;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(source.definition.title.slice(0, 31));
  sheet.columns = columns.map((column) => ({ header: column.header, key: column.key, width: Math.max(12, column.header.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  (async () => {
    for await (const rows of pagesOf(source)) {
      for (const row of rows) {
        const written = sheet.addRow([]);
        columns.forEach((column, index) => {
          const cell = written.getCell(index + 1);
          const typed = xlsxCell(column.kind, column.value(row));
          cell.value = typed.value;
          cell.style = sharedStyle(typed.numFmt);
        });
        written.commit();
      }
      // Let the zip stream drain between pages rather than piling compressed bytes up.
      if (output.writableNeedDrain) await new Promise((resolve) => output.once('drain', resolve));
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error as Error));
  return output;
}

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A Node stream of the whole export, its first page already read (so errors surface before any byte). */
export function exportStream<Row>(format: ExportFormat, source: Source<Row>): Readable {
  return format === 'csv' ? csvStream(source) : xlsxStream(source);
}
