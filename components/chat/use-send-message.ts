'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { PostChatMessageDocument } from '@/graphql/generated/operations.generated';
import { GraphQLRequestError, gqlRequest } from '@/lib/graphql-client';
import { refreshMessages, refreshRooms } from '@/lib/queries/chat';
import type { OutgoingMessage } from './message-input';

/**
 * Posts a message (an image first, then the text, when both were given) and reloads the room
 * (SPEC.md section 4: sending triggers a reload of messages). A refused message (too long, not
 * an image we accept) says why; other failures are only logged (SPEC.md section 8) and the
 * input gets its content back.
 */
export function useSendMessage(viewerId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    async (roomId: number, message: OutgoingMessage) => {
      try {
        if (message.image) {
          await gqlRequest(PostChatMessageDocument, { input: { userId: viewerId, roomId, content: message.image, messageContentType: 'image' } });
        }
        if (message.text) {
          await gqlRequest(PostChatMessageDocument, { input: { userId: viewerId, roomId, content: message.text, messageContentType: 'text' } });
        }
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
