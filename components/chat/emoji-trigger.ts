import { cn } from '@/components/ui/class-names';

// What the emoji picker's placeholder (emoji-picker.tsx) and its popover (emoji-popover.tsx) share.

export type EmojiPickerProps = { disabled?: boolean; onPick: (emoji: string) => void; className?: string };

export function emojiTriggerClassName(className?: string) {
  return cn(
    'inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted transition-colors hover:bg-primary-soft hover:text-primary',
    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary disabled:pointer-events-none disabled:opacity-50 data-[state=open]:bg-primary-soft data-[state=open]:text-primary',
    className,
  );
}
