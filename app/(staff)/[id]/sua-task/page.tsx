import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { numericIdOr404 } from '@/app/(staff)/_components/numeric-id';
import { EditTaskScreen } from '@/components/tasks/edit-task-screen';
import { TaskDocument } from '@/graphql/generated/operations.generated';
import { requireStaff } from '@/lib/server/auth';
import { callProvider, ProviderError } from '@/lib/server/provider-client';
import { ROLE } from '@/domain/roles';
import { customerOptionsQuery, pickerQuery, prefetchQueries, productGroupsQuery } from '@/lib/server/prefetch';

export const metadata: Metadata = { title: 'Sửa việc' };

// The provider decides who sees the card: a missing task and someone else's look the same
// (NOT_FOUND), and both get the 404 page, so ids reveal nothing. The pickers the form shows
// (product groups; for an admin also editors, QA and customers) are read here too, beside the
// task, so the first HTML holds a complete form (docs/decisions/server-prefetch.md). Outside the
// (screens) group, as the board is (docs/decisions/loading-screen.md): with no full-page loading
// screen first, that form is in the first chunk of HTML and painted as it is parsed, not moved
// into place by a script after the page's own scripts ran (docs/decisions/page-weight.md).
export default async function EditTaskPage({ params }: { params: Promise<{ id: string }> }) {
  const id = numericIdOr404((await params).id);
  const viewer = await requireStaff(`/${id}/sua-task`);
  const isAdmin = viewer.roleId === ROLE.admin;
  const [task, { state }] = await Promise.all([
    callProvider(TaskDocument, { id }, { token: viewer.token }).then(
      (data) => data.task,
      (error: unknown) => {
        if (error instanceof ProviderError && (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN')) notFound();
        throw error;
      },
    ),
    prefetchQueries([
      productGroupsQuery(viewer.token),
      isAdmin && pickerQuery(viewer.token, ROLE.editor),
      isAdmin && pickerQuery(viewer.token, ROLE.qa),
      isAdmin && customerOptionsQuery(viewer.token),
    ]),
  ]);
  return (
    <HydrationBoundary state={state}>
      <EditTaskScreen initialTask={task} viewer={{ id: viewer.id, roleId: viewer.roleId }} />
    </HydrationBoundary>
  );
}
