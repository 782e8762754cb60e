import Link from 'next/link';
import type { ComponentProps } from 'react';
import { cn } from './class-names';

export const textLinkClassName =
  'font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 rounded-sm';

/** An inline link in auth copy ('Đăng ký tài khoản mới', 'Về trang đăng nhập'). */
export function TextLink({ className, ...rest }: ComponentProps<typeof Link>) {
  return <Link className={cn(textLinkClassName, className)} {...rest} />;
}
