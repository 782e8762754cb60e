import { cn } from './class-names';

type AvatarProps = { name: string; src?: string | null; size?: 'sm' | 'md' | 'lg'; className?: string };

const sizes = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-16 text-xl' } as const;

/** First and last word's initials (the given name comes last in Vietnamese): 'Nguyễn Văn An' → 'NA'. */
function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const last = words.at(-1)?.[0] ?? '?';
  const first = words.length > 1 ? (words[0]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

export function Avatar({ name, src, size = 'md', className }: AvatarProps) {
  const box = cn('inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full', sizes[size], className);
  if (src) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- avatars are arbitrary user URLs or data URLs; next/image would need every host configured
      <img src={src} alt={name} className={cn(box, 'object-cover')} />
    );
  }
  return (
    <span role="img" aria-label={name} className={cn(box, 'bg-primary-soft font-semibold text-primary')}>
      <span aria-hidden="true">{initials(name)}</span>
    </span>
  );
}
