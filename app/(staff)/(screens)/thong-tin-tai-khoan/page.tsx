import type { Metadata } from 'next';
import { AccountPage } from '@/components/account/account-page';
import { Alert } from '@/components/ui/alert';
import { requireStaff } from '@/lib/server/auth';
import { ROLE_LABEL, type RoleId } from '@/domain/roles';
import { personName } from '@/domain/person-name';

export const metadata: Metadata = { title: 'Thông tin tài khoản' };

export default async function AccountInfoPage() {
  const viewer = await requireStaff('/thong-tin-tai-khoan');
  const name = personName(viewer.lastName, viewer.firstName);
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
      notice={
        viewer.mustChangePassword && (
          <Alert variant="error" title="Bạn cần đổi mật khẩu">
            Quản trị viên đã đặt lại mật khẩu của bạn. Hãy đổi sang mật khẩu mới trước khi tiếp tục làm việc.
          </Alert>
        )
      }
      badge={<span className="mt-3 rounded-full bg-primary-soft px-3 py-1 text-xs font-semibold text-primary">{roleLabel}</span>}
    />
  );
}
