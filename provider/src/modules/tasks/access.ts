import { eq, sql, type SQL } from 'drizzle-orm';
import { ROLE } from '../../../../domain/roles';
import type { TaskRelation } from '../../../../domain/task-workflow';
import { tasks } from '../../db/schema';

// Who sees which task (docs/decisions/task-visibility.md): admins and QA the whole board,
// editors only the cards assigned to them. Acting is narrower and lives in domain/task-workflow.ts.

export type Actor = { id: number; roleId: number | null };

export function canSeeTask(actor: Actor, task: { editorId: number | null }): boolean {
  if (actor.roleId === ROLE.admin || actor.roleId === ROLE.qa) return true;
  return actor.roleId === ROLE.editor && task.editorId === actor.id;
}

/** The SQL form of canSeeTask, for list queries (undefined: no restriction). */
export function visibleTasksCondition(actor: Actor): SQL | undefined {
  if (actor.roleId === ROLE.admin || actor.roleId === ROLE.qa) return undefined;
  if (actor.roleId === ROLE.editor) return eq(tasks.editorId, actor.id);
  return sql`false`;
}

export function relationTo(actor: Actor, task: { editorId: number | null; qaId: number | null }): TaskRelation {
  return { isOwnEditor: task.editorId === actor.id, isOwnQa: task.qaId === actor.id };
}
