'use client';

import { Button } from '@/components/ui/button';
import { useNow } from '@/components/ui/now';
import { quickPeriods } from '@/lib/reports/quick-periods';

/** 'Tháng này', 'Tháng trước', 'Năm nay': one click sets the report's start and end day. */
export function QuickPeriods({ onPick }: { onPick: (from: string, to: string) => void }) {
  const now = useNow();
  return (
    <div role="group" aria-label="Chọn nhanh khoảng thời gian" className="-mt-2 flex flex-wrap gap-2">
      {quickPeriods(new Date(now)).map((period) => (
        <Button key={period.key} variant="secondary" size="sm" onClick={() => onPick(period.from, period.to)}>
          {period.label}
        </Button>
      ))}
    </div>
  );
}
