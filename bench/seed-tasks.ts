// Tasks for the benches, made through the provider as the admin would (create_task, then
// move_task into a column, round-robin over the columns): bench/board and bench/pages.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { trustedDocuments } from '../graphql/generated/trusted-documents.generated';
import { DEFAULT_COLUMN_ORDER, type TaskStatusName } from '../domain/task-status';

type Json = Record<string, unknown>;
export type ProviderCall = <T = Json>(query: string, variables: Json, token?: string) => Promise<T>;

const doc = (name: string) => trustedDocuments[name]!.document;

/**
 * Adds tasks until the admin's board holds `total`; four at a time. The board shows a window of
 * its finished columns (docs/decisions/board-window.md), so once those hold more than it, the
 * board holds fewer than were made: `seeded`, a file in a database kept between runs, records
 * how many this made, so a second run does not add the difference again (and the board grow).
 */
export async function seedTasksTo(provider: ProviderCall, total: number, token: string, people: { editor: number; qa: number }, groupId: number, log: (message: string) => void, seeded?: string) {
  if (seeded && existsSync(seeded) && Number(readFileSync(seeded, 'utf8')) >= total) return;
  const { tasks } = await provider<{ tasks: unknown[] }>('query { tasks { id } }', {}, token);
  const missing = total - tasks.length;
  if (missing <= 0) return;
  log(`seeding ${missing} tasks (to ${total})…`);
  let next = tasks.length;
  const worker = async () => {
    while (next < total) {
      const index = next++;
      const status: TaskStatusName = DEFAULT_COLUMN_ORDER[index % DEFAULT_COLUMN_ORDER.length]!;
      const withEditor = status !== 'Ready';
      const { create_task: card } = await provider<{ create_task: { id: number; version: number; status: string } }>(
        doc('CreateTask'),
        {
          input: {
            taskName: `Bench ảnh sản phẩm ${index + 1}`,
            productName: `Sản phẩm ${index % 37}`,
            productCode: `BN-${String(index + 1).padStart(5, '0')}`,
            productGroupId: groupId,
            totalFile: 10 + (index % 90),
            editorId: withEditor ? people.editor : null,
            qaId: people.qa,
          },
        },
        token,
      );
      if (card.status !== status) {
        await provider(doc('MoveTask'), { id: card.id, version: card.version, status, comment: status === 'Reject' ? 'bench' : null }, token);
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  if (seeded) writeFileSync(seeded, String(total));
}
