'use client';

import { useCallback, useRef, useState } from 'react';
import { toast } from '@/lib/client/toast';
import { setLoggingOut } from '@/lib/client/graphql-client';
import { closeRealtime } from '@/lib/client/realtime';

export const LOGOUT_ERROR = 'Không thể đăng xuất!';

type LogoutTarget = {
  /** Route handler that clears the session cookie, e.g. '/api/auth/logout'. */
  endpoint: string;
  /** Login screen to land on afterwards. */
  redirectTo: string;
};

/**
 * Logs out through the route handler, then does a full page load of the login screen so no
 * signed-in data stays in memory (the tab's realtime connection is closed first; queries the
 * logout overtakes do not redirect on their own, lib/client/graphql-client.ts). On failure
 * the user stays where they are, signed in, with a toast. Resolves to whether it succeeded.
 */
export function useLogout({ endpoint, redirectTo }: LogoutTarget) {
  const [pending, setPending] = useState(false);
  const running = useRef(false);

  const logout = useCallback(async (): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setPending(true);
    setLoggingOut(true);
    try {
      const response = await fetch(endpoint, { method: 'POST', credentials: 'same-origin' });
      if (!response.ok) throw new Error(`logout answered ${response.status}`);
      closeRealtime();
      window.location.assign(redirectTo);
      return true;
    } catch {
      toast.error(LOGOUT_ERROR);
      setLoggingOut(false);
      running.current = false;
      setPending(false);
      return false;
    }
  }, [endpoint, redirectTo]);

  return { logout, pending };
}
