import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { cloudLoginThroughForm, stateFile, type Role } from './support';

// The daily pages at 390 px, run through axe's WCAG 2.0 and 2.1 A and AA rules (2.0's are the
// scan issue 38 reported from): no serious or critical finding. axe's label-in-name rule is
// experimental and not run (docs/decisions/ui-conventions.md, "Report tables").
// The positive control shows the check can fail: /doanh-thu's table frame stripped of what
// report-table.tsx adds is reported (scrollable-region-focusable, the finding issue 38 named;
// docs/decisions/ui-conventions.md).

test.describe.configure({ timeout: 300_000 });

const PHONE = { width: 390, height: 844 };
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const STAFF_PAGES: [Role, string][] = [
  ['admin', '/'],
  ['admin', '/tao-task-moi'],
  ['admin', '/chat'],
  ['admin', '/thong-bao'],
  ['admin', '/job-theo-ngay'],
  ['admin', '/trang-thai-job'],
  ['admin', '/doanh-thu'],
  ['admin', '/luong-tat-ca'],
  ['editor', '/'],
  ['editor', '/tinh-luong-theo-editor'],
  ['editor', '/thong-tin-tai-khoan'],
  ['qa', '/'],
];
const CLOUD_PAGES = ['/user-cloud', '/user-cloud/upload-new-file'];

type Finding = { page: string; rule: string; impact: string; targets: string[] };

async function seriousFindings(page: Page, label: string): Promise<Finding[]> {
  // The page's data has arrived when no 'Đang tải...' is left.
  await expect(page.getByText('Đang tải...', { exact: true })).toHaveCount(0);
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ page: label, rule: violation.id, impact: violation.impact!, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}

async function phoneAs(browser: Browser, role: Role) {
  const context = await browser.newContext({ storageState: stateFile(role), viewport: PHONE });
  return context.newPage();
}

test('the daily pages have no serious or critical axe finding at 390 px; a keyboard-unreachable scroll box is found', async ({ browser }) => {
  const findings: Finding[] = [];
  for (const [role, path] of STAFF_PAGES) {
    const page = await phoneAs(browser, role);
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    findings.push(...(await seriousFindings(page, `${role} ${path}`)));
    await page.context().close();
  }
  const cloudContext = await browser.newContext({ viewport: PHONE });
  const cloud = await cloudContext.newPage();
  await cloudLoginThroughForm(cloud);
  for (const path of CLOUD_PAGES) {
    await cloud.goto(path);
    await expect(cloud.locator('main')).toBeVisible();
    findings.push(...(await seriousFindings(cloud, `khách hàng ${path}`)));
  }
  expect(STAFF_PAGES.length + CLOUD_PAGES.length).toBe(14);
  expect(findings).toEqual([]);

  // The revenue table scrolls sideways on a phone: its frame is reached by Tab and named.
  const admin = await phoneAs(browser, 'admin');
  await admin.goto('/doanh-thu');
  const frame = admin.locator('[data-report-table]').first();
  await expect(frame).toHaveAttribute('tabindex', '0');
  await expect(frame).toHaveAttribute('role', 'region');
  await frame.focus();
  await admin.keyboard.press('ArrowRight');
  await expect.poll(() => frame.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);

  // Positive control: the same table frame without what report-table.tsx adds is the finding
  // issue 38 reported (so the check above can fail).
  await frame.evaluate((el) => ['tabindex', 'role', 'aria-label'].forEach((name) => el.removeAttribute(name)));
  const control = await seriousFindings(admin, 'đối chứng');
  expect(control.map((finding) => finding.rule)).toContain('scrollable-region-focusable');
  await cloudContext.close();
  await admin.context().close();
});

test('at 1440 px the revenue table fits and adds no tab stop', async ({ browser }) => {
  const context = await browser.newContext({ storageState: stateFile('admin'), viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto('/doanh-thu');
  const frame = page.locator('[data-report-table]').first();
  await expect(frame).toBeVisible();
  await expect(frame).not.toHaveAttribute('tabindex', '0');
  expect((await seriousFindings(page, '/doanh-thu 1440')).filter((finding) => finding.rule === 'scrollable-region-focusable')).toEqual([]);
  await context.close();
});
