'use client';

import { useSearchParams } from 'next/navigation';
import { cn } from '@/components/ui/class-names';
import { GRAIN_LABELS, GRAIN_PARAM, GRAIN_SLUGS, parseGrain, type ReportGrain } from '@/lib/reports/period';
import { setReportParam } from './use-report-filter';

/** 'Theo ngày / tuần / tháng' for the time-series reports, kept in the URL (?theo=…). */
export function GrainSwitch() {
  const grain = parseGrain(useSearchParams().get(GRAIN_PARAM));
  return (
    <div role="radiogroup" aria-label="Gộp theo" className="inline-flex rounded-lg border border-border bg-surface p-0.5">
      {(Object.keys(GRAIN_LABELS) as ReportGrain[]).map((option) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={grain === option}
          onClick={() => setReportParam(GRAIN_PARAM, option === 'day' ? null : GRAIN_SLUGS[option])}
          className={cn('h-8 rounded-md px-3 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary', grain === option ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-primary-soft')}
        >
          {GRAIN_LABELS[option]}
        </button>
      ))}
    </div>
  );
}
