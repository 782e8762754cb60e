'use client';

/** A small built-in set of everyday emoji (no package, no network). */
export const EMOJI = [
  '😀', '😁', '😂', '🤣', '😊', '😍', '😘', '😎',
  '🤔', '😅', '😢', '😭', '😡', '😴', '🤗', '🙏',
  '👍', '👎', '👌', '👏', '🙌', '💪', '✌️', '🤝',
  '❤️', '💔', '🔥', '⭐', '🎉', '✅', '❌', '⚠️',
  '📷', '🖼️', '🎨', '✂️', '📁', '⏰', '☕', '🌸',
] as const;

/** The picker's grid: loaded when the picker first opens (emoji-picker.tsx). */
export function EmojiGrid({ onPick }: { onPick: (emoji: string) => void }) {
  return (
    <div className="grid grid-cols-8 gap-0.5">
      {EMOJI.map((emoji) => (
        <button
          key={emoji}
          type="button"
          aria-label={emoji}
          onClick={() => onPick(emoji)}
          className="flex size-9 items-center justify-center rounded-lg text-xl leading-none hover:bg-primary-soft focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
        >
          {emoji}
        </button>
      ))}
    </div>
  );
}
