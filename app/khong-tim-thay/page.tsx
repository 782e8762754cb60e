import type { Metadata } from 'next';
import { NotFoundScreen } from '@/components/layout/not-found-screen';

// The request guard rewrites /404 here: a folder named `404` would clash with Next's own /404.
export const metadata: Metadata = { title: 'Không tìm thấy trang', robots: { index: false } };

export default function NotFoundPage() {
  return <NotFoundScreen />;
}
