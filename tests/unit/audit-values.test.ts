import { auditChanges, formatAuditValue } from '@/domain/audit-values';

const names = new Map([[1, 'Nguyễn Quản Trị']]);

describe('the audit log in words', () => {
  it('labels fields and formats money, instants, people and yes/no', () => {
    expect(auditChanges({ active: false }, { active: true }, names)).toEqual([{ key: 'active', label: 'Trạng thái', before: 'Ngừng hoạt động', after: 'Hoạt động' }]);
    // Approving a pending account says so (not 'Ngừng hoạt động → Hoạt động').
    expect(auditChanges({ approval: 'pending' }, { approval: 'approved' }, names)).toEqual([{ key: 'approval', label: 'Tài khoản', before: 'Chờ phê duyệt', after: 'Phê duyệt tài khoản' }]);
    expect(formatAuditValue('payroll', '1733000.00', names)).toBe('1.733.000 VNĐ');
    // 04:54 UTC is 11:54 in the studio (UTC+7).
    expect(formatAuditValue('closedAt', '2026-11-26T04:54:27.773Z', names)).toBe('26-11-2026 11:54');
    expect(formatAuditValue('closedBy', 1, names)).toBe('Nguyễn Quản Trị');
    expect(formatAuditValue('closedBy', 7, names)).toBe('Người dùng #7');
    expect(formatAuditValue('waitApproveDays', 2.5, names)).toBe('2,5 ngày');
  });

  it('says due times and turnarounds in words (docs/decisions/due-times.md)', () => {
    expect(auditChanges({ dueAt: null }, { dueAt: '2026-11-27T03:00:00.000Z' }, names)).toEqual([{ key: 'dueAt', label: 'Hạn hoàn thành', before: '(trống)', after: '27-11-2026 10:00' }]);
    expect(auditChanges({ defaultTurnaroundHours: 24 }, { defaultTurnaroundHours: 48 }, names)).toEqual([
      { key: 'defaultTurnaroundHours', label: 'Thời gian hoàn thành mặc định', before: '24 giờ', after: '48 giờ' },
    ]);
  });

  it("says the 'Lỗi của studio' mark of a revision job in words (docs/decisions/proofing.md)", () => {
    expect(auditChanges({ studioFault: false }, { studioFault: true }, names)).toEqual([{ key: 'studioFault', label: 'Lỗi của studio', before: 'Không', after: 'Có (không tính lương)' }]);
  });

  it('leaves out fields that did not change, and shows a creation with its values only', () => {
    const reopen = auditChanges(
      { month: '2026-11', closed: true, closedBy: 1, closedAt: '2026-11-26T04:54:27.773Z', people: 3, payroll: '1733000.00' },
      { month: '2026-11', closed: false },
      names,
    );
    expect(reopen.map((change) => [change.label, change.before, change.after])).toEqual([
      ['Kỳ lương', 'Đã chốt', 'Chưa chốt'],
      ['Người chốt', 'Nguyễn Quản Trị', '(trống)'],
      ['Thời điểm chốt', '26-11-2026 11:54', '(trống)'],
      ['Số người', '3', '(trống)'],
      ['Tổng lương', '1.733.000 VNĐ', '(trống)'],
    ]);
    expect(auditChanges(null, { month: '2026-11', people: 3 }, names)).toEqual([
      { key: 'month', label: 'Tháng', before: null, after: '11/2026' },
      { key: 'people', label: 'Số người', before: null, after: '3' },
    ]);
    // Positive control for the omission: a changed month is shown.
    expect(auditChanges({ month: '2026-10' }, { month: '2026-11' }, names)).toHaveLength(1);
  });
});
