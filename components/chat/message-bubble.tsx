import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/components/ui/class-names';
import { chatImageUrl, exactTime } from '@/lib/client/chat-display';
import { fullName } from '@/domain/person-name';
import type { ChatMessage } from '@/lib/chat/message-window';

type MessageBubbleProps = {
  message: ChatMessage;
  mine: boolean;
  /** First of a run by the same person: shows the name (groups). */
  showName: boolean;
  /** Last of a run: shows the avatar (others) and the time. */
  showAvatar: boolean;
  footer?: string;
  onOpenImage: (src: string) => void;
};

/**
 * One message. Text is rendered as text (React escapes it; no HTML is ever interpreted) with
 * its line breaks; an image opens the lightbox.
 */
export function MessageBubble({ message, mine, showName, showAvatar, footer, onOpenImage }: MessageBubbleProps) {
  const author = fullName(message.posted_by);
  const image = message.messageContentType === 'image';
  return (
    <li data-message-id={message.id} className={cn('flex items-end gap-2', mine ? 'justify-end' : 'justify-start', showAvatar ? 'mb-3' : 'mb-0.5')}>
      {!mine && (showAvatar ? <Avatar name={author} src={message.posted_by.avatar_url} size="sm" /> : <span className="w-8 shrink-0" aria-hidden="true" />)}
      {/* min-w-0: a flex item is otherwise as wide as its longest word, and a long URL pushed the
          bubble past the list's edge (left for one's own messages, right for others'). */}
      <div className={cn('flex min-w-0 max-w-[75%] flex-col', mine ? 'items-end' : 'items-start')}>
        {showName && !mine && <span className="mb-1 px-1 text-xs font-medium text-muted">{author}</span>}
        {image ? (
          <button
            type="button"
            onClick={() => onOpenImage(chatImageUrl(message.id))}
            title={exactTime(message.posted_at)}
            className="overflow-hidden rounded-2xl border border-border bg-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          >
            {/* A box of its own size before the picture arrives (256 × 192, the picture covering it;
                the lightbox shows it whole): a loading picture moves nothing. */}
            {/* eslint-disable-next-line @next/next/no-img-element -- a checked file route, not an optimisable asset */}
            <img
              src={chatImageUrl(message.id, 'thumbnail')}
              loading="lazy"
              decoding="async"
              width={256}
              height={192}
              alt={`Hình ảnh từ ${mine ? 'bạn' : author}`}
              className="block aspect-[4/3] h-auto w-64 max-w-full object-cover"
            />
          </button>
        ) : (
          <p
            title={exactTime(message.posted_at)}
            className={cn(
              'max-w-full whitespace-pre-wrap rounded-2xl px-3.5 py-2 text-sm leading-relaxed [overflow-wrap:anywhere]',
              mine ? 'rounded-br-md bg-primary text-primary-foreground' : 'rounded-bl-md bg-background text-foreground',
            )}
          >
            {message.content}
          </p>
        )}
        {footer && <span className="mt-1 px-1 text-[11px] text-muted">{footer}</span>}
      </div>
    </li>
  );
}
