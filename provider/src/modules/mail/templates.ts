// The mails' HTML and plain text (docs/decisions/email.md): one layout, in Vietnamese, the
// studio's name and address at the foot, every value escaped. Mail clients read tables and inline
// styles, not stylesheets, so the layout is a single centred table.

export type StudioIdentity = { name: string; address: string };

export type MailContent = {
  /** Heading and subject line. */
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** The signed 'stop this kind' link, on every mail but the address confirmation. */
  unsubscribe?: { url: string; label: string };
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

export function renderMail(studio: StudioIdentity, content: MailContent): { subject: string; html: string; text: string } {
  const paragraphs = content.paragraphs.map((p) => `<p style="margin:0 0 12px">${escapeHtml(p)}</p>`).join('');
  const action = content.action
    ? `<p style="margin:20px 0"><a href="${escapeHtml(content.action.url)}" style="background:#2563eb;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 12px;font-size:13px;color:#555">Nếu nút không mở được, hãy chép đường dẫn này vào trình duyệt: ${escapeHtml(content.action.url)}</p>`
    : '';
  const foot = [escapeHtml(studio.name), escapeHtml(studio.address)].filter(Boolean).join('<br>');
  const unsubscribe = content.unsubscribe
    ? `<p style="margin:8px 0 0"><a href="${escapeHtml(content.unsubscribe.url)}" style="color:#555">${escapeHtml(content.unsubscribe.label)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#111">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5"><tr><td align="center" style="padding:16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px"><tr><td style="padding:24px;font-size:15px;line-height:1.5">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.subject)}</h1>
<p style="margin:0 0 12px">${escapeHtml(content.greeting)}</p>
${paragraphs}${action}
<hr style="border:none;border-top:1px solid #e4e4e7;margin:24px 0 12px">
<p style="margin:0;font-size:13px;color:#555">${foot}</p>${unsubscribe}
</td></tr></table></td></tr></table></body></html>`;
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    '--',
    studio.name,
    ...(studio.address ? [studio.address] : []),
    ...(content.unsubscribe ? ['', `${content.unsubscribe.label}: ${content.unsubscribe.url}`] : []),
  ].join('\n');
  return { subject: content.subject, html, text };
}
