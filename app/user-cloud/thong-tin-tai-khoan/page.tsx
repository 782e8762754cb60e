import type { Metadata } from 'next';
import { AvatarUploader } from '@/components/account/avatar-uploader';
import { PasswordForm } from '@/components/account/password-form';
import { ProfileForm } from '@/components/account/profile-form';
import { Card } from '@/components/ui/card';
import { currentCloudUser } from '@/lib/auth';
import { cloudPageTitle } from '../_components/cloud-page-title';

export async function generateMetadata(): Promise<Metadata> {
  return { title: await cloudPageTitle('Thông tin tài khoản cloud') };
}

/** The cloud user's own account: name, avatar, password (the staff account page's forms). */
export default async function CloudAccountPage() {
  // The layout shows the login screen when signed out, but a page renders on its own too:
  // never put account data in the response without a session.
  const viewer = await currentCloudUser();
  if (!viewer) return null;
  const name = [viewer.lastName, viewer.firstName].filter(Boolean).join(' ');

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-foreground">Thông tin tài khoản</h1>
      <div className="grid items-start gap-6 lg:grid-cols-[320px_minmax(0,1fr)]">
        <Card className="flex flex-col items-center text-center">
          <AvatarUploader name={name || viewer.account} avatarUrl={viewer.avatarUrl} audience="cloud" />
          <p className="mt-2 text-lg font-semibold text-foreground" data-testid="account-name">
            {name || 'Chưa cập nhật'}
          </p>
          <p className="break-all text-sm text-muted">{viewer.account}</p>
        </Card>
        <div className="space-y-6">
          <Card>
            <h2 className="mb-5 text-lg font-semibold text-foreground">Thông tin cá nhân</h2>
            <ProfileForm
              key={name}
              audience="cloud"
              firstName={viewer.firstName ?? ''}
              lastName={viewer.lastName ?? ''}
              details={[{ id: 'tai-khoan-cloud', label: 'Tài khoản cloud', value: viewer.account }]}
            />
          </Card>
          <Card>
            <h2 className="mb-5 text-lg font-semibold text-foreground">Đổi mật khẩu</h2>
            <PasswordForm audience="cloud" />
          </Card>
        </div>
      </div>
    </div>
  );
}
