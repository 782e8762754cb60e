'use client';

import { textLinkClassName } from '@/components/ui/text-link';

/** 'Quên mật khẩu?' goes nowhere yet (no screen exists, docs/decisions/product-rules.md): a link that keeps the page as it is. */
export function ForgotPasswordLink() {
  return (
    <a href="#" onClick={(event) => event.preventDefault()} className={`text-sm ${textLinkClassName}`}>
      Quên mật khẩu?
    </a>
  );
}
