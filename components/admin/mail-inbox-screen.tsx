'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { InboxMailDocument, MailInboxDocument } from '@/graphql/generated/operations.generated';
import { formatStudioDateTime } from '@/domain/studio-time';
import { gqlRequest } from '@/lib/client/graphql-client';
import { adminKeys } from '@/lib/client/queries/admin';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/components/ui/class-names';
import { PageHeader, errorText } from './admin-list';
import { StudioSettingsCard } from './studio-settings-form';

// /thu (docs/decisions/email.md): the mail the embedded mail server received, newest first; one
// opened at a time. The HTML part is shown in a sandboxed frame (no scripts, no same-origin, no
// forms), the text part beside it as plain text. Below, the studio's name and address in mail.

function Loading({ text }: { text: string }) {
  return (
    <p role="status" aria-busy="true" className="flex items-center gap-2 text-muted">
      <Spinner /> {text}
    </p>
  );
}

function OpenedMail({ id, onClose }: { id: number; onClose: () => void }) {
  const mail = useQuery({ queryKey: adminKeys.mail(id), queryFn: async () => (await gqlRequest(InboxMailDocument, { id })).inbox_mail });
  if (mail.isPending) return <Loading text="Đang mở thư…" />;
  if (mail.isError) return <p className="text-danger">{errorText(mail.error)}</p>;
  if (!mail.data) return <p className="text-muted">Không tìm thấy thư.</p>;
  const { subject, from, to, received_at, html, text } = mail.data;
  return (
    <article aria-label={`Thư: ${subject}`} className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-lg font-semibold text-foreground break-words">{subject || '(không có tiêu đề)'}</h2>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Đóng thư
        </Button>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">Từ</dt>
        <dd className="break-all">{from}</dd>
        <dt className="text-muted">Đến</dt>
        <dd className="break-all">{to}</dd>
        <dt className="text-muted">Lúc</dt>
        <dd>{formatStudioDateTime(received_at)}</dd>
      </dl>
      {html ? (
        <iframe title="Nội dung thư (HTML)" sandbox="" srcDoc={html} className="h-[28rem] w-full rounded-md border border-border bg-white" />
      ) : (
        <p className="text-sm text-muted">Thư không có phần HTML.</p>
      )}
      <section aria-label="Phần văn bản thuần">
        <h3 className="mb-1 text-sm font-semibold">Phần văn bản thuần</h3>
        <pre className="max-h-80 overflow-auto whitespace-pre-wrap break-words rounded-md border border-border bg-surface p-3 text-sm">{text}</pre>
      </section>
    </article>
  );
}

export function MailInboxScreen() {
  const [openId, setOpenId] = useState<number | null>(null);
  const inbox = useQuery({ queryKey: adminKeys.mailInbox, queryFn: async () => (await gqlRequest(MailInboxDocument, {})).mail_inbox, refetchInterval: 10_000 });
  const data = inbox.data;
  return (
    <div className="space-y-5">
      <PageHeader
        title="Thư"
        description={
          data && !data.embedded
            ? 'Thư được gửi qua máy chủ SMTP đã cấu hình (SMTP_URL), nên không lưu ở đây.'
            : 'Thư TM đã gửi, do máy chủ thư có sẵn trong ứng dụng nhận (khi chưa cấu hình SMTP_URL). Mới nhất ở trên.'
        }
        actions={
          <Button variant="secondary" size="sm" onClick={() => void inbox.refetch()}>
            Tải lại
          </Button>
        }
      />
      {data && data.queued > 0 && <p className="text-sm text-muted">{data.queued} thư đang chờ gửi.</p>}
      {inbox.isPending ? (
        <Loading text="Đang tải thư…" />
      ) : inbox.isError ? (
        <p className="text-danger">{errorText(inbox.error)}</p>
      ) : data!.mails.length === 0 ? (
        <p className="rounded-md border border-border p-6 text-center text-muted">Chưa có thư nào</p>
      ) : (
        // One column on a phone that never grows with a long subject (a grid track's minimum is its
        // content by default: the list ran past a 390 px screen).
        <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
          <ul aria-label="Danh sách thư" className={cn('divide-y divide-border rounded-md border border-border', openId !== null && 'hidden lg:block')}>
            {data!.mails.map((mail) => (
              <li key={mail.id}>
                <button
                  type="button"
                  aria-current={mail.id === openId ? 'true' : undefined}
                  onClick={() => setOpenId(mail.id)}
                  className={cn('block w-full px-4 py-3 text-left hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-[-2px]', mail.id === openId && 'bg-surface')}
                >
                  <span className="line-clamp-2 break-words font-medium text-foreground">{mail.subject || '(không có tiêu đề)'}</span>
                  <span className="block truncate text-sm text-muted">Đến: {mail.to}</span>
                  <span className="block text-xs text-muted">{formatStudioDateTime(mail.received_at)}</span>
                </button>
              </li>
            ))}
          </ul>
          <div>{openId !== null ? <OpenedMail id={openId} onClose={() => setOpenId(null)} /> : <p className="hidden text-muted lg:block">Chọn một thư để đọc.</p>}</div>
        </div>
      )}
      <StudioSettingsCard />
    </div>
  );
}
