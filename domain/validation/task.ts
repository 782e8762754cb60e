import { z } from 'zod';
import { studioDateTimeToInstant } from '../studio-time';
import { TASK_FIELD_LABEL as LABEL, TASK_MESSAGES } from '../task-workflow';
import { TASK_DESCRIPTION_MAX, TASK_TEXT_MAX } from './task-limits';
import { groupThousands } from '../number-text';

export { TASK_DESCRIPTION_MAX, TASK_TEXT_MAX };

// What a task card may hold: one set of limits and Vietnamese messages, checked by the task
// forms (/tao-task-moi, /:id/sua-task, the Reject dialog) before sending and by the provider
// (create_task, update_task, move_task) on receipt. The forms hold the strings their inputs
// hold; the provider receives the GraphQL input (numbers, nulls). Both shapes are built from the
// same field rules below, so they cannot drift apart.

// NUL and other control characters (except tab and line breaks) cannot be stored or shown.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const TOTAL_FILE_MAX = 1_000_000;
const TOTAL_FILE_TOO_LARGE = `Tổng số file tối đa ${groupThousands(TOTAL_FILE_MAX)}`;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} không hợp lệ` })
    .trim()
    .max(max, `${label} tối đa ${groupThousands(max)} ký tự`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), `${label} chứa ký tự không hợp lệ`);

/** An optional text: empty becomes null (stored as "not set"). */
const optionalText = (label: string, max = TASK_TEXT_MAX) => text(label, max).transform((value) => (value === '' ? null : value));

/** A due time is refused on creation when it is already this far in the past (a form sent within the minute typed is not). */
const DUE_PAST_GRACE_MS = 60_000;
const notPast = (due: Date | null | undefined) => !due || due.getTime() >= Date.now() - DUE_PAST_GRACE_MS;
const dueAtRule = z
  .string({ error: TASK_MESSAGES.dueAtInvalid })
  .transform((value) => new Date(value))
  .refine((value) => !Number.isNaN(value.getTime()), TASK_MESSAGES.dueAtInvalid);

/** Each field's rule on its value (the GraphQL input's type); the forms parse their strings into these. */
const rules = {
  taskName: text(LABEL.taskName, 200).pipe(z.string().min(1, TASK_MESSAGES.taskNameRequired)),
  productName: optionalText(LABEL.productName, 200),
  productCode: optionalText(LABEL.productCode, 100),
  productGroupId: z.number({ error: TASK_MESSAGES.productGroupRequired }).int(TASK_MESSAGES.productGroupRequired),
  customerId: z.number({ error: 'Khách hàng không hợp lệ' }).int('Khách hàng không hợp lệ'),
  totalFile: z
    .number({ error: TASK_MESSAGES.totalFilePositive })
    .int(TASK_MESSAGES.totalFilePositive)
    .positive(TASK_MESSAGES.totalFilePositive)
    .max(TOTAL_FILE_MAX, TOTAL_FILE_TOO_LARGE),
  editorId: z.number().int(),
  qaId: z.number().int(),
  originalFiles: optionalText(LABEL.originalFiles),
  description: optionalText(LABEL.description, TASK_DESCRIPTION_MAX),
  updatedFiles: optionalText(LABEL.updatedFiles),
  completedFile: optionalText(LABEL.completedFile),
  editorComment: optionalText(LABEL.editorComment),
  qaComment: optionalText(LABEL.qaComment),
  /** An instant (the provider's DateTime: an ISO string); null = no due time. */
  dueAt: dueAtRule,
};

// ------------------------------------------------------------------ the provider's input

/** A required name that may arrive missing or null: "enter a name", not "not a string". */
const inputTaskName = z.string({ error: TASK_MESSAGES.taskNameRequired }).pipe(rules.taskName);

const inputCommonFields = {
  customerId: rules.customerId.nullish(),
  productName: rules.productName.nullish(),
  productCode: rules.productCode.nullish(),
  editorId: rules.editorId.nullish(),
  qaId: rules.qaId.nullish(),
  originalFiles: rules.originalFiles.nullish(),
  description: rules.description.nullish(),
  dueAt: rules.dueAt.nullish(),
};

/** create_task's CreateTaskInput: a due time already past is refused (an edit may keep or set one). */
export const createTaskInputSchema = z.object({
  taskName: inputTaskName,
  productGroupId: rules.productGroupId,
  totalFile: rules.totalFile,
  ...inputCommonFields,
  dueAt: rules.dueAt.nullish().refine(notPast, { message: TASK_MESSAGES.dueAtPast }),
  /** 'Tạo việc từ lô này': the customer's batch, linked in create_task's transaction (docs/decisions/one-job-per-batch.md). */
  cloudBatchId: z.number().int().positive().nullish(),
});

/** update_task's UpdateTaskInput: absent = unchanged; null clears (refused for the fields a task cannot be without). */
export const updateTaskInputSchema = z.object({
  taskName: inputTaskName.optional(),
  productGroupId: rules.productGroupId.optional(),
  totalFile: rules.totalFile.optional(),
  ...inputCommonFields,
  updatedFiles: rules.updatedFiles.nullish(),
  completedFile: rules.completedFile.nullish(),
  editorComment: rules.editorComment.nullish(),
  qaComment: rules.qaComment.nullish(),
});
export type CreateTaskInputValues = z.output<typeof createTaskInputSchema>;
export type UpdateTaskInputValues = z.output<typeof updateTaskInputSchema>;

/** move_task's comment (required only into Reject, which the workflow checks). */
export const moveCommentSchema = optionalText('Ghi chú').nullish();

// ------------------------------------------------------------------ the forms

/** A picker's value: '' is "nobody", otherwise a user id. */
const pickedId = (rule: z.ZodNumber) =>
  z
    .string()
    .regex(/^\d*$/)
    .transform((value) => (value === '' ? null : Number(value)))
    .pipe(rule.nullable());

/** The due time box (datetime-local, studio clock): '' is none; otherwise the instant as an ISO string. */
const formDueAt = z
  .string()
  .transform((value, ctx) => {
    if (value.trim() === '') return null;
    const instant = studioDateTimeToInstant(value);
    if (!instant) {
      ctx.addIssue({ code: 'custom', message: TASK_MESSAGES.dueAtInvalid });
      return z.NEVER;
    }
    return instant.toISOString();
  });

const formFields = {
  taskName: rules.taskName,
  productName: rules.productName,
  productCode: rules.productCode,
  productGroupId: z.string().regex(/^\d+$/, TASK_MESSAGES.productGroupRequired).transform(Number).pipe(rules.productGroupId),
  /** '' is "no customer". */
  customerId: pickedId(rules.customerId),
  totalFile: z.string().trim().regex(/^\d+$/, TASK_MESSAGES.totalFilePositive).transform(Number).pipe(rules.totalFile),
  editorId: pickedId(rules.editorId),
  qaId: pickedId(rules.qaId),
  originalFiles: rules.originalFiles,
  description: rules.description,
  dueAt: formDueAt,
};

/** /tao-task-moi: the fields of CreateTaskInput. */
export const createTaskFormSchema = z.object({
  ...formFields,
  dueAt: formDueAt.refine((value) => notPast(value ? new Date(value) : null), { message: TASK_MESSAGES.dueAtPast }),
});
export type CreateTaskFormValues = z.input<typeof createTaskFormSchema>;
export type CreateTaskFormOutput = z.output<typeof createTaskFormSchema>;

/** /:id/sua-task: every field of the card; each role validates and sends only what it may edit. */
export const editTaskFormSchema = z.object({
  ...formFields,
  updatedFiles: rules.updatedFiles,
  completedFile: rules.completedFile,
  editorComment: rules.editorComment,
  qaComment: rules.qaComment,
});
export type EditTaskFormValues = z.input<typeof editTaskFormSchema>;
export type EditTaskFormOutput = z.output<typeof editTaskFormSchema>;
export type EditTaskField = keyof EditTaskFormValues;

/** The edit form's schema narrowed to the fields the viewer may change. */
export function editTaskSchemaFor(fields: readonly EditTaskField[]) {
  const mask = Object.fromEntries(fields.map((field) => [field, true])) as Partial<Record<EditTaskField, true>>;
  return editTaskFormSchema.pick(mask);
}

/** Rejecting a task (QA on WaitApprove) needs a reason the editor can act on. */
export const rejectCommentSchema = z.object({
  comment: text('Lý do từ chối', TASK_TEXT_MAX).pipe(z.string().min(1, TASK_MESSAGES.rejectNeedsComment)),
});
