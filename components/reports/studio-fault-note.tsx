/**
 * The payroll rule for revision rounds on the salary pages (docs/decisions/proofing.md): a
 * revision job the studio marked 'Lỗi của studio' is listed but pays nothing.
 */
export function StudioFaultNote() {
  return (
    <p data-testid="studio-fault-note" className="text-sm text-muted">
      <span className="font-medium text-foreground">Ghi chú:</span> Vòng sửa do lỗi của studio không được tính lương.
    </p>
  );
}
