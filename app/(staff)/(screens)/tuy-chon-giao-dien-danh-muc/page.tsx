import type { Metadata } from 'next';
import { SettingsPanel } from '@/components/settings/settings-panel';
import { Card } from '@/components/ui/card';

export const metadata: Metadata = { title: 'Tùy chọn giao diện' };

/** The display settings inline (the same as the header's drawer); remembered in this browser. */
export default function DisplaySettingsPage() {
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-foreground">Tùy chọn giao diện</h1>
        <p className="mt-1 text-sm text-muted">Thay đổi được áp dụng ngay và được ghi nhớ trên trình duyệt này.</p>
      </div>
      <Card>
        <SettingsPanel idPrefix="trang" />
      </Card>
    </div>
  );
}
