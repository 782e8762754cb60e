'use client';

import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { textLinkClassName } from '@/components/ui/text-link';

// There is no self-service reset: an administrator resets a password ('Đặt lại mật khẩu' on
// /nguoi-dung-va-nhan-vien for staff, on /nguoi-dung-cloud for cloud accounts) and hands over
// the temporary password it shows; the person then picks a new one under 'Tài khoản'.
const HOW_TO_RESET = {
  staff: 'Hãy nhờ quản trị viên của studio đặt lại mật khẩu cho bạn. Bạn sẽ nhận một mật khẩu tạm để đăng nhập, sau đó đổi mật khẩu mới trong mục Tài khoản.',
  cloud: 'Hãy liên hệ studio để được đặt lại mật khẩu. Studio sẽ gửi bạn một mật khẩu tạm để đăng nhập, sau đó bạn đổi mật khẩu mới trong mục Tài khoản.',
} as const;

/**
 * 'Quên mật khẩu?' opens a short note under the form's options saying what to do. A note on
 * the page rather than a dialog: the sign-in pages stay as light as they are
 * (docs/decisions/page-weight.md).
 */
export function useForgotPassword(audience: keyof typeof HOW_TO_RESET) {
  const [open, setOpen] = useState(false);
  const noteId = useId();
  const toggle = (
    <button type="button" aria-expanded={open} aria-controls={noteId} onClick={() => setOpen((value) => !value)} className={`text-sm ${textLinkClassName}`}>
      Quên mật khẩu?
    </button>
  );
  const note = (
    <div id={noteId} hidden={!open}>
      {open && (
        <Alert variant="info" title="Quên mật khẩu">
          {HOW_TO_RESET[audience]}
        </Alert>
      )}
    </div>
  );
  return { toggle, note };
}
