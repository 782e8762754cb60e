import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AuthShell } from '@/components/auth/auth-shell';
import { RegisterForm } from '@/components/auth/register-form';
import { TextLink } from '@/components/ui/text-link';
import { currentStaff } from '@/lib/server/auth';

export const metadata: Metadata = { title: 'Đăng ký' };

export default async function StaffRegisterPage() {
  // Like the login screen: signed-in staff have nothing to register.
  const viewer = await currentStaff().catch(() => null);
  if (viewer) redirect('/');

  return (
    <AuthShell heading="ĐĂNG KÝ TÀI KHOẢN" footer={<TextLink href="/auth/dang-nhap">Đã có tài khoản? Đăng nhập</TextLink>}>
      <RegisterForm kind="staff" />
    </AuthShell>
  );
}
