import type { Metadata } from 'next';
import { AvatarUploader } from '@/components/account/avatar-uploader';
import { PasswordForm } from '@/components/account/password-form';
import { ProfileForm } from '@/components/account/profile-form';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { requireStaff } from '@/lib/auth';
import { ROLE_LABEL, type RoleId } from '@/lib/roles';

export const metadata: Metadata = { title: 'Thông tin tài khoản' };

export default async function AccountInfoPage() {
  const viewer = await requireStaff('/thong-tin-tai-khoan');
  const name = `${viewer.lastName} ${viewer.firstName}`.trim();
  const roleLabel = viewer.roleId ? (ROLE_LABEL[viewer.roleId as RoleId] ?? viewer.roleName ?? '') : 'Chưa có vai trò';

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-foreground">Thông tin tài khoản</h1>
      {viewer.mustChangePassword && (
        <Alert variant="error" title="Bạn cần đổi mật khẩu">
          Quản trị viên đã đặt lại mật khẩu của bạn. Hãy đổi sang mật khẩu mới trước khi tiếp tục làm việc.
        </Alert>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[320px_minmax(0,1fr)]">
        <Card className="flex flex-col items-center text-center">
          <AvatarUploader name={name} avatarUrl={viewer.avatarUrl} />
          <p className="mt-2 text-lg font-semibold text-foreground" data-testid="account-name">
            {name}
          </p>
          <p className="break-all text-sm text-muted">{viewer.email}</p>
          <span className="mt-3 rounded-full bg-primary-soft px-3 py-1 text-xs font-semibold text-primary">{roleLabel}</span>
        </Card>
        <div className="space-y-6">
          <Card>
            <h2 className="mb-5 text-lg font-semibold text-foreground">Thông tin cá nhân</h2>
            <ProfileForm
              key={name}
              firstName={viewer.firstName}
              lastName={viewer.lastName}
              details={[
                { id: 'tai-khoan-email', label: 'Email', value: viewer.email },
                { id: 'tai-khoan-vai-tro', label: 'Vai trò', value: roleLabel },
              ]}
            />
          </Card>
          <Card>
            <h2 className="mb-5 text-lg font-semibold text-foreground">Đổi mật khẩu</h2>
            <PasswordForm />
          </Card>
        </div>
      </div>
    </div>
  );
}
