import { TURNAROUND_MAX_HOURS } from '../due-time';
import { groupThousands } from '../number-text';

// The administration rules the forms read on their first load, without zod (the quota's bytes,
// the money check, the messages); the schemas (./admin.ts) arrive with zod after the first
// paint (docs/decisions/page-weight.md).

/** A cloud account's quota is set in GB of 1024³ bytes, as the upload screens print sizes. */
export const BYTES_PER_GB = 1024 ** 3;
export const QUOTA_MAX_GB = 100_000;

export const ADMIN_MESSAGES = {
  roleRequired: 'Yêu cầu chọn vai trò',
  level: 'Cấp độ là số nguyên từ 1 đến 10',
  reasonRequired: 'Yêu cầu nhập lý do từ chối',
  lastAdmin: 'Không thể ngừng hoạt động hoặc hạ quyền quản trị viên đang hoạt động cuối cùng.',
  selfDeactivate: 'Bạn không thể tự ngừng hoạt động tài khoản của mình.',
  emailTaken: 'Email này đã được đăng ký.',
  nameTaken: 'Tên này đã tồn tại.',
  money: 'Nhập số tiền ≥ 0, tối đa 2 chữ số thập phân',
  moneyRequired: 'Yêu cầu nhập số tiền',
  turnaround: `Thời gian hoàn thành mặc định là số giờ nguyên từ 1 đến ${groupThousands(TURNAROUND_MAX_HOURS)}`,
  ratesAboveUnitPrice: 'Tiền công editor và QA cộng lại cao hơn đơn giá. Xác nhận nếu đúng như vậy.',
  notPending: 'Tài khoản này không còn chờ phê duyệt.',
  quota: 'Nhập dung lượng là số GB lớn hơn 0, tối đa 2 chữ số thập phân và không quá 100.000 GB',
  quotaBelowUsage: (used: string) => `Dung lượng mới thấp hơn dung lượng tài khoản đang dùng (${used}): tài khoản sẽ không tải lên được nữa. Xác nhận nếu đúng như vậy.`,
} as const;

/**
 * A quota in GB as typed ('50', '1,5' or '1.5'), to whole bytes; null when it is not a number
 * above 0 with at most 2 decimals and at most QUOTA_MAX_GB.
 */
export function quotaBytesOf(text: string): number | null {
  const match = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (hundredths <= 0 || hundredths > QUOTA_MAX_GB * 100) return null;
  return Math.round((hundredths * BYTES_PER_GB) / 100);
}

/** Bytes as GB with at most 2 decimals, for the quota field and the audit log ('50', '1.5'). */
export function quotaGbOf(bytes: number): string {
  return String(Math.round((bytes / BYTES_PER_GB) * 100) / 100);
}

/** Money in VNĐ: digits with at most 2 decimals, never negative, as an exact decimal string. */
export const MONEY = /^\d{1,12}(\.\d{1,2})?$/;

/** Compares two money strings exactly (in hundredths, as bigint: no float rounding). */
export function moneyCents(value: string): bigint {
  const [whole, fraction = ''] = value.split('.');
  return BigInt(whole!) * BigInt(100) + BigInt(fraction.padEnd(2, '0'));
}

/** Editor plus QA pay above what the customer pays is a loss: allowed only when confirmed. */
export function ratesNeedConfirmation(values: { unitPrice: string; editorRate: string; qaRate: string }): boolean {
  if (![values.unitPrice, values.editorRate, values.qaRate].every((v) => MONEY.test(v))) return false;
  return moneyCents(values.editorRate) + moneyCents(values.qaRate) > moneyCents(values.unitPrice);
}
