import { formatVnd } from './money';
import { formatStudioDateTime } from './studio-time';
import { statusLabel } from './task-status';

// The audit log in words (docs/decisions/audit-log.md): each changed field by its Vietnamese
// label, its values as people read them — money in VNĐ, instants as dd-MM-yyyy HH:mm studio
// time, people by name, yes/no as words — and fields whose value did not change left out.

type Kind = 'approval' | 'text' | 'money' | 'instant' | 'person' | 'active' | 'closed' | 'studioFault' | 'month' | 'count' | 'gigabytes' | 'days' | 'hours' | 'reference';

const FIELDS: Record<string, { label: string; kind: Kind }> = {
  name: { label: 'Tên', kind: 'text' },
  first_name: { label: 'Tên', kind: 'text' },
  last_name: { label: 'Họ', kind: 'text' },
  email: { label: 'Email', kind: 'text' },
  phone: { label: 'Số điện thoại', kind: 'text' },
  address: { label: 'Địa chỉ', kind: 'text' },
  note: { label: 'Ghi chú', kind: 'text' },
  reason: { label: 'Lý do', kind: 'text' },
  role: { label: 'Vai trò', kind: 'text' },
  level: { label: 'Cấp bậc', kind: 'text' },
  customer: { label: 'Khách hàng', kind: 'text' },
  categoryId: { label: 'Danh mục', kind: 'reference' },
  unitId: { label: 'Đơn vị', kind: 'reference' },
  unitPrice: { label: 'Đơn giá', kind: 'money' },
  editorRate: { label: 'Tiền công editor', kind: 'money' },
  qaRate: { label: 'Tiền công QA', kind: 'money' },
  payroll: { label: 'Tổng lương', kind: 'money' },
  active: { label: 'Trạng thái', kind: 'active' },
  // An approval is not a reactivation: a pending account was never 'Ngừng hoạt động'.
  approval: { label: 'Tài khoản', kind: 'approval' },
  closed: { label: 'Kỳ lương', kind: 'closed' },
  closedBy: { label: 'Người chốt', kind: 'person' },
  closedAt: { label: 'Thời điểm chốt', kind: 'instant' },
  month: { label: 'Tháng', kind: 'month' },
  people: { label: 'Số người', kind: 'count' },
  quota_gb: { label: 'Dung lượng', kind: 'gigabytes' },
  waitApproveDays: { label: `Ngưỡng ${statusLabel('WaitApprove')}`, kind: 'days' },
  inProgressDays: { label: `Ngưỡng ${statusLabel('InProgress')}`, kind: 'days' },
  dueAt: { label: 'Hạn hoàn thành', kind: 'instant' },
  due_at: { label: 'Hạn hoàn thành', kind: 'instant' },
  defaultTurnaroundHours: { label: 'Thời gian hoàn thành mặc định', kind: 'hours' },
  studioFault: { label: 'Lỗi của studio', kind: 'studioFault' },
};

export const EMPTY_VALUE = '(trống)';

export type AuditChange = { key: string; label: string; before: string | null; after: string | null };

const decimal = (value: unknown) => String(value).replace('.', ',');

/** One value as a person reads it; `names` gives people's names by id. */
export function formatAuditValue(key: string, value: unknown, names: ReadonlyMap<number, string>): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  const kind = FIELDS[key]?.kind ?? 'text';
  switch (kind) {
    case 'money':
      return formatVnd(String(value));
    case 'instant':
      return formatStudioDateTime(String(value));
    case 'person':
      return names.get(Number(value)) ?? `Người dùng #${String(value)}`;
    case 'approval':
      return value === 'approved' ? 'Phê duyệt tài khoản' : 'Chờ phê duyệt';
    case 'active':
      return value === true || value === 'true' ? 'Hoạt động' : 'Ngừng hoạt động';
    case 'closed':
      return value === true || value === 'true' ? 'Đã chốt' : 'Chưa chốt';
    case 'studioFault':
      return value === true || value === 'true' ? 'Có (không tính lương)' : 'Không';
    case 'month': {
      const [year, month] = String(value).split('-');
      return month ? `${month}/${year}` : String(value);
    }
    case 'gigabytes':
      return `${decimal(value)} GB`;
    case 'days':
      return `${decimal(value)} ngày`;
    case 'hours':
      return `${decimal(value)} giờ`;
    case 'reference':
      return `#${String(value)}`;
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

export const auditFieldLabel = (key: string): string => FIELDS[key]?.label ?? key;

/**
 * The fields a log entry changed, in words. `before`/`after` are the stored JSON objects (null
 * for a creation, or a change with nothing before); a field with the same value on both sides is
 * omitted ('Tháng 11/2026 → 11/2026' says nothing).
 */
export function auditChanges(before: Record<string, unknown> | null, after: Record<string, unknown> | null, names: ReadonlyMap<number, string>): AuditChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: AuditChange[] = [];
  for (const key of keys) {
    const was = before === null ? null : formatAuditValue(key, before[key], names);
    const now = after === null ? null : formatAuditValue(key, after[key], names);
    if (was !== null && now !== null && was === now) continue;
    changes.push({ key, label: auditFieldLabel(key), before: was, after: now });
  }
  return changes;
}
