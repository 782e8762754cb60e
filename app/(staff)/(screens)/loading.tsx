import { FullPageLoading } from '@/components/layout/full-page-loading';

export default function Loading() {
  return <FullPageLoading />;
}
