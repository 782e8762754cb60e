import { ROLE } from '../../../../domain/roles';
import type { Viewer } from '../../context';
import type { Executor } from '../../db/client';
import type { CloudBatchRow } from '../../db/rows';
import { editsRevisionOf } from './data';

// Who may see a batch and its files (docs/decisions/originals-on-the-job.md): the ONE rule every
// route and query of a customer's originals asks. Everyone else is told it does not exist (404 /
// NOT_FOUND), never that it is someone else's.

/** A batch's owner (a cloud user) and the studio's admins: the batch as such (its list, its page). */
export function canReadBatch(viewer: Viewer | null, batch: CloudBatchRow): boolean {
  if (viewer?.kind === 'cloud') return viewer.cloudUser.id === batch.cloudUserId;
  return viewer?.kind === 'staff' && viewer.user.roleId === ROLE.admin;
}

/**
 * The originals of a batch made into a job — its files, thumbnails, large renditions and ZIP —
 * are read by its owner, the admins, and the staff who work the job: whoever may see the job
 * (docs/decisions/task-visibility.md: QA every job, an editor their own) and the editor of any
 * revision job in its chain (docs/decisions/proofing.md), also after the revision is reassigned.
 * A batch with no job stays its owner's and the admins' only: an editor never reaches the
 * customer's other batches.
 */
export async function canReadOriginals(db: Executor, viewer: Viewer | null, batch: CloudBatchRow): Promise<boolean> {
  if (canReadBatch(viewer, batch)) return true;
  if (viewer?.kind !== 'staff' || batch.taskId === null) return false;
  const { roleId, id } = viewer.user;
  if (roleId === ROLE.qa || (roleId === ROLE.editor && batch.taskEditorId === id)) return true;
  return roleId === ROLE.editor && editsRevisionOf(db, id, batch.taskId);
}
