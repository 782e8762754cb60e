import { z } from 'zod';
import { CLOUD_REQUEST_MAX, PLANNED_FILES_MAX, sanitizeFileName, storedPlannedPath, UNFINISHED_MESSAGES } from './cloud-file-rules';

export * from './cloud-file-rules';

// The cloud area's upload schemas; the rules without zod (extensions, signatures, sizes, the
// unfinished uploads' plan) are in ./cloud-file-rules.ts, which the browser's first load reads
// (docs/decisions/page-weight.md).

export const cloudBatchSchema = z.object({
  name: z.string().trim().min(1, 'Yêu cầu nhập tên lô').max(120, 'Tên lô tối đa 120 ký tự').transform(sanitizeFileName),
  request: z.string().trim().max(CLOUD_REQUEST_MAX, 'Yêu cầu chỉnh sửa tối đa 2000 ký tự').default(''),
});
export type CloudBatchInput = z.input<typeof cloudBatchSchema>;

export const plannedFileSchema = z.object({
  path: z.string().max(800, UNFINISHED_MESSAGES.invalid).transform(storedPlannedPath).pipe(z.string().min(1, UNFINISHED_MESSAGES.invalid)),
  size: z.number().int(UNFINISHED_MESSAGES.invalid).positive(UNFINISHED_MESSAGES.invalid),
  modified: z.number().int(UNFINISHED_MESSAGES.invalid).nonnegative(UNFINISHED_MESSAGES.invalid),
});
export const plannedFilesSchema = z.array(plannedFileSchema).max(PLANNED_FILES_MAX, UNFINISHED_MESSAGES.tooMany);
