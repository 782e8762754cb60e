import { ROLE } from '../../../../domain/roles';
import type { Viewer } from '../../context';
import type { CloudBatchRow } from '../../db/rows';

// Who may see a batch and its files: its owner (a cloud user) and the studio's admins. Everyone
// else is told it does not exist (404), never that it is someone else's.
export function canReadBatch(viewer: Viewer | null, batch: CloudBatchRow): boolean {
  if (viewer?.kind === 'cloud') return viewer.cloudUser.id === batch.cloudUserId;
  return viewer?.kind === 'staff' && viewer.user.roleId === ROLE.admin;
}
