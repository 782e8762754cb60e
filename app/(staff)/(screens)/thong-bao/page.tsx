import type { Metadata } from 'next';
import { NotificationsPage } from '@/components/notifications/notifications-page';
import { requireStaff } from '@/lib/server/auth';

export const metadata: Metadata = { title: 'Thông báo' };

export default async function NotificationsRoute({ searchParams }: { searchParams: Promise<{ trang?: string | string[] }> }) {
  const viewer = await requireStaff('/thong-bao');
  const raw = (await searchParams).trang;
  const page = Math.max(1, Math.min(10_000, Number.parseInt(Array.isArray(raw) ? (raw[0] ?? '') : (raw ?? ''), 10) || 1));
  return <NotificationsPage userId={viewer.id} page={page} />;
}
