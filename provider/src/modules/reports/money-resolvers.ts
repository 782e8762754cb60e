import { ROLE } from '../../../../domain/roles';
import { adminRead, requireAdmin, requireStaff } from '../../auth/guards';
import { forbidden, notFound } from '../../errors';
import type { Resolvers } from '../../generated/graphql.generated';
import { taskLoaders } from '../tasks/loaders';
import { customerRevenueJobs, salaryJobs } from './money-jobs';
import { customerRevenueReport, revenueReport } from './money-revenue';
import { reportPeriod as reportPeriodOf } from './money-period';
import { allSalaries, liveSalaries, totalOf } from './money-salaries';
import { closePayPeriod, parseMonth, payPeriodOf, reopenPayPeriod } from './pay-periods-data';

// Money reports and pay periods (issue 9). Who may ask is decided here, before any data is read:
// revenue, customers, all salaries and pay periods are admin-only; a person's salary is their own
// (admins: anyone's).

const iso = <T extends { completedAt: Date | null }>(row: T) => ({ ...row, completedAt: row.completedAt!.toISOString() });

export const moneyReportsResolvers: Resolvers = {
  Query: {
    revenue_report: (_parent, { filter, grain }, ctx) => revenueReport(ctx.db, requireAdmin(ctx), filter, grain),
    customer_revenue_report: (_parent, { filter }, ctx) => customerRevenueReport(ctx.db, requireAdmin(ctx), filter),
    async customer_revenue_jobs(_parent, { filter, customerId, after, limit }, ctx) {
      const actor = requireAdmin(ctx);
      const page = await customerRevenueJobs(ctx.db, actor, filter, customerId ?? null, { after, limit });
      return { ...page, jobs: page.jobs.map(iso) };
    },
    async salary_report(_parent, { filter, userId, after, limit }, ctx) {
      const viewer = requireStaff(ctx);
      const personId = userId ?? viewer.id;
      if (personId !== viewer.id && viewer.roleId !== ROLE.admin) throw forbidden('Bạn chỉ được xem lương của chính mình.');
      const person = await taskLoaders(ctx).users.load(personId);
      if (!person) throw notFound('Không tìm thấy nhân viên.');
      const page = await salaryJobs(ctx.db, viewer, filter, personId, { after, limit });
      return { person, ...page, jobs: page.jobs.map(iso) };
    },
    all_salaries_report: (_parent, { filter }, ctx) => allSalaries(ctx.db, requireAdmin(ctx), filter),
    pay_period: adminRead((db, { month }) => payPeriodOf(db, parseMonth(month))),
  },
  Mutation: {
    close_pay_period(_parent, args, ctx) {
      const actor = requireAdmin(ctx);
      const month = parseMonth(args.month);
      const [year, monthNumber] = month.split('-').map(Number) as [number, number];
      const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
      const filter = { startDate: `${month}-01`, endDate: `${month}-${String(lastDay).padStart(2, '0')}` };
      return ctx.db.transaction((tx) =>
        closePayPeriod(
          tx,
          actor,
          month,
          () => liveSalaries(tx, actor, reportPeriodOf(filter), {}),
          (lines) => totalOf(lines).pay,
        ),
      );
    },
    reopen_pay_period(_parent, args, ctx) {
      const actor = requireAdmin(ctx);
      const month = parseMonth(args.month);
      return ctx.db.transaction((tx) => reopenPayPeriod(tx, actor, month, (lines) => totalOf(lines).pay));
    },
  },
  PayPeriod: {
    closedBy: (row, _args, ctx) => (row.closedBy === null ? null : taskLoaders(ctx).users.load(row.closedBy)),
    reopenedBy: (row, _args, ctx) => (row.reopenedBy === null ? null : taskLoaders(ctx).users.load(row.reopenedBy)),
    closedAt: (row) => row.closedAt?.toISOString() ?? null,
    reopenedAt: (row) => row.reopenedAt?.toISOString() ?? null,
  },
};
