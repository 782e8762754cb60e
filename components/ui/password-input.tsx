'use client';

import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { cn } from './class-names';
import { inputClassName } from './input';
import { LineIcon } from './line-icon';
import { useHydrated } from '@/components/ui/use-hydrated';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { ref?: Ref<HTMLInputElement> };

/** Password field with a show/hide toggle; the toggle is a real button so keyboards reach it. */
export function PasswordInput({ className, ref, readOnly, ...rest }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  return (
    <div className="relative">
      <input ref={ref} type={visible ? 'text' : 'password'} className={cn(inputClassName, 'pr-12', className)} {...rest} readOnly={readOnly || !hydrated} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? 'Ẩn mật khẩu' : 'Hiện mật khẩu'}
        aria-controls={rest.id}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
      >
        {visible ? <EyeOffIcon /> : <EyeIcon />}
      </button>
    </div>
  );
}

const EYE = 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z';
const EYE_OFF = [
  'M3 3l18 18',
  'M10.6 5.1A10.8 10.8 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.1M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a10 10 0 0 0 5.4-1.6',
  'M9.9 9.9a3 3 0 0 0 4.2 4.2',
];

function EyeIcon() {
  return <LineIcon shapes={[EYE, { circle: [12, 12, 3] }]} className="size-5" />;
}

function EyeOffIcon() {
  return <LineIcon shapes={EYE_OFF} className="size-5" />;
}
