import { Spinner } from '@/components/ui/spinner';

/** Shown while a whole screen loads (`app/(staff)/(screens)/loading.tsx`: the staff screens that do not draw their data in the first HTML: not the board, chat, job page, /thong-bao or reports); announced politely to screen readers. */
export function FullPageLoading() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-background px-4">
      <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-xl bg-primary text-base font-bold text-primary-foreground">
        TM
      </span>
      <Spinner className="size-6 text-primary" />
      <p className="text-sm text-muted">Đang tải...</p>
    </div>
  );
}
