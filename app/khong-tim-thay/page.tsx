import type { Metadata } from 'next';
import { NotFoundScreen } from '@/components/layout/not-found-screen';

// The request guard rewrites /404 here: a folder named `404` would clash with Next's own /404.
export const metadata: Metadata = { title: 'Không tìm thấy trang', robots: { index: false } };

// `?tep=staff|cloud`: a file link the provider refused (lib/server/provider-files.ts).
export default async function NotFoundPage({ searchParams }: { searchParams: Promise<{ tep?: string }> }) {
  const { tep } = await searchParams;
  return <NotFoundScreen file={tep === 'staff' || tep === 'cloud' ? tep : undefined} />;
}
