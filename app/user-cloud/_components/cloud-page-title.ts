import { currentCloudUser } from '@/lib/server/auth';

/**
 * A cloud page's document title. Signed out, the layout shows the login screen in place of
 * the page, so the tab says so too. `currentCloudUser` is cached per request: no second call.
 */
export async function cloudPageTitle(title: string): Promise<string> {
  const viewer = await currentCloudUser().catch(() => null);
  return viewer ? title : 'Đăng nhập cloud';
}
