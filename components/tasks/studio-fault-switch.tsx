'use client';

import { toast } from '@/lib/client/toast';
import { useConfirm } from '@/components/ui/use-confirm';
import { GraphQLRequestError } from '@/lib/client/graphql-client';
import { useSetStudioFault } from '@/lib/client/queries/task-screens';
import { JobPageSection } from '@/components/tasks/job-page-section';

// 'Lỗi của studio' on a revision job's page (admin; docs/decisions/proofing.md, "Payroll rule for
// revision rounds"): a marked round pays neither its editor nor its QA. A native checkbox with
// role=switch, so Space toggles it from the keyboard; the change asks first (useConfirm).

const LABEL = 'Lỗi của studio (không tính lương)';

export function StudioFaultSwitch({ task }: { task: { id: number; version: number; studioFault: boolean; revisionRound: number } }) {
  const { confirm, confirmDialog } = useConfirm();
  const setFault = useSetStudioFault(task.id);

  async function onToggle(fault: boolean) {
    const ok = await confirm(
      fault
        ? {
            title: 'Đánh dấu vòng sửa này là lỗi của studio?',
            description: 'Editor và QA của việc này sẽ không được tính lương cho vòng sửa này.',
            confirmLabel: 'Đánh dấu lỗi của studio',
          }
        : {
            title: 'Bỏ đánh dấu lỗi của studio?',
            description: 'Vòng sửa này sẽ được tính lương lại cho editor và QA như một việc thường.',
            confirmLabel: 'Bỏ đánh dấu',
            tone: 'primary',
          },
    );
    if (!ok) return;
    try {
      await setFault.mutateAsync({ version: task.version, fault });
      toast.success(fault ? 'Đã đánh dấu lỗi của studio: vòng sửa này không được tính lương.' : 'Đã bỏ đánh dấu lỗi của studio.');
    } catch (error) {
      toast.error(error instanceof GraphQLRequestError ? error.message : 'Không lưu được thay đổi.');
    }
  }

  return (
    <JobPageSection id="loi-cua-studio" title="Tính lương vòng sửa" hideTitle>
      <label className="flex cursor-pointer items-center justify-between gap-4 rounded-xl border border-border p-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary">
        <span>
          <span className="block text-sm font-medium text-foreground">{LABEL}</span>
          <span className="block text-xs text-muted">Vòng sửa lần {task.revisionRound} do khách yêu cầu được tính lương như một việc, trừ khi lỗi thuộc về studio.</span>
        </span>
        <input
          type="checkbox"
          role="switch"
          aria-label={LABEL}
          checked={task.studioFault}
          disabled={setFault.isPending}
          onChange={(event) => void onToggle(event.target.checked)}
          className="peer sr-only"
        />
        <span
          aria-hidden="true"
          className="relative h-6 w-11 shrink-0 rounded-full bg-border transition-colors after:absolute after:left-0.5 after:top-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:bg-danger peer-checked:after:translate-x-5 peer-disabled:opacity-60"
        />
      </label>
      {confirmDialog}
    </JobPageSection>
  );
}
