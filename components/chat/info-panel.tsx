import { Avatar } from '@/components/ui/avatar';
import { usePresenceOf } from '@/components/ui/presence';
import { cn } from '@/components/ui/class-names';
import { roomTitle, stackPeople, type ChatRoomSummary } from '@/lib/client/chat-display';
import { fullName } from '@/domain/person-name';
import { AvatarStack } from './avatar-stack';
import { CloseIcon } from './chat-icons';

type InfoPanelProps = { id: string; room: ChatRoomSummary; viewerId: number; onClose: () => void; className?: string };

/** The right info panel (240 px): the room and its members, the creator marked 'Chủ phòng'. */
export function InfoPanel({ id, room, viewerId, onClose, className }: InfoPanelProps) {
  const presenceOf = usePresenceOf();
  return (
    <aside
      id={id}
      aria-label="Thông tin cuộc trò chuyện"
      className={cn(
        // Always placed over the conversation's right edge: on wide screens the conversation keeps
        // its 240 px free (conversation-view.tsx), so the messages' width never waits for this
        // panel's HTML, which comes after them (a shift while the page is parsed, bench/pages).
        'absolute inset-y-0 right-0 z-10 flex w-[240px] flex-col border-l border-border bg-surface shadow-xl',
        'xl:shadow-none',
        className,
      )}
    >
      <div className="flex items-center justify-between px-4 pt-3">
        <h3 className="text-sm font-semibold">Thông tin</h3>
        <button
          type="button"
          onClick={onClose}
          aria-label="Đóng thông tin"
          className="inline-flex size-8 items-center justify-center rounded-full text-muted hover:bg-primary-soft hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
        >
          <CloseIcon className="size-4" />
        </button>
      </div>
      <div className="flex flex-col items-center gap-2 px-4 pb-4 pt-2 text-center">
        <AvatarStack people={stackPeople(room, viewerId)} size="md" />
        <p className="line-clamp-2 text-sm font-semibold">{roomTitle(room, viewerId)}</p>
        <p className="text-xs text-muted">{room.type === 'Group' ? 'Nhóm chat' : 'Chat riêng'}</p>
      </div>
      <h4 className="border-t border-border px-4 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-muted">Thành viên ({room.members.length})</h4>
      <ul aria-label="Thành viên" className="max-h-64 overflow-y-auto px-2 pb-3">
        {room.members.map(({ user, is_admin }) => (
          <li key={user.id} className="flex items-center gap-2.5 rounded-lg px-2 py-1.5">
            <Avatar name={fullName(user)} src={user.avatar_url} size="sm" presence={presenceOf(user)} />
            <span className="min-w-0 flex-1">
              <span className="flex items-center gap-1.5">
                <span className="truncate text-sm">{fullName(user)}</span>
                {is_admin && <span className="shrink-0 rounded-full bg-primary-soft px-1.5 py-0.5 text-[10px] font-semibold text-primary">Chủ phòng</span>}
              </span>
              <span className="block truncate text-xs text-muted">{user.id === viewerId ? 'Bạn' : user.email}</span>
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
