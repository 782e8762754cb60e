'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { textareaClassName } from '@/components/tasks/textarea';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { GraphQLRequestError } from '@/lib/client/graphql-client';
import { cloudFileKeys, createCloudBatch, myBatchOptions, myUsageOptions } from '@/lib/client/queries/cloud-files';
import { useUnsavedChanges, type LeaveQuestion } from '@/components/forms/use-unsaved-changes';
import { deferredSchema } from '@/components/forms/deferred-schema';
import { useDeferredSchema } from '@/components/forms/use-deferred-schema';
import { useZodForm } from '@/components/forms/use-zod-form';
import { CLOUD_EXTENSIONS, CLOUD_REQUEST_MAX, formatBytes, samePlannedFile, UNFINISHED_MESSAGES } from '@/domain/validation/cloud-file-rules';
import { CharacterCount, describedBy } from '@/components/ui/character-count';
import { DropZone } from './drop-zone';
import { precheck, plannedFileOf, type PickedFile, type RejectedFile, displayPath } from './pick-files';
import { reservedText, ResumeSummary } from './unfinished-batch';
import { ProgressBar } from './progress-bar';
import { UploadRow } from './upload-row';
import { unfinishedUploadNames, useUploads } from './use-uploads';

function formatDuration(seconds: number): string {
  if (seconds < 60) return `${Math.ceil(seconds)} giây`;
  if (seconds < 3600) return `${Math.ceil(seconds / 60)} phút`;
  return `${Math.floor(seconds / 3600)} giờ ${Math.ceil((seconds % 3600) / 60)} phút`;
}

/** What leaving the page mid-upload asks (the shared leave guard, components/forms/use-unsaved-changes.tsx). */
const LEAVE_UPLOAD: LeaveQuestion = {
  title: 'Rời trang khi đang tải lên?',
  description: 'Các tệp chưa tải xong sẽ dừng lại. Bạn có thể tiếp tục sau ở "Tệp của tôi" với nút "Tiếp tục tải lên" và chọn lại đúng các tệp này.',
  confirmLabel: 'Rời trang, dừng tải lên',
  cancelLabel: 'Ở lại',
};

// The form's rules (and zod) load once the page is interactive (docs/decisions/page-weight.md).
const batchSchema = deferredSchema(() => import('@/domain/validation/cloud-files'), (module) => module.cloudBatchSchema);

/**
 * /user-cloud/upload-new-file: a named batch with the customer's request, and its files; with
 * `resumeBatchId` (?lo=…, 'Tiếp tục tải lên'), the missing files of that batch, chosen again.
 */
export function UploadPanel({ resumeBatchId = null }: { resumeBatchId?: number | null }) {
  const queryClient = useQueryClient();
  const usage = useQuery(myUsageOptions());
  const resuming = useQuery({ ...myBatchOptions(resumeBatchId ?? 0), enabled: resumeBatchId !== null });
  const onFileDone = useCallback(() => void queryClient.invalidateQueries({ queryKey: cloudFileKeys.all }), [queryClient]);
  const queue = useUploads(onFileDone);
  const [rejected, setRejected] = useState<RejectedFile[]>([]);
  const form = useZodForm(batchSchema.schema, { name: '', request: '' });
  const held = useDeferredSchema(batchSchema, form.setServerError);
  const [unfinished, setUnfinished] = useState<string[]>([]);
  const reserved = useRef(0);
  const { unsavedChangesDialog } = useUnsavedChanges(queue.unfinishedCount > 0, LEAVE_UPLOAD);

  useEffect(() => {
    void unfinishedUploadNames().then(setUnfinished);
  }, []);

  const resumed = resumeBatchId !== null ? resuming.data : undefined;

  async function addFiles(files: PickedFile[]) {
    if (!usage.data) return;
    const accepted: PickedFile[] = [];
    const refused: RejectedFile[] = [];
    for (const picked of files) {
      // Continuing a batch takes only its missing files, the very ones chosen at first.
      if (resumed && !resumed.missing_files.some((missing) => samePlannedFile(missing, plannedFileOf(picked)))) {
        refused.push({ path: displayPath(picked), size: picked.file.size, reason: UNFINISHED_MESSAGES.notInBatch(displayPath(picked)) });
        continue;
      }
      // A missing file of a batch may already hold reserved space: the provider checks its quota.
      const free = resumed ? Number.MAX_SAFE_INTEGER : usage.data.quota_bytes - usage.data.used_bytes - usage.data.reserved_bytes - reserved.current;
      const reason = await precheck(picked, { maxFileBytes: usage.data.max_file_bytes, freeBytes: Math.max(free, 0) });
      if (reason) refused.push({ path: displayPath(picked), size: picked.file.size, reason });
      else {
        reserved.current += picked.file.size;
        accepted.push(picked);
      }
    }
    setRejected((current) => [...refused, ...current]);
    await queue.add(accepted);
  }

  function onStart(event: FormEvent<HTMLFormElement>) {
    // Continuing a batch, or only files this browser had started: they go into their own batch.
    if (resumed || !queue.needsBatch) {
      event.preventDefault();
      return queue.start(resumed ? resumed.id : null);
    }
    if (held(event)) return;
    return form.submit(event, async ({ name, request }) => {
      try {
        const plan = queue.items.filter((item) => item.resumedBatchId === null).map((item) => plannedFileOf(item.picked));
        const batch = await createCloudBatch(name, request, plan);
        queue.start(batch.id);
      } catch (error) {
        form.setServerError(error instanceof GraphQLRequestError ? error.message : 'Đã có lỗi xảy ra. Vui lòng thử lại sau.');
      }
    });
  }

  if (usage.isPending) {
    return (
      <p className="flex items-center gap-2 text-muted">
        <Spinner /> Đang tải...
      </p>
    );
  }
  if (usage.isError) return <Alert variant="error">Không tải được thông tin dung lượng. Vui lòng tải lại trang.</Alert>;
  if (resumeBatchId !== null && resuming.isPending) {
    return (
      <p className="flex items-center gap-2 text-muted">
        <Spinner /> Đang tải...
      </p>
    );
  }
  if (resumeBatchId !== null && !resumed) {
    return (
      <Alert variant="error">
        Không tìm thấy lô tải lên. <Link href="/user-cloud" className="font-semibold underline">Về Tệp của tôi</Link>
      </Alert>
    );
  }

  const { overall, items } = queue;
  const started = queue.started;
  const allDone = items.length > 0 && items.every((item) => item.status === 'done');

  return (
    <div className="space-y-6">
      <p className="text-sm text-muted">
        Đã dùng {formatBytes(usage.data.used_bytes)} / {formatBytes(usage.data.quota_bytes)}
        {usage.data.reserved_bytes > 0 && ` · ${reservedText(usage.data.reserved_bytes)}`} · tối đa {formatBytes(usage.data.max_file_bytes)} mỗi tệp · nhận{' '}
        {CLOUD_EXTENSIONS.join(', ')}
      </p>

      {/* A batch completed by this queue is announced once, by the queue's own 'Đã tải lên xong.' */}
      {resumed && !(allDone && !resumed.unfinished) && <ResumeSummary batch={resumed} />}

      {unsavedChangesDialog}
      {unfinished.length > 0 && !started && !resumed && (
        <Alert variant="info" title="Có tệp tải dở">
          {unfinished.length} tệp chưa tải xong ({unfinished.slice(0, 5).join(', ')}
          {unfinished.length > 5 ? '…' : ''}). Chọn lại đúng các tệp này để tiếp tục từ chỗ đã dừng.
        </Alert>
      )}

      <form onSubmit={onStart} className="grid gap-4 sm:grid-cols-2" noValidate>
        {!resumed && (
          <>
        <Field id="batch-name" label="Tên lô" error={form.errors.name}>
          {(control) => <Input {...control} name="name" value={form.values.name} onChange={(e) => form.setValue('name', e.target.value)} onBlur={form.onBlur} disabled={started} maxLength={120} />}
        </Field>
        <Field
          id="batch-request"
          label="Yêu cầu chỉnh sửa"
          error={form.errors.request}
          labelAside={<CharacterCount id="batch-request-count" length={form.values.request?.length ?? 0} max={CLOUD_REQUEST_MAX} />}
        >
          {(control) => (
            <textarea {...control} aria-describedby={describedBy(control['aria-describedby'], 'batch-request-count')} name="request" className={textareaClassName} rows={2} value={form.values.request} onChange={(e) => form.setValue('request', e.target.value)} onBlur={form.onBlur} disabled={started} />
          )}
        </Field>
          </>
        )}
        <div className="sm:col-span-2">
          <DropZone onFiles={addFiles} />
        </div>
        {form.serverError && (
          <Alert variant="error" className="sm:col-span-2">
            {form.serverError}
          </Alert>
        )}
        {!started && (
          <div className="sm:col-span-2">
            <Button type="submit" pending={form.pending} disabled={items.length === 0}>
              {resumed ? 'Tiếp tục tải lên' : 'Bắt đầu tải lên'}
            </Button>
          </div>
        )}
      </form>

      {rejected.length > 0 && (
        <section aria-labelledby="rejected-title" className="rounded-xl border border-danger/30 bg-danger-soft p-4">
          <h2 id="rejected-title" className="font-semibold text-danger">
            Tệp bị từ chối
          </h2>
          <ul className="mt-2 space-y-1 text-sm text-foreground">
            {rejected.map((file, index) => (
              <li key={`${file.path}-${index}`}>
                <span className="font-medium">{file.path}</span> ({formatBytes(file.size)}): {file.reason}
              </li>
            ))}
          </ul>
        </section>
      )}

      {items.length > 0 && (
        <section aria-labelledby="queue-title" className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="queue-title" className="font-semibold text-foreground">
              {items.length} tệp · {formatBytes(overall.done)} / {formatBytes(overall.total)}
            </h2>
            {/* Once every file has arrived there is nothing left to pause, resume or cancel. */}
            {!allDone && (
              <div className="flex flex-wrap gap-2">
                <Button variant="secondary" size="sm" onClick={queue.pauseAll}>
                  Tạm dừng tất cả
                </Button>
                <Button variant="secondary" size="sm" onClick={queue.resumeAll}>
                  Tiếp tục tất cả
                </Button>
                <Button variant="secondary" size="sm" onClick={queue.cancelAll}>
                  Hủy tất cả
                </Button>
              </div>
            )}
          </div>
          <ProgressBar value={overall.done} max={overall.total} label="Tiến độ chung" />
          {/* Speed and time left only while bytes move: no '—' placeholder before or after. */}
          <p className="text-sm text-muted" aria-live="polite" data-testid="upload-speed">
            {!allDone && overall.speed > 0 && `${formatBytes(Math.round(overall.speed))}/giây`}
            {!allDone && overall.speed > 0 && overall.secondsLeft !== null && ` · còn khoảng ${formatDuration(overall.secondsLeft)}`}
          </p>
          {allDone && (
            <Alert variant="success">
              Đã tải lên xong. <Link href="/user-cloud" className="font-semibold underline">Xem tệp của tôi</Link>
            </Alert>
          )}
          <ul className="divide-y divide-border">
            {items.map((item) => (
              <UploadRow
                key={item.key}
                item={item}
                sent={queue.sentOf(item.key)}
                onPause={() => queue.pause(item.key)}
                onResume={() => queue.resume(item.key)}
                onCancel={() => {
                  reserved.current -= item.picked.file.size;
                  queue.cancel(item.key);
                }}
              />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
