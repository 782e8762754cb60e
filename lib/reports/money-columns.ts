// Column sets shared by the money reports (issue 9, items 6–9): a job's or a row's money, as the
// screens and the CSV / Excel exports show it. Amounts stay decimal strings throughout.
import type { MoneyFiguresFieldsFragment } from '@/graphql/generated/operations.generated';
import type { ReportColumn } from './columns';

export type Figures = MoneyFiguresFieldsFragment;

/** Số job, Số file, Doanh thu, Lương editor, Lương QA, Lợi nhuận of `figures(row)`. */
export function figureColumns<Row>(figures: (row: Row) => Figures, sortable = false): ReportColumn<Row>[] {
  const columns: ReportColumn<Row>[] = [
    { key: 'jobs', header: 'Số việc', kind: 'integer', value: (row) => figures(row).jobs },
    { key: 'files', header: 'Số file', kind: 'integer', value: (row) => figures(row).files },
    { key: 'revenue', header: 'Doanh thu', kind: 'money', value: (row) => figures(row).revenue },
    { key: 'editorPay', header: 'Lương editor', kind: 'money', value: (row) => figures(row).editorPay },
    { key: 'qaPay', header: 'Lương QA', kind: 'money', value: (row) => figures(row).qaPay },
    { key: 'margin', header: 'Lợi nhuận', kind: 'money', value: (row) => figures(row).margin },
  ];
  return columns.map((column) => ({ ...column, sortable }));
}

/** Money as a chart value (display only: the tables and files keep the exact strings). */
export const chartAmount = (amount: string) => Number(amount);
