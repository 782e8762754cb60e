'use client';

import { useLayoutEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { toast } from '@/lib/client/toast';
import { CharacterCount, describedBy } from '@/components/ui/character-count';
import { cn } from '@/components/ui/class-names';
import { Spinner } from '@/components/ui/spinner';
import { CHAT_IMAGE_ACCEPT, CHAT_MESSAGES, CHAT_TEXT_MAX, chatImageFileProblem } from '@/domain/validation/chat';
import { CloseIcon, ImageIcon, SendIcon } from './chat-icons';
import { EmojiPicker } from './emoji-picker';
import { LazyImageLightbox } from './lazy-image-lightbox';
import { useHydrated } from '@/components/ui/use-hydrated';
import { readAsDataUrl } from '@/lib/client/read-file';

/** A chat message shows its counter only in the last fifth of its limit: short messages stay uncluttered. */
const CHAT_COUNT_FROM = Math.round(CHAT_TEXT_MAX * 0.8);

export type OutgoingMessage = { text: string | null; image: string | null };

type PendingImage = { dataUrl: string; name: string; size: number };

type MessageInputProps = {
  /** Disabled on /chat/new until recipients are chosen. */
  disabled?: boolean;
  placeholder?: string;
  /** Resolves when sent; rejects to give the text and image back to the input. */
  onSend: (message: OutgoingMessage) => Promise<void>;
};

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toLocaleString('vi-VN', { maximumFractionDigits: 1 })} MB`;
}

const toolButton =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted transition-colors hover:bg-primary-soft hover:text-primary ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary disabled:pointer-events-none disabled:opacity-50';

/**
 * The input bar: text (Enter sends, Shift+Enter breaks the line), emoji, an image from the
 * picker or pasted from the clipboard (previewed before sending), and the send button, which
 * stays disabled while there is nothing to send.
 */
export function MessageInput({ disabled = false, placeholder = 'Nhập tin nhắn...', onSend }: MessageInputProps) {
  const hydrated = useHydrated();
  const [text, setText] = useState('');
  const [image, setImage] = useState<PendingImage | null>(null);
  const [sending, setSending] = useState(0);
  const [previewOpen, setPreviewOpen] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const filePicker = useRef<HTMLInputElement>(null);
  // Messages typed quickly one after another are sent one at a time, in order.
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const hasText = text.trim() !== '';
  const tooLong = text.length > CHAT_TEXT_MAX;
  const canSend = !disabled && !tooLong && (hasText || image !== null);

  // Grows with its text up to six lines.
  useLayoutEffect(() => {
    const el = textarea.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, 160)}px`;
  }, [text]);

  async function attach(file: File) {
    const problem = chatImageFileProblem(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    try {
      setImage({ dataUrl: await readAsDataUrl(file), name: file.name || 'Ảnh dán', size: file.size });
    } catch {
      toast.error(CHAT_MESSAGES.imageInvalid);
    }
  }

  function send() {
    if (!canSend) return;
    const message: OutgoingMessage = { text: hasText ? text : null, image: image?.dataUrl ?? null };
    const kept = { text, image };
    setText('');
    setImage(null);
    setSending((n) => n + 1);
    queue.current = queue.current
      .then(() => onSend(message))
      .catch(() => {
        // Nothing is lost: it comes back to the input to be sent again.
        setText((current) => current || kept.text);
        setImage((current) => current ?? kept.image);
      })
      .finally(() => setSending((n) => n - 1));
    textarea.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter while an input method is composing (Vietnamese Telex/VNI) only confirms the word.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  function onPaste(event: ClipboardEvent<HTMLTextAreaElement>) {
    const file = [...event.clipboardData.files].find((f) => f.type.startsWith('image/'));
    if (!file) return;
    event.preventDefault();
    void attach(file);
  }

  function insertEmoji(emoji: string) {
    const el = textarea.current;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + emoji + text.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  }

  return (
    <div className="shrink-0 border-t border-border px-3 py-3 sm:px-4">
      {image && (
        <div data-testid="image-preview" className="mb-2 flex items-center gap-3 rounded-xl border border-border bg-background p-2">
          <button
            type="button"
            onClick={() => setPreviewOpen(true)}
            aria-label="Xem ảnh trước khi gửi"
            className="overflow-hidden rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- a local data URL before sending */}
            <img src={image.dataUrl} alt="Ảnh sắp gửi" className="size-16 object-cover" />
          </button>
          <div className="min-w-0 flex-1 text-sm">
            <p className="truncate font-medium">{image.name}</p>
            <p className="text-xs text-muted">{formatSize(image.size)} · Nhấn gửi để gửi ảnh</p>
          </div>
          <button type="button" onClick={() => setImage(null)} aria-label="Bỏ ảnh" className={toolButton}>
            <CloseIcon className="size-4" />
          </button>
          <LazyImageLightbox src={previewOpen ? image.dataUrl : null} alt="Ảnh sắp gửi" onClose={() => setPreviewOpen(false)} />
        </div>
      )}
      <div className="flex items-end gap-1">
        <EmojiPicker disabled={disabled} onPick={insertEmoji} />
        <button type="button" disabled={disabled} onClick={() => filePicker.current?.click()} aria-label="Gửi ảnh" title="Gửi ảnh (PNG, JPEG, WebP, GIF tối đa 5 MB)" className={toolButton}>
          <ImageIcon className="size-5" />
        </button>
        <input
          ref={filePicker}
          type="file"
          accept={CHAT_IMAGE_ACCEPT}
          className="hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void attach(file);
          }}
        />
        <label className="min-w-0 flex-1">
          <span className="sr-only">Tin nhắn</span>
          <textarea
            ref={textarea}
            rows={1}
            value={text}
            disabled={disabled}
            readOnly={!hydrated}
            placeholder={disabled ? 'Chọn người để bắt đầu chat' : placeholder}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            onPaste={onPaste}
            aria-invalid={tooLong || undefined}
            aria-describedby={describedBy(tooLong && 'chat-input-error', text.length >= CHAT_COUNT_FROM && 'chat-input-count')}
            className={cn(
              'block max-h-40 min-h-10 w-full resize-none rounded-2xl border border-border bg-background px-4 py-2.5 text-sm leading-5 text-foreground',
              'placeholder:text-muted focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30 disabled:cursor-not-allowed disabled:opacity-60',
              'aria-[invalid=true]:border-danger',
            )}
          />
        </label>
        <button
          type="button"
          onClick={send}
          disabled={!canSend}
          aria-label="Gửi"
          className={cn(
            'inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-sm transition-colors hover:bg-primary-hover',
            'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:bg-border disabled:text-muted disabled:shadow-none',
          )}
        >
          {sending > 0 ? <Spinner className="size-4" /> : <SendIcon className="size-5" />}
        </button>
      </div>
      {(tooLong || text.length >= CHAT_COUNT_FROM) && (
        <div className="mt-1.5 flex items-start justify-between gap-3 px-2">
          {tooLong ? (
            <p id="chat-input-error" role="alert" className="text-xs text-danger">
              {CHAT_MESSAGES.tooLong}
            </p>
          ) : (
            <span />
          )}
          <CharacterCount id="chat-input-count" length={text.length} max={CHAT_TEXT_MAX} showFrom={CHAT_COUNT_FROM} />
        </div>
      )}
    </div>
  );
}
