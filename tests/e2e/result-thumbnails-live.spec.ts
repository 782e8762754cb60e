import { expect, test, type Page } from '@playwright/test';
import { OnTaskResultsChangedDocument } from '../../graphql/generated/operations.generated';
import { imagesLoaded, writePhotos } from './delivery-support';
import { gotoLive, gql, move, pageAs, staffIds } from './support';

// Results' thumbnails show without a reload (issue 35; docs/decisions/delivery.md): the editor
// uploads results on the job page, and as the server makes each thumbnail the provider's
// task_results_changed event reads the panel again — on the editor's page and on QA's, open on
// the same job. Neither page is reloaded.

test.describe.configure({ timeout: 180_000 });

const NAMES = ['truc-tiep-1', 'truc-tiep-2', 'truc-tiep-3'];
const THUMBS = '[data-testid=task-results] [data-testid=task-result] img[alt^="Ảnh thu nhỏ"]';

/** Counts the page's own navigations (a reload is one) from now on. */
function countNavigations(page: Page) {
  const seen = { count: 0 };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.count += 1;
  });
  return seen;
}

test('thumbnails of uploaded results appear on the job page without a reload, for the uploader and for QA', async ({ browser }, testInfo) => {
  const files = await writePhotos(testInfo.outputPath('ket-qua'), NAMES, 110);
  const admin = await pageAs(browser, 'admin');
  const groups = (await gql(admin, 'ProductGroups', {})).product_groups as unknown as { id: number }[];
  const created = (await gql(admin, 'CreateTask', { input: { taskName: `Ảnh thu nhỏ trực tiếp ${Date.now()}`, productGroupId: groups[0]!.id, totalFile: NAMES.length } }))
    .create_task as unknown as { id: number; version: number };
  const ids = await staffIds(admin);
  const assigned = (await gql(admin, 'UpdateTask', { id: created.id, version: created.version, input: { editorId: ids.editor, qaId: ids.qa } })).update_task as unknown as {
    id: number;
    version: number;
  };
  await move(admin, assigned, 'InProgress');
  const jobPage = `/${created.id}/sua-task`;

  // QA and the editor open the job; each page's socket has subscribed to the job's results.
  const qa = await pageAs(browser, 'qa');
  await gotoLive(qa, jobPage, OnTaskResultsChangedDocument.id);
  const editor = await pageAs(browser, 'editor');
  await gotoLive(editor, jobPage, OnTaskResultsChangedDocument.id);
  const navigations = [countNavigations(qa), countNavigations(editor)];
  for (const page of [qa, editor]) await expect(page.getByTestId('task-results').getByText('Chưa có tệp kết quả nào.')).toBeVisible();

  await editor.getByTestId('task-results').getByTestId('result-input').setInputFiles(files);

  for (const page of [editor, qa]) {
    const results = page.getByTestId('task-results');
    await expect(results.getByTestId('task-result')).toHaveCount(NAMES.length, { timeout: 60_000 });
    // Every result gets the server's thumbnail, loaded with real pixels.
    await expect(page.locator(THUMBS)).toHaveCount(NAMES.length, { timeout: 60_000 });
    await results.scrollIntoViewIfNeeded();
    await expect.poll(() => imagesLoaded(page, THUMBS), { timeout: 20_000 }).toBe(true);
  }
  expect(navigations.map((seen) => seen.count)).toEqual([0, 0]);
});
