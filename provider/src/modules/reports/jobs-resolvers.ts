import { requireAdmin } from '../../auth/guards';
import type { Resolvers } from '../../generated/graphql.generated';
import { jobsByDay } from './jobs-by-day';
import { jobsByEditor } from './jobs-by-editor';
import { listReportJobs } from './jobs-list';
import { createdVsCompleted, cumulativeFlow, jobsDone } from './jobs-series';
import { jobStatus, setStuckThresholds } from './jobs-status';
import { reportScope } from './scope';

// Thin resolvers: reportScope (scope.ts) authorises and narrows every query before data is read.
export const reportsJobsResolvers: Resolvers = {
  Query: {
    report_jobs_by_day: (_parent, { filter }, ctx) => jobsByDay(ctx.db, reportScope(ctx, filter)),
    report_jobs: (_parent, { input }, ctx) => listReportJobs(ctx.db, reportScope(ctx, input.filter), input),
    report_jobs_by_editor: (_parent, { filter }, ctx) => jobsByEditor(ctx.db, reportScope(ctx, filter)),
    report_job_status: (_parent, { filter }, ctx) => jobStatus(ctx.db, reportScope(ctx, filter)),
    async report_job_charts(_parent, { filter, grain }, ctx) {
      const scope = reportScope(ctx, filter);
      const [createdCompleted, flow] = await Promise.all([createdVsCompleted(ctx.db, scope, grain), cumulativeFlow(ctx.db, scope, grain)]);
      return { createdCompleted, flow };
    },
    report_jobs_done: (_parent, { filter, grain }, ctx) => jobsDone(ctx.db, reportScope(ctx, filter), grain),
  },
  Mutation: {
    set_stuck_thresholds: (_parent, { input }, ctx) => setStuckThresholds(ctx.db, requireAdmin(ctx).id, input),
  },
};
