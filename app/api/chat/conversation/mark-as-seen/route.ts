import { NextResponse } from 'next/server';
import { MarkChatRoomReadDocument } from '@/graphql/generated/operations.generated';
import { callProvider } from '@/lib/server/provider-client';
import { errorResponse, routeHandler } from '@/lib/server/route-handler';
import { getStaffSession } from '@/lib/server/session';

/**
 * GET /api/chat/conversation/mark-as-seen?conversationId=… marks every
 * message of the conversation read for the signed-in staff user. The chat screen zeroes the
 * conversation's unread count when this succeeds.
 */
export const GET = routeHandler(async (request) => {
  const token = (await getStaffSession()).token;
  if (!token) return errorResponse('UNAUTHENTICATED', 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.');
  const raw = request.nextUrl.searchParams.get('conversationId') ?? '';
  if (!/^[1-9][0-9]{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) {
    return errorResponse('BAD_REQUEST', 'Mã cuộc trò chuyện không hợp lệ.');
  }
  const { mark_chat_room_read: room } = await callProvider(MarkChatRoomReadDocument, { roomId: Number(raw) }, { token });
  return NextResponse.json({ conversationId: room.id, unreadCount: room.unread_count }, { headers: { 'cache-control': 'no-store' } });
});
