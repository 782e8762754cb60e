'use client';

import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { gqlRequest } from '@/lib/graphql-client';
import type { ReportFilterInput } from '@/lib/report-period';
import type { AnyReportDefinition, ReportDefinition } from '@/lib/reports/definition';

/** The report's own params as they stand in the URL (the query key changes when one does). */
function paramsKey(definition: AnyReportDefinition, searchParams: URLSearchParams | { get(name: string): string | null }) {
  return (definition.params ?? []).map((name) => searchParams.get(name) ?? '');
}

export const reportKeys = {
  all: ['reports'] as const,
  report: (id: string, input: ReportFilterInput | null, params: string[]) => ['reports', id, input, params] as const,
};

/** One-page reports (aggregates): the first page through the definition, as the export reads it. */
export function useReport<Row>(definition: ReportDefinition<Row>, input: ReportFilterInput | null) {
  const searchParams = useSearchParams();
  return useQuery({
    queryKey: reportKeys.report(definition.id, input, paramsKey(definition, searchParams)),
    queryFn: () => definition.load(gqlRequest, input!, searchParams, null),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
}

/** Paged reports (job lists): pages follow each other through 'Xem thêm'. */
export function useReportPages<Row>(definition: ReportDefinition<Row>, input: ReportFilterInput | null, enabled = true) {
  const searchParams = useSearchParams();
  return useInfiniteQuery({
    queryKey: [...reportKeys.report(definition.id, input, paramsKey(definition, searchParams)), 'pages'],
    queryFn: ({ pageParam }) => definition.load(gqlRequest, input!, searchParams, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled: enabled && input !== null,
  });
}
