'use client';

import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from '@/lib/client/toast';
import { CreateChatRoomDocument } from '@/graphql/generated/operations.generated';
import { roomTitle, type ChatPerson } from '@/lib/client/chat-display';
import { gqlRequest } from '@/lib/client/graphql-client';
import { chatKeys, useChatContacts, useChatMessages, useRoomForParticipants } from '@/lib/client/queries/chat';
import { BackIcon } from './chat-icons';
import { useActiveRoom } from './conversation-view';
import { MessageInput, type OutgoingMessage } from './message-input';
import { MessageList } from './message-list';
import { RecipientPicker } from './recipient-picker';
import { useSendMessage } from './use-send-message';

/** What the user reads when the room could not be created. */
export const CREATE_ROOM_FAILED = 'Tạo phòng chat mới không thành công.';
/** Room creation returns the room's last 20 messages (docs/decisions/chat-messages.md). */
const CREATED_ROOM_PAGE = { last: 20 };

/**
 * Compose mode (/chat/new): choose recipients; the conversation with exactly those people opens
 * below if it exists, otherwise the first message creates it (Group for more than one
 * recipient, else Private) and the screen moves to it.
 */
export function ComposeView({ viewerId }: { viewerId: number }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const contacts = useChatContacts(viewerId);
  const [recipients, setRecipients] = useState<ChatPerson[]>([]);
  const ids = recipients.map((person) => person.id);
  const existing = useRoomForParticipants(ids);
  const room = ids.length ? (existing.data ?? null) : null;
  const messages = useChatMessages(viewerId, room?.id ?? null);
  const send = useSendMessage(viewerId);
  useActiveRoom(viewerId, room?.id ?? null);

  async function createRoom(): Promise<number> {
    try {
      const { create_chat_room: created } = await gqlRequest(CreateChatRoomDocument, {
        input: {
          type: ids.length > 1 ? 'Group' : 'Private',
          name: null,
          members: [{ userId: viewerId, isAdmin: true }, ...ids.map((userId) => ({ userId, isAdmin: false }))],
        },
        inputPage: CREATED_ROOM_PAGE,
      });
      queryClient.setQueryData(chatKeys.room(created.id), created);
      return created.id;
    } catch (error) {
      console.error('[chat] room creation failed', error);
      toast.error(CREATE_ROOM_FAILED);
      throw error;
    }
  }

  async function onSend(message: OutgoingMessage) {
    const roomId = room?.id ?? (await createRoom());
    try {
      await send(roomId, message);
    } finally {
      void queryClient.invalidateQueries({ queryKey: chatKeys.participants(ids) });
    }
    router.push(`/chat/${roomId}`);
  }

  const waiting = ids.length > 0 && existing.isPending;
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <header className="flex h-16 shrink-0 items-center gap-2 border-b border-border px-3 sm:px-4">
        <Link
          href="/chat"
          aria-label="Quay lại danh sách"
          className="inline-flex size-10 items-center justify-center rounded-full text-muted hover:bg-primary-soft hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary md:hidden"
        >
          <BackIcon className="size-5" />
        </Link>
        <h2 className="text-base font-semibold">Cuộc trò chuyện mới</h2>
        {room && <span className="truncate text-sm text-muted">· đã có với {roomTitle(room, viewerId)}</span>}
      </header>
      <RecipientPicker contacts={contacts.data ?? []} loading={contacts.isPending} selected={recipients} onChange={setRecipients} />
      {room ? (
        <MessageList
          viewerId={viewerId}
          group={room.type === 'Group'}
          window={messages.data}
          loading={messages.isPending}
          failed={messages.isError}
          loadOlder={messages.loadOlder}
        />
      ) : (
        <div className="flex min-h-0 flex-1 flex-col items-center justify-center gap-2 p-6 text-center">
          <p className="text-sm font-medium">{ids.length ? 'Chưa có tin nhắn với những người này' : 'Bắt đầu một cuộc trò chuyện'}</p>
          <p className="max-w-sm text-sm text-muted">
            {ids.length
              ? 'Gửi tin nhắn đầu tiên để tạo cuộc trò chuyện.'
              : 'Chọn một hoặc nhiều đồng nghiệp ở ô "Chat với:". Chọn nhiều người sẽ tạo nhóm chat.'}
          </p>
        </div>
      )}
      <MessageInput disabled={ids.length === 0 || waiting} onSend={onSend} />
    </div>
  );
}
