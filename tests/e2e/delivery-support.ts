import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { gql } from './support';

// Steps of a delivery (docs/decisions/delivery.md) as the studio and its customer take them:
// delivery.spec.ts and the production stack's journeys (tests/stack) walk them.

/** Real JPEGs of noise (sharp), so thumbnails are made from real image data. */
export async function writePhotos(folder: string, names: readonly string[], seed: number): Promise<string[]> {
  await mkdir(folder, { recursive: true });
  const files: string[] = [];
  for (const [i, name] of names.entries()) {
    const bytes = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#888888', noise: { type: 'gaussian', mean: seed + i * 10, sigma: 30 } } })
      .jpeg({ quality: 80 })
      .toBuffer();
    const file = path.join(folder, `${name}.jpg`);
    await writeFile(file, bytes);
    files.push(file);
  }
  return files;
}

/** Polls the job's results panel until each of its `count` results has the server's thumbnail. */
export async function expectThumbnails(page: Page, taskId: number, count: number) {
  const results = async () => (await gql(page, 'TaskResults', { taskId })).task_results as unknown as { results: { has_thumbnail: boolean }[] };
  await expect.poll(results, { timeout: 30_000 }).toMatchObject({ results: Array.from({ length: count }, () => ({ has_thumbnail: true })) });
}

/** QA approves the job on its page ('Duyệt'), then the admin delivers it ('Giao cho khách', confirmed). */
export async function approveAndDeliver(qa: Page, admin: Page, taskId: number) {
  await qa.goto(`/${taskId}/sua-task`);
  await qa.getByRole('button', { name: 'Duyệt', exact: true }).click();
  await expect(qa.getByText('Đã duyệt việc.')).toBeVisible();
  await admin.goto(`/${taskId}/sua-task`);
  await admin.getByRole('button', { name: 'Giao cho khách' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Giao cho khách' }).click();
  await expect(admin.getByTestId('delivered')).toContainText('Đã giao cho khách');
}

/** Every <img> matching the selector has loaded real pixels. */
export const imagesLoaded = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((images) => images.length > 0 && images.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0));

/**
 * Marks every request item of a revision job done through the API, as `page`'s user (its editor or
 * an admin; docs/decisions/proofing-marks.md): the job may then become 'Hoàn thành'.
 */
export async function finishRequestItems(page: Page, taskId: number) {
  const rows = (await gql(page, 'TaskRevisionRequests', { taskId })).task_revision_requests as unknown as { review_marks: { id: number; state: string }[] }[];
  for (const item of rows.flatMap((row) => row.review_marks).filter((mark) => mark.state === 'OPEN')) await gql(page, 'AnswerRequestItem', { id: item.id, done: true });
}
