import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { mailOptOuts, mailOutbox } from '../../db/schema';
import type { MailKind } from '../../../../domain/mail';
import { log } from '../../ops/log';
import { repeatEvery } from '../../ops/repeat';
import type { MailTransport } from './transport';

// The mail queue (docs/decisions/email.md): a transactional outbox in the application's own
// database. `enqueueMail` writes a row inside the caller's transaction, so the event and its mail
// commit together or not at all; the worker below sends due rows over SMTP, stamps `sent_at`, and
// on a failure leaves the row for a later attempt with an exponential backoff. The same code runs
// on PGlite and PostgreSQL; on PostgreSQL several provider instances share the queue (a claimed
// row is locked for a while and `skip locked` lets the others pass it).

export type OutgoingMail = { kind: MailKind; to: string; subject: string; html: string; text: string };

/** Queues a mail in the caller's transaction; nothing when the recipient stopped this kind. Returns whether it was queued. */
export async function enqueueMail(tx: Executor, mail: OutgoingMail): Promise<boolean> {
  const address = mail.to.trim().toLowerCase();
  const [stopped] = await tx
    .select({ kind: mailOptOuts.kind })
    .from(mailOptOuts)
    .where(and(eq(mailOptOuts.address, address), eq(mailOptOuts.kind, mail.kind)));
  if (stopped) return false;
  await tx.insert(mailOutbox).values({ kind: mail.kind, toAddress: mail.to.trim(), subject: mail.subject, html: mail.html, text: mail.text });
  return true;
}

export type MailWorkerOptions = {
  transport: MailTransport;
  /**
   * The sender: MAIL_FROM as configured, or a function the worker asks before each pass that sends
   * (the studio's name as an admin saved it: studio-settings.ts senderFor).
   */
  from: string | ((db: Database) => Promise<string>);
  /** First retry after this; each further failure doubles it, up to MAX_BACKOFF_MS. */
  retryBaseMs: number;
};

/** Rows one pass claims; the next pass takes the rest. */
const BATCH = 20;
/** How long a claimed row is held by the worker sending it (a crashed worker's rows come back after it). */
const CLAIM_MS = 120_000;
const MAX_BACKOFF_MS = 60 * 60_000;

export const backoffMs = (attempts: number, baseMs: number) => Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);

/** The Message-ID of an outbox row: the same on every attempt, so a receiver can drop a repeat. */
export const outboxMessageId = (id: number) => `<tm-outbox-${id}@tm.local>`;

/**
 * Sends the due mails once; returns how many were sent. A failure puts that row back with its
 * backoff and ends the pass (the server is most likely down for the rest too); the other claimed
 * rows are released untouched.
 */
export async function sendDueMails(db: Database, options: MailWorkerOptions, now = new Date()): Promise<number> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, now), or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, now))))
    .orderBy(asc(mailOutbox.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({ lockedUntil: new Date(now.getTime() + CLAIM_MS) })
    .where(inArray(mailOutbox.id, due))
    .returning();
  claimed.sort((a, b) => a.id - b.id);
  if (claimed.length === 0) return 0;
  const from = typeof options.from === 'string' ? options.from : await options.from(db);
  let sent = 0;
  for (const [index, row] of claimed.entries()) {
    try {
      await options.transport.send({ from, to: row.toAddress, subject: row.subject, html: row.html, text: row.text, messageId: outboxMessageId(row.id) });
    } catch (error) {
      const attempts = row.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      await db
        .update(mailOutbox)
        .set({ attempts, lastError: message.slice(0, 500), lockedUntil: null, nextAttemptAt: new Date(Date.now() + backoffMs(attempts, options.retryBaseMs)) })
        .where(eq(mailOutbox.id, row.id));
      const rest = claimed.slice(index + 1).map((other) => other.id);
      if (rest.length > 0) await db.update(mailOutbox).set({ lockedUntil: null }).where(inArray(mailOutbox.id, rest));
      log.warn({ mailId: row.id, attempts, err: message }, 'mail not sent: will retry');
      return sent;
    }
    await db.update(mailOutbox).set({ sentAt: sql`now()`, lockedUntil: null, attempts: row.attempts + 1, lastError: null }).where(eq(mailOutbox.id, row.id));
    sent++;
  }
  return sent;
}

/** Sends due mail every `pollMs` (unref'd); `kick()` runs a pass soon (after a commit that queued mail). */
export function startMailWorker(db: Database, options: MailWorkerOptions & { pollMs: number }) {
  const loop = repeatEvery(
    'mail worker pass',
    options.pollMs,
    async () => {
      // A full batch: more may be waiting.
      if ((await sendDueMails(db, options)) === BATCH) loop.kick();
    },
    undefined,
  );
  return {
    kick: loop.kick,
    stop() {
      loop.stop();
      options.transport.close();
    },
  };
}
