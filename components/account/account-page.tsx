import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import type { AccountAudience } from './account-audience';
import { AvatarUploader } from './avatar-uploader';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

type AccountPageProps = {
  audience: AccountAudience;
  /** The name under the avatar (the avatar's initials come from it). */
  name: string;
  /** The login shown under the name: the staff email or the cloud account. */
  login: string;
  avatarUrl: string | null;
  firstName: string;
  lastName: string;
  details: { id: string; label: string; value: string }[];
  /** Shown under the login (the staff page's role badge). */
  badge?: ReactNode;
  /** More cards under the password's (the staff page's notification settings). */
  more?: ReactNode;
};

/**
 * The account page of both areas (/thong-tin-tai-khoan and /user-cloud/thong-tin-tai-khoan):
 * avatar, name, profile and password forms. Each page reads its own viewer and says whose
 * account it is; the forms send to that audience's mutations and password route.
 */
export function AccountPage({ audience, name, login, avatarUrl, firstName, lastName, details, badge, more }: AccountPageProps) {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-foreground">Thông tin tài khoản</h1>
      <div className="grid items-start gap-6 lg:grid-cols-[320px_minmax(0,1fr)]">
        <Card className="flex flex-col items-center text-center">
          <AvatarUploader name={name || login} avatarUrl={avatarUrl} audience={audience} />
          <p className="mt-2 text-lg font-semibold text-foreground" data-testid="account-name">
            {name || 'Chưa cập nhật'}
          </p>
          <p className="break-all text-sm text-muted">{login}</p>
          {badge}
        </Card>
        <div className="space-y-6">
          <Card>
            <h2 className="mb-5 text-lg font-semibold text-foreground">Thông tin cá nhân</h2>
            <ProfileForm key={name} audience={audience} firstName={firstName} lastName={lastName} details={details} />
          </Card>
          <Card>
            <h2 className="mb-5 text-lg font-semibold text-foreground">Đổi mật khẩu</h2>
            <PasswordForm audience={audience} />
          </Card>
          {more}
        </div>
      </div>
    </div>
  );
}
