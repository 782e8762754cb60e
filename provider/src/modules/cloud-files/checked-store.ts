import { open } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { CLOUD_FILE_MESSAGES, matchesSignature, SIGNATURE_BYTES } from '../../../../lib/validation/cloud-files';

/** A tus error: the server answers with this status and body. */
export type TusRefusal = { status_code: number; body: string };

/**
 * tus's file store, checking a file's first bytes against its extension as they arrive: the
 * stream is held only until the first 16 bytes are in, then written on as it comes. A refused
 * upload is removed at once (bytes, tus metadata and, through `onRefused`, its row).
 */
export class CheckedFileStore extends FileStore {
  constructor(
    directory: string,
    private readonly onRefused: (uploadId: string) => Promise<void>,
  ) {
    super({ directory });
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    const upload = await this.getUpload(id);
    const needed = Math.min(SIGNATURE_BYTES, upload.size ?? SIGNATURE_BYTES);
    if (offset >= needed) return super.write(readable, id, offset);

    // The first bytes may already be stored (an earlier request cut after a few bytes).
    const stored = offset > 0 ? await readStart(path.join(this.directory, id), offset) : Buffer.alloc(0);
    const iterator = readable[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    const chunks: Buffer[] = [];
    let received = 0;
    let ended = false;
    while (offset + received < needed) {
      const next = await iterator.next();
      if (next.done) {
        ended = true;
        break;
      }
      chunks.push(next.value);
      received += next.value.length;
    }
    const head = Buffer.concat([stored, ...chunks]);
    // Not enough bytes yet (the connection dropped early): keep them; the next request checks.
    if (head.length >= needed && !matchesSignature(upload.metadata?.filename ?? '', head.subarray(0, needed))) {
      readable.destroy();
      await this.onRefused(id);
      await this.remove(id).catch(() => {});
      throw { status_code: 415, body: CLOUD_FILE_MESSAGES.content } satisfies TusRefusal;
    }
    const rest = Readable.from(
      (async function* () {
        yield* chunks;
        if (ended) return;
        for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
      })(),
      { objectMode: false },
    );
    return super.write(rest, id, offset);
  }
}

async function readStart(file: string, length: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
