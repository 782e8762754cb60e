import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthShell } from '@/components/auth/auth-shell';
import { buttonClassName } from '@/components/ui/button';

export const metadata: Metadata = { title: 'Xác thực' };

export default function AuthEntryPage() {
  return (
    <AuthShell heading="CHÀO MỪNG ĐẾN VỚI TM">
      <p className="text-center text-muted">
        TM giúp studio chỉnh sửa ảnh quản lý công việc, doanh thu và trao đổi nội bộ. Khách hàng gửi tệp qua khu vực Cloud.
      </p>
      <div className="mt-6 grid gap-3">
        <Link href="/auth/dang-nhap" className={buttonClassName({ size: 'lg', fullWidth: true })}>
          Đăng nhập nhân viên
        </Link>
        <Link href="/auth/cloud-user-dang-nhap" className={buttonClassName({ variant: 'secondary', size: 'lg', fullWidth: true })}>
          Đăng nhập Cloud
        </Link>
      </div>
    </AuthShell>
  );
}
