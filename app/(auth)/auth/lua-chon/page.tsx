import type { Metadata } from 'next';
import { CloudIcon, StaffIcon } from '@/components/auth/audience-icons';
import { ChoiceCard } from '@/components/auth/choice-card';
import { Logo } from '@/components/ui/logo';

export const metadata: Metadata = { title: 'Lựa chọn' };

export default function ChoicePage() {
  return (
    <div className="flex min-h-dvh flex-col px-4 py-6 sm:py-12">
      <div className="mx-auto w-full max-w-3xl">
        <header className="mb-10">
          <Logo />
        </header>
        <main>
          <h1 className="text-center text-2xl font-bold text-foreground">Bạn đăng nhập với tư cách nào?</h1>
          <p className="mt-2 text-center text-muted">Chọn khu vực phù hợp để tiếp tục.</p>
          <div className="mt-8 grid gap-5 sm:grid-cols-2">
            <ChoiceCard
              href="/auth/dang-nhap"
              title="Nhân viên studio"
              description="Quản lý công việc, báo cáo, lương và chat nội bộ."
              icon={<StaffIcon />}
            />
            <ChoiceCard
              href="/auth/cloud-user-dang-nhap"
              title="Khách hàng (Cloud)"
              description="Tải lên và quản lý tệp ảnh gửi cho studio."
              icon={<CloudIcon />}
            />
          </div>
        </main>
      </div>
    </div>
  );
}
