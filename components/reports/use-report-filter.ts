'use client';

import { useSearchParams } from 'next/navigation';
import { useMemo } from 'react';
import { useTaskFilterUrl } from '@/components/tasks/use-task-filter-url';
import { toReportFilterInput, withDefaultPeriod, type ReportFilterInput } from '@/lib/reports/period';
import { taskFilterProblems, type TaskFilterProblems, type TaskFilterState } from '@/lib/tasks/filter';

export type ReportFilterState = {
  /** What the bar shows: the URL's filter with the current month filled in. */
  filter: TaskFilterState;
  setFilter: (next: TaskFilterState) => void;
  problems: TaskFilterProblems;
  /** What the provider is asked, or null while the dates are wrong. */
  input: ReportFilterInput | null;
  /** The whole query string (filter and the report's own params), for export links. */
  query: string;
};

/** A report screen's filter: the board's bar kept in the URL, defaulting to the current studio month. */
export function useReportFilter(roleId: number | null): ReportFilterState {
  const [urlFilter, setFilter] = useTaskFilterUrl();
  const searchParams = useSearchParams();
  return useMemo(() => {
    const filter = withDefaultPeriod(urlFilter);
    return { filter, setFilter, problems: taskFilterProblems(filter), input: toReportFilterInput(urlFilter, roleId), query: searchParams.toString() };
  }, [urlFilter, setFilter, roleId, searchParams]);
}

/** Sets one of the report's own URL params (grain, sort …) next to the filter, without a reload. */
export function setReportParam(name: string, value: string | null) {
  const url = new URL(window.location.href);
  if (value === null || value === '') url.searchParams.delete(name);
  else url.searchParams.set(name, value);
  window.history.replaceState(null, '', `${url.pathname}${url.search}`);
}
