import { z } from 'zod';
import { ALL_STATUSES, TASK_MESSAGES } from '../../../../domain/task-workflow';
import { badInput } from '../../errors';

// What the provider accepts for a task card. Text is trimmed; an empty optional text is stored
// as null. NUL and other control characters (except tab and line breaks) are refused.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const TEXT_MAX = 2000;

const checked = (label: string, max: number) =>
  z
    .string({ error: `${label} không hợp lệ` })
    .trim()
    .max(max, `${label} tối đa ${max} ký tự`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), `${label} chứa ký tự không hợp lệ`);

const optionalText = (label: string, max = TEXT_MAX) =>
  checked(label, max)
    .transform((value) => (value === '' ? null : value))
    .nullish();

const taskName = checked('Tên task', 200).pipe(z.string().min(1, TASK_MESSAGES.taskNameRequired));
const totalFile = z
  .number({ error: TASK_MESSAGES.totalFilePositive })
  .int(TASK_MESSAGES.totalFilePositive)
  .positive(TASK_MESSAGES.totalFilePositive)
  .max(1_000_000, 'Tổng số file tối đa 1.000.000');
const userId = z.number().int().nullish();

const commonFields = {
  customerId: z.number({ error: 'Khách hàng không hợp lệ' }).int().nullish(),
  productName: optionalText('Tên sản phẩm', 200),
  productCode: optionalText('Mã sản phẩm', 100),
  editorId: userId,
  qaId: userId,
  originalFiles: optionalText('File gốc'),
  description: optionalText('Mô tả', 5000),
};

export const createTaskSchema = z.object({
  taskName: z.string({ error: TASK_MESSAGES.taskNameRequired }).pipe(taskName),
  productGroupId: z.number({ error: TASK_MESSAGES.productGroupRequired }).int(),
  totalFile,
  ...commonFields,
});
export type CreateTaskValues = z.output<typeof createTaskSchema>;

/** Absent = unchanged; null clears (refused for the fields a task cannot be without). */
export const updateTaskSchema = z.object({
  taskName: z.string({ error: TASK_MESSAGES.taskNameRequired }).pipe(taskName).optional(),
  productGroupId: z.number({ error: TASK_MESSAGES.productGroupRequired }).int().optional(),
  totalFile: totalFile.optional(),
  ...commonFields,
  updatedFiles: optionalText('File đã sửa'),
  completedFile: optionalText('File hoàn thành'),
  editorComment: optionalText('Ghi chú của editor'),
  qaComment: optionalText('Ghi chú của QA'),
});
export type UpdateTaskValues = z.output<typeof updateTaskSchema>;

export const moveCommentSchema = optionalText('Ghi chú', TEXT_MAX);

export const boardPreferencesSchema = z
  .object({
    columnOrder: z.array(z.enum(ALL_STATUSES)),
    hiddenColumns: z.array(z.enum(ALL_STATUSES)),
  })
  .refine(
    ({ columnOrder }) => columnOrder.length === ALL_STATUSES.length && new Set(columnOrder).size === ALL_STATUSES.length,
    { message: 'Thứ tự cột phải gồm đủ tám trạng thái, mỗi trạng thái đúng một lần.', path: ['columnOrder'] },
  )
  .refine(({ hiddenColumns }) => new Set(hiddenColumns).size === hiddenColumns.length, {
    message: 'Danh sách cột ẩn có trạng thái bị lặp lại.',
    path: ['hiddenColumns'],
  })
  .refine(({ hiddenColumns }) => hiddenColumns.length < ALL_STATUSES.length, {
    message: 'Cần hiển thị ít nhất một cột.',
    path: ['hiddenColumns'],
  });

/** Parses or throws BAD_USER_INPUT with the first Vietnamese message and the field's name. */
export function parseTaskInput<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw badInput(issue.message, issue.path.join('.'));
}
