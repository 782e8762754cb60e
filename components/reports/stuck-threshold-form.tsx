'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { SetStuckThresholdsDocument } from '@/graphql/generated/operations.generated';
import { gqlRequest } from '@/lib/client/graphql-client';
import { reportKeys } from './use-report';
import { statusLabel } from '@/domain/task-status';

type Thresholds = { waitApproveDays: number; inProgressDays: number };

const MESSAGE = 'Ngưỡng phải từ 0,5 đến 365 ngày';

/** '2,5' or '2.5' → 2.5; null when it is not a number of days the provider would take. */
function parseDays(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && value >= 0.5 && value <= 365 ? value : null;
}

const show = (days: number) => String(days).replace('.', ',');

/** Admin only: how many days in WaitApprove / InProgress make a job 'stuck' (stored by the provider). */
export function StuckThresholdForm({ current }: { current: Thresholds }) {
  const queryClient = useQueryClient();
  const [waitApprove, setWaitApprove] = useState(show(current.waitApproveDays));
  const [inProgress, setInProgress] = useState(show(current.inProgressDays));
  const [submitted, setSubmitted] = useState(false);
  const save = useMutation({
    mutationFn: async (input: Thresholds) => (await gqlRequest(SetStuckThresholdsDocument, { input })).set_stuck_thresholds,
    onSuccess: () => {
      toast.success('Đã lưu ngưỡng job bị kẹt');
      void queryClient.invalidateQueries({ queryKey: reportKeys.all });
    },
    onError: (error) => toast.error(error.message),
  });
  const waitApproveDays = parseDays(waitApprove);
  const inProgressDays = parseDays(inProgress);
  return (
    <form
      aria-label="Ngưỡng job bị kẹt"
      className="grid gap-3 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-start"
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (waitApproveDays !== null && inProgressDays !== null) save.mutate({ waitApproveDays, inProgressDays });
      }}
    >
      <Field id="nguong-wait-approve" label={`Ngưỡng ${statusLabel('WaitApprove')} (ngày)`} error={submitted && waitApproveDays === null ? MESSAGE : undefined}>
        {(control) => <Input {...control} inputMode="decimal" value={waitApprove} onChange={(event) => setWaitApprove(event.target.value)} />}
      </Field>
      <Field id="nguong-in-progress" label={`Ngưỡng ${statusLabel('InProgress')} (ngày)`} error={submitted && inProgressDays === null ? MESSAGE : undefined}>
        {(control) => <Input {...control} inputMode="decimal" value={inProgress} onChange={(event) => setInProgress(event.target.value)} />}
      </Field>
      <Button type="submit" className="sm:mt-7" pending={save.isPending}>
        Lưu ngưỡng
      </Button>
    </form>
  );
}
