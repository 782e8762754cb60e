import { Avatar, presenceOf } from '@/components/ui/avatar';
import { cn } from '@/components/ui/class-names';
import { type ChatPerson } from '@/lib/client/chat-display';
import { fullName } from '@/domain/person-name';

/** An avatar stack shows at most 3 people (docs/decisions/product-rules.md, 'Chat'). */
export const AVATAR_STACK_MAX = 3;

type AvatarStackProps = {
  people: ChatPerson[];
  size?: 'sm' | 'md';
  /** 'row': overlapping in a line (headers); 'cluster': packed into one avatar's square (lists). */
  layout?: 'row' | 'cluster';
  showPresence?: boolean;
  className?: string;
};

/**
 * Where each of two or three 20 px faces sits in a 40 px cluster: two on the diagonal, three in
 * a triangle. They touch but do not overlap, so every initial stays whole.
 */
const CLUSTER_SPOTS = {
  2: ['left-0.5 top-0.5', 'bottom-0.5 right-0.5'],
  3: ['left-2.5 top-0', 'bottom-0 left-0', 'bottom-0 right-0'],
} as const;

/** A conversation's picture: one avatar for a private chat, up to three for a group. */
export function AvatarStack({ people, size = 'md', layout = 'row', showPresence = false, className }: AvatarStackProps) {
  const shown = people.slice(0, AVATAR_STACK_MAX);
  if (shown.length === 1) {
    const [person] = shown as [ChatPerson];
    return <Avatar name={fullName(person)} src={person.avatar_url} size={size} presence={showPresence ? presenceOf(person) : undefined} className={className} />;
  }
  if (layout === 'cluster') {
    const spots = CLUSTER_SPOTS[shown.length as 2 | 3];
    return (
      <span data-testid="avatar-stack" className={cn('relative block size-10 shrink-0', className)}>
        {shown.map((person, i) => (
          <Avatar key={person.id} name={fullName(person)} src={person.avatar_url} size="xs" className={cn('absolute ring-2 ring-surface', spots[i])} />
        ))}
      </span>
    );
  }
  return (
    <span data-testid="avatar-stack" className={cn('flex shrink-0 -space-x-3', className)}>
      {shown.map((person) => (
        <Avatar key={person.id} name={fullName(person)} src={person.avatar_url} size={size} className="ring-2 ring-surface" />
      ))}
    </span>
  );
}
