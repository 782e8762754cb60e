'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ClosePayPeriodDocument, ReopenPayPeriodDocument } from '@/graphql/generated/operations.generated';
import { gqlRequest } from '@/lib/client/graphql-client';
import type { PayPeriod } from '@/lib/reports/salaries';
import { formatStudioDateTime } from '@/domain/studio-time';
import { reportKeys } from './use-report';
import { statusLabel } from '@/domain/task-status';
import { fullName } from '@/domain/person-name';

const monthLabel = (month: string) => `tháng ${month.slice(5, 7)}/${month.slice(0, 4)}`;
const personName = (person: { first_name: string; last_name: string } | null) => (person ? fullName(person) : 'không rõ');

/**
 * 'Chốt lương' for the month on screen: closing freezes its salaries and refuses changes to its
 * completed jobs until an admin reopens it ('Mở lại kỳ lương'). Both ask for a confirmation first.
 */
export function PayPeriodPanel({ period }: { period: PayPeriod | null }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const change = useMutation({
    mutationFn: async (action: 'close' | 'reopen') => {
      if (!period) return;
      if (action === 'close') await gqlRequest(ClosePayPeriodDocument, { month: period.month });
      else await gqlRequest(ReopenPayPeriodDocument, { month: period.month });
    },
    onSuccess: () => {
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: reportKeys.all });
    },
  });

  if (!period) {
    return <Alert variant="info">Chọn đúng một tháng (từ ngày 1 đến ngày cuối tháng) để chốt lương hoặc xem kỳ lương đã chốt.</Alert>;
  }
  const action = period.closed ? 'reopen' : 'close';
  return (
    <section aria-label="Kỳ lương" className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-sm sm:flex-row sm:items-center">
      <div className="mr-auto text-sm" role="status">
        {period.closed ? (
          <p>
            <span className="font-semibold text-foreground">Đã chốt lương {monthLabel(period.month)}</span>
            {period.closedAt && ` bởi ${personName(period.closedBy)} lúc ${formatStudioDateTime(period.closedAt)}`}. Số liệu dưới đây là số đã chốt.
          </p>
        ) : (
          <p>
            <span className="font-semibold text-foreground">Chưa chốt lương {monthLabel(period.month)}.</span>
            {period.reopenedAt && ` Mở lại bởi ${personName(period.reopenedBy)} lúc ${formatStudioDateTime(period.reopenedAt)}.`}
          </p>
        )}
        {confirming && (
          <p className="mt-1 text-muted">
            {action === 'close'
              ? `Chốt lương ${monthLabel(period.month)}? Sau khi chốt, các việc hoàn thành trong tháng không thể chuyển khỏi ${statusLabel('Completed')} hay đổi số file, nhóm hàng, editor, QA cho đến khi mở lại.`
              : `Mở lại kỳ lương ${monthLabel(period.month)}? Số liệu đã chốt sẽ được tính lại theo dữ liệu hiện tại.`}
          </p>
        )}
        {change.isError && (
          <p role="alert" className="mt-1 text-danger">
            {change.error.message}
          </p>
        )}
      </div>
      <div className="flex gap-2">
        {confirming ? (
          <>
            <Button variant={action === 'close' ? 'primary' : 'danger'} size="sm" pending={change.isPending} onClick={() => change.mutate(action)}>
              {action === 'close' ? 'Xác nhận chốt lương' : 'Xác nhận mở lại'}
            </Button>
            <Button variant="secondary" size="sm" disabled={change.isPending} onClick={() => setConfirming(false)}>
              Hủy
            </Button>
          </>
        ) : (
          <Button variant={action === 'close' ? 'primary' : 'secondary'} size="sm" onClick={() => setConfirming(true)}>
            {action === 'close' ? 'Chốt lương' : 'Mở lại kỳ lương'}
          </Button>
        )}
      </div>
    </section>
  );
}
