import { z } from 'zod';
import { TASK_MESSAGES } from '../task-workflow';

// The task forms (/tao-task-moi and /:id/sua-task). Form values are the strings the inputs
// hold; the parsed output is what CreateTaskInput / UpdateTaskInput expect. The provider checks
// the same rules again with the same messages (provider/src/modules/tasks/validation.ts).

// NUL and other control characters (except tab and line breaks) cannot be stored or shown.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
export const TASK_TEXT_MAX = 2000;

export const TASK_FORM_MESSAGES = {
  taskNameRequired: TASK_MESSAGES.taskNameRequired,
  totalFilePositive: TASK_MESSAGES.totalFilePositive,
  totalFileTooLarge: 'Tổng số file tối đa 1.000.000',
  productGroupRequired: TASK_MESSAGES.productGroupRequired,
  rejectNeedsComment: TASK_MESSAGES.rejectNeedsComment,
} as const;

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} tối đa ${max.toLocaleString('vi-VN')} ký tự`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), `${label} chứa ký tự không hợp lệ`);

/** An optional text: empty becomes null (the provider stores it as "not set"). */
const optionalText = (label: string, max = TASK_TEXT_MAX) => text(label, max).transform((value) => (value === '' ? null : value));

/** A picker's value: '' is "nobody", otherwise a user id. */
const personId = z
  .string()
  .regex(/^\d*$/)
  .transform((value) => (value === '' ? null : Number(value)));

const totalFile = z
  .string()
  .trim()
  .regex(/^\d+$/, TASK_FORM_MESSAGES.totalFilePositive)
  .transform(Number)
  .refine((value) => value > 0, TASK_FORM_MESSAGES.totalFilePositive)
  .refine((value) => value <= 1_000_000, TASK_FORM_MESSAGES.totalFileTooLarge);

const taskFields = {
  taskName: text('Tên task', 200).pipe(z.string().min(1, TASK_FORM_MESSAGES.taskNameRequired)),
  productName: optionalText('Tên sản phẩm', 200),
  productCode: optionalText('Mã sản phẩm', 100),
  productGroupId: z
    .string()
    .regex(/^\d+$/, TASK_FORM_MESSAGES.productGroupRequired)
    .transform(Number),
  /** '' is "no customer". */
  customerId: personId,
  totalFile,
  editorId: personId,
  qaId: personId,
  originalFiles: optionalText('Link file gốc'),
  description: optionalText('Mô tả', 5000),
};

/** /tao-task-moi: the fields of CreateTaskInput. */
export const createTaskFormSchema = z.object(taskFields);
export type CreateTaskFormValues = z.input<typeof createTaskFormSchema>;
export type CreateTaskFormOutput = z.output<typeof createTaskFormSchema>;

export const EMPTY_CREATE_TASK_FORM: CreateTaskFormValues = {
  taskName: '',
  productName: '',
  productCode: '',
  productGroupId: '',
  customerId: '',
  totalFile: '',
  editorId: '',
  qaId: '',
  originalFiles: '',
  description: '',
};

/** /:id/sua-task: every field of the card; each role validates and sends only what it may edit. */
export const editTaskFormSchema = z.object({
  ...taskFields,
  updatedFiles: optionalText('Link file đã sửa'),
  completedFile: optionalText('Link file hoàn thành'),
  editorComment: optionalText('Ghi chú của editor'),
  qaComment: optionalText('Ghi chú của QA'),
});
export type EditTaskFormValues = z.input<typeof editTaskFormSchema>;
export type EditTaskFormOutput = z.output<typeof editTaskFormSchema>;
export type EditTaskField = keyof EditTaskFormValues;

/** The edit form's schema narrowed to the fields the viewer may change. */
export function editTaskSchemaFor(fields: readonly EditTaskField[]) {
  const mask = Object.fromEntries(fields.map((field) => [field, true])) as Partial<Record<EditTaskField, true>>;
  return editTaskFormSchema.pick(mask);
}

/** A card as the form shows it (null → ''). */
export function editTaskFormValues(task: {
  taskName: string;
  productName: string | null;
  productCode: string | null;
  productGroupId: number | null;
  customerId: number | null;
  totalFile: number;
  editorId: number | null;
  qaId: number | null;
  originalFiles: string | null;
  description: string | null;
  updatedFiles: string | null;
  completedFile: string | null;
  editorComment: string | null;
  qaComment: string | null;
}): EditTaskFormValues {
  const id = (value: number | null) => (value === null ? '' : String(value));
  return {
    taskName: task.taskName,
    productName: task.productName ?? '',
    productCode: task.productCode ?? '',
    productGroupId: id(task.productGroupId),
    customerId: id(task.customerId),
    totalFile: String(task.totalFile),
    editorId: id(task.editorId),
    qaId: id(task.qaId),
    originalFiles: task.originalFiles ?? '',
    description: task.description ?? '',
    updatedFiles: task.updatedFiles ?? '',
    completedFile: task.completedFile ?? '',
    editorComment: task.editorComment ?? '',
    qaComment: task.qaComment ?? '',
  };
}

/**
 * The UpdateTaskInput of a save: only the fields the viewer may edit whose parsed value
 * differs from the card's (the provider treats a field sent unchanged as no edit anyway).
 */
export function changedTaskFields(parsed: Partial<EditTaskFormOutput>, original: EditTaskFormValues): Partial<EditTaskFormOutput> {
  const originalParsed = editTaskFormSchema.partial().safeParse(original);
  const before: Partial<EditTaskFormOutput> = originalParsed.success ? originalParsed.data : {};
  const changed: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(parsed)) {
    if (value !== before[field as EditTaskField]) changed[field] = value;
  }
  return changed as Partial<EditTaskFormOutput>;
}

/** Rejecting a task (QA on WaitApprove) needs a reason the editor can act on. */
export const rejectCommentSchema = z.object({
  comment: text('Lý do từ chối', TASK_TEXT_MAX).pipe(z.string().min(1, TASK_FORM_MESSAGES.rejectNeedsComment)),
});
