import 'server-only';
import { HydrationBoundary } from '@tanstack/react-query';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { NowProvider } from '@/components/ui/now';
import { requireStaff, type StaffViewer } from '@/lib/server/auth';
import { toReportFilterInput, type ReportFilterInput } from '@/lib/reports/period';
import type { ReportQuery } from '@/lib/reports/report-queries';
import { ROLE } from '@/domain/roles';
import { pickerQuery, prefetchQueries, providerRequester, searchParamsOf, type ServerQuery } from '@/lib/server/prefetch';
import { parseTaskFilter, showsPeopleFilters } from '@/lib/tasks/filter';
import { ReportSkeleton } from '@/components/reports/report-states';

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
 * The layout's HTML is sent while the figures are read: a screen-tall skeleton holds the place
 * meanwhile, so the footer below does not show and then jump down when they arrive (CLS).
 */
export function PrefetchedReport(props: Props) {
  return (
    <Suspense fallback={<ScreenTallSkeleton />}>
      <ReportWithData {...props} />
    </Suspense>
  );
}

/** Both waits (the figures on the server, the screen's own code in the browser) hold a screen's height. */
function ScreenTallSkeleton() {
  return (
    <div className="min-h-dvh">
      <ReportSkeleton />
    </div>
  );
}

async function ReportWithData({ viewer, queries, children }: Props) {
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
        <Suspense fallback={<ScreenTallSkeleton />}>{children}</Suspense>
      </NowProvider>
    </HydrationBoundary>
  );
}
