// One job per batch, one customer per job (docs/decisions/one-job-per-batch.md): the refusals the
// provider answers (provider/src/modules/cloud-files/job-batch.ts) and the screens say first.

export const BATCH_LINK_MESSAGES = {
  batchNotFound: 'Không tìm thấy lô tải lên.',
  uploading: 'Lô này đang tải lên: chờ khách tải xong rồi mới tạo việc.',
  empty: 'Lô này chưa có tệp nào: chưa tạo việc được.',
  hasJob: (taskId: number) => `Lô này đã có việc #${taskId}: mỗi lô chỉ tạo một việc.`,
  taskHasBatch: (taskId: number, batchId: number) => `Việc #${taskId} đã gắn với lô #${batchId}: mỗi việc chỉ của một khách hàng.`,
  delivered: (taskId: number) => `Việc #${taskId} đã giao cho khách: không đổi lô của việc này được.`,
  revisionJob: 'Việc sửa lại dùng lô của việc gốc: không gắn lô khác vào được.',
} as const;

/** Why no job may be made from this batch now ('Tạo việc từ lô này'), or null when one may. */
export function batchJobRefusal(batch: { taskId: number | null; fileCount: number; uploadingCount: number }): string | null {
  if (batch.taskId !== null) return BATCH_LINK_MESSAGES.hasJob(batch.taskId);
  if (batch.uploadingCount > 0) return BATCH_LINK_MESSAGES.uploading;
  if (batch.fileCount === 0) return BATCH_LINK_MESSAGES.empty;
  return null;
}
