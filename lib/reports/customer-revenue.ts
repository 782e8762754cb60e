// /bao-cao-doanh-thu (admin): per customer, jobs, files, revenue, pay and margin, on time, turnaround; and
// /bao-cao-doanh-thu/:id/chi-tiet: that customer's completed jobs (id 0: jobs without a customer).
import {
  CustomerRevenueJobsDocument,
  CustomerRevenueReportDocument,
  type CustomerRevenueJobsQuery,
  type CustomerRevenueReportQuery,
} from '@/graphql/generated/operations.generated';
import { field, onTimeColumns, turnaroundColumns, type ReportColumn } from './columns';
import { jobPagesReport, jobsTotalLabel, sortableReport, type ParamsLike } from './definition';
import { figureColumns, type Figures } from './money-columns';
import type { ReportFilterInput } from './period';
import { definitionPagesQuery } from './report-queries';

export type CustomerLine = CustomerRevenueReportQuery['customer_revenue_report']['rows'][number];

/** The detail page's id for jobs without a customer. */
export const NO_CUSTOMER_ID = 0;
export const CUSTOMER_PARAM = 'khach';

export const customerDetailHref = (row: CustomerLine, query: string) =>
  `/bao-cao-doanh-thu/${row.customerId ?? NO_CUSTOMER_ID}/chi-tiet${query ? `?${query}` : ''}`;

export const CUSTOMER_COLUMNS: ReportColumn<CustomerLine>[] = [
  { key: 'customer', header: 'Khách hàng', kind: 'text', value: (row) => row.customerName, sortable: true },
  ...figureColumns<CustomerLine>((row) => row.figures, true),
  ...turnaroundColumns<CustomerLine>((row) => row.turnaround),
  ...onTimeColumns<CustomerLine>((row) => row.onTime),
];

const totalsRow = (total: Figures, onTime: CustomerLine['onTime'], turnaround: CustomerLine['turnaround']): CustomerLine => ({ customerId: null, customerName: 'Tổng', figures: total, onTime, turnaround });

export const customerRevenueReport = sortableReport({ id: 'bao-cao-doanh-thu', title: 'Doanh thu theo khách hàng', fileName: 'bao-cao-doanh-thu', columns: CUSTOMER_COLUMNS }, async (request, filter) => {
  const { customer_revenue_report: report } = await request(CustomerRevenueReportDocument, { filter });
  return { rows: report.rows, totals: totalsRow(report.total, report.totalOnTime, report.totalTurnaround) };
});

export type CustomerJob = CustomerRevenueJobsQuery['customer_revenue_jobs']['jobs'][number];

export const CUSTOMER_JOB_COLUMNS: ReportColumn<CustomerJob>[] = [
  { key: 'task', header: 'Việc', kind: 'text', value: (row) => row.taskName },
  { key: 'code', header: 'Mã sản phẩm', kind: 'text', value: (row) => row.productCode },
  { key: 'group', header: 'Nhóm hàng', kind: 'text', value: (row) => row.productGroupName },
  { key: 'editor', header: 'Editor', kind: 'text', value: (row) => row.editorName },
  { key: 'qa', header: 'QA', kind: 'text', value: (row) => row.qaName },
  { key: 'completedAt', header: 'Hoàn thành', kind: 'datetime', value: (row) => row.completedAt || null },
  field('files', 'Số file', 'integer'),
  { key: 'unitPrice', header: 'Đơn giá', kind: 'money', value: (row) => row.unitPrice || null },
  field('revenue', 'Doanh thu', 'money'),
  field('editorPay', 'Lương editor', 'money'),
  field('qaPay', 'Lương QA', 'money'),
  field('margin', 'Lợi nhuận', 'money'),
];

/** The customer id in the detail's export link (?khach=…): null for the jobs without a customer. */
export function customerIdParam(params: ParamsLike): number | null {
  const id = Number(params.get(CUSTOMER_PARAM));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export const customerJobsReport = jobPagesReport(
  { id: 'bao-cao-doanh-thu-chi-tiet', title: 'Chi tiết doanh thu', fileName: 'chi-tiet-doanh-thu', columns: CUSTOMER_JOB_COLUMNS, params: [CUSTOMER_PARAM] },
  async (request, filter, params, page) => (await request(CustomerRevenueJobsDocument, { filter, customerId: customerIdParam(params), ...page })).customer_revenue_jobs,
  (total): CustomerJob => ({
    id: 0,
    taskName: jobsTotalLabel(total.jobs),
    productCode: null,
    productGroupName: null,
    customerName: null,
    editorName: null,
    qaName: null,
    completedAt: '',
    files: total.files,
    unitPrice: '',
    revenue: total.revenue,
    editorRate: '',
    editorPay: total.editorPay,
    qaRate: '',
    qaPay: total.qaPay,
    margin: total.margin,
  }),
);

/**
 * The detail screen's paged query (and its prefetch). The customer is in the path; the definition
 * (shared with the export) reads it as ?khach=, and the key holds its id.
 */
export function customerJobsQuery(input: ReportFilterInput | null, customerId: number, searchParams: ParamsLike) {
  const params: ParamsLike = { get: (name) => (name === CUSTOMER_PARAM ? String(customerId) : searchParams.get(name)) };
  return definitionPagesQuery(customerJobsReport, input, params, [String(customerId)]);
}
