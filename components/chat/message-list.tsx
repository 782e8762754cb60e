'use client';

import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { relativeTime } from '@/lib/client/chat-display';
import type { ChatMessage, MessageWindow } from '@/lib/chat/message-window';
import { LazyImageLightbox } from './lazy-image-lightbox';
import { MessageBubble } from './message-bubble';
import { useNow } from '@/components/ui/now';

/** Messages of one person less than 5 minutes apart form a run: one name, one avatar, one time. */
const RUN_GAP_MS = 5 * 60_000;
/** How close to an edge counts as "at" it (px). */
const EDGE = 80;

type MessageListProps = {
  viewerId: number;
  group: boolean;
  window: MessageWindow | undefined;
  loading: boolean;
  failed: boolean;
  loadOlder: () => Promise<void>;
  emptyText?: string;
};

function sameRun(a: ChatMessage | undefined, b: ChatMessage | undefined): boolean {
  return !!a && !!b && a.posted_by.id === b.posted_by.id && Math.abs(Date.parse(b.posted_at) - Date.parse(a.posted_at)) < RUN_GAP_MS;
}

function readLabel(message: ChatMessage, group: boolean): string {
  if (message.read_count === 0) return 'Đã gửi';
  return group ? `Đã xem · ${message.read_count}` : 'Đã xem';
}

/**
 * The conversation's messages, oldest at the top. It opens at the newest message, follows new
 * ones while the reader is at the bottom, and loads older ones when scrolled to the top
 * (keeping the reader's place).
 */
export function MessageList({ viewerId, group, window, loading, failed, loadOlder, emptyText = 'Hãy gửi lời chào đầu tiên!' }: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [lightbox, setLightbox] = useState<string | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const now = useNow();
  const messages = window?.messages ?? [];
  const firstId = messages[0]?.id ?? null;
  const lastId = messages.at(-1)?.id ?? null;
  const lastMine = messages.at(-1)?.posted_by.id === viewerId;
  const lastOwnIndex = messages.findLastIndex((m) => m.posted_by.id === viewerId);
  // What the scroll position was relative to, before the messages changed.
  const before = useRef({ firstId: null as number | null, lastId: null as number | null, height: 0, top: 0, atBottom: true });

  const toBottom = useCallback(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, []);

  const older = useCallback(async () => {
    if (loadingOlder || !window?.hasOlder) return;
    setLoadingOlder(true);
    try {
      await loadOlder();
    } catch (error) {
      console.error('[chat] older messages failed to load', error); // only logged: the list keeps what it has
    } finally {
      setLoadingOlder(false);
    }
  }, [loadOlder, loadingOlder, window?.hasOlder]);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const prev = before.current;
    if (prev.firstId === null || prev.lastId === null) toBottom();
    else if (firstId !== null && firstId < prev.firstId) el.scrollTop = prev.top + (el.scrollHeight - prev.height);
    else if (lastId !== null && lastId > prev.lastId && (prev.atBottom || lastMine)) toBottom();
    before.current = { firstId, lastId, height: el.scrollHeight, top: el.scrollTop, atBottom: el.scrollHeight - el.scrollTop - el.clientHeight < EDGE };
    // A first page shorter than the screen cannot be scrolled up: fetch older ones at once.
    if (el.scrollHeight <= el.clientHeight && window?.hasOlder && !loadingOlder) void older();
  }, [firstId, lastId, lastMine, toBottom, window?.hasOlder, older, loadingOlder]);

  function onScroll() {
    const el = scroller.current;
    if (!el) return;
    before.current = { ...before.current, height: el.scrollHeight, top: el.scrollTop, atBottom: el.scrollHeight - el.scrollTop - el.clientHeight < EDGE };
    if (el.scrollTop < EDGE) void older();
  }

  return (
    <div ref={scroller} onScroll={onScroll} data-testid="message-list" className="min-h-0 flex-1 overflow-y-auto px-4 py-4 sm:px-6">
      {loading ? (
        <p role="status" className="flex h-full items-center justify-center gap-2 text-sm text-muted">
          <Spinner /> Đang tải tin nhắn...
        </p>
      ) : failed ? (
        <p role="alert" className="flex h-full items-center justify-center text-sm text-danger">
          Không tải được tin nhắn.
        </p>
      ) : messages.length === 0 ? (
        <p className="flex h-full items-center justify-center text-sm text-muted">{emptyText}</p>
      ) : (
        <>
          <div className="flex h-8 items-center justify-center text-xs text-muted" aria-live="polite">
            {loadingOlder ? (
              <span className="flex items-center gap-2">
                <Spinner className="size-3.5" /> Đang tải tin cũ hơn...
              </span>
            ) : (
              !window?.hasOlder && 'Bắt đầu cuộc trò chuyện'
            )}
          </div>
          {/* The newest message is the list's initial scroll target (CSS scroll-initial-target): the
              first HTML already opens at the bottom, before any script ran, so the messages painted
              first are the ones read first. Without support, the layout effect above scrolls there. */}
          <ol aria-label="Tin nhắn" className="flex flex-col [&>li:last-child]:[scroll-initial-target:nearest]">
            {messages.map((message, index) => {
              const mine = message.posted_by.id === viewerId;
              const endOfRun = !sameRun(message, messages[index + 1]);
              const time = relativeTime(message.posted_at, now);
              return (
                <MessageBubble
                  key={message.id}
                  message={message}
                  mine={mine}
                  showName={group && !sameRun(messages[index - 1], message)}
                  showAvatar={endOfRun}
                  footer={index === lastOwnIndex ? `${time} · ${readLabel(message, group)}` : endOfRun ? time : undefined}
                  onOpenImage={setLightbox}
                />
              );
            })}
          </ol>
        </>
      )}
      <LazyImageLightbox src={lightbox} alt="Hình ảnh trong cuộc trò chuyện" onClose={() => setLightbox(null)} />
    </div>
  );
}
