import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { gql, loginThroughForm, move, pageAs, staffIds, stateFile, tableRows, type Job } from './support';

// Job reports as the studio uses them (issue 9): jobs created through the app's API and walked
// through the workflow by the editor and the QA, then the admin reads the figures on the report
// screens (narrowed by a unique search word, so the demo data does not count) and downloads them;
// an editor sees only their own jobs.

const unique = `bc${Date.now().toString(36)}`;

function studioToday(): { vn: string; iso: string } {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Ho_Chi_Minh', day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return { vn: `${part('day')}-${part('month')}-${part('year')}`, iso: `${part('year')}-${part('month')}-${part('day')}` };
}

let ids: number[] = [];

test.beforeAll(async ({ browser }) => {
  const admin = await pageAs(browser, 'admin');
  const editor = await pageAs(browser, 'editor');
  const qa = await pageAs(browser, 'qa');
  const people = await staffIds(admin);
  const groups = (await gql(admin, 'ProductGroups', {})).product_groups as unknown as { id: number }[];
  const jobs: Job[] = [];
  for (const totalFile of [4, 6, 9]) {
    const input = { taskName: `Báo cáo ${unique} ${totalFile}`, totalFile, productGroupId: groups[0]!.id, editorId: people.editor, qaId: people.qa };
    jobs.push((await gql(admin, 'CreateTask', { input })).create_task as unknown as Job);
  }
  ids = jobs.map((job) => job.id);
  // Two of the three reach Completed through the real workflow: editor → WaitApprove, QA approves.
  for (const job of jobs.slice(0, 2)) {
    let current = await move(editor, job, 'InProgress');
    current = await move(editor, current, 'WaitApprove');
    await move(qa, current, 'Completed');
  }
  await move(editor, jobs[2]!, 'InProgress');
  for (const page of [admin, editor, qa]) await page.context().close();
});

test.describe('admin', () => {
  test.use({ storageState: stateFile('admin'), acceptDownloads: true });

  test("jobs by day: today's figures, the day's jobs, and CSV / Excel holding the screen's rows", async ({ page }) => {
    const today = studioToday();
    await page.goto(`/job-theo-ngay?q=${unique}`);
    await expect(page.getByRole('heading', { name: 'Việc theo ngày', level: 1 })).toBeVisible();
    // The period defaults to the current month and the bar shows it.
    await expect(page.getByRole('textbox', { name: 'Từ ngày' })).toHaveValue(`01-${today.vn.slice(3)}`);
    const rows = await tableRows(page, 'Việc theo ngày');
    expect(rows.find((row) => row[0] === today.vn)).toEqual([today.vn, '3', '2', '10']);
    expect(rows[rows.length - 1]).toEqual(['Tổng', '3', '2', '10']);

    // A day opens its jobs, each linking to its edit screen.
    await page.getByRole('button', { name: today.vn, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`ngay=${today.iso}`));
    const list = page.getByRole('region', { name: `Việc hoàn thành ngày ${today.vn}` });
    await expect(list.getByRole('link', { name: String(ids[0]), exact: true })).toHaveAttribute('href', `/${ids[0]}/sua-task`);
    await expect(list.getByText('Tổng: 2 việc')).toBeVisible();
    await page.getByRole('radio', { name: 'Việc tạo trong ngày' }).click();
    await expect(page.getByRole('region', { name: `Việc tạo ngày ${today.vn}` }).getByText('Tổng: 3 việc')).toBeVisible();

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Xuất CSV' }).first().click()]);
    expect(csv.suggestedFilename()).toMatch(/^job-theo-ngay_.*\.csv$/);
    const text = await readFile((await csv.path())!, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toBe('Ngày,Việc tạo mới,Việc hoàn thành,File hoàn thành');
    expect(lines.length - 1).toBe(rows.length);
    expect(lines).toContain(`${today.vn},3,2,10`);
    expect(lines[lines.length - 1]).toBe('Tổng,3,2,10');

    const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Xuất Excel' }).first().click()]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await xlsx.path())!);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount - 1).toBe(rows.length);
    const dayRow = sheet.getRows(2, sheet.rowCount - 1)!.find((row) => {
      const value = row.getCell(1).value;
      return value instanceof Date && value.toISOString().slice(0, 10) === today.iso;
    })!;
    expect(dayRow.getCell(2).value).toBe(3);
    expect(dayRow.getCell(3).value).toBe(2);
    expect(dayRow.getCell(4).value).toBe(10);
    expect(sheet.getRow(sheet.rowCount).getCell(1).value).toBe('Tổng');
  });

  test('jobs by editor and jobs done show the same figures', async ({ page }) => {
    await page.goto(`/job-theo-editor?q=${unique}`);
    const rows = await tableRows(page, 'Việc theo editor');
    const editorRow = rows.find((row) => row[1] === '3')!;
    // assigned 3, in progress 1, waiting approval 0, completed 2, files 10, no rejections, 100 % first pass.
    expect(editorRow.slice(1, 8)).toEqual(['3', '1', '0', '2', '10', '0', '100 %']);
    await page.goto(`/job-da-lam-theo-thoi-gian?q=${unique}&theo=thang`);
    const done = await tableRows(page, 'Việc đã làm theo thời gian');
    expect(done[done.length - 1]).toEqual(['Tổng', '2', '10']);
    await expect(page.getByRole('region', { name: 'Các việc đã hoàn thành' }).getByText('Tổng: 2 việc')).toBeVisible();
  });

  test("charts: the month's created and completed jobs, and the jobs in each status at its end", async ({ page }) => {
    const today = studioToday();
    await page.goto(`/bieu-do?q=${unique}&theo=thang`);
    await expect(page.getByRole('heading', { name: 'Biểu đồ', level: 1 })).toBeVisible();
    const rows = await tableRows(page, 'Số liệu biểu đồ');
    // One month: 3 created, 2 completed; at its end (now) Ready, Assignee, InProgress, Waiting,
    // WaitApprove, Reject, Cancel, Completed hold 0, 0, 1, 0, 0, 0, 0, 2.
    expect(rows).toEqual([[`01-${today.vn.slice(3)}`, '3', '2', '0', '0', '1', '0', '0', '0', '0', '2']]);
  });

  test('job status: the jobs by status now, and an empty stuck list until a job waits past the thresholds', async ({ page }) => {
    await page.goto(`/trang-thai-job?q=${unique}`);
    await expect(page.getByRole('heading', { name: 'Trạng thái việc', level: 1 })).toBeVisible();
    const rows = await tableRows(page, 'Trạng thái việc');
    const byStatus = (status: string) => rows.find((row) => row[0] === status)!.slice(0, 3);
    expect(byStatus('Đang làm')).toEqual(['Đang làm', '1', '9']);
    expect(byStatus('Hoàn thành')).toEqual(['Hoàn thành', '2', '10']);
    expect(byStatus('Chờ duyệt')).toEqual(['Chờ duyệt', '0', '0']);
    expect(rows[rows.length - 1]!.slice(0, 3)).toEqual(['Tổng', '3', '19']);
    // Each bar wears its status's colour on the board (the dot's class): 'Đang làm' sky, 'Hoàn
    // thành' emerald; a status without jobs has no bar.
    const bars = page.getByRole('img', { name: 'Số việc theo trạng thái' }).locator('path.recharts-rectangle');
    await expect(bars).toHaveCount(2);
    const fills = await bars.evaluateAll((paths) => paths.map((path) => getComputedStyle(path).fill));
    const dotColour = (className: string) =>
      page.evaluate((name) => {
        const dot = document.body.appendChild(document.createElement('span'));
        dot.className = name;
        const colour = getComputedStyle(dot).backgroundColor;
        dot.remove();
        return colour;
      }, className);
    expect(fills).toEqual([await dotColour('bg-sky-500'), await dotColour('bg-emerald-500')]);
    expect(fills[0]).not.toBe(fills[1]);
    // The jobs were made a moment ago: none has waited 3 days in InProgress.
    const stuck = page.getByRole('region', { name: 'Việc bị kẹt' });
    await expect(stuck.getByText('Chờ quá 2 ngày ở Chờ duyệt hoặc quá 3 ngày ở Đang làm.')).toBeVisible();
    await expect(stuck.getByRole('status').filter({ hasText: 'Không có việc nào chờ quá ngưỡng.' })).toBeVisible();
    await expect(stuck.getByRole('form', { name: 'Ngưỡng việc bị kẹt' })).toBeVisible();
  });
});

test.describe('a long list', () => {
  test.use({ storageState: stateFile('admin'), acceptDownloads: true });

  test("shows 200 jobs, 'Xem thêm' brings the rest without repeating one, and the CSV holds them all", async ({ page }) => {
    const word = `dai${Date.now().toString(36)}`;
    const groups = (await gql(page, 'ProductGroups', {})).product_groups as unknown as { id: number }[];
    const created: number[] = [];
    for (let i = 0; i < 205; i += 1) {
      const input = { taskName: `Danh sách ${word} ${i}`, totalFile: 1, productGroupId: groups[0]!.id };
      created.push(((await gql(page, 'CreateTask', { input })).create_task as unknown as Job).id);
    }
    const today = studioToday();
    await page.goto(`/job-theo-ngay?q=${word}&ngay=${today.iso}&co-so=tao`);
    const list = page.getByRole('region', { name: `Việc tạo ngày ${today.vn}` });
    await expect(list.getByText('Tổng: 205 việc')).toBeVisible();
    const idsShown = () => list.locator('tbody tr').evaluateAll((rows) => rows.map((row) => Number(row.querySelector('td')!.textContent)));
    expect(await idsShown()).toHaveLength(200);

    await list.getByRole('button', { name: 'Xem thêm' }).click();
    await expect(list.locator('tbody tr')).toHaveCount(205);
    await expect(list.getByRole('button', { name: 'Xem thêm' })).toHaveCount(0);
    expect([...(await idsShown())].sort((a, b) => a - b)).toEqual([...created].sort((a, b) => a - b));

    const [csv] = await Promise.all([page.waitForEvent('download'), list.getByRole('link', { name: 'Xuất CSV' }).click()]);
    const lines = (await readFile((await csv.path())!, 'utf8')).slice(1).trim().split(/\r?\n/);
    // Header, the 205 jobs (every one of them, first column the job's id), the totals row.
    expect(lines).toHaveLength(207);
    expect(lines.slice(1, -1).map((line) => Number(line.split(',')[0])).sort((a, b) => a - b)).toEqual([...created].sort((a, b) => a - b));
    expect(lines[lines.length - 1]).toBe(',Tổng: 205 việc,,,,,205,,');
  });
});

test.describe('editors', () => {
  test('see only their own jobs', async ({ browser }) => {
    // editor2 has no saved login in global.setup: signs in through the form.
    const other = await (await browser.newContext()).newPage();
    await loginThroughForm(other, 'editor2');
    await other.goto(`/job-theo-ngay?q=${unique}`);
    await expect(other.getByText('Không có dữ liệu trong khoảng thời gian này.')).toBeVisible();
    await expect(other.getByRole('combobox', { name: 'Editor' })).toHaveCount(0);
    await other.context().close();

    const own = await pageAs(browser, 'editor');
    await own.goto(`/job-theo-ngay?q=${unique}`);
    const rows = await tableRows(own, 'Việc theo ngày');
    expect(rows[rows.length - 1]).toEqual(['Tổng', '3', '2', '10']);
    await own.context().close();
  });
});
