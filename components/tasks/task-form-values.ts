import { studioDateTimeInputValue } from '@/domain/studio-time';
import type { CreateTaskFormValues, EditTaskField, EditTaskFormOutput, EditTaskFormValues, editTaskFormSchema } from '@/domain/validation/task';

// The task forms' values (the strings their inputs hold) to and from a card; the rules they are
// checked with are domain/validation/task.ts's.

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
  dueAt: '',
};

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
  dueAt: string | null;
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
    dueAt: task.dueAt ? studioDateTimeInputValue(task.dueAt) : '',
  };
}

/**
 * The UpdateTaskInput of a save: only the fields the viewer may edit whose parsed value
 * differs from the card's (the provider treats a field sent unchanged as no edit anyway).
 * `schema` is domain/validation/task.ts's editTaskFormSchema, passed in by the form that loaded it
 * (this module is on the task pages' first load, zod is not: docs/decisions/page-weight.md).
 */
export function changedTaskFields(parsed: Partial<EditTaskFormOutput>, original: EditTaskFormValues, schema: typeof editTaskFormSchema): Partial<EditTaskFormOutput> {
  const originalParsed = schema.partial().safeParse(original);
  const before: Partial<EditTaskFormOutput> = originalParsed.success ? originalParsed.data : {};
  const changed: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(parsed)) {
    if (value !== before[field as EditTaskField]) changed[field] = value;
  }
  return changed as Partial<EditTaskFormOutput>;
}
