// A report exported as the export route does it — the app's own code (lib/server/report-export.ts)
// fed by a test provider, for its admin — and read back: report-export.test and tasks-due.test.
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import { providerText } from '../../graphql/provider-text';
import type { ReportDefinition, Requester } from '../../lib/reports/definition';
import { exportStream, type ExportFormat } from '../../lib/server/report-export';
import type { TaskWorld } from './tasks-support';

type Filter<Row> = Parameters<ReportDefinition<Row>['load']>[1];

/** The bytes of `definition`'s export over `filter`, as `w`'s admin downloads it. */
export async function exportedReport<Row>(w: TaskWorld, definition: ReportDefinition<Row>, filter: Filter<Row>, format: ExportFormat): Promise<Buffer> {
  const request: Requester = async (operation, variables) => {
    const result = await w.p.gql(providerText(operation), variables as Record<string, unknown>, { token: w.token.admin });
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return result.data as never;
  };
  const params = new URLSearchParams();
  const first = await definition.load(request, filter, params, null, 'export');
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(Buffer.from(chunk));
      done();
    },
  });
  await pipeline(exportStream(format, { definition, request, filter, params, first }), sink);
  return Buffer.concat(chunks);
}

/** A CSV export's lines, without the byte-order mark. */
export const csvLines = (bytes: Buffer) => bytes.toString('utf8').replace('\ufeff', '').trim().split('\n');

/** An XLSX export's first sheet, row by row, each row's cells from the first column. */
export async function xlsxRows(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
