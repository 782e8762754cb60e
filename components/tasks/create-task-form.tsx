'use client';

import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { toast } from '@/lib/client/toast';
import { v4 as newClientId } from 'uuid';
import { revealFirstInvalid } from '@/components/forms/reveal-first-invalid';
import { useUnsavedChanges } from '@/components/forms/use-unsaved-changes';
import { deferredSchema } from '@/components/forms/deferred-schema';
import { useDeferredSchema } from '@/components/forms/use-deferred-schema';
import { useZodForm } from '@/components/forms/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageFormActions } from '@/components/ui/form-actions';
import { productGroupsOptions, useCreateTask } from '@/lib/client/queries/task-screens';
import { TASK_FIELD_LABEL } from '@/domain/task-workflow';
import type { CreateTaskFormValues } from '@/domain/validation/task';
import { TASK_DESCRIPTION_MAX } from '@/domain/validation/task-limits';
import { EMPTY_CREATE_TASK_FORM } from './task-form-values';
import { defaultDueAt } from '@/domain/due-time';
import { studioDateTimeInputValue } from '@/domain/studio-time';
import { TaskCardFields } from './task-card-fields';
import { TextAreaField } from './task-fields';

// The form's rules (and zod) load once the page is interactive (docs/decisions/page-weight.md).
const createTaskSchema = deferredSchema(() => import('@/domain/validation/task'), (module) => module.createTaskFormSchema);

const EXAMPLES = { taskName: 'Ví dụ: Chỉnh màu bộ ảnh cưới', totalFile: 'Ví dụ: 120' };

/** /tao-task-moi (admin): a new card; with an editor it starts in Assignee, without in Ready. */
export function CreateTaskForm({ initial, cloudBatchId, batchCreatedAt }: { initial?: Partial<CreateTaskFormValues>; cloudBatchId?: number; batchCreatedAt?: string } = {}) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, setValue, setFields, errors, validate, onBlur, dirty } = useZodForm(createTaskSchema.schema, { ...EMPTY_CREATE_TASK_FORM, ...initial });
  const { unsavedChangesDialog, allowLeaving } = useUnsavedChanges(dirty);
  const [serverError, setServerError] = useState<string>();
  const groups = useQuery(productGroupsOptions());
  const createTask = useCreateTask();
  // The id of this submission (docs/decisions/idempotent-writes.md): sending the same content
  // again after a failure reuses it, so a job whose answer was lost is not created twice.
  const submission = useRef<{ content: string; clientTaskId: string } | null>(null);

  const held = useDeferredSchema(createTaskSchema, setServerError);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    if (held(event)) return;
    event.preventDefault();
    setServerError(undefined);
    const outcome = validate();
    if (!outcome.ok) {
      revealFirstInvalid(formRef.current);
      return;
    }
    const content = JSON.stringify(outcome.data);
    if (submission.current?.content !== content) submission.current = { content, clientTaskId: newClientId() };
    // 'Tạo việc từ lô này': create_task links the new job to its batch in the same transaction, or
    // makes no job at all (docs/decisions/one-job-per-batch.md); the customer then sees 'Đang xử lý'.
    createTask.mutate({ ...outcome.data, clientTaskId: submission.current.clientTaskId, cloudBatchId: cloudBatchId ?? null }, {
      onSuccess: async (card) => {
        submission.current = null;
        toast.success(`Đã tạo việc «${card.taskName}».`);
        allowLeaving();
        router.push('/');
      },
      onError: (error) => setServerError(error.message),
    });
  }

  // From a customer's batch the due time follows the chosen group's turnaround
  // (docs/decisions/due-times.md) until the admin sets one themselves.
  const dueTouched = useRef(false);
  function pickGroup(value: string) {
    const group = groups.data?.find((option) => String(option.id) === value);
    if (batchCreatedAt && group && !dueTouched.current) setFields({ productGroupId: value, dueAt: studioDateTimeInputValue(defaultDueAt(batchCreatedAt, group.default_turnaround_hours)) });
    else setValue('productGroupId', value);
  }

  const field = (name: keyof typeof values) => ({
    id: name,
    label: TASK_FIELD_LABEL[name],
    value: values[name],
    error: errors[name],
    onChange: (value: string) => setValue(name, value),
    onBlur,
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Tạo việc mới">
      {unsavedChangesDialog}
      {serverError && <Alert variant="error">{serverError}</Alert>}
      <TaskCardFields
        field={field}
        pickLists
        placeholders={EXAMPLES}
        onGroupChange={pickGroup}
        onDueChange={(value) => {
          dueTouched.current = true;
          setValue('dueAt', value);
        }}
      />
      <TextAreaField {...field('description')} rows={5} max={TASK_DESCRIPTION_MAX} placeholder="Yêu cầu của khách, lưu ý khi chỉnh sửa…" />
      <PageFormActions cancelHref="/">
        <Button type="submit" pending={createTask.isPending}>
          Tạo việc
        </Button>
      </PageFormActions>
    </form>
  );
}
