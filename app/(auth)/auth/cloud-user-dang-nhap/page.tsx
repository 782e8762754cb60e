import type { Metadata } from 'next';
import { CloudLoginScreen } from '@/components/auth/cloud-login-screen';

export const metadata: Metadata = { title: 'Đăng nhập cloud' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function CloudLoginPage({ searchParams }: Props) {
  const { returnTo } = await searchParams;
  return <CloudLoginScreen returnTo={typeof returnTo === 'string' ? returnTo : undefined} />;
}
