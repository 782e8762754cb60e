/** @jest-environment node */
import { changedTaskFields, EMPTY_CREATE_TASK_FORM, editTaskFormValues } from '@/components/tasks/task-form-values';
import { createTaskFormSchema, createTaskInputSchema, editTaskFormSchema, editTaskSchemaFor, moveCommentSchema, rejectCommentSchema, updateTaskInputSchema } from '@/domain/validation/task';

const messages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const filled = { ...EMPTY_CREATE_TASK_FORM, taskName: 'Chỉnh màu ảnh cưới', productGroupId: '2', totalFile: '120' };

describe('create task form', () => {
  it('asks for the name, the product group and a file count, in Vietnamese', () => {
    expect(messages(createTaskFormSchema.safeParse(EMPTY_CREATE_TASK_FORM))).toEqual({
      taskName: 'Yêu cầu nhập tên việc',
      productGroupId: 'Yêu cầu chọn nhóm hàng',
      totalFile: 'Tổng số file phải là số nguyên dương',
    });
    expect(messages(createTaskFormSchema.safeParse({ ...filled, taskName: '   ' }))).toEqual({ taskName: 'Yêu cầu nhập tên việc' });
  });

  it.each(['0', '-3', '1.5', '2,5', 'abc', '1e3', ' '])('refuses %p as a file count', (totalFile) => {
    expect(messages(createTaskFormSchema.safeParse({ ...filled, totalFile }))).toEqual({ totalFile: 'Tổng số file phải là số nguyên dương' });
  });

  it('caps the file count and the lengths', () => {
    expect(messages(createTaskFormSchema.safeParse({ ...filled, totalFile: '1000001' }))).toEqual({ totalFile: 'Tổng số file tối đa 1.000.000' });
    expect(messages(createTaskFormSchema.safeParse({ ...filled, taskName: 'x'.repeat(201) }))).toEqual({ taskName: 'Tên việc tối đa 200 ký tự' });
    expect(messages(createTaskFormSchema.safeParse({ ...filled, productCode: 'x'.repeat(101) }))).toEqual({ productCode: 'Mã sản phẩm tối đa 100 ký tự' });
  });

  it('refuses control characters', () => {
    expect(messages(createTaskFormSchema.safeParse({ ...filled, productName: 'áo\u0000' }))).toEqual({ productName: 'Tên sản phẩm chứa ký tự không hợp lệ' });
  });

  it('gives CreateTaskInput: trimmed text, empty optional text as null, ids as numbers', () => {
    const parsed = createTaskFormSchema.parse({ ...filled, taskName: '  Chỉnh màu  ', totalFile: ' 120 ', editorId: '3', qaId: '', description: '  ', customerId: '5' });
    expect(parsed).toEqual({
      taskName: 'Chỉnh màu',
      productName: null,
      productCode: null,
      productGroupId: 2,
      customerId: 5,
      totalFile: 120,
      editorId: 3,
      qaId: null,
      originalFiles: null,
      description: null,
      dueAt: null,
    });
  });
});

const card = {
  taskName: 'Ảnh cưới',
  productName: 'Album',
  productCode: 'AL-1',
  productGroupId: 1,
  customerId: 7,
  totalFile: 40,
  editorId: 3,
  qaId: 2,
  originalFiles: 'https://drive/goc',
  description: null,
  updatedFiles: null,
  completedFile: null,
  editorComment: null,
  qaComment: null,
  dueAt: null,
};

describe('edit task form', () => {
  it('validates only the fields the viewer may edit', () => {
    const editorSchema = editTaskSchemaFor(['updatedFiles', 'completedFile', 'editorComment']);
    // A broken field the editor cannot touch does not block the editor's save.
    const values = { ...editTaskFormValues(card), totalFile: 'x', updatedFiles: ' https://drive/da-sua ' };
    expect(editorSchema.parse(values)).toEqual({ updatedFiles: 'https://drive/da-sua', completedFile: null, editorComment: null });
  });

  it('sends only what changed', () => {
    const original = editTaskFormValues(card);
    const schema = editTaskSchemaFor(['taskName', 'totalFile', 'editorId', 'qaComment', 'description', 'customerId']);
    const parsed = schema.parse({ ...original, totalFile: '041', editorId: '', qaComment: 'ok', description: '', customerId: '' });
    expect(changedTaskFields(parsed, original, editTaskFormSchema)).toEqual({ totalFile: 41, editorId: null, qaComment: 'ok', customerId: null });
    expect(changedTaskFields(schema.parse(original), original, editTaskFormSchema)).toEqual({});
  });

  it('shows a card with empty fields as empty strings', () => {
    expect(editTaskFormValues({ ...card, productGroupId: null, editorId: null })).toMatchObject({ productGroupId: '', editorId: '', description: '', totalFile: '40' });
  });
});

describe('reject comment', () => {
  it('is required', () => {
    expect(messages(rejectCommentSchema.safeParse({ comment: '  ' }))).toEqual({ comment: 'Yêu cầu nhập lý do khi từ chối việc.' });
    expect(rejectCommentSchema.parse({ comment: ' Sai màu da ' })).toEqual({ comment: 'Sai màu da' });
  });
});

// The provider validates create_task / update_task / move_task with the same field rules: the same
// value gets the same message whether the form or the provider refuses it.
describe('task input at the provider', () => {
  const input = { taskName: 'Chỉnh màu ảnh cưới', productGroupId: 2, totalFile: 120 };

  it.each([
    ['taskName', 'x'.repeat(201), 'Tên việc tối đa 200 ký tự'],
    ['taskName', '   ', 'Yêu cầu nhập tên việc'],
    ['productCode', 'x'.repeat(101), 'Mã sản phẩm tối đa 100 ký tự'],
    ['originalFiles', 'x'.repeat(2001), 'Link file gốc tối đa 2.000 ký tự'],
    ['description', 'x'.repeat(5001), 'Mô tả tối đa 5.000 ký tự'],
    ['productName', 'áo\u0000', 'Tên sản phẩm chứa ký tự không hợp lệ'],
  ])('%s %#: the form and create_task give the same message', (field, value, message) => {
    expect(messages(createTaskFormSchema.safeParse({ ...filled, [field]: value }))).toEqual({ [field]: message });
    expect(messages(createTaskInputSchema.safeParse({ ...input, [field]: value }))).toEqual({ [field]: message });
  });

  it.each([
    ['0', 0, 'Tổng số file phải là số nguyên dương'],
    ['1000001', 1_000_001, 'Tổng số file tối đa 1.000.000'],
  ])('file count %s: the form and create_task give the same message', (typed, sent, message) => {
    expect(messages(createTaskFormSchema.safeParse({ ...filled, totalFile: typed }))).toEqual({ totalFile: message });
    expect(messages(createTaskInputSchema.safeParse({ ...input, totalFile: sent }))).toEqual({ totalFile: message });
  });

  it('accepts what the form sends: trimmed text, null for empty', () => {
    const sent = createTaskFormSchema.parse({ ...filled, productCode: ' AL-1 ', description: ' ' });
    expect(createTaskInputSchema.parse(sent)).toEqual(sent);
    expect(sent).toMatchObject({ productCode: 'AL-1', description: null });
  });

  it('update_task: absent is unchanged, null clears, a missing name is asked for', () => {
    expect(updateTaskInputSchema.parse({})).toEqual({});
    expect(updateTaskInputSchema.parse({ description: null, qaComment: ' ok ' })).toEqual({ description: null, qaComment: 'ok' });
    expect(messages(updateTaskInputSchema.safeParse({ taskName: null }))).toEqual({ taskName: 'Yêu cầu nhập tên việc' });
    expect(messages(updateTaskInputSchema.safeParse({ completedFile: 'x'.repeat(2001) }))).toEqual({ completedFile: 'Link file hoàn thành tối đa 2.000 ký tự' });
  });

  it('move_task: the comment is optional, checked like every other text', () => {
    expect(moveCommentSchema.parse(undefined)).toBeUndefined();
    expect(moveCommentSchema.parse('  ')).toBeNull();
    expect(messages(moveCommentSchema.safeParse('x'.repeat(2001)))).toEqual({ '': 'Ghi chú tối đa 2.000 ký tự' });
  });
});

