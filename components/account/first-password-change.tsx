'use client';

import { useRouter } from 'next/navigation';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { PasswordForm } from './password-form';

/**
 * /thong-tin-tai-khoan while the password is temporary (an admin created or reset the account,
 * or `npm run create-admin` did): the password form alone, then the board. Nothing else is
 * answered before (docs/decisions/first-admin.md).
 */
export function FirstPasswordChange({ name }: { name: string }) {
  const router = useRouter();
  // The board, and the staff layout rendered again on the server: now the full one.
  const openBoard = () => {
    router.replace('/');
    router.refresh();
  };
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-foreground">Đặt mật khẩu của bạn</h1>
      <Alert variant="error" title="Bạn cần đổi mật khẩu">
        {name ? `Chào ${name}. ` : ''}Mật khẩu bạn vừa dùng là mật khẩu tạm thời. Hãy đặt mật khẩu của riêng bạn trước khi tiếp tục làm việc.
      </Alert>
      <Card>
        <h2 className="mb-5 text-lg font-semibold text-foreground">Đổi mật khẩu</h2>
        <PasswordForm audience="staff" onDone={openBoard} />
      </Card>
    </div>
  );
}
