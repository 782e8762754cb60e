import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { MAIL_KINDS, isMailKind } from '../../../../domain/mail';
import { requireAdmin } from '../../auth/guards';
import { cloudUsers, mailInbox, mailOptOuts, mailOutbox } from '../../db/schema';
import { badInput } from '../../errors';
import type { Resolvers } from '../../generated/graphql.generated';
import { readStudioSettings, saveStudioSettings } from './studio-settings';

// The embedded mail server's inbox and the studio's name and address in mail (admins only) and the signed links of a mail (anyone holding
// one: the signature is the permission). docs/decisions/email.md.

const INBOX_SIZE = 200;
export const MAIL_LINK_MESSAGES = {
  invalid: 'Đường dẫn trong thư không hợp lệ hoặc đã hết hạn.',
  changed: 'Địa chỉ email của tài khoản đã thay đổi sau khi thư này được gửi; hãy dùng thư xác nhận mới nhất.',
};

const inboxRow = (row: typeof mailInbox.$inferSelect) => ({
  id: row.id,
  from: row.fromAddress,
  to: row.toAddress,
  subject: row.subject,
  received_at: row.receivedAt.toISOString(),
  html: row.html,
  text: row.text,
});

export const mailResolvers: Resolvers = {
  Query: {
    async mail_inbox(_parent, _args, ctx) {
      requireAdmin(ctx);
      const [rows, [queued]] = await Promise.all([
        ctx.db.select().from(mailInbox).orderBy(desc(mailInbox.receivedAt), desc(mailInbox.id)).limit(INBOX_SIZE),
        ctx.db.select({ n: count() }).from(mailOutbox).where(isNull(mailOutbox.sentAt)),
      ]);
      // The list carries no bodies: one mail is opened at a time (inbox_mail).
      return { embedded: ctx.mail.embedded, queued: queued?.n ?? 0, mails: rows.map((row) => ({ ...inboxRow(row), html: '', text: '' })) };
    },
    async inbox_mail(_parent, { id }, ctx) {
      requireAdmin(ctx);
      const [row] = await ctx.db.select().from(mailInbox).where(eq(mailInbox.id, id));
      return row ? inboxRow(row) : null;
    },
    studio_settings(_parent, _args, ctx) {
      requireAdmin(ctx);
      return readStudioSettings(ctx.db, ctx.mail.studio);
    },
  },
  Mutation: {
    update_studio_settings: (_parent, { input }, ctx) => saveStudioSettings(ctx.db, requireAdmin(ctx).id, input, ctx.mail.studio),
    async open_mail_link(_parent, { token }, ctx) {
      const link = await ctx.tokens.readMailLink(token);
      if (!link) throw badInput(MAIL_LINK_MESSAGES.invalid);
      if (link.purpose === 'confirm') {
        // Only the address the mail went to: an address changed since then needs its own mail.
        const confirmed = await ctx.db
          .update(cloudUsers)
          .set({ emailConfirmedAt: sql`coalesce(${cloudUsers.emailConfirmedAt}, now())` })
          .where(and(eq(cloudUsers.id, link.cloudUserId), sql`lower(${cloudUsers.email}) = lower(${link.address})`))
          .returning({ id: cloudUsers.id });
        if (confirmed.length === 0) throw badInput(MAIL_LINK_MESSAGES.changed);
        return { outcome: 'CONFIRMED', address: link.address, kind_label: null };
      }
      if (!isMailKind(link.kind)) throw badInput(MAIL_LINK_MESSAGES.invalid);
      await ctx.db.insert(mailOptOuts).values({ address: link.address.toLowerCase(), kind: link.kind }).onConflictDoNothing();
      return { outcome: 'UNSUBSCRIBED', address: link.address, kind_label: MAIL_KINDS[link.kind] };
    },
  },
};
