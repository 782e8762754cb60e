import { ROLE } from '../../../../domain/roles';
import type { Viewer } from '../../context';
import type { Executor } from '../../db/client';
import type { CloudBatchRow } from '../../db/rows';
import { editsRevisionOf } from './data';

// Who may see a batch and its files: its owner (a cloud user) and the studio's admins. Everyone
// else is told it does not exist (404), never that it is someone else's.
export function canReadBatch(viewer: Viewer | null, batch: CloudBatchRow): boolean {
  if (viewer?.kind === 'cloud') return viewer.cloudUser.id === batch.cloudUserId;
  return viewer?.kind === 'staff' && viewer.user.roleId === ROLE.admin;
}

/**
 * Thumbnails are shown on the board card of the job made from the batch: staff who may see that
 * job (docs/decisions/task-visibility.md: admins and QA every job, an editor their own) see the
 * batch's thumbnails, and only those (the files themselves stay the owner's and the admins').
 * An editor of one of that job's revision jobs (docs/decisions/proofing.md) sees them too: the
 * photos to redo are shown beside their originals, also after the revision is reassigned.
 */
export async function canReadBatchThumbnails(db: Executor, viewer: Viewer | null, batch: CloudBatchRow): Promise<boolean> {
  if (canReadBatch(viewer, batch)) return true;
  if (viewer?.kind !== 'staff' || batch.taskId === null) return false;
  const { roleId, id } = viewer.user;
  if (roleId === ROLE.qa || (roleId === ROLE.editor && batch.taskEditorId === id)) return true;
  return roleId === ROLE.editor && editsRevisionOf(db, id, batch.taskId);
}
