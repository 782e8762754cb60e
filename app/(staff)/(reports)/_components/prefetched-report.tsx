import 'server-only';
import { HydrationBoundary } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { NowProvider } from '@/components/ui/now';
import { requireStaff, type StaffViewer } from '@/lib/server/auth';
import { toReportFilterInput, type ReportFilterInput } from '@/lib/reports/period';
import type { ReportQuery } from '@/lib/reports/report-queries';
import { ROLE } from '@/domain/roles';
import { pickerQuery, prefetchQueries, providerRequester, searchParamsOf, type ServerQuery } from '@/lib/server/prefetch';
import { parseTaskFilter, showsPeopleFilters } from '@/lib/tasks/filter';

export type ReportSearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The URL's filter as the screen reads it (useReportFilter): the provider's input, or null while the dates are wrong. */
export async function reportRequestOf(searchParams: ReportSearchParams, roleId: number | null): Promise<{ input: ReportFilterInput | null; params: URLSearchParams }> {
  const params = searchParamsOf(await searchParams);
  return { input: toReportFilterInput(parseTaskFilter(params), roleId), params };
}

/**
 * The page of a report screen at `path`: the signed-in viewer, the URL's filter, and the
 * report's queries for that filter (`queriesFor`; none while the dates are wrong) read into the
 * first HTML by PrefetchedReport. The provider decides what the viewer may see.
 */
export function reportPage(
  path: string,
  Screen: ComponentType<{ roleId: number | null }>,
  queriesFor: (input: ReportFilterInput, params: URLSearchParams) => ReportQuery<unknown>[],
) {
  return async function ReportPage({ searchParams }: { searchParams: ReportSearchParams }) {
    const viewer = await requireStaff(path);
    const { input, params } = await reportRequestOf(searchParams, viewer.roleId);
    return (
      <PrefetchedReport viewer={viewer} queries={input ? queriesFor(input, params) : []}>
        <Screen roleId={viewer.roleId} />
      </PrefetchedReport>
    );
  };
}

type Props = {
  viewer: Pick<StaffViewer, 'token' | 'roleId'>;
  /** The screen's report queries for the URL (none while the dates are wrong). */
  queries: ReportQuery<unknown>[];
  children: ReactNode;
};

/**
 * A report screen with its figures in the first HTML: the screen's own queries (same keys and
 * loaders as its hooks) and the filter bar's people pickers are read here with the session's
 * token, then handed to React Query in the browser. What fails is simply fetched by the browser.
 *
 * The figures are read before any of the page is sent, with no Suspense boundary above them
 * (the report pages are outside the (screens) group and its loading screen): the browser then
 * paints the report as it parses the first HTML, rather than after a script has moved a streamed,
 * hidden chunk into place (docs/decisions/loading-screen.md, "The report pages"). No Suspense
 * boundary inside either: one around the screen was still streamed apart, hidden, in every
 * response; the screen's code is in the browser before React hydrates it, and a move from
 * another screen keeps that screen until this one is ready.
 */
export async function PrefetchedReport({ viewer, queries, children }: Props) {
  const request = providerRequester(viewer.token);
  const people = showsPeopleFilters(viewer.roleId);
  const { state, now } = await prefetchQueries([
    ...queries.map((query): ServerQuery => ({ queryKey: query.queryKey, pages: query.pages, queryFn: () => query.load(request, null) })),
    people && pickerQuery(viewer.token, ROLE.editor),
    people && pickerQuery(viewer.token, ROLE.qa),
  ]);
  return (
    <HydrationBoundary state={state}>
      <NowProvider serverNow={now}>
        {children}
      </NowProvider>
    </HydrationBoundary>
  );
}
