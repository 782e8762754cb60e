import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AuthShell } from '@/components/auth/auth-shell';
import { LoginForm } from '@/components/auth/login-form';
import { TextLink } from '@/components/ui/text-link';
import { currentStaff } from '@/lib/server/auth';
import { safeReturnPath } from '@/lib/navigation/return-path';

export const metadata: Metadata = { title: 'Đăng nhập' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function StaffLoginPage({ searchParams }: Props) {
  const { returnTo } = await searchParams;
  const target = typeof returnTo === 'string' ? returnTo : undefined;
  // Only for signed-out users. The guard redirects already; this is the
  // second layer. An unreachable provider must not hide the login form, hence the catch.
  const viewer = await currentStaff().catch(() => null);
  if (viewer) redirect(safeReturnPath(target));

  return (
    <AuthShell
      heading="ĐĂNG NHẬP HỆ THỐNG"
      aside={
        <>
          Bạn chưa có tài khoản? <TextLink href="/auth/dang-ky">Đăng ký tài khoản mới</TextLink>
        </>
      }
    >
      <LoginForm audience="staff" returnTo={target} />
    </AuthShell>
  );
}
