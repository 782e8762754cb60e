// Every report that can be exported, by the id in /api/reports/<id>/export. One line per report;
// the screens import their own definition directly (so a screen's bundle holds only its report).
import type { AnyReportDefinition } from './definition';
import { jobListReport } from './job-list';
import { jobChartsReport, jobsDoneReport } from './job-series';
import { jobStatusReport, stuckJobsReport } from './job-status';
import { jobsByDayReport } from './jobs-by-day';
import { jobsByEditorReport } from './jobs-by-editor';
import { MONEY_REPORTS } from './money-registry';

const definitions: AnyReportDefinition[] = [jobsByDayReport, jobListReport, jobsByEditorReport, jobStatusReport, stuckJobsReport, jobChartsReport, jobsDoneReport];

export const REPORTS: ReadonlyMap<string, AnyReportDefinition> = new Map([...definitions, ...MONEY_REPORTS].map((definition) => [definition.id, definition]));
