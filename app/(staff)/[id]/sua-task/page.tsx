import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { numericIdOr404 } from '@/app/(staff)/_components/numeric-id';
import { EditTaskScreen } from '@/components/tasks/edit-task-screen';
import { TaskDocument } from '@/graphql/generated/operations.generated';
import { requireStaff } from '@/lib/auth';
import { callProvider, ProviderError } from '@/lib/provider-client';

export const metadata: Metadata = { title: 'Sửa task' };

// The provider decides who sees the card: a missing task and someone else's look the same
// (NOT_FOUND), and both get the 404 page, so ids reveal nothing.
export default async function EditTaskPage({ params }: { params: Promise<{ id: string }> }) {
  const id = numericIdOr404((await params).id);
  const viewer = await requireStaff(`/${id}/sua-task`);
  let task;
  try {
    ({ task } = await callProvider(TaskDocument, { id }, { token: viewer.token }));
  } catch (error) {
    if (error instanceof ProviderError && (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN')) notFound();
    throw error;
  }
  return <EditTaskScreen initialTask={task} viewer={{ id: viewer.id, roleId: viewer.roleId }} />;
}
