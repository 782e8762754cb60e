'use client';

import { useEffect } from 'react';
import { UpdateUserLastSeenDocument, type UpdateUserLastSeenMutationVariables } from '@/graphql/generated/operations.generated';

/** A last-seen update every 59 s; online = seen within the last minute (docs/decisions/notifications-and-presence.md). */
export const HEARTBEAT_MS = 59_000;

/**
 * Tells the provider the user is here (or, with `offline`, that the page was hidden). Sent with
 * `keepalive` so it still leaves when the tab is being hidden or closed (Chromium throttles
 * timers in hidden tabs, and a beacon cannot carry JSON with cookies). Failures are ignored:
 * the next heartbeat repairs a lost one, and an ended session is noticed by the page's queries.
 */
export function sendPresence(userId: number, offline: boolean): Promise<void> {
  const variables: UpdateUserLastSeenMutationVariables = offline ? { userId, isChangeToOffline: true } : { userId };
  return fetch('/api/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    keepalive: true,
    body: JSON.stringify({ operationName: UpdateUserLastSeenDocument.name, variables }),
  })
    // The answer is read to its end, though nothing in it is used: a response whose body is never
    // read stays an open request for the browser (Chromium never reports it finished), so the
    // page never became network-idle (docs/decisions/notifications-and-presence.md).
    .then((response) => response.arrayBuffer())
    .then(
      () => undefined,
      () => undefined,
    );
}

/** Heartbeat while visible; hidden → offline; visible again → an update. */
export function PresenceHeartbeat({ userId }: { userId: number }) {
  useEffect(() => {
    let timer: number | undefined;
    const stopBeating = () => {
      window.clearInterval(timer);
      timer = undefined;
    };
    const startBeating = () => {
      stopBeating();
      void sendPresence(userId, false);
      timer = window.setInterval(() => void sendPresence(userId, false), HEARTBEAT_MS);
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') {
        stopBeating();
        void sendPresence(userId, true);
      } else {
        startBeating();
      }
    };
    if (document.visibilityState !== 'hidden') startBeating();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      stopBeating();
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [userId]);

  return null;
}
