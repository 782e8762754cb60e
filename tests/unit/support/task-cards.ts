// Board cards for unit tests of lib/tasks (board-patch, packed-cards): two people and a card
// factory whose defaults any test may override.
import type { TaskCard } from '@/lib/tasks/query-keys';

export const editor = { id: 3, first_name: 'Chỉnh Sửa', last_name: 'Lê', avatar_url: '/api/avatars/3.webp', is_online: true };
export const qa = { id: 2, first_name: 'Kiểm Duyệt', last_name: 'Trần', avatar_url: null, is_online: false };

/** Card `id` at version 1, in progress, with `editor` and `qa` on it (even ids with a batch preview). */
export function card(id: number, overrides: Partial<TaskCard> = {}): TaskCard {
  return {
    id,
    qaId: qa.id,
    editorId: editor.id,
    taskName: `Bộ ảnh áo dài ${id}`,
    productName: 'Áo dài lụa',
    productCode: `SP-${1000 + id}`,
    totalFile: 10 + id,
    status: 'InProgress',
    version: 1,
    position: 1024 * id,
    createdAt: '2026-11-07T15:27:58.251Z',
    dueAt: null,
    editor,
    qa,
    // Every other card carries a batch preview, so both shapes travel through each test.
    previewFileId: id % 2 === 0 ? 100 + id : null,
    // Every third card is a customer's revision round, so that field travels too.
    revisionRound: id % 3 === 0 ? 2 : 1,
    ...overrides,
  };
}
