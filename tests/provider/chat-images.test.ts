// Chat images as files (docs/decisions/chat-images.md): a posted image is written under
// FILE_STORAGE_DIR/chat and served to the room's members only; images stored the old way (data
// URLs in the rows) are moved out by moveChatImagesOut, tested on a database holding such rows;
// a page of 200 image messages stays small.
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { it } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { chatMessages, chatRoomMembers, chatRooms, users } from '../../provider/src/db/schema';
import { chatImagesDirectory, dataUrlImagesAfter, moveChatImagesOut, storedChatImage } from '../../provider/src/modules/chat/images';
import { IMAGE_JOBS, IMAGE_QUEUE_LIMIT, imageWorkLoad, queueImageWork } from '../../provider/src/modules/cloud-files/image-work';
import { previewPath } from '../../provider/src/modules/cloud-files/previews';
import { makeThumbnail, thumbnailPath } from '../../provider/src/modules/cloud-files/thumbnails';
import { DEMO, providerForFile, type TestProvider } from './harness';
import { planWithoutSeqScan } from './query-plan';
import { waitUntil } from './wait-until';

let p: TestProvider;
const tokens = {} as Record<'admin' | 'editor' | 'editor2', string>;
const ids = {} as Record<'admin' | 'editor' | 'editor2', number>;
let roomId: number;

providerForFile(async (provider) => {
  p = provider;
  const rows = await p.db.select({ id: users.id, email: users.email }).from(users);
  for (const who of ['admin', 'editor', 'editor2'] as const) {
    ids[who] = rows.find((r) => r.email === DEMO[who].email)!.id;
    tokens[who] = await p.login(DEMO[who].email, DEMO[who].password);
  }
  // A private room of the admin and the editor; editor2 is a stranger to it.
  const [room] = await p.db.insert(chatRooms).values({ type: 'Private', createdBy: ids.admin }).returning({ id: chatRooms.id });
  roomId = room!.id;
  await p.db.insert(chatRoomMembers).values([
    { roomId, userId: ids.admin, isAdmin: true },
    { roomId, userId: ids.editor, isAdmin: false },
  ]);
});

const POST = `mutation PostChatMessage($input: PostChatMessageInput!) { post_chat_message(input: $input) { id content messageContentType } }`;
const VIEW = `mutation ViewChatMessages($input: ViewChatMessagesInput!) { view_chat_messages(input: $input) { totalCount edges { node { id content messageContentType } } } }`;

/** A photo-like JPEG (noise does not compress away): about 10 KB at 160 px. */
const photo = (seed: number, size = 64) =>
  sharp({ create: { width: size, height: size, channels: 3, background: { r: seed % 256, g: (seed * 7) % 256, b: 90 }, noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 90 })
    .toBuffer();
/** The stored pictures themselves (not their thumbnails or renditions). */
const storedPictures = () => readdirSync(chatImagesDirectory(p.fileStorageDir)).filter((name) => /^[0-9a-f-]{36}\.jpg$/.test(name));
const dataUrl = (bytes: Buffer) => `data:image/jpeg;base64,${bytes.toString('base64')}`;

/** GET a provider chat image route with a staff member's bearer token. */
const getImage = (id: number, token: string, thumbnail = false) => fetch(new URL(`/chat-images/${id}${thumbnail ? '/thumbnail' : ''}`, p.url), { headers: { authorization: `Bearer ${token}` } });

it("a posted image is a file: the message keeps a reference, the room's members get the bytes, a stranger gets 404 as for a missing one", async () => {
  const bytes = await photo(1, 400);
  const posted = await p.gql<{ post_chat_message: { id: number; content: string } }>(POST, { input: { userId: ids.admin, roomId, content: dataUrl(bytes), messageContentType: 'image' } }, { token: tokens.admin });
  assert.equal(posted.errors, undefined, JSON.stringify(posted.errors));
  const { id, content } = posted.data!.post_chat_message;
  assert.match(content, /^chat-image:[0-9a-f-]{36}\.jpg$/);

  // Positive control: the other member reads exactly the bytes sent.
  const member = await getImage(id, tokens.editor);
  assert.equal(member.status, 200);
  assert.equal(member.headers.get('content-type'), 'image/jpeg');
  assert.deepEqual(Buffer.from(await member.arrayBuffer()), bytes);
  // The thumbnail route answers too (the thumbnail once made, the picture until then).
  assert.equal((await getImage(id, tokens.editor, true)).status, 200);

  const stranger = await getImage(id, tokens.editor2);
  assert.equal(stranger.status, 404);
  assert.equal((await getImage(999_999, tokens.editor)).status, 404);
  assert.equal((await fetch(new URL(`/chat-images/${id}`, p.url))).status, 401);
});

it("a chat image gets its thumbnail but not the viewer's large rendition (the lightbox opens the picture itself)", async () => {
  const posted = await p.gql<{ post_chat_message: { content: string } }>(POST, { input: { userId: ids.admin, roomId, content: dataUrl(await photo(3, 800)), messageContentType: 'image' } }, { token: tokens.admin });
  assert.equal(posted.errors, undefined, JSON.stringify(posted.errors));
  const file = path.join(chatImagesDirectory(p.fileStorageDir), storedChatImage(posted.data!.post_chat_message.content)!);
  // Wait for the image queue to finish its work on the file (the rendition would come after the thumbnail).
  const idle = () => imageWorkLoad().running + imageWorkLoad().waiting === 0;
  await waitUntil('the thumbnail is made in the image queue', () => idle() && existsSync(thumbnailPath(file)), { timeoutMs: 20_000 });
  assert.equal(existsSync(previewPath(file)), false, 'no large rendition beside a chat image');
  // Control: the same file through the results' step (the default) gets its rendition.
  assert.equal(await makeThumbnail(file, 'anh.jpg'), true);
  assert.ok(existsSync(previewPath(file)));
});

it("a picture the full image queue refused gets its thumbnail when the thumbnail is next asked for; until then the picture, not kept by the browser", async () => {
  const idle = () => imageWorkLoad().running + imageWorkLoad().waiting === 0;
  await waitUntil('the image queue to be idle', idle, { timeoutMs: 20_000 });
  // Fill the queue: every worker busy and every waiting place taken, until `release`.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  for (let i = 0; i < IMAGE_JOBS + IMAGE_QUEUE_LIMIT; i++) queueImageWork(`chat-blocker-${i}`, () => gate);
  const posted = await p.gql<{ post_chat_message: { id: number; content: string } }>(POST, { input: { userId: ids.admin, roomId, content: dataUrl(await photo(4, 600)), messageContentType: 'image' } }, { token: tokens.admin });
  assert.equal(posted.errors, undefined, JSON.stringify(posted.errors));
  const { id, content } = posted.data!.post_chat_message;
  const file = path.join(chatImagesDirectory(p.fileStorageDir), storedChatImage(content)!);
  release();
  await waitUntil('the blockers to finish', idle, { timeoutMs: 20_000 });
  assert.equal(existsSync(thumbnailPath(file)), false, 'refused by the full queue: no thumbnail yet');

  // Asked for: the picture itself, not kept by the browser, and the thumbnail is queued now.
  const first = await getImage(id, tokens.editor, true);
  assert.equal(first.headers.get('content-type'), 'image/jpeg');
  assert.equal(first.headers.get('cache-control'), 'private, no-cache');
  await waitUntil('the thumbnail made on the next look', () => existsSync(thumbnailPath(file)), { timeoutMs: 20_000 });
  const next = await getImage(id, tokens.editor, true);
  assert.equal(next.headers.get('content-type'), 'image/webp');
  assert.equal(next.headers.get('cache-control'), 'private, max-age=31536000, immutable');
});

it('a retry answered with its first message leaves one file, not two', async () => {
  const before = storedPictures().length;
  const input = { userId: ids.admin, roomId, content: dataUrl(await photo(2)), messageContentType: 'image', clientMessageId: '5b0f3f1e-8a52-4c62-9a3c-0d3c1e7f4a11' };
  const first = await p.gql<{ post_chat_message: { id: number } }>(POST, { input }, { token: tokens.admin });
  const again = await p.gql<{ post_chat_message: { id: number } }>(POST, { input }, { token: tokens.admin });
  assert.equal(again.data!.post_chat_message.id, first.data!.post_chat_message.id);
  const after = storedPictures().length;
  assert.equal(after, before + 1);
});

it('images stored the old way are moved out to files once; a page of 200 image messages is then under 1 MB of JSON', async () => {
  // A database as an earlier version left it: 200 image messages holding their data URLs (≈ 10 KB each).
  const originals = await Promise.all(Array.from({ length: 200 }, (_, i) => photo(i + 10, 160)));
  const inserted = await p.db
    .insert(chatMessages)
    .values(originals.map((bytes) => ({ roomId, postedBy: ids.editor, content: dataUrl(bytes), contentType: 'image' as const })))
    .returning({ id: chatMessages.id });
  const oldPageBytes = originals.reduce((sum, bytes) => sum + dataUrl(bytes).length, 0);

  assert.equal(await moveChatImagesOut(p.services), 200);
  const rows = await p.db.select({ id: chatMessages.id, content: chatMessages.content }).from(chatMessages).where(inArray(chatMessages.id, inserted.map((row) => row.id)));
  assert.ok(rows.every((row) => /^chat-image:m\d+\.jpg$/.test(row.content)), 'every row now holds a reference');
  // Each file holds its own picture.
  for (const index of [0, 99, 199]) {
    const answer = await getImage(inserted[index]!.id, tokens.admin);
    assert.deepEqual(Buffer.from(await answer.arrayBuffer()), originals[index], `message ${index}`);
  }
  // Run again (a second provider starting, the next start): nothing left to move.
  assert.equal(await moveChatImagesOut(p.services), 0);

  const page = await p.gql(VIEW, { input: { userId: ids.admin, roomId, args: { last: 200 } } }, { token: tokens.admin });
  const json = JSON.stringify(page);
  assert.equal(page.errors, undefined);
  assert.ok(json.length < 1024 * 1024, `a page of 200 images is ${json.length} bytes of JSON`);
  assert.ok(json.length * 10 < oldPageBytes, `≥ 10× smaller than the ${oldPageBytes} bytes the data URLs alone took`);
  assert.equal(page.data!.view_chat_messages.edges.length, 200);
});

it("a start's look for data-URL images reads the partial index of such rows, not the messages table", async () => {
  const plan = await planWithoutSeqScan(p.db, dataUrlImagesAfter(p.db, 0, 50));
  assert.match(plan, /chat_messages_data_url_idx/, plan);
});

it('a row whose content is not a data URL of an accepted type is left as it is', async () => {
  const [row] = await p.db.insert(chatMessages).values({ roomId, postedBy: ids.admin, content: 'data:text/html;base64,PGI+', contentType: 'image' }).returning({ id: chatMessages.id });
  assert.equal(await moveChatImagesOut(p.services), 0);
  const [kept] = await p.db.select({ content: chatMessages.content }).from(chatMessages).where(eq(chatMessages.id, row!.id));
  assert.equal(kept!.content, 'data:text/html;base64,PGI+');
  assert.equal((await getImage(row!.id, tokens.admin)).status, 404);
});
