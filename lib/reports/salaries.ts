// /tinh-luong-theo-editor (a person's pay: their own, admins anyone's via ?nguoi=<id>) and
// /luong-tat-ca (admin: every editor and QA, the payroll, the month's pay period).
import {
  AllSalariesReportDocument,
  SalaryReportDocument,
  type AllSalariesReportQuery,
  type SalaryReportQuery,
} from '@/graphql/generated/operations.generated';
import { ROLE_LABEL, type RoleId } from '@/domain/roles';
import { field, type ReportColumn } from './columns';
import { jobPagesReport, jobsAndFilesLabel, jobsTotalLabel, sortableReport, sortRows, type ParamsLike } from './definition';
import type { ReportFilterInput } from './period';
import { reportKeys, type ReportQuery } from './report-queries';

export const PERSON_PARAM = 'nguoi';

/** The person of ?nguoi=<id>, or null (the viewer themselves). */
export function personParam(params: ParamsLike): number | null {
  const id = Number(params.get(PERSON_PARAM));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export type SalaryPage = SalaryReportQuery['salary_report'];
export type SalaryJob = SalaryPage['jobs'][number];

export const SALARY_JOB_COLUMNS: ReportColumn<SalaryJob>[] = [
  { key: 'task', header: 'Việc', kind: 'text', value: (row) => row.taskName },
  { key: 'code', header: 'Mã sản phẩm', kind: 'text', value: (row) => row.productCode },
  { key: 'group', header: 'Nhóm hàng', kind: 'text', value: (row) => row.productGroupName },
  { key: 'completedAt', header: 'Hoàn thành', kind: 'datetime', value: (row) => row.completedAt || null },
  field('paidAs', 'Vai trò', 'text'),
  field('files', 'Số file', 'integer'),
  { key: 'rate', header: 'Đơn giá / file', kind: 'money', value: (row) => row.rate || null },
  field('pay', 'Thành tiền', 'money'),
  // Why a listed job pays 0 (docs/decisions/proofing.md, "Payroll rule for revision rounds").
  { key: 'note', header: 'Ghi chú', kind: 'text', value: (row) => (row.studioFault ? 'Lỗi của studio' : '') },
];

export const salaryReport = jobPagesReport(
  { id: 'tinh-luong-theo-editor', title: 'Tính lương theo editor', fileName: 'tinh-luong', columns: SALARY_JOB_COLUMNS, params: [PERSON_PARAM] },
  async (request, filter, params, page) => (await request(SalaryReportDocument, { filter, userId: personParam(params), ...page })).salary_report,
  (total): SalaryTotalsRow => ({ id: 0, taskName: jobsTotalLabel(total.jobs), productCode: null, productGroupName: null, completedAt: '', paidAs: '', files: total.files, rate: '', pay: total.pay, studioFault: false, jobs: total.jobs }),
);

/** The totals row keeps its job count for the summary above the table. */
type SalaryTotalsRow = SalaryJob & { jobs: number };

/** The pay summary's note: '5 việc · 102 tệp'. */
export const salaryTotalsNote = (totals: SalaryJob) => jobsAndFilesLabel('jobs' in totals ? (totals as SalaryTotalsRow).jobs : 0, totals.files);

export type AllSalaries = AllSalariesReportQuery['all_salaries_report'];
export type SalaryLine = AllSalaries['rows'][number];
export type PayPeriod = NonNullable<AllSalaries['payPeriod']>;

export const roleLabel = (roleId: number | null) => (roleId === null ? '' : (ROLE_LABEL[roleId as RoleId] ?? ''));

export const ALL_SALARY_COLUMNS: ReportColumn<SalaryLine>[] = [
  { key: 'name', header: 'Nhân viên', kind: 'text', value: (row) => row.fullName, sortable: true },
  { key: 'role', header: 'Vai trò', kind: 'text', value: (row) => roleLabel(row.roleId), sortable: true },
  field('jobs', 'Số việc', 'integer', { sortable: true }),
  field('files', 'Số file', 'integer', { sortable: true }),
  field('pay', 'Lương', 'money', { sortable: true }),
];

const salaryTotals = (report: AllSalaries): SalaryLine => ({ userId: 0, fullName: 'Tổng lương', roleId: null, ...report.total });

export function allSalaryLines(report: AllSalaries, params: ParamsLike) {
  return { rows: sortRows(ALL_SALARY_COLUMNS, report.rows, params), totals: salaryTotals(report) };
}

export const allSalariesReport = sortableReport({ id: 'luong-tat-ca', title: 'Bảng lương', fileName: 'luong-tat-ca', columns: ALL_SALARY_COLUMNS }, async (request, filter) => {
  const { all_salaries_report: report } = await request(AllSalariesReportDocument, { filter });
  return { rows: report.rows, totals: salaryTotals(report) };
});

/** /luong-tat-ca's query: the payroll and the pay period (rows are sorted on screen, from the URL). */
export function allSalariesQuery(input: ReportFilterInput | null): ReportQuery<AllSalaries> {
  return {
    queryKey: reportKeys.report(allSalariesReport.id, input, []),
    pages: false,
    load: async (request) => (await request(AllSalariesReportDocument, { filter: input! })).all_salaries_report,
  };
}
