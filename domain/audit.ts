// The audit log's vocabulary (/he-thong/nhat-ky): what kind of record an administrative change
// touched and how. The provider writes these keys; the log screen and its filters show the labels.

export const AUDIT_ENTITIES = {
  user: 'Nhân viên',
  cloud_user: 'Người dùng cloud',
  customer: 'Tài khoản khách',
  location: 'Vị trí',
  category: 'Danh mục',
  unit: 'Đơn vị',
  product_group: 'Nhóm hàng',
  pay_period: 'Kỳ lương',
  report_setting: 'Cài đặt báo cáo',
  studio_setting: 'Thông tin studio',
  task: 'Việc',
} as const;
export type AuditEntity = keyof typeof AUDIT_ENTITIES;

export const AUDIT_ACTIONS = {
  create: 'Tạo mới',
  update: 'Cập nhật',
  approve: 'Phê duyệt',
  reject: 'Từ chối',
  deactivate: 'Ngừng hoạt động',
  reactivate: 'Kích hoạt lại',
  password_reset: 'Đặt lại mật khẩu',
  close: 'Chốt lương',
  reopen: 'Mở lại kỳ lương',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
