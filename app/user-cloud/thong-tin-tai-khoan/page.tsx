import type { Metadata } from 'next';
import { Avatar } from '@/components/ui/avatar';
import { currentCloudUser } from '@/lib/auth';
import { cloudPageTitle } from '../_components/cloud-page-title';

export async function generateMetadata(): Promise<Metadata> {
  return { title: await cloudPageTitle('Thông tin tài khoản cloud') };
}

export default async function CloudAccountPage() {
  // The layout shows the login screen when signed out, but a page renders on its own too:
  // never put account data in the response without a session.
  const viewer = await currentCloudUser();
  if (!viewer) return null;
  const name = [viewer.lastName, viewer.firstName].filter(Boolean).join(' ');

  return (
    <section className="mx-auto max-w-2xl rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold text-foreground">Thông tin tài khoản</h1>
      <div className="mt-6 flex flex-col items-start gap-6 sm:flex-row sm:items-center">
        <Avatar name={name || viewer.account} src={viewer.avatarUrl} size="lg" />
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-muted">Tài khoản</dt>
          <dd className="font-semibold text-foreground">{viewer.account}</dd>
          <dt className="font-medium text-muted">Họ và tên</dt>
          <dd className="text-foreground">{name || 'Chưa cập nhật'}</dd>
        </dl>
      </div>
    </section>
  );
}
