import type { Metadata } from 'next';
import { AuthShell } from '@/components/auth/auth-shell';
import { RegisterForm } from '@/components/auth/register-form';
import { TextLink } from '@/components/ui/text-link';

export const metadata: Metadata = { title: 'Đăng ký cloud' };

export default function CloudRegisterPage() {
  return (
    <AuthShell
      heading="ĐĂNG KÝ TÀI KHOẢN CLOUD"
      logoHref="/auth/lua-chon"
      footer={<TextLink href="/auth/cloud-user-dang-nhap">Đã có tài khoản? Đăng nhập</TextLink>}
    >
      <RegisterForm kind="cloud" />
    </AuthShell>
  );
}
