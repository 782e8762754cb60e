import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { ProviderServices, Viewer } from '../../context';
import type { Database } from '../../db/client';
import { chatMessages } from '../../db/schema';
import { sendJson } from '../files/sending';
import { queueThumbnail, thumbnailPath } from '../cloud-files/thumbnails';
import { findRoomForMember } from './data';

// Chat images are files (docs/decisions/chat-images.md), like avatars and results: the browser
// still sends the picture as a data URL (checked in content.ts), the provider writes its bytes
// under FILE_STORAGE_DIR/chat/ and the message stores only a reference, `chat-image:<file>`. A
// page of messages therefore stays small whatever its images. The bytes are served by
// GET /chat-images/:messageId (and /thumbnail) to the room's members only, through the app.

export const CHAT_IMAGE_PREFIX = 'chat-image:';
const STORED_NAME = /^(?:[0-9a-f-]{36}|m\d{1,12})\.(png|jpg|webp|gif)$/;
const EXTENSION: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' };
const TYPE_OF: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' };
const DATA_URL = /^data:(image\/[a-z0-9.+-]+);base64,/;

export const chatImagesDirectory = (fileStorageDir: string) => path.join(fileStorageDir, 'chat');

/** The stored file name a message's content refers to, or null (text, or not one of ours). */
export function storedChatImage(content: string): string | null {
  if (!content.startsWith(CHAT_IMAGE_PREFIX)) return null;
  const name = content.slice(CHAT_IMAGE_PREFIX.length);
  return STORED_NAME.test(name) ? name : null;
}

/** Writes a checked data URL's bytes as `name` (a .part file renamed: never half a file). */
async function writeImage(fileStorageDir: string, dataUrl: string, baseName: string): Promise<{ name: string; file: string }> {
  const match = DATA_URL.exec(dataUrl);
  const extension = match ? EXTENSION[match[1]!] : undefined;
  if (!match || !extension) throw new Error('not a checked chat image');
  const directory = chatImagesDirectory(fileStorageDir);
  await mkdir(directory, { recursive: true });
  const name = `${baseName}.${extension}`;
  const file = path.join(directory, name);
  const partial = `${file}.${randomUUID()}.part`;
  await writeFile(partial, Buffer.from(dataUrl.slice(match[0].length), 'base64'));
  await rename(partial, file);
  queueChatThumbnail(file, name);
  return { name, file };
}

/** Pictures sharp could not make a thumbnail of (this process): not queued again on every view. */
const unthumbnailable = new Set<string>();

/**
 * Queues a chat picture's thumbnail (for the conversation) in the image queue; until it is made the
 * picture itself is shown. No large rendition: the lightbox opens the picture itself. A full queue
 * refuses it; the next look at the thumbnail queues it again (the route below), so it is made later
 * (docs/decisions/chat-images.md).
 */
function queueChatThumbnail(file: string, name: string) {
  if (unthumbnailable.has(file)) return;
  queueThumbnail(file, name, async () => undefined, () => unthumbnailable.add(file), { rendition: false });
}

/** Stores a new message's image; the content to store and a function that removes the file again (a retry that stored nothing). */
export async function storeChatImage(services: ProviderServices, dataUrl: string): Promise<{ content: string; discard: () => Promise<void> }> {
  const { name, file } = await writeImage(services.fileStorageDir, dataUrl, randomUUID());
  return { content: `${CHAT_IMAGE_PREFIX}${name}`, discard: () => removeImage(file) };
}

async function removeImage(file: string) {
  for (const target of [file, thumbnailPath(file)]) await unlink(target).catch(() => undefined);
}

/**
 * The next image messages still holding their data URL, by id. Its condition is the one of the
 * partial index `chat_messages_data_url_idx`, written as literals so the planner matches the two:
 * once every image is moved the index is empty and a start reads nothing (bench:explain).
 */
export function dataUrlImagesAfter(db: Database, after: number, limit: number) {
  return db
    .select({ id: chatMessages.id, content: chatMessages.content })
    .from(chatMessages)
    .where(and(sql`${chatMessages.contentType} = 'image' and ${chatMessages.content} like 'data:%'`, gt(chatMessages.id, after)))
    .orderBy(asc(chatMessages.id))
    .limit(limit);
}

/**
 * Moves images stored the old way (the data URL in the message row) out to files, a page at a
 * time; run when the provider starts (server.ts). A file is named after its message, so two
 * providers starting together write the same file, and a row is only changed while it still holds
 * its data URL. Returns how many were moved.
 */
export async function moveChatImagesOut(services: Pick<ProviderServices, 'db' | 'fileStorageDir'>, pageSize = 50): Promise<number> {
  let moved = 0;
  let after = 0;
  for (;;) {
    const rows = await dataUrlImagesAfter(services.db, after, pageSize);
    for (const row of rows) {
      after = row.id;
      if (!DATA_URL.test(row.content) || !EXTENSION[DATA_URL.exec(row.content)![1]!]) continue;
      const { name } = await writeImage(services.fileStorageDir, row.content, `m${row.id}`);
      const updated = await services.db
        .update(chatMessages)
        .set({ content: `${CHAT_IMAGE_PREFIX}${name}` })
        .where(and(eq(chatMessages.id, row.id), eq(chatMessages.content, row.content)))
        .returning({ id: chatMessages.id });
      moved += updated.length;
    }
    if (rows.length < pageSize) return moved;
  }
}

export const CHAT_IMAGE_ROUTE = /^\/chat-images\/(\d{1,9})(\/thumbnail)?$/;
const NOT_FOUND = 'Không tìm thấy ảnh.';

/** GET /chat-images/:messageId[/thumbnail] for a member of the message's room; 404 for anyone else, as for a missing one. */
export function createChatImageRoutes(services: ProviderServices, viewerFromBearer: (header: string | null) => Promise<Viewer | null>) {
  const pathOf = (req: IncomingMessage) => (req.url ?? '').split('?')[0]!;
  return {
    matches: (req: IncomingMessage) => CHAT_IMAGE_ROUTE.test(pathOf(req)),
    async handle(req: IncomingMessage, res: ServerResponse) {
      try {
        if (req.method !== 'GET' && req.method !== 'HEAD') return sendJson(res, 405, 'BAD_REQUEST', 'Không hỗ trợ phương thức này.');
        const viewer = await viewerFromBearer(req.headers.authorization ?? null);
        if (!viewer) return sendJson(res, 401, 'UNAUTHENTICATED', 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.');
        const [, id, thumbnail] = CHAT_IMAGE_ROUTE.exec(pathOf(req))!;
        const [message] = await services.db.select().from(chatMessages).where(eq(chatMessages.id, Number(id)));
        const name = message ? storedChatImage(message.content) : null;
        const member = message && name && viewer.kind === 'staff' ? await findRoomForMember(services.db, message.roomId, viewer.user.id) : null;
        if (!member || !name) return sendJson(res, 404, 'NOT_FOUND', NOT_FOUND);
        const file = path.join(chatImagesDirectory(services.fileStorageDir), name);
        // The thumbnail when it has been made, else the picture itself.
        const small = thumbnail ? thumbnailPath(file) : null;
        const smallSize = small ? await stat(small).then((found) => found.size, () => null) : null;
        const sent = small && smallSize !== null ? { file: small, size: smallSize, type: 'image/webp' } : { file, size: await stat(file).then((found) => found.size, () => null), type: TYPE_OF[name.split('.').pop()!]! };
        if (sent.size === null) return sendJson(res, 404, 'NOT_FOUND', NOT_FOUND);
        // Asked for and not made (a full queue refused it, or a provider stopped first): made now.
        if (small && smallSize === null) queueChatThumbnail(file, name);
        res.writeHead(200, {
          'content-type': sent.type,
          'content-length': String(sent.size),
          // A message's image never changes: the browser keeps it — but not the picture sent in
          // place of a thumbnail not made yet, or the conversation would never show the thumbnail.
          'cache-control': small && smallSize === null ? 'private, no-cache' : 'private, max-age=31536000, immutable',
          'content-security-policy': "default-src 'none'; sandbox",
          'x-content-type-options': 'nosniff',
        });
        if (req.method === 'HEAD') return void res.end();
        await pipeline(createReadStream(sent.file), res).catch(() => res.destroy());
      } catch (error) {
        console.error('[provider] chat image route failed:', error);
        if (!res.headersSent) sendJson(res, 500, 'INTERNAL_SERVER_ERROR', 'Đã có lỗi xảy ra. Vui lòng thử lại sau.');
        else res.destroy();
      }
    },
  };
}
