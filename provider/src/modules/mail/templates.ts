import mjml2html from 'mjml';

// The mails' HTML and plain text (docs/decisions/email.md, 'Templates'): one layout written in
// MJML, in Vietnamese, the studio's name and address at the foot, every value escaped. MJML turns
// the layout into the nested tables and inline styles mail clients read (Outlook's conditional
// tables included) and a width that follows the phone's. The compile is async and costs a few
// milliseconds, so each variant of the layout (with or without the button, with or without the
// unsubscribe link) is compiled once, when this module loads, with placeholders; a mail fills the
// placeholders with escaped values in one pass (a value that looks like a placeholder stays text).

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

/** `@@TM_NAME@@` in the compiled layout: replaced by the mail's (escaped) values. */
const slot = (name: string) => `@@TM_${name}@@`;
const SLOT_PATTERN = /@@TM_([A-Z_]+)@@/g;

const MUTED = 'font-size:13px;color:#555555';

function layoutSource({ action, unsubscribe }: { action: boolean; unsubscribe: boolean }) {
  return `<mjml lang="vi">
  <mj-head>
    <mj-title>${slot('SUBJECT')}</mj-title>
    <mj-attributes>
      <mj-all font-family="Arial, Helvetica, sans-serif" />
      <mj-text font-size="15px" line-height="1.5" color="#111111" padding="0" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f4f4f5" width="560px">
    <mj-section padding="16px">
      <mj-column background-color="#ffffff" border-radius="8px" padding="24px">
        <mj-text>
          <h1 style="font-size:20px;line-height:1.3;margin:0 0 16px">${slot('SUBJECT')}</h1>
          <p style="margin:0 0 12px">${slot('GREETING')}</p>
          ${slot('PARAGRAPHS')}
        </mj-text>${
          action
            ? `
        <mj-button href="${slot('ACTION_URL')}" background-color="#2563eb" color="#ffffff" font-size="15px" border-radius="6px" inner-padding="10px 18px" align="left" padding="8px 0 20px">${slot('ACTION_LABEL')}</mj-button>
        <mj-text><p style="margin:0 0 12px;${MUTED}">Nếu nút không mở được, hãy chép đường dẫn này vào trình duyệt: ${slot('ACTION_URL')}</p></mj-text>`
            : ''
        }
        <mj-divider border-width="1px" border-color="#e4e4e7" padding="12px 0" />
        <mj-text><p style="margin:0;${MUTED}">${slot('FOOT')}</p>${unsubscribe ? `<p style="margin:8px 0 0;${MUTED}"><a href="${slot('UNSUBSCRIBE_URL')}" style="color:#555555">${slot('UNSUBSCRIBE_LABEL')}</a></p>` : ''}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

async function compile(variant: { action: boolean; unsubscribe: boolean }): Promise<string> {
  const { html, errors } = await mjml2html(layoutSource(variant), { validationLevel: 'strict' });
  if (errors.length > 0) throw new Error(`mail layout: ${errors.map((error) => error.formattedMessage).join('; ')}`);
  return html;
}

const variantKey = (action: boolean, unsubscribe: boolean) => `${action ? 'a' : '-'}${unsubscribe ? 'u' : '-'}`;
/** The four compiled variants, once per process (about 0.1 s together at start). */
const LAYOUTS: Record<string, string> = Object.fromEntries(
  await Promise.all(
    [false, true].flatMap((action) => [false, true].map(async (unsubscribe) => [variantKey(action, unsubscribe), await compile({ action, unsubscribe })] as const)),
  ),
);

export function renderMail(studio: StudioIdentity, content: MailContent): { subject: string; html: string; text: string } {
  const values: Record<string, string> = {
    SUBJECT: escapeHtml(content.subject),
    GREETING: escapeHtml(content.greeting),
    PARAGRAPHS: content.paragraphs.map((p) => `<p style="margin:0 0 12px">${escapeHtml(p)}</p>`).join(''),
    ACTION_URL: escapeHtml(content.action?.url ?? ''),
    ACTION_LABEL: escapeHtml(content.action?.label ?? ''),
    FOOT: [escapeHtml(studio.name), escapeHtml(studio.address)].filter(Boolean).join('<br>'),
    UNSUBSCRIBE_URL: escapeHtml(content.unsubscribe?.url ?? ''),
    UNSUBSCRIBE_LABEL: escapeHtml(content.unsubscribe?.label ?? ''),
  };
  const layout = LAYOUTS[variantKey(Boolean(content.action), Boolean(content.unsubscribe))]!;
  const html = layout.replace(SLOT_PATTERN, (token, name: string) => values[name] ?? token);
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
