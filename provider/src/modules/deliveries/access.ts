import { ROLE } from '../../../../domain/roles';
import { TASK_STATUS } from '../../../../domain/task-status';
import type { Viewer } from '../../context';
import type { Executor } from '../../db/client';
import type { UserRow } from '../../db/rows';
import { editsRevisionOf } from '../cloud-files/data';
import { canSeeTask } from '../tasks/access';
import type { ResultsTask } from './data';

// Who may do what with a job's results (docs/decisions/delivery.md, "Who may"). Anyone else is
// told the job or the file does not exist (404 / NOT_FOUND), never that it is someone else's.

/** Staff who may see the job (docs/decisions/task-visibility.md) see, upload and download its results. */
export function staffMaySee(user: Pick<UserRow, 'id' | 'roleId'>, task: Pick<ResultsTask, 'editorId'>): boolean {
  return canSeeTask(user, task);
}

/**
 * Reading one result's bytes (file, thumbnail, large rendition): staff who may see its job, and
 * the editor of a revision job below it — the photos the customer asked to redo, shown on the
 * revision job's page (docs/decisions/proofing.md), also once the revision was reassigned, as
 * for the originals (cloud-files/access.ts); its customer only once a delivery published it.
 */
export async function mayReadResult(
  db: Executor,
  viewer: Viewer | null,
  task: Pick<ResultsTask, 'id' | 'editorId'> | null,
  audience: { cloudUserId: number; delivered: boolean } | null,
): Promise<boolean> {
  if (viewer?.kind === 'staff') {
    if (task === null) return false;
    if (staffMaySee(viewer.user, task)) return true;
    return viewer.user.roleId === ROLE.editor && editsRevisionOf(db, viewer.user.id, task.id);
  }
  if (viewer?.kind === 'cloud') return audience !== null && audience.delivered && audience.cloudUserId === viewer.cloudUser.id;
  return false;
}

/** 'Giao cho khách': an admin, or the QA who reviews the job (task-visibility.md: QA act on their own cards). */
export function mayDeliver(user: Pick<UserRow, 'id' | 'roleId'>, task: Pick<ResultsTask, 'qaId'>): boolean {
  return user.roleId === ROLE.admin || (user.roleId === ROLE.qa && task.qaId === user.id);
}

export const isApproved = (task: Pick<ResultsTask, 'status'>) => task.status === TASK_STATUS.Completed;

export const DELIVERY_MESSAGES = {
  taskNotFound: 'Không tìm thấy task.',
  fileNotFound: 'Không tìm thấy tệp.',
  delivered: 'Việc đã giao cho khách: không thể thay đổi kết quả.',
  notApproved: 'Chỉ giao cho khách việc đã được duyệt (Hoàn thành).',
  noBatch: 'Việc này không được tạo từ lô của khách hàng nên không có nơi để giao.',
  noResults: 'Việc chưa có tệp kết quả nào để giao.',
  alreadyDelivered: 'Việc này đã được giao cho khách.',
  notYours: 'Bạn chỉ được xóa tệp kết quả do mình tải lên.',
  mayNotDeliver: 'Chỉ quản trị viên hoặc QA duyệt việc này được giao cho khách.',
} as const;
