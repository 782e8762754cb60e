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
import { PAGE_SIZE, sortRows, SORT_DIRECTION_PARAM, SORT_PARAM, type ParamsLike, type ReportDefinition } from './definition';
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
];

export const salaryReport: ReportDefinition<SalaryJob> = {
  id: 'tinh-luong-theo-editor',
  title: 'Tính lương theo editor',
  fileName: 'tinh-luong',
  columns: SALARY_JOB_COLUMNS,
  params: [PERSON_PARAM],
  async load(request, filter, params, cursor, reader = 'screen') {
    const { salary_report: page } = await request(SalaryReportDocument, { filter, userId: personParam(params), after: cursor, limit: PAGE_SIZE[reader] });
    const totals: SalaryJob | null = page.total
      ? { id: 0, taskName: `Tổng (${page.total.jobs.toLocaleString('vi-VN')} việc)`, productCode: null, productGroupName: null, completedAt: '', paidAs: '', files: page.total.files, rate: '', pay: page.total.pay }
      : null;
    return { rows: page.jobs, totals, nextCursor: page.nextCursor };
  },
};

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

export function allSalaryLines(report: AllSalaries, params: ParamsLike) {
  const totals: SalaryLine = { userId: 0, fullName: 'Tổng lương', roleId: null, ...report.total };
  return { rows: sortRows(ALL_SALARY_COLUMNS, report.rows, params), totals };
}

export const allSalariesReport: ReportDefinition<SalaryLine> = {
  id: 'luong-tat-ca',
  title: 'Bảng lương',
  fileName: 'luong-tat-ca',
  columns: ALL_SALARY_COLUMNS,
  params: [SORT_PARAM, SORT_DIRECTION_PARAM],
  async load(request, filter, params) {
    const { all_salaries_report: report } = await request(AllSalariesReportDocument, { filter });
    return { ...allSalaryLines(report, params), nextCursor: null };
  },
};

/** /luong-tat-ca's query: the payroll and the pay period (rows are sorted on screen, from the URL). */
export function allSalariesQuery(input: ReportFilterInput | null): ReportQuery<AllSalaries> {
  return {
    queryKey: reportKeys.report(allSalariesReport.id, input, []),
    pages: false,
    load: async (request) => (await request(AllSalariesReportDocument, { filter: input! })).all_salaries_report,
  };
}
