'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import Link from 'next/link';
import { toast } from '@/lib/client/toast';
import { revealFirstInvalid } from '@/components/forms/reveal-first-invalid';
import { useUnsavedChanges } from '@/components/forms/use-unsaved-changes';
import { deferredSchema } from '@/components/forms/deferred-schema';
import { useDeferredSchema } from '@/components/forms/use-deferred-schema';
import { useZodForm } from '@/components/forms/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageFormActions } from '@/components/ui/form-actions';
import { CONNECTION_ERROR } from '@/components/auth/post-json';
import { GraphQLRequestError } from '@/lib/client/graphql-client';
import type { TaskDetail } from '@/lib/client/queries/tasks';
import { taskDetailOptions, useUpdateTask } from '@/lib/client/queries/task-screens';
import { ROLE } from '@/domain/roles';
import { formatStudioDateTime } from '@/domain/studio-time';
import { editableTaskFields, TASK_FIELD_LABEL, TASK_MESSAGES, type TaskRelation } from '@/domain/task-workflow';
import { BoardBackLink } from './board-back-link';
import { changedTaskFields, editTaskFormValues } from './task-form-values';
import type { EditTaskField, EditTaskFormValues } from '@/domain/validation/task';
import { TASK_DESCRIPTION_MAX, TASK_TEXT_MAX } from '@/domain/validation/task-limits';
import { RejectionReason } from './rejection-reason';
import { StatusBadge } from './status-badge';
import { TaskCardFields } from './task-card-fields';
import { LinkField, TextAreaField } from './task-fields';
import { TaskHistory } from './task-history';
import { TaskStatusActions, type MovePreparation } from './task-status-actions';
import { fullName } from '@/domain/person-name';

type Viewer = { id: number; roleId: number | null };

const sameContent = (a: EditTaskFormValues, b: EditTaskFormValues) => (Object.keys(a) as EditTaskField[]).every((field) => a[field] === b[field]);
const personName = (person: TaskDetail['editor']) => (person ? fullName(person) : undefined);

// The task rules (and zod) load once the page is interactive (docs/decisions/page-weight.md);
// kept here for changedTaskFields once they are.
// The panels below the form (originals, requests, results, rounds): drawn in the server's HTML,
// their code a chunk of its own (job-page-panels.tsx) that the form does not wait for. It is asked
// for as soon as this module runs in the browser, so it downloads beside the page's own scripts
// (before the window's load event) and the panels hydrate right after the form: a press on the
// studio-fault switch or an upload button that early is replayed by React once they have.
let panels: Promise<{ default: typeof import('./job-page-panels').JobPagePanels }> | undefined;
const loadPanels = () => (panels ??= import('./job-page-panels').then((module) => ({ default: module.JobPagePanels })));
if (typeof window !== 'undefined') void loadPanels();
const JobPagePanels = lazy(loadPanels);

let taskRules: typeof import('@/domain/validation/task') | undefined;
const loadTaskRules = () => import('@/domain/validation/task').then((module) => (taskRules = module));

/**
 * /:id/sua-task: every staff member sees the whole card and edits what the workflow lets them
 * (admin: everything; the task's editor: result links and the editor's note; its QA: the QA's
 * note). A save carries the version the form was loaded from: when someone else saved first,
 * the provider answers CONFLICT and the screen shows their data instead of overwriting it.
 */
export function EditTaskScreen({ initialTask, viewer }: { initialTask: TaskDetail; viewer: Viewer }) {
  const queryClient = useQueryClient();
  const detail = useQuery({ ...taskDetailOptions(initialTask.id), initialData: initialTask });
  const task = detail.data;
  const relation: TaskRelation = { isOwnEditor: task.editorId === viewer.id, isOwnQa: task.qaId === viewer.id };
  const editable = editableTaskFields(viewer.roleId, relation, task.status) as EditTaskField[];
  const isAdmin = viewer.roleId === ROLE.admin;

  // The card the form started from, and what the user typed since.
  const [base, setBase] = useState(task);
  const editableKey = editable.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the schema changes with the fields, not the array's identity
  const editSchema = useMemo(() => deferredSchema(loadTaskRules, (module) => module.editTaskSchemaFor(editable)), [editableKey]);
  const form = useZodForm(editSchema.schema, editTaskFormValues(task));
  const { values, errors } = form;
  const [notice, setNotice] = useState<{ variant: 'error' | 'info'; text: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const update = useUpdateTask(task.id);

  const baseValues = editTaskFormValues(base);
  const dirty = !sameContent(values, baseValues);
  const { unsavedChangesDialog } = useUnsavedChanges(dirty);

  // Fresh data (a save, a move, someone else's change arriving live): a card whose fields are
  // what the form started from only moves the form's version on; otherwise an untouched form
  // shows the new data, and a form with unsaved typing keeps it and says so.
  if (task !== base && task.version !== base.version) {
    const fresh = editTaskFormValues(task);
    if (sameContent(fresh, baseValues) || !dirty) {
      setBase(task);
      if (!dirty) form.reset(fresh);
    }
  }
  const outdated = task.version !== base.version;

  function reload(fresh: TaskDetail, message: { variant: 'error' | 'info'; text: string } | null) {
    setBase(fresh);
    form.reset(editTaskFormValues(fresh));
    setNotice(message);
  }

  async function reloadAfterConflict() {
    const fresh = await queryClient.fetchQuery({ ...taskDetailOptions(task.id), staleTime: 0 });
    reload(fresh, { variant: 'error', text: TASK_MESSAGES.conflict });
  }

  /**
   * A status button's move carried the user's typing and someone else changed the job first:
   * the fresh card becomes the base but the typing stays in the form (it is never dropped,
   * docs/decisions/notes-with-moves.md), so pressing again sends it against the fresh version.
   */
  async function keepTypingAfterConflict() {
    const fresh = await queryClient.fetchQuery({ ...taskDetailOptions(task.id), staleTime: 0 });
    setBase(fresh);
    setNotice({ variant: 'error', text: TASK_MESSAGES.conflictKeptTyping });
  }

  /**
   * What a status button sends with its move: the fields the viewer changed and the version the
   * form was loaded from; null (and the first problem shown) when a field is invalid.
   */
  function prepareMove(): MovePreparation | null {
    if (!dirty) return { version: task.version };
    // Typed before the rules arrived (a very slow line): nothing moves yet, the next press checks.
    if (!editSchema.isReady()) {
      editSchema.preload().catch(() => setNotice({ variant: 'error', text: CONNECTION_ERROR }));
      return null;
    }
    setNotice(null);
    const outcome = form.validate();
    if (!outcome.ok) {
      revealFirstInvalid(formRef.current);
      return null;
    }
    const fields = changedTaskFields(outcome.data, baseValues, taskRules!.editTaskFormSchema);
    return Object.keys(fields).length === 0 ? { version: task.version } : { version: base.version, fields };
  }

  const held = useDeferredSchema(editSchema, (text) => setNotice({ variant: 'error', text }));

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    if (held(event)) return;
    event.preventDefault();
    setNotice(null);
    const outcome = form.validate();
    if (!outcome.ok) {
      revealFirstInvalid(formRef.current);
      return;
    }
    const input = changedTaskFields(outcome.data, baseValues, taskRules!.editTaskFormSchema);
    if (Object.keys(input).length === 0) {
      setNotice({ variant: 'info', text: 'Không có thay đổi nào để lưu.' });
      return;
    }
    update.mutate(
      { version: base.version, input },
      {
        onSuccess: (card) => {
          toast.success('Đã lưu việc.');
          reload({ ...task, ...card }, null);
        },
        onError: (error) => {
          if (error instanceof GraphQLRequestError && error.code === 'CONFLICT') void reloadAfterConflict();
          else setNotice({ variant: 'error', text: error.message });
        },
      },
    );
  }

  const field = (name: EditTaskField) => ({
    id: name,
    label: TASK_FIELD_LABEL[name],
    value: values[name],
    error: errors[name],
    readOnly: !editable.includes(name),
    onChange: (value: string) => form.setValue(name, value),
    onBlur: form.onBlur,
  });

  return (
    <div className="mx-auto w-full max-w-6xl">
      <BoardBackLink />
      <div className="mt-3 flex flex-wrap items-start gap-3">
        <div className="mr-auto min-w-0">
          <p className="text-sm text-muted">Việc #{task.id}</p>
          <h1 className="break-words text-2xl font-bold text-foreground">{task.taskName}</h1>
          {task.parentTaskId !== null && (
            // Which round a revision job is (docs/decisions/final-set.md): its round, and the job it redoes.
            <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted" data-testid="revision-round">
              <span className="rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-semibold text-primary">Sửa lần {task.revisionRound}</span>
              <span>Vòng sửa theo yêu cầu của khách (lần giao {task.revisionRound}), làm lại từ</span>
              <Link href={`/${task.parentTaskId}/sua-task`} className="inline-flex min-h-11 items-center font-medium text-primary hover:underline">
                việc #{task.parentTaskId}
              </Link>
            </p>
          )}
        </div>
        <StatusBadge status={task.status} className="mt-1 px-3 py-1 text-sm" />
      </div>
      <RejectionReason task={task} />

      {/* Phones: status and actions first, then the card, then the history. */}
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
        <section aria-labelledby="thong-tin-task" className="rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <h2 id="thong-tin-task" className="sr-only">
            Thông tin việc
          </h2>
          {notice && (
            <Alert variant={notice.variant} className="mb-5">
              {notice.text}
            </Alert>
          )}
          {outdated && dirty && (
            <Alert variant="info" className="mb-5">
              <p>Việc này vừa được người khác cập nhật trong lúc bạn đang sửa.</p>
              <Button variant="secondary" size="sm" className="mt-2" onClick={() => reload(task, null)}>
                Tải dữ liệu mới (bỏ thay đổi của tôi)
              </Button>
            </Alert>
          )}
          <p className="mb-5 text-sm text-muted">
            {editable.length === 0
              ? 'Bạn chỉ có quyền xem việc này.'
              : isAdmin
                ? 'Quản trị viên được sửa mọi thông tin của việc này.'
                : `Bạn được sửa: ${editable.map((name) => TASK_FIELD_LABEL[name]).join(', ')}. Các mục khác chỉ để xem.`}
          </p>
          {unsavedChangesDialog}
          <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Sửa việc">
            <TaskCardFields field={field} pickLists={isAdmin} current={{ customer: task.customer?.name, editor: personName(task.editor), qa: personName(task.qa) }} />
            <LinkField {...field('updatedFiles')} />
            <LinkField {...field('completedFile')} />
            <TextAreaField {...field('description')} max={TASK_DESCRIPTION_MAX} />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextAreaField {...field('editorComment')} rows={3} max={TASK_TEXT_MAX} />
              <TextAreaField {...field('qaComment')} rows={3} max={TASK_TEXT_MAX} />
            </div>
            {editable.length > 0 && (
              <PageFormActions>
                <Button type="submit" pending={update.isPending}>
                  Lưu
                </Button>
              </PageFormActions>
            )}
          </form>
        </section>

        <section aria-labelledby="trang-thai-task" className="order-first rounded-2xl border border-border bg-surface p-6 shadow-sm lg:order-none lg:col-start-2 lg:row-start-1">
          <h2 id="trang-thai-task" className="text-base font-semibold text-foreground">
            Trạng thái
          </h2>
          <dl className="mt-3 space-y-1.5 text-sm">
            <div className="flex justify-between gap-3">
              <dt className="text-muted">Hiện tại</dt>
              <dd>
                <StatusBadge status={task.status} />
              </dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-muted">Tạo lúc</dt>
              <dd>{formatStudioDateTime(task.createdAt)}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-muted">Cập nhật</dt>
              <dd>{formatStudioDateTime(task.updatedAt)}</dd>
            </div>
          </dl>
          <div className="mt-4 empty:hidden">
            <TaskStatusActions
              task={task}
              roleId={viewer.roleId}
              relation={relation}
              prepare={prepareMove}
              onMoved={(card) => reload({ ...task, ...card }, null)}
              onConflict={(carried) => void (carried ? keepTypingAfterConflict() : reloadAfterConflict())}
            />
          </div>
        </section>
        <section aria-labelledby="lich-su-task" className="rounded-2xl border border-border bg-surface p-6 shadow-sm lg:col-start-2 lg:row-start-2">
          <h2 id="lich-su-task" className="mb-4 text-base font-semibold text-foreground">
            Lịch sử
          </h2>
          <TaskHistory history={task.history} />
        </section>
      </div>
      <Suspense fallback={null}>
        <JobPagePanels task={task} viewer={viewer} />
      </Suspense>
    </div>
  );
}
