'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';

type Outcome = { outcome: string; address: string; kind_label: string | null };

/** The signed link's purpose is read by the provider; this screen only asks for the press and says what happened. */
export function MailLinkScreen({ token }: { token: string }) {
  const [state, setState] = useState<{ busy: boolean; done?: Outcome; error?: string }>({ busy: false });
  async function open() {
    setState({ busy: true });
    try {
      const response = await fetch('/api/mail-link', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
      const answer = (await response.json()) as Outcome & { error?: { message: string } };
      setState(response.ok ? { busy: false, done: answer } : { busy: false, error: answer.error?.message ?? 'Đã có lỗi xảy ra. Vui lòng thử lại sau.' });
    } catch {
      setState({ busy: false, error: 'Không kết nối được máy chủ. Vui lòng thử lại sau.' });
    }
  }
  const done = state.done;
  return (
    <section aria-labelledby="thu-tieu-de" className="w-full max-w-md space-y-4 rounded-lg border border-border bg-surface p-6 text-foreground">
      <h1 id="thu-tieu-de" className="text-xl font-bold">
        {done ? (done.outcome === 'CONFIRMED' ? 'Đã xác nhận địa chỉ email' : 'Đã hủy nhận thư') : 'Thư từ studio'}
      </h1>
      {done ? (
        <p role="status">
          {done.outcome === 'CONFIRMED'
            ? `Địa chỉ ${done.address} đã được xác nhận. Từ nay studio có thể gửi thư cho bạn.`
            : `Đã hủy nhận thư «${done.kind_label}» cho ${done.address}.`}
        </p>
      ) : !token ? (
        <p role="alert" className="text-danger">Đường dẫn trong thư không hợp lệ hoặc đã hết hạn.</p>
      ) : (
        <>
          <p>Bấm nút dưới đây để thực hiện yêu cầu trong thư. Bạn không cần đăng nhập.</p>
          {state.error && (
            <p role="alert" className="text-danger">
              {state.error}
            </p>
          )}
          <Button onClick={() => void open()} disabled={state.busy}>
            {state.busy ? 'Đang thực hiện…' : 'Xác nhận'}
          </Button>
        </>
      )}
    </section>
  );
}
