'use client';

import type { CSSProperties, HTMLAttributes, ReactNode, Ref } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { usePresenceOf } from '@/components/ui/presence';
import { useNow } from '@/components/ui/now';
import { cn } from '@/components/ui/class-names';
import type { TaskCard } from '@/lib/client/queries/tasks';
import { relativeTime } from '@/lib/client/relative-time';
import { timeLeft } from '@/domain/due-time';
import { formatStudioDateTime } from '@/domain/studio-time';
import { fullName } from '@/domain/person-name';

/** Every card has the same height, so long columns can be virtualised with fixed slots. */
export const CARD_HEIGHT = 124;
export const CARD_GAP = 8;
export const CARD_SLOT = CARD_HEIGHT + CARD_GAP;

type Person = TaskCard['editor'];


function PersonAvatar({ role, person }: { role: 'Editor' | 'QA'; person: Person }) {
  const presenceOf = usePresenceOf();
  if (!person) {
    return (
      <span
        role="img"
        aria-label={`Chưa có ${role}`}
        title={`Chưa có ${role}`}
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-full border border-dashed border-muted/60 bg-surface text-[10px] font-semibold text-muted ring-2 ring-surface"
      >
        {role === 'Editor' ? 'E' : 'QA'}
      </span>
    );
  }
  const name = fullName(person);
  return <Avatar name={name} src={person.avatar_url} size="sm" presence={presenceOf(person)} title={`${role}: ${name}`} className="rounded-full ring-2 ring-surface" />;
}

/** 'vừa xong', '3 giờ trước' (lib/client/relative-time.ts), with the exact time on hover. */
function Age({ createdAt }: { createdAt: string }) {
  // The same "now" as the server while the page hydrates (components/ui/now.tsx).
  const now = useNow();
  return (
    <time dateTime={createdAt} title={`Tạo lúc ${formatStudioDateTime(createdAt)}`} className="truncate">
      {relativeTime(createdAt, now)}
    </time>
  );
}

/**
 * 'Còn 3 giờ' / 'Trễ 5 giờ' (domain/due-time.ts): late in the warning colour with a warning icon
 * and the word 'Trễ', so it does not rest on colour alone; the due time on hover. Ticks with
 * useNow (every 30 s), so the text follows the clock without a reload.
 */
export function DueBadge({ dueAt, status }: { dueAt: string | null | undefined; status: TaskCard['status'] }) {
  const now = useNow();
  const left = timeLeft(dueAt, status, new Date(now));
  if (!left || !dueAt) return null;
  return (
    <time
      dateTime={dueAt}
      title={`Hạn hoàn thành ${formatStudioDateTime(dueAt)}`}
      data-due={left.late ? 'late' : 'on-time'}
      className={cn(
        'inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full px-1.5 py-0.5 font-medium',
        left.late ? 'bg-danger-soft text-danger ring-1 ring-danger/40' : 'bg-background text-foreground ring-1 ring-border',
      )}
    >
      {left.late ? (
        <svg viewBox="0 0 24 24" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M12 3 2 20h20L12 3z" strokeLinejoin="round" />
          <path d="M12 10v4M12 17h.01" strokeLinecap="round" />
        </svg>
      ) : (
        <svg viewBox="0 0 24 24" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <circle cx="12" cy="12" r="8.5" />
          <path d="M12 7.5V12l3 2" strokeLinecap="round" />
        </svg>
      )}
      {left.text}
    </time>
  );
}

type TaskCardViewProps = {
  card: TaskCard;
  /** The drag handle's props (from @hello-pangea/dnd) and the card's own handlers. */
  handleProps?: HTMLAttributes<HTMLDivElement>;
  dragging?: boolean;
  /** Rendered after the drag handle, positioned by itself over the card's corner (the move menu). */
  corner?: ReactNode;
  /**
   * The card's outermost element is also the board's slot for it (board-column.tsx, CardSlot):
   * the drag library's ref and props, and the slot's position. One element, not a wrapper each:
   * every element of a card is parsed, laid out and hydrated a few dozen times on the board's
   * first load (docs/decisions/page-weight.md).
   */
  rootRef?: Ref<HTMLDivElement>;
  rootProps?: HTMLAttributes<HTMLDivElement>;
  style?: CSSProperties;
  className?: string;
};

/** A task card: name, product and code, editor and QA, file count and age. */
export function TaskCardView({ card, handleProps, dragging = false, corner, rootRef, rootProps, style, className }: TaskCardViewProps) {
  const product = [card.productName, card.productCode].filter(Boolean);
  return (
    <div ref={rootRef} {...rootProps} className={cn('relative', className)} style={{ height: CARD_HEIGHT, ...style }}>
      <div
        aria-label={card.taskName}
        data-task-id={card.id}
        {...handleProps}
        className={cn(
          'flex h-full cursor-pointer flex-col rounded-xl border bg-surface p-3 text-left shadow-sm transition-[box-shadow,border-color]',
          'hover:border-primary/50 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary',
          dragging ? 'rotate-[1.5deg] border-primary shadow-xl' : 'border-border',
        )}
      >
        <p className={cn('line-clamp-2 text-sm font-semibold leading-5 text-foreground', corner ? 'pr-7' : undefined)}>{card.taskName}</p>
        <p className="mt-1 truncate text-xs leading-4 text-muted">
          {product.length ? (
            <>
              {card.productName}
              {card.productName && card.productCode && ' · '}
              {card.productCode && <span className="font-mono">{card.productCode}</span>}
            </>
          ) : (
            'Chưa có sản phẩm'
          )}
        </p>
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          <div className="flex shrink-0 items-center gap-2">
            <div className="flex -space-x-1.5">
              <PersonAvatar role="Editor" person={card.editor} />
              <PersonAvatar role="QA" person={card.qa} />
            </div>
            {card.previewFileId !== null && (
              // The batch's first thumbnail (docs/decisions/delivery.md): a URL on the card, fetched lazily when on screen.
              // eslint-disable-next-line @next/next/no-img-element -- the checked thumbnail route; next/image would fetch it without the session
              <img
                src={`/api/nguoi-dung-cloud/files/${card.previewFileId}/thumbnail`}
                alt=""
                loading="lazy"
                decoding="async"
                width={24}
                height={24}
                className="size-6 rounded border border-border object-cover"
                data-testid="card-preview"
              />
            )}
            {card.revisionRound > 1 && (
              // A revision job (docs/decisions/proofing.md): its round, readable even when the name is cut.
              <span className="shrink-0 whitespace-nowrap rounded-full bg-primary-soft px-1.5 py-0.5 text-xs font-medium text-primary" data-testid="card-revision">
                Sửa lần {card.revisionRound}
              </span>
            )}
          </div>
          <div className="flex min-w-0 items-center gap-2.5 text-xs text-muted">
            <span title="Tổng số file" className="inline-flex shrink-0 items-center gap-1 tabular-nums">
              <svg viewBox="0 0 24 24" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <path d="M4 6.5A1.5 1.5 0 0 1 5.5 5H10l2 2h6.5A1.5 1.5 0 0 1 20 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 17.5z" strokeLinejoin="round" />
              </svg>
              {card.totalFile}
              <span className="sr-only"> file</span>
            </span>
            {/* An open job with a due time shows its time left instead of its age (docs/decisions/due-times.md). */}
            {timeLeft(card.dueAt, card.status) ? <DueBadge dueAt={card.dueAt} status={card.status} /> : <Age createdAt={card.createdAt} />}
          </div>
        </div>
      </div>
      {corner}
    </div>
  );
}
