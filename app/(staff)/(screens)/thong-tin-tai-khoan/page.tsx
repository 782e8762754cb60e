import type { Metadata } from 'next';
import { AccountPage } from '@/components/account/account-page';
import { FirstPasswordChange } from '@/components/account/first-password-change';
import { NotificationSettingsForm } from '@/components/notifications/notification-settings-form';
import { Card } from '@/components/ui/card';
import { requireStaff } from '@/lib/server/auth';
import { ROLE_LABEL, type RoleId } from '@/domain/roles';
import { personName } from '@/domain/person-name';

export const metadata: Metadata = { title: 'Thông tin tài khoản' };

export default async function AccountInfoPage() {
  const viewer = await requireStaff('/thong-tin-tai-khoan');
  const name = personName(viewer.lastName, viewer.firstName);
  // A temporary password is replaced before anything else (docs/decisions/first-admin.md).
  if (viewer.mustChangePassword) return <FirstPasswordChange name={name} />;
  const roleLabel = viewer.roleId ? (ROLE_LABEL[viewer.roleId as RoleId] ?? viewer.roleName ?? '') : 'Chưa có vai trò';

  return (
    <AccountPage
      audience="staff"
      name={name}
      login={viewer.email}
      avatarUrl={viewer.avatarUrl}
      firstName={viewer.firstName}
      lastName={viewer.lastName}
      details={[
        { id: 'tai-khoan-email', label: 'Email', value: viewer.email },
        { id: 'tai-khoan-vai-tro', label: 'Vai trò', value: roleLabel },
      ]}
      badge={<span className="mt-3 rounded-full bg-primary-soft px-3 py-1 text-xs font-semibold text-primary">{roleLabel}</span>}
      more={
        <Card>
          <h2 id="cai-dat-thong-bao" className="mb-2 scroll-mt-24 text-lg font-semibold text-foreground">
            Thông báo
          </h2>
          <NotificationSettingsForm />
        </Card>
      }
    />
  );
}
