import type { BoardCardFieldsFragment, BoardCardFragment, TaskFilter, TaskPersonFragment, UsersQuery } from '@/graphql/generated/operations.generated';
import { fullName } from '@/domain/person-name';

// The task query keys (and the pickers' one shaping step), apart from the hooks of tasks.ts so
// that server code (lib/server/prefetch.ts, the pages' prefetches) fills exactly the keys the
// browser reads, with the same data.

export const taskKeys = {
  all: ['tasks'] as const,
  lists: () => ['tasks', 'list'] as const,
  list: (filter: TaskFilter) => ['tasks', 'list', filter] as const,
  detail: (id: number) => ['tasks', 'detail', id] as const,
};

export const boardPreferencesKey = ['board-preferences'] as const;
export const productGroupsKey = ['product-groups'] as const;
export const customerOptionsKey = ['customers', 'options'] as const;
export const pickerKey = (roleId: number) => ['users', 'picker', roleId] as const;

export type PickerPerson = { id: number; name: string; email: string; avatarUrl: string | null };

/** Active staff holding one role (the Editor and QA pickers of the filter bar), by name. */
export function pickerPeople(users: UsersQuery['users'], roleId: number): PickerPerson[] {
  return users
    .filter((user) => user.active && user.role?.id === roleId)
    .map((user) => ({ id: user.id, name: fullName(user), email: user.email, avatarUrl: user.avatar_url }))
    .sort((a, b) => a.name.localeCompare(b.name, 'vi'));
}

/** A board card with its editor and QA, as the board's components read it. */
export type TaskCard = BoardCardFragment & { editor: TaskPersonFragment | null; qa: TaskPersonFragment | null };

type Person = TaskPersonFragment;

/** The board's cards one list per field (task_board's `cardFields`), back to one object per card. */
export function cardsOfFields(fields: BoardCardFieldsFragment): BoardCardFragment[] {
  const { id, qaId, editorId, taskName, productName, productCode, totalFile, status, version, position, createdAt, dueAt, previewFileId, revisionRound } = fields;
  return id.map((cardId, i) => ({
    id: cardId,
    qaId: qaId[i]!,
    editorId: editorId[i]!,
    taskName: taskName[i]!,
    productName: productName[i]!,
    productCode: productCode[i]!,
    totalFile: totalFile[i]!,
    status: status[i]!,
    version: version[i]!,
    position: position[i]!,
    createdAt: createdAt[i]!,
    dueAt: dueAt[i]!,
    previewFileId: previewFileId[i]!,
    revisionRound: revisionRound[i]!,
  }));
}

/**
 * The board's answer (its cards — as objects, or field by field as the board asks for them — and
 * their people once) as cards carrying their editor and QA.
 */
export function boardCards(board: { cards: BoardCardFragment[]; people: Person[] } | { cardFields: BoardCardFieldsFragment; people: Person[] }): TaskCard[] {
  const byId = new Map(board.people.map((person) => [person.id, person]));
  const personOf = (id: number | null) => (id === null ? null : (byId.get(id) ?? null));
  const cards = 'cards' in board ? board.cards : cardsOfFields(board.cardFields);
  return cards.map((card) => ({ ...card, editor: personOf(card.editorId), qa: personOf(card.qaId) }));
}
