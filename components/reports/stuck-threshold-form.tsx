'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/client/toast';
import { deferredSchema } from '@/components/forms/deferred-schema';
import { useDeferredSchema } from '@/components/forms/use-deferred-schema';
import { useZodForm } from '@/components/forms/use-zod-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { SetStuckThresholdsDocument } from '@/graphql/generated/operations.generated';
import { gqlRequest } from '@/lib/client/graphql-client';
import { statusLabel } from '@/domain/task-status';
import { reportKeys } from './use-report';

type Thresholds = { waitApproveDays: number; inProgressDays: number };

const show = (days: number) => String(days).replace('.', ',');

// The form's rules (and zod) load once the page is interactive (docs/decisions/page-weight.md).
const thresholdsSchema = deferredSchema(() => import('@/domain/validation/reports'), (module) => module.stuckThresholdsFormSchema);

/** Admin only: how many days in WaitApprove / InProgress make a job 'stuck' (stored by the provider). */
export function StuckThresholdForm({ current }: { current: Thresholds }) {
  const queryClient = useQueryClient();
  const form = useZodForm(thresholdsSchema.schema, { waitApproveDays: show(current.waitApproveDays), inProgressDays: show(current.inProgressDays) });
  const held = useDeferredSchema(thresholdsSchema);
  const save = useMutation({
    mutationFn: async (input: Thresholds) => (await gqlRequest(SetStuckThresholdsDocument, { input })).set_stuck_thresholds,
    onSuccess: () => {
      toast.success('Đã lưu ngưỡng việc bị kẹt');
      void queryClient.invalidateQueries({ queryKey: reportKeys.all });
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <form
      aria-label="Ngưỡng việc bị kẹt"
      noValidate
      className="grid gap-3 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-start"
      onSubmit={(event) => held(event) || form.submit(event, async (input) => void (await save.mutateAsync(input).catch(() => undefined)))}
    >
      <Field id="nguong-wait-approve" label={`Ngưỡng ${statusLabel('WaitApprove')} (ngày)`} error={form.errors.waitApproveDays}>
        {(control) => <Input {...control} {...form.inputProps('waitApproveDays')} inputMode="decimal" />}
      </Field>
      <Field id="nguong-in-progress" label={`Ngưỡng ${statusLabel('InProgress')} (ngày)`} error={form.errors.inProgressDays}>
        {(control) => <Input {...control} {...form.inputProps('inProgressDays')} inputMode="decimal" />}
      </Field>
      <Button type="submit" className="sm:mt-7" pending={save.isPending}>
        Lưu ngưỡng
      </Button>
    </form>
  );
}
