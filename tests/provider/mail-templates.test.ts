// The mail layout (provider/src/modules/mail/templates.ts, docs/decisions/email.md 'Templates'):
// MJML compiled once per process into four variants; a mail fills them with escaped values. User
// text (a customer's name, a note) stays text in the HTML, a value that looks like a placeholder
// is not filled, and the plain-text part is the same text as before MJML.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { renderMail } from '../../provider/src/modules/mail/templates';

const STUDIO = { name: 'Studio Ánh Dương', address: '12 Lê Lợi, Huế' };
const FULL = {
  subject: 'Kết quả đã sẵn sàng: Lô 7',
  greeting: 'Chào Trần Hoa,',
  paragraphs: ['Studio Ánh Dương đã giao 3 ảnh của việc «Lô 7».', 'Bấm nút dưới đây để xem.'],
  action: { label: 'Xem kết quả', url: 'http://app.test/user-cloud/ket-qua/7?a=1&b=2' },
  unsubscribe: { label: 'Không nhận thư báo kết quả nữa', url: 'http://app.test/thu-tu-tm?t=abc' },
};

describe('mail templates', () => {
  test('the plain-text part: greeting, paragraphs, the action, the foot and the unsubscribe link', () => {
    assert.equal(
      renderMail(STUDIO, FULL).text,
      [
        'Chào Trần Hoa,',
        '',
        'Studio Ánh Dương đã giao 3 ảnh của việc «Lô 7».',
        '',
        'Bấm nút dưới đây để xem.',
        '',
        'Xem kết quả: http://app.test/user-cloud/ket-qua/7?a=1&b=2',
        '',
        '--',
        'Studio Ánh Dương',
        '12 Lê Lợi, Huế',
        '',
        'Không nhận thư báo kết quả nữa: http://app.test/thu-tu-tm?t=abc',
      ].join('\n'),
    );
    assert.equal(renderMail({ name: 'Studio', address: '' }, { subject: 'S', greeting: 'Chào bạn,', paragraphs: ['Một.'] }).text, 'Chào bạn,\n\nMột.\n\n--\nStudio');
  });

  test('the HTML: responsive MJML output in Vietnamese with the heading, the button, its address in words, the foot', () => {
    const { subject, html } = renderMail(STUDIO, FULL);
    assert.equal(subject, FULL.subject);
    assert.match(html, /^<!doctype html>/i);
    assert.match(html, /<html lang="vi"/);
    assert.match(html, /<title>\s*Kết quả đã sẵn sàng: Lô 7\s*<\/title>/);
    assert.match(html, /@media only screen and \(min-width:480px\)/, "MJML's column width for wider screens");
    assert.match(html, /<h1[^>]*>Kết quả đã sẵn sàng: Lô 7<\/h1>/);
    assert.ok(html.includes('href="http://app.test/user-cloud/ket-qua/7?a=1&amp;b=2"'));
    assert.match(html, /Xem kết quả\s*<\/a>/);
    assert.ok(html.includes('hãy chép đường dẫn này vào trình duyệt: http://app.test/user-cloud/ket-qua/7?a=1&amp;b=2'));
    assert.ok(html.includes('Studio Ánh Dương<br>12 Lê Lợi, Huế'));
    assert.ok(html.includes('<a href="http://app.test/thu-tu-tm?t=abc" style="color:#555555">Không nhận thư báo kết quả nữa</a>'));
    assert.doesNotMatch(html, /@@TM_/);
  });

  test('a mail without a button or an unsubscribe link has neither', () => {
    const { html } = renderMail(STUDIO, { subject: 'Xác nhận', greeting: 'Chào bạn,', paragraphs: ['Một.'] });
    assert.doesNotMatch(html, /<a\s/);
    assert.doesNotMatch(html, /chép đường dẫn/);
    assert.doesNotMatch(html, /@@TM_/);
    const withButton = renderMail(STUDIO, { subject: 'Xác nhận', greeting: 'Chào bạn,', paragraphs: ['Một.'], action: FULL.action });
    assert.equal((withButton.html.match(/<a\s/g) ?? []).length, 1);
  });

  test('user text stays text: <script> in a name, a note, the studio, and a value that looks like a placeholder', () => {
    const script = '<script>alert(1)</script>';
    const { html, text } = renderMail(
      { name: `Studio ${script}`, address: `"Huế" & ${script}` },
      {
        subject: `Khách đã phản hồi: ${script}`,
        greeting: `Chào ${script},`,
        paragraphs: [`• anh-1.jpg: ${script}`, 'Ghi chú @@TM_FOOT@@ và @@TM_ACTION_URL@@'],
        action: { label: `Mở ${script}`, url: `http://app.test/"><script>x</script>` },
        unsubscribe: { label: script, url: 'http://app.test/u' },
      },
    );
    assert.doesNotMatch(html, /<script/i);
    assert.ok(html.includes('Chào &lt;script&gt;alert(1)&lt;/script&gt;,'));
    assert.ok(html.includes('Studio &lt;script&gt;alert(1)&lt;/script&gt;<br>&quot;Huế&quot; &amp; &lt;script&gt;'));
    assert.ok(html.includes('href="http://app.test/&quot;&gt;&lt;script&gt;x&lt;/script&gt;"'));
    assert.ok(html.includes('Ghi chú @@TM_FOOT@@ và @@TM_ACTION_URL@@'), 'not filled');
    // The plain-text part is not HTML: the text as written.
    assert.ok(text.startsWith(`Chào ${script},`));
    assert.ok(text.includes(`--\nStudio ${script}\n"Huế" & ${script}`));
  });
});
