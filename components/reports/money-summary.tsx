import { formatVnd } from '@/domain/money';
import { formatCell } from '@/lib/reports/columns';

export type SummaryItem = { label: string; amount: string; change?: number | null; note?: string };

/** The headline figures of a money report (VNĐ, exact strings), with the change from the previous period. */
export function MoneySummary({ items }: { items: SummaryItem[] }) {
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <div key={item.label} className="rounded-2xl border border-border bg-surface p-4 shadow-sm">
          <dt className="text-sm text-muted">{item.label}</dt>
          <dd className="mt-1 text-xl font-bold tabular-nums text-foreground">{formatVnd(item.amount)}</dd>
          {item.change !== undefined && (
            <dd className="mt-1 text-xs text-muted">
              So với kỳ trước: {item.change === null ? '—' : `${item.change > 0 ? '+' : ''}${formatCell('percent', item.change)}`}
            </dd>
          )}
          {item.note && <dd className="mt-1 text-xs text-muted">{item.note}</dd>}
        </div>
      ))}
    </dl>
  );
}
