import type { Metadata } from 'next';
import { UnderConstruction } from '@/app/(staff)/_components/under-construction';

export const metadata: Metadata = { title: 'Job theo editor' };

export default function JobsByEditorPage() {
  return <UnderConstruction title="Job theo editor" />;
}
