import Link from 'next/link';
import { PRESENCE_LABEL, presenceOf } from '@/components/ui/avatar';
import { cn } from '@/components/ui/class-names';
import { otherMembers, roomTitle, stackPeople, type ChatRoomSummary } from '@/lib/client/chat-display';
import { AvatarStack } from './avatar-stack';
import { BackIcon, InfoIcon } from './chat-icons';

type ConversationHeaderProps = {
  room: ChatRoomSummary;
  viewerId: number;
  infoOpen: boolean;
  onToggleInfo: () => void;
  infoPanelId: string;
};

const iconButton =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted transition-colors hover:bg-primary-soft hover:text-primary ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary';

/** Who the conversation is with: avatar stack (at most 3), title and presence. */
export function ConversationHeader({ room, viewerId, infoOpen, onToggleInfo, infoPanelId }: ConversationHeaderProps) {
  const others = otherMembers(room, viewerId);
  const online = others.filter((u) => u.is_online).length;
  const status =
    room.type === 'Private' && others[0]
      ? PRESENCE_LABEL[presenceOf(others[0])]
      : `${room.members.length} thành viên${online ? ` · ${online} đang hoạt động` : ''}`;
  const title = roomTitle(room, viewerId);
  return (
    <header className="flex min-h-16 shrink-0 items-center gap-3 border-b border-border px-3 py-2 sm:px-4">
      <Link href="/chat" aria-label="Quay lại danh sách" className={cn(iconButton, 'md:hidden')}>
        <BackIcon className="size-5" />
      </Link>
      {/* A group's faces packed into one avatar's square, as in the list: in a row they took the
          room name's space on a phone and covered each other's initials. */}
      <AvatarStack people={stackPeople(room, viewerId)} size="md" layout="cluster" showPresence={room.type === 'Private'} />
      <div className="min-w-0 flex-1">
        {/* Up to two lines: a group named after its members ('Minh Anh, Kiểm Tra QA, …') lost
            all but the first name to the ellipsis on a phone. */}
        <h2 className="line-clamp-2 break-words text-base font-semibold" title={title}>
          {title}
        </h2>
        <p className={cn('truncate text-xs', room.type === 'Private' && others[0]?.is_online ? 'text-success' : 'text-muted')}>{status}</p>
      </div>
      <button
        type="button"
        onClick={onToggleInfo}
        aria-label={infoOpen ? 'Ẩn thông tin' : 'Hiện thông tin'}
        aria-expanded={infoOpen}
        aria-controls={infoPanelId}
        className={cn(iconButton, infoOpen && 'bg-primary-soft text-primary')}
      >
        <InfoIcon className="size-5" />
      </button>
    </header>
  );
}
