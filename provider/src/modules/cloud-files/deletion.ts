import type { Executor } from '../../db/client';
import type { CloudFileRow } from '../../db/rows';
import { batchState, findBatch } from './data';

// The one rule for deleting an uploaded file, used by GraphQL (delete_cloud_file) and by tus
// (DELETE /uploads/<id>, the browser cancelling an upload): only the customer who uploaded it,
// and only while the studio is not working on its batch — no job linked, or the linked job
// cancelled (batchState 'RECEIVED'). Anyone else is told the file does not exist.

export type FileDeletion = 'allowed' | 'not-found' | 'in-work';

export const FILE_IN_WORK = 'Studio đã bắt đầu xử lý lô này, không thể xóa tệp.';

export async function fileDeletion(db: Executor, cloudUserId: number, file: CloudFileRow | null): Promise<FileDeletion> {
  if (!file || file.cloudUserId !== cloudUserId) return 'not-found';
  const batch = await findBatch(db, file.batchId);
  return batch && batchState(batch) !== 'RECEIVED' ? 'in-work' : 'allowed';
}
