'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { toast } from '@/lib/client/toast';
import { v4 as newMessageId } from 'uuid';
import { PostChatMessageDocument } from '@/graphql/generated/operations.generated';
import { GraphQLRequestError, gqlRequest } from '@/lib/client/graphql-client';
import { refreshMessages, refreshRooms } from '@/lib/client/queries/chat';
import type { OutgoingMessage } from './message-input';

/**
 * Posts a message (an image first, then the text, when both were given) and reloads the room
 * (sending reloads the room's messages). A refused message (too long, not
 * an image we accept) says why; other failures are only logged (docs/decisions/product-rules.md) and the
 * input gets its content back.
 *
 * Each message carries an id made here (clientMessageId). When a send fails and the same content
 * is sent again to the same room, the same id goes with it, so a message whose first answer was
 * lost (stored, but the network dropped) is not stored twice.
 */
export function useSendMessage(viewerId: number) {
  const queryClient = useQueryClient();
  const pendingIds = useRef(new Map<string, string>());
  return useCallback(
    async (roomId: number, message: OutgoingMessage) => {
      const post = async (content: string, messageContentType: 'image' | 'text') => {
        const key = `${roomId}:${messageContentType}:${content}`;
        let clientMessageId = pendingIds.current.get(key);
        if (!clientMessageId) {
          clientMessageId = newMessageId(); // works on plain-http studio addresses too, unlike crypto.randomUUID
          pendingIds.current.set(key, clientMessageId);
        }
        await gqlRequest(PostChatMessageDocument, { input: { userId: viewerId, roomId, content, messageContentType, clientMessageId } });
        pendingIds.current.delete(key);
      };
      try {
        if (message.image) await post(message.image, 'image');
        if (message.text) await post(message.text, 'text');
      } catch (error) {
        if (error instanceof GraphQLRequestError && error.code === 'BAD_USER_INPUT') toast.error(error.message);
        else console.error('[chat] message was not sent', error);
        throw error;
      } finally {
        void refreshMessages(queryClient, roomId);
        void refreshRooms(queryClient, viewerId);
      }
    },
    [queryClient, viewerId],
  );
}
