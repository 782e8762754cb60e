'use client';

import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { gqlRequest } from '@/lib/client/graphql-client';
import type { ReportFilterInput } from '@/lib/reports/period';
import type { ReportDefinition } from '@/lib/reports/definition';
import { definitionPagesQuery, definitionQuery, type ReportQuery } from '@/lib/reports/report-queries';

// The keys and loaders are shared with the server's prefetch (lib/reports/report-queries.ts):
// a screen whose first HTML came with its figures starts from them and does not ask again.
export { reportKeys } from '@/lib/reports/report-queries';

/** A one-page report query (definitionQuery, revenueQuery …): kept on screen while the next filter loads. */
export function useReportQuery<Data>(query: ReportQuery<Data>, enabled: boolean) {
  return useQuery({
    queryKey: query.queryKey,
    queryFn: () => query.load(gqlRequest, null),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** A paged report query: pages follow each other through 'Xem thêm'. */
export function useReportPagesQuery<Row>(query: ReportQuery<{ nextCursor: string | null } & Row>, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: query.queryKey,
    queryFn: ({ pageParam }) => query.load(gqlRequest, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled,
  });
}

/** One-page reports (aggregates): the first page through the definition, as the export reads it. */
export function useReport<Row>(definition: ReportDefinition<Row>, input: ReportFilterInput | null) {
  return useReportQuery(definitionQuery(definition, input, useSearchParams()), input !== null);
}

/** Paged reports (job lists). */
export function useReportPages<Row>(definition: ReportDefinition<Row>, input: ReportFilterInput | null, enabled = true) {
  return useReportPagesQuery(definitionPagesQuery(definition, input, useSearchParams()), enabled && input !== null);
}
