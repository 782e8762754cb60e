import { perEvent } from '../../per-request';
import { storeChatImage } from './images';
import { filter, pipe } from 'graphql-yoga';
import { requireSelf, requireStaff } from '../../auth/guards';
import type { GraphQLContext } from '../../context';
import type { ChatRoomRow } from '../../db/rows';
import { badInput, notFound } from '../../errors';
import type { ChatEvent, PageArgs, Resolvers } from '../../generated/graphql.generated';
import { checkClientMessageId, checkMessageContent, previewOf } from './content';
import {
  createRoom,
  findActiveStaffIds,
  findRoomByParticipants,
  findRoomForMember,
  listMessages,
  listRoomsForUser,
  markRoomRead,
  MAX_ROOM_MEMBERS,
  MESSAGE_PAGE,
  postMessage,
  ROOM_NAME_MAX,
  ROOM_PAGE,
} from './data';
import { chatLoaders, truncated } from './loaders';
import { readPage, toConnection, toRoomConnection } from './paging';
import { personName } from '../../../../domain/person-name';

/** The client subscribes with room id 9999, meaning "every room of mine". */
export const ALL_MY_ROOMS = 9999;

/**
 * The one gate to a room's content: a stranger gets exactly the answer a missing room gets, so
 * room ids reveal nothing.
 */
async function roomOfMember(ctx: GraphQLContext, roomId: number, userId: number): Promise<ChatRoomRow> {
  const room = await findRoomForMember(ctx.db, roomId, userId);
  if (!room) throw notFound(ROOM_NOT_FOUND);
  return room;
}

const ROOM_NOT_FOUND = 'Không tìm thấy phòng chat.';

/** create_chat_room's `inputPage` is the default page of the returned room's messages. */
const defaultMessagePage = new WeakMap<ChatRoomRow, PageArgs>();

export const chatResolvers: Resolvers = {
  Query: {
    async chat_room(_parent, { roomId }, ctx) {
      const user = requireStaff(ctx);
      return roomOfMember(ctx, roomId, user.id);
    },
    async chat_room_list(_parent, { input }, ctx) {
      requireSelf(ctx, input.userId);
      const page = readPage(input.args, ROOM_PAGE);
      const { newestFirst, totalCount } = await listRoomsForUser(ctx.db, input.userId, page);
      return toRoomConnection(newestFirst, page, totalCount);
    },
    async get_chat_room_from_participant(_parent, { participantIds }, ctx) {
      const user = requireStaff(ctx);
      // The participant set always includes the caller, whether or not the client listed them.
      const ids = [...new Set([...participantIds, user.id])];
      if (ids.length < 2) return null;
      return findRoomByParticipants(ctx.db, ids);
    },
  },

  Mutation: {
    async view_chat_messages(_parent, { input }, ctx) {
      requireSelf(ctx, input.userId);
      await roomOfMember(ctx, input.roomId, input.userId);
      const page = readPage(input.args, MESSAGE_PAGE);
      const { newestFirst, totalCount } = await listMessages(ctx.db, input.roomId, page);
      // Viewing a page marks it read: up to its newest message, never backwards.
      if (newestFirst.length) await markRoomRead(ctx.db, input.roomId, input.userId, Math.max(...newestFirst.map((m) => m.id)));
      return toConnection(newestFirst, page, totalCount);
    },

    async post_chat_message(_parent, { input }, ctx) {
      const sender = requireSelf(ctx, input.userId);
      await ctx.rateLimits.consume('chatPost', input.userId);
      const checked = checkMessageContent(input.content, input.messageContentType);
      const clientMessageId = checkClientMessageId(input.clientMessageId);
      // An image is written as a file first; the message keeps its reference (images.ts).
      const image = input.messageContentType === 'image' ? await storeChatImage(ctx, checked) : null;
      const content = image?.content ?? checked;
      // Membership is checked in the same statement that stores the message.
      const posted = await postMessage(ctx.db, { roomId: input.roomId, userId: input.userId, content, contentType: input.messageContentType, clientMessageId });
      // Nothing stored with this file (a stranger, or a retry answered with its first message): it goes.
      if (!posted || posted.repeated) await image?.discard();
      if (!posted) throw notFound(ROOM_NOT_FOUND);
      const { row, memberIds, repeated } = posted;
      // A retry of a message already stored: its events went out the first time.
      if (repeated) return row;
      // One event per member, on that member's own topic. An image's bytes are not pushed to
      // every socket: open screens fetch the message once (docs/decisions/chat-live-events.md).
      const event: ChatEvent = {
        id: row.id,
        room_id: row.roomId,
        content: previewOf(row.content, row.contentType),
        messageContentType: row.contentType,
        posted_user_id: row.postedBy,
        posted_user_name: personName(sender.lastName, sender.firstName) || sender.email,
        posted_at: row.postedAt.toISOString(),
        read_count: 0,
      };
      for (const userId of memberIds) ctx.pubSub.publish('chat', userId, event);
      return row;
    },

    async create_chat_room(_parent, { input, inputPage }, ctx) {
      const creator = requireStaff(ctx);
      await ctx.rateLimits.consume('roomCreate', creator.id);
      const recipients = [...new Set(input.members.map((m) => m.userId))].filter((id) => id !== creator.id);
      if (recipients.length === 0) throw badInput('Hãy chọn ít nhất một người để chat.', 'members');
      if (recipients.length + 1 > MAX_ROOM_MEMBERS) throw badInput(`Một phòng chat có tối đa ${MAX_ROOM_MEMBERS} người.`, 'members');
      // Group when more than one recipient, else Private (docs/decisions/chat-rooms-and-access.md).
      const type = recipients.length > 1 ? 'Group' : 'Private';
      if (input.type !== type) throw badInput(type === 'Group' ? 'Chat với nhiều người phải là phòng nhóm.' : 'Chat với một người phải là phòng riêng.', 'type');
      const active = await findActiveStaffIds(ctx.db, recipients);
      if (active.size !== recipients.length) throw badInput('Có người được chọn không tồn tại hoặc đã bị khóa.', 'members');
      const name = input.name?.trim() || null;
      if (name && [...name].length > ROOM_NAME_MAX) throw badInput(`Tên phòng tối đa ${ROOM_NAME_MAX} ký tự.`, 'name');
      const room = await createRoom(ctx.db, { type, name: type === 'Group' ? name : null, createdBy: creator.id, memberIds: [creator.id, ...recipients] });
      if (inputPage) defaultMessagePage.set(room, inputPage);
      return room;
    },

    async mark_chat_room_read(_parent, { roomId }, ctx) {
      const user = requireStaff(ctx);
      const room = await roomOfMember(ctx, roomId, user.id);
      await markRoomRead(ctx.db, roomId, user.id);
      return room;
    },
  },

  Subscription: {
    chat: {
      subscribe: async (_parent, { userId, roomId }, ctx) => {
        requireSelf(ctx, userId);
        // Events are published per member on the member's own topic, so this user's topic
        // only ever carries rooms they belong to; one room narrows it further.
        if (roomId === ALL_MY_ROOMS) return ctx.pubSub.subscribe('chat', userId);
        await roomOfMember(ctx, roomId, userId);
        return pipe(
          ctx.pubSub.subscribe('chat', userId),
          filter((event: ChatEvent) => event.room_id === roomId),
        );
      },
      resolve: perEvent((event: ChatEvent) => event),
    },
  },

  ChatRoom: {
    type: (room) => room.type,
    unread_count: (room, _args, ctx) => chatLoaders(ctx).unread.load(room.id),
    members: (room, _args, ctx) => chatLoaders(ctx).members.load(room.id),
    last_message: (room, _args, ctx) => chatLoaders(ctx).lastMessage.load(room.id),
    async messages(room, { args }, ctx) {
      const page = readPage(args ?? defaultMessagePage.get(room), MESSAGE_PAGE);
      const { newestFirst, totalCount } = await listMessages(ctx.db, room.id, page);
      return toConnection(newestFirst, page, totalCount);
    },
  },

  ChatRoomMember: {
    is_admin: (member) => member.isAdmin,
    async user(member, _args, ctx) {
      const user = await chatLoaders(ctx).users.load(member.userId);
      if (!user) throw notFound();
      return user;
    },
  },

  ChatMessage: {
    room_id: (message) => message.roomId,
    posted_at: (message) => message.postedAt.toISOString(),
    messageContentType: (message) => message.contentType,
    type: (message) => message.contentType,
    content: (message, _args, ctx) => (truncated.has(message) ? chatLoaders(ctx).content.load(message.id) : message.content),
    preview: (message) => previewOf(message.content, message.contentType),
    // Other members whose read mark has reached this message.
    async read_count(message, _args, ctx) {
      const members = await chatLoaders(ctx).members.load(message.roomId);
      return members.filter((m) => m.userId !== message.postedBy && m.lastReadMessageId >= message.id).length;
    },
    async posted_by(message, _args, ctx) {
      const user = await chatLoaders(ctx).users.load(message.postedBy);
      if (!user) throw notFound();
      return user;
    },
  },
};
