// One column definition per report column, read by the screen's table and by the CSV / Excel
// export alike, so a download always holds the columns and values the screen shows.
import { formatStudioDateTime } from '@/domain/studio-time';
import { formatVnd } from '@/domain/money';
import { formatReportDay } from './period';

/**
 * What a cell holds: text; an integer count; a ratio such as '1,25' requests per photo; money
 * (decimal string, VNĐ); a share 0…1 shown in %; a duration in hours; a studio day 'yyyy-MM-dd';
 * an instant (ISO date-time).
 */
export type ColumnKind = 'text' | 'integer' | 'decimal' | 'money' | 'percent' | 'hours' | 'day' | 'datetime';

export type CellValue = string | number | null;

export type ReportColumn<Row> = {
  key: string;
  header: string;
  kind: ColumnKind;
  value: (row: Row) => CellValue;
  /** Whether the screen lets the user sort by this column. */
  sortable?: boolean;
  /** What an empty cell says on screen instead of '—' (a median without data: 'chưa đủ dữ liệu'). */
  emptyText?: string;
  /** Keeps a text cell on one line (a period's label holds a date, which would break at its hyphens on a phone). */
  nowrap?: boolean;
};

/** The keys of Row whose values a cell can hold. */
type CellKey<Row> = { [K in keyof Row]: Row[K] extends CellValue ? K : never }[keyof Row] & string;

/** Most columns show the row's field of the same name as it is: `field('jobs', 'Số job', 'integer')`. */
export function field<Row>(key: CellKey<Row>, header: string, kind: ColumnKind, options: { sortable?: boolean; emptyText?: string } = {}): ReportColumn<Row> {
  return { key, header, kind, value: (row) => row[key] as CellValue, ...options };
}

/** A cell's text on screen: the column's own words for an empty cell, else formatCell. */
export function cellText<Row>(column: ReportColumn<Row>, row: Row): string {
  const value = column.value(row);
  if ((value === null || value === '') && column.emptyText) return column.emptyText;
  return formatCell(column.kind, value);
}

/** The text a cell shows on screen (and in the CSV). */
export function formatCell(kind: ColumnKind, value: CellValue): string {
  if (value === null || value === '') return kind === 'text' ? '' : '—';
  switch (kind) {
    case 'integer':
      return Number(value).toLocaleString('vi-VN');
    case 'decimal':
      return Number(value).toLocaleString('vi-VN', { maximumFractionDigits: 2 });
    case 'money':
      return formatVnd(String(value));
    case 'percent':
      return `${(Number(value) * 100).toLocaleString('vi-VN', { maximumFractionDigits: 1 })} %`;
    case 'hours':
      return formatHours(Number(value));
    case 'day':
      return formatReportDay(String(value));
    case 'datetime':
      return formatStudioDateTime(String(value));
    default:
      return String(value);
  }
}

/** '3 ngày 4 giờ', '5,5 giờ': durations read in days once they pass a day. */
export function formatHours(hours: number): string {
  if (!Number.isFinite(hours)) return '—';
  // Rounded to a tenth, a few minutes would read '0 giờ', as if nothing had been measured.
  if (hours < 0.05) return '< 0,1 giờ';
  if (hours < 24) return `${hours.toLocaleString('vi-VN', { maximumFractionDigits: 1 })} giờ`;
  const days = Math.floor(hours / 24);
  const rest = Math.round(hours - days * 24);
  return rest ? `${days} ngày ${rest} giờ` : `${days} ngày`;
}

export function isNumericKind(kind: ColumnKind): boolean {
  return kind === 'integer' || kind === 'decimal' || kind === 'money' || kind === 'percent' || kind === 'hours';
}

/** The on-time figures of a row (docs/decisions/due-times.md). */
type OnTime = { withDue: number; onTime: number; rate?: number | null };

/**
 * Completed jobs with a due time, how many on time, and the rate ('chưa đủ dữ liệu' on screen, an
 * empty cell in the exports, when none had a due time).
 */
export function onTimeColumns<Row>(of: (row: Row) => OnTime): ReportColumn<Row>[] {
  return [
    { key: 'dueCompleted', header: 'Hoàn thành có hạn', kind: 'integer', value: (row) => of(row).withDue, sortable: true },
    { key: 'onTime', header: 'Đúng hạn', kind: 'integer', value: (row) => of(row).onTime, sortable: true },
    { key: 'onTimeRate', header: 'Tỷ lệ đúng hạn', kind: 'percent', value: (row) => of(row).rate ?? null, sortable: true, emptyText: 'chưa đủ dữ liệu' },
  ];
}

/** The turnaround figures of a row (docs/decisions/reports-jobs.md, "Turnaround and revision rate"). */
type Turnaround = {
  delivered: number;
  revisionRate?: number | null;
  medianFirstDeliveryHours?: number | null;
  medianApprovalHours?: number | null;
  firstPassApprovalRate?: number | null;
  requestsPerPhoto?: number | null;
  roundsPerJob?: number | null;
};

/**
 * Jobs first delivered in the period, the median times from the customer's upload, the revision
 * rate, and what the customer's own answers say: photos approved at the first delivery, photos
 * asked to redo per photo, rounds per job ('—' when empty).
 */
export function turnaroundColumns<Row>(of: (row: Row) => Turnaround): ReportColumn<Row>[] {
  return [
    { key: 'delivered', header: 'Việc đã giao khách', kind: 'integer', value: (row) => of(row).delivered, sortable: true },
    { key: 'firstDeliveryHours', header: 'Thời gian đến lần giao đầu (trung vị)', kind: 'hours', value: (row) => of(row).medianFirstDeliveryHours ?? null, sortable: true },
    { key: 'approvalHours', header: 'Thời gian đến khi khách duyệt (trung vị)', kind: 'hours', value: (row) => of(row).medianApprovalHours ?? null, sortable: true },
    { key: 'revisionRate', header: 'Tỷ lệ phải sửa', kind: 'percent', value: (row) => of(row).revisionRate ?? null, sortable: true },
    { key: 'firstPassApprovalRate', header: 'Khách duyệt ngay lần đầu', kind: 'percent', value: (row) => of(row).firstPassApprovalRate ?? null, sortable: true },
    { key: 'requestsPerPhoto', header: 'Yêu cầu sửa mỗi ảnh', kind: 'decimal', value: (row) => of(row).requestsPerPhoto ?? null, sortable: true },
    { key: 'roundsPerJob', header: 'Số lần giao mỗi việc', kind: 'decimal', value: (row) => of(row).roundsPerJob ?? null, sortable: true },
  ];
}
