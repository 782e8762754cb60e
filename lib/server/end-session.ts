import 'server-only';
import { LogoutDocument } from '@/graphql/generated/operations.generated';
import { callProvider, ProviderError } from './provider-client';

/**
 * Ends a session at the provider first, then clears its cookie (staff and cloud logout alike).
 * When the provider cannot be reached the error propagates and the cookie stays (the UI says
 * 'Không thể đăng xuất!'), so a session is never left alive while the user believes they
 * have logged out.
 */
export async function endSession(session: { token?: string; destroy: () => void }) {
  if (session.token) {
    try {
      await callProvider(LogoutDocument, {}, { token: session.token });
    } catch (error) {
      // An already-ended session is as good as logged out.
      if (!(error instanceof ProviderError && error.code === 'UNAUTHENTICATED')) throw error;
    }
  }
  session.destroy();
}
