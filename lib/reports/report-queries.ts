// How each report screen asks for its data: one query key and one loader per screen, read by the
// browser's hooks (components/reports/use-report.ts and the screens) and by the server's prefetch
// (app/(staff)/(reports)/_components/prefetched-report.tsx), so the first HTML fills exactly the keys the
// browser then reads (docs/decisions/server-prefetch.md). Pure: no React, no fetch of its own.
// The screens that read a provider query of their own (revenue, job status, all salaries) keep
// theirs beside their definitions, so a screen's bundle holds only its report.
import type { ReportFilterInput } from './period';
import type { ParamsLike, ReportDefinition, ReportPage, Requester } from './definition';

export const reportKeys = {
  all: ['reports'] as const,
  report: (id: string, input: ReportFilterInput | null, params: string[]) => ['reports', id, input, params] as const,
};

/** A report's key and loader; `pages`: an infinite query ('Xem thêm'), loaded a page at a time from `cursor` null. */
export type ReportQuery<Data> = {
  queryKey: readonly unknown[];
  pages: boolean;
  load: (request: Requester, cursor: string | null) => Promise<Data>;
};

/** The report's own params as they stand in the URL (the query key changes when one does). */
function paramsKey<Row>(definition: ReportDefinition<Row>, params: ParamsLike) {
  return (definition.params ?? []).map((name) => params.get(name) ?? '');
}

// `input` is null while the filter's dates are wrong: the hooks are then disabled and never load.

/** One-page reports (aggregates): the first page through the definition, as the export reads it. */
export function definitionQuery<Row>(definition: ReportDefinition<Row>, input: ReportFilterInput | null, params: ParamsLike): ReportQuery<ReportPage<Row>> {
  return { queryKey: reportKeys.report(definition.id, input, paramsKey(definition, params)), pages: false, load: (request) => definition.load(request, input!, params, null) };
}

/** Paged reports (job lists); `key` replaces the URL params in the key where the screen reads them elsewhere (the path). */
export function definitionPagesQuery<Row>(definition: ReportDefinition<Row>, input: ReportFilterInput | null, params: ParamsLike, key = paramsKey(definition, params)): ReportQuery<ReportPage<Row>> {
  return { queryKey: [...reportKeys.report(definition.id, input, key), 'pages'], pages: true, load: (request, cursor) => definition.load(request, input!, params, cursor) };
}
