'use client';

import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { presenceOf, type Presence } from './avatar';

// You are online to yourself (docs/decisions/notifications-and-presence.md): a board or a list read
// before this page's first heartbeat would show the viewer's own avatar offline while the header
// shows them online. The staff shell names the viewer; every other person is as the provider says.
const ViewerId = createContext<number | null>(null);

export function ViewerIdProvider({ id, children }: { id: number; children: ReactNode }) {
  return <ViewerId.Provider value={id}>{children}</ViewerId.Provider>;
}

/** `presenceOf` that knows the viewer: their own avatar is always online. */
export function usePresenceOf(): (user: { id: number; is_online?: boolean | null }) => Presence {
  const viewerId = useContext(ViewerId);
  return useCallback((user) => (user.id === viewerId ? 'online' : presenceOf(user)), [viewerId]);
}
