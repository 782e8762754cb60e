'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '@/lib/client/toast';
import { Button, buttonClassName } from '@/components/ui/button';
import { cn } from '@/components/ui/class-names';
import { Spinner } from '@/components/ui/spinner';
import { useConfirm } from '@/components/ui/use-confirm';
import { formatStudioDateTime } from '@/domain/studio-time';
import { CLOUD_EXTENSIONS, CLOUD_FILE_MESSAGES, formatBytes, isAllowedExtension } from '@/domain/validation/cloud-file-rules';
import { GraphQLRequestError } from '@/lib/client/graphql-client';
import { deliveryKeys, resultThumbnailUrl, resultUrl, taskResultsOptions, useDeleteTaskResult, useDeliverTask, type TaskResult } from '@/lib/client/queries/deliveries';
import { JobPageSection } from '@/components/tasks/job-page-section';
import { ImageViewer } from '@/components/viewer/lazy';
import { resultViewerItem } from './result-viewer-item';
import { RoundsCompare } from './rounds-compare';
import { useTaskResultsChanged } from './use-task-results-changed';

// The job page's results (docs/decisions/delivery.md): staff who may see the job upload edited
// files (tus, straight to the provider with a ticket, as the cloud area), see each beside the
// customer's original of the same name, download them, delete their own before delivery; an admin
// or the job's QA delivers an approved job to the customer ('Giao cho khách'). A result's thumbnail
// opens it in the full-screen viewer beside its original (docs/decisions/viewer.md): QA reviews there.

type Sending = { key: string; name: string; percent: number; error: string | null };

async function uploadAccess(taskId: number): Promise<{ endpoint: string; ticket: string }> {
  const response = await fetch(`/api/tasks/${taskId}/uploads/ticket`, { credentials: 'same-origin', cache: 'no-store' });
  const body = (await response.json().catch(() => null)) as { endpoint: string; ticket: string; error?: { message: string } } | null;
  if (!response.ok || !body) throw new Error(body?.error?.message ?? 'Không lấy được quyền tải lên. Vui lòng thử lại.');
  return body;
}

function reasonOf(error: Error & { originalResponse?: { getBody(): string; getStatus(): number } | null }): string {
  const body = error.originalResponse?.getBody()?.trim();
  if (!error.originalResponse) return 'Mất kết nối. Vui lòng thử lại.';
  try {
    const parsed = JSON.parse(body ?? '') as { error?: { message?: string } };
    if (parsed.error?.message) return parsed.error.message;
  } catch {
    // tus answers in plain text.
  }
  return body || `Lỗi máy chủ (${error.originalResponse.getStatus()})`;
}

export function TaskResultsPanel({ taskId, status }: { taskId: number; status: string }) {
  const queryClient = useQueryClient();
  const panel = useQuery(taskResultsOptions(taskId));
  const remove = useDeleteTaskResult(taskId);
  const deliver = useDeliverTask(taskId);
  const { confirm, confirmDialog } = useConfirm();
  const [sending, setSending] = useState<Sending[]>([]);
  const [viewing, setViewing] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // can_deliver depends on the job's status: a move (here or on the board) reads the panel again.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: deliveryKeys.task(taskId) });
  }, [queryClient, taskId, status]);
  // A result that arrives, gets its thumbnail or goes shows without a reload, on every open page of
  // the job (the uploader's and QA's): the provider's task_results_changed event reads the panel again.
  useTaskResultsChanged(taskId, () => void queryClient.invalidateQueries({ queryKey: deliveryKeys.task(taskId), exact: true }));

  async function onFiles(files: FileList | null) {
    if (!files || files.length === 0) return;
    const picked = [...files];
    if (input.current) input.current.value = '';
    const refused = picked.filter((file) => !isAllowedExtension(file.name));
    for (const file of refused) toast.error(`${file.name}: ${CLOUD_FILE_MESSAGES.type}`);
    const accepted = picked.filter((file) => isAllowedExtension(file.name));
    if (accepted.length === 0) return;
    let access: { endpoint: string; ticket: string; at: number };
    // tus-js-client arrives with the first files picked, not with the page (docs/decisions/page-weight.md).
    let Upload: typeof import('tus-js-client').Upload;
    try {
      [access, { Upload }] = await Promise.all([uploadAccess(taskId).then((answer) => ({ ...answer, at: Date.now() })), import('tus-js-client')]);
    } catch (error) {
      toast.error((error as Error).message);
      return;
    }
    const items = accepted.map((file, i) => ({ key: `${Date.now()}-${i}-${file.name}`, name: file.name, percent: 0, error: null }));
    setSending((current) => [...current, ...items]);
    const update = (key: string, change: Partial<Sending>) => setSending((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
    // Two files at a time: the job page is not a bulk uploader, and the server makes thumbnails as they land.
    const queue = accepted.map((file, i) => ({ file, key: items[i]!.key }));
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { file, key } = next;
        await new Promise<void>((resolve) => {
          const upload = new Upload(file, {
            endpoint: access.endpoint,
            onBeforeRequest: async (request) => {
              // Tickets live 60 s: a later request asks for a fresh one.
              if (Date.now() - access.at > 30_000) access = { ...(await uploadAccess(taskId)), at: Date.now() };
              request.setHeader('Authorization', `Bearer ${access.ticket}`);
            },
            chunkSize: 64 * 1024 * 1024,
            retryDelays: [0, 1000, 3000, 5000],
            storeFingerprintForResuming: false,
            metadata: { filename: file.name, taskId: String(taskId) },
            onProgress: (sent, total) => update(key, { percent: total ? Math.round((sent / total) * 100) : 0 }),
            onSuccess: () => {
              setSending((current) => current.filter((item) => item.key !== key));
              void queryClient.invalidateQueries({ queryKey: deliveryKeys.task(taskId) });
              resolve();
            },
            onError: (error) => {
              update(key, { error: reasonOf(error as Error & { originalResponse?: { getBody(): string; getStatus(): number } | null }) });
              resolve();
            },
            onShouldRetry: (error) => {
              const code = error.originalResponse?.getStatus() ?? 0;
              return code === 0 || code >= 500 || code === 423;
            },
          });
          upload.start();
        });
      }
    };
    await Promise.all([worker(), worker()]);
  }

  async function onDelete(result: TaskResult) {
    if (!(await confirm({ title: `Xóa tệp ${result.name}?`, description: 'Tệp kết quả bị xóa khỏi việc và không khôi phục được.', confirmLabel: 'Xóa tệp' }))) return;
    try {
      await remove.mutateAsync(result.id);
      toast.success(`Đã xóa ${result.name}`);
    } catch (error) {
      toast.error(error instanceof GraphQLRequestError ? error.message : 'Không xóa được tệp.');
    }
  }

  async function onDeliver() {
    const count = panel.data?.results.filter((r) => r.completed).length ?? 0;
    if (!(await confirm({ title: 'Giao kết quả cho khách?', description: `Khách hàng sẽ thấy và tải được ${count} tệp kết quả. Sau khi giao, không thể thêm hay xóa tệp.`, confirmLabel: 'Giao cho khách' }))) return;
    try {
      await deliver.mutateAsync();
      toast.success('Đã giao kết quả cho khách');
    } catch (error) {
      toast.error(error instanceof GraphQLRequestError ? error.message : 'Không giao được kết quả.');
    }
  }

  const data = panel.data;
  const results = useMemo(() => data?.results ?? [], [data]);
  const viewable = useMemo(() => results.filter((result) => result.completed), [results]);
  const viewerItems = useMemo(() => viewable.map((result) => resultViewerItem(result, 'staff')), [viewable]);
  const open = (result: TaskResult) => setViewing(viewable.findIndex((r) => r.id === result.id));
  return (
    <JobPageSection
      id="ket-qua-task"
      title={data ? `Kết quả (${results.length})` : 'Kết quả'}
      testId="task-results"
      actions={
        <>
          {data?.can_upload && (
            <label className={cn(buttonClassName({ variant: 'secondary', size: 'sm' }), 'cursor-pointer focus-within:ring-2 focus-within:ring-primary')}>
              Tải lên kết quả
              <input
                ref={input}
                type="file"
                multiple
                className="sr-only"
                accept={CLOUD_EXTENSIONS.map((ext) => `.${ext}`).join(',')}
                onChange={(event) => void onFiles(event.target.files)}
                data-testid="result-input"
              />
            </label>
          )}
          {data?.can_deliver && (
            <Button size="sm" pending={deliver.isPending} onClick={() => void onDeliver()}>
              Giao cho khách
            </Button>
          )}
        </>
      }
    >
      {confirmDialog}
      {viewing !== null && viewerItems[viewing] && (
        <ImageViewer
          items={viewerItems}
          index={viewing}
          onIndexChange={setViewing}
          onClose={() => setViewing(null)}
          compare={(item, close) => <RoundsCompare resultId={item.key} audience="staff" onClose={close} />}
        />
      )}
      {data?.delivery && (
        <p className="mt-2 text-sm text-success" data-testid="delivered">
          Đã giao cho khách lúc {formatStudioDateTime(data.delivery.delivered_at)} ({data.delivery.result_count} tệp, lô {data.delivery.batch_name}).
        </p>
      )}
      {data && data.batch_id === null && <p className="mt-2 text-sm text-muted">Việc này không được tạo từ lô của khách hàng: kết quả không ghép được với ảnh gốc và không giao qua cloud.</p>}
      {sending.length > 0 && (
        <ul className="mt-3 space-y-1 text-sm" aria-label="Đang tải lên">
          {sending.map((item) => (
            <li key={item.key} className="flex flex-wrap items-center gap-2">
              <span className="min-w-0 flex-1 truncate">{item.name}</span>
              {item.error ? (
                <span className="text-danger">{item.error}</span>
              ) : (
                <span className="text-muted" aria-live="polite">
                  {item.percent}%
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {panel.isPending ? (
        <div className="mt-4 flex items-center gap-2 text-sm text-muted">
          <Spinner /> Đang tải kết quả…
        </div>
      ) : panel.isError ? (
        <p className="mt-4 text-sm text-danger">Không tải được kết quả của việc.</p>
      ) : results.length === 0 ? (
        <p className="mt-4 text-sm text-muted">Chưa có tệp kết quả nào.</p>
      ) : (
        <ul className="mt-4 divide-y divide-border" aria-label="Tệp kết quả">
          {results.map((result) => (
            <li key={result.id} data-testid="task-result" className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
              {result.completed ? (
                // The thumbnail is a pointer's shortcut; 'Xem' beside it is the named button for keys and readers.
                <button type="button" tabIndex={-1} aria-hidden="true" onClick={() => open(result)} className="size-16 shrink-0 cursor-zoom-in overflow-hidden rounded-md border border-border bg-background">
                  <ResultThumb result={result} />
                </button>
              ) : (
                <span className="size-16 shrink-0 overflow-hidden rounded-md border border-border bg-background">
                  <ResultThumb result={result} />
                </span>
              )}
              <div className="min-w-0 flex-1 basis-40">
                <p className="truncate text-foreground" title={result.name}>
                  {result.name}
                </p>
                <p className="text-xs text-muted">
                  {formatBytes(result.size)} · {result.uploaded_by_name} · {result.original_name ? `Ảnh gốc: ${result.original_name}` : 'Không có ảnh gốc cùng tên'}
                  {!result.completed && ' · Đang tải lên'}
                </p>
              </div>
              <div className="ml-auto flex shrink-0 items-center gap-1">
                {result.completed && (
                  <Button variant="ghost" size="sm" onClick={() => open(result)} aria-label={`Xem lớn: ${result.name}`} data-testid="result-view">
                    Xem
                  </Button>
                )}
                {result.completed && (
                  <a href={resultUrl(result.id, 'staff')} className={buttonClassName({ variant: 'ghost', size: 'sm' })} download aria-label={`Tải xuống ${result.name}`}>
                    Tải xuống
                  </a>
                )}
                {result.can_delete && (
                  <Button variant="ghost" size="sm" className="text-danger" onClick={() => void onDelete(result)} aria-label={`Xóa ${result.name}`}>
                    Xóa
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </JobPageSection>
  );
}

function ResultThumb({ result }: { result: TaskResult }) {
  if (!result.has_thumbnail) {
    return (
      <span aria-hidden="true" className="flex size-full items-center justify-center text-[10px] font-semibold uppercase text-muted">
        {result.name.includes('.') ? result.name.slice(result.name.lastIndexOf('.') + 1).slice(0, 4) : 'tệp'}
      </span>
    );
  }
  // eslint-disable-next-line @next/next/no-img-element -- the checked thumbnail route; next/image would fetch it without the session
  return <img src={resultThumbnailUrl(result.id, 'staff')} alt={`Ảnh thu nhỏ ${result.name}`} loading="lazy" width={64} height={64} className="size-full object-cover" />;
}
