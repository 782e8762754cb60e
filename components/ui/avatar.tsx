import { cn } from './class-names';

/** Presence display states (docs/decisions/notifications-and-presence.md). The provider knows online/offline (`is_online`). */
export type Presence = 'online' | 'offline' | 'away' | 'busy' | 'invisible';

export const PRESENCE_LABEL: Record<Presence, string> = {
  online: 'Đang hoạt động',
  offline: 'Ngoại tuyến',
  away: 'Vắng mặt',
  busy: 'Đang bận',
  invisible: 'Ẩn',
};

const presenceDot: Record<Presence, string> = {
  online: 'bg-success',
  offline: 'bg-muted',
  away: 'bg-amber-500',
  busy: 'bg-danger',
  invisible: 'bg-surface ring-2 ring-inset ring-muted',
};

/** A user's presence from the provider's `is_online` (seen within a minute, not hidden). */
export function presenceOf(user: { is_online?: boolean | null }): Presence {
  return user.is_online ? 'online' : 'offline';
}

type AvatarProps = {
  name: string;
  src?: string | null;
  /** 'xs' (20 px, a group's cluster) shows the given name's initial alone: two letters do not fit. */
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  /** Shows a dot in the corner and adds the state to the accessible name. */
  presence?: Presence;
  /** The hover text, on the avatar's outermost element. */
  title?: string;
  className?: string;
};

const sizes = { xs: 'size-5 text-[10px]', sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-16 text-xl', xl: 'size-24 text-3xl' } as const;
const dotSizes = { xs: 'size-2', sm: 'size-2.5', md: 'size-3', lg: 'size-4', xl: 'size-5' } as const;

/** First and last word's initials (the given name comes last in Vietnamese): 'Nguyễn Văn An' → 'NA'. */
function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const last = words.at(-1)?.[0] ?? '?';
  const first = words.length > 1 ? (words[0]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

export function Avatar({ name, src, size = 'md', presence, title, className }: AvatarProps) {
  const label = presence ? `${name} (${PRESENCE_LABEL[presence]})` : name;
  const box = cn('inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full', sizes[size], !presence && className);
  // On the outermost element: the picture, or the presence wrapper around it.
  const pictureTitle = presence ? undefined : title;
  const picture = src ? (
    // eslint-disable-next-line @next/next/no-img-element -- avatars are arbitrary user URLs or data URLs; next/image would need every host configured
    <img src={src} alt={label} title={pictureTitle} className={cn(box, 'object-cover')} />
  ) : (
    // An img role's content is presentational: the initials are drawn, the label is what is read.
    <span role="img" aria-label={label} title={pictureTitle} className={cn(box, 'bg-primary-soft font-semibold text-primary')}>
      {size === 'xs' ? initials(name).slice(-1) : initials(name)}
    </span>
  );
  if (!presence) return picture;
  return (
    <span className={cn('relative inline-flex shrink-0', className)} title={title} data-presence={presence}>
      {picture}
      <span
        aria-hidden="true"
        title={PRESENCE_LABEL[presence]}
        className={cn('absolute bottom-0 right-0 rounded-full ring-2 ring-surface', dotSizes[size], presenceDot[presence])}
      />
    </span>
  );
}
