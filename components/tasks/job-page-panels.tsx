'use client';

import type { TaskDetail } from '@/lib/client/queries/tasks';
import { ROLE } from '@/domain/roles';
import { DeliveryRounds } from '@/components/deliveries/delivery-rounds';
import { RevisionRequests } from '@/components/deliveries/revision-requests';
import { TaskResultsPanel } from '@/components/deliveries/task-results-panel';
import { TaskOriginalsPanel } from '@/components/deliveries/task-originals-panel';
import { StudioFaultSwitch } from './studio-fault-switch';

/**
 * What the job page draws below the form and the status: the studio-fault switch of a revision
 * job (admins), the customer's originals, the change requests, the results and the delivery
 * rounds. Each reads its own data after the page has loaded; their code is its own chunk
 * (edit-task-screen.tsx loads it with React.lazy), so the form above hydrates without waiting for
 * it (docs/decisions/page-weight.md).
 */
export function JobPagePanels({ task, viewer }: { task: TaskDetail; viewer: { id: number; roleId: number | null } }) {
  return (
    <>
      {viewer.roleId === ROLE.admin && task.parentTaskId !== null && <StudioFaultSwitch task={task} />}
      <TaskOriginalsPanel taskId={task.id} />
      <RevisionRequests taskId={task.id} status={task.status} editorId={task.editorId} qaId={task.qaId} viewer={viewer} />
      <TaskResultsPanel taskId={task.id} status={task.status} />
      <DeliveryRounds taskId={task.id} />
    </>
  );
}
