import { TextLink } from '@/components/ui/text-link';
import { AuthShell } from './auth-shell';
import { LoginForm } from './login-form';

/** The whole cloud login screen: its own page, and what /user-cloud shows to a signed-out visitor. */
export function CloudLoginScreen({ returnTo }: { returnTo?: string }) {
  return (
    <AuthShell
      heading="ĐĂNG NHẬP VÀO CLOUD"
      logoHref="/auth/lua-chon"
      aside={
        <>
          Bạn chưa có tài khoản? <TextLink href="/auth/cloud-user-dang-ky">Đăng ký tài khoản cloud</TextLink>
        </>
      }
    >
      <LoginForm audience="cloud" returnTo={returnTo} />
    </AuthShell>
  );
}
