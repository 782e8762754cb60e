import { cn } from '@/components/ui/class-names';

/** Look of the header's top navigation entries ('Trang chủ', 'Các chức năng'). */
export function topNavLinkClassName(active: boolean): string {
  return cn(
    'inline-flex h-10 items-center whitespace-nowrap rounded-lg px-3 text-sm font-semibold transition-colors',
    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary',
    active ? 'bg-primary-soft text-primary' : 'text-foreground/80 hover:bg-primary-soft hover:text-primary',
  );
}
