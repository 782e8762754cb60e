import { createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { ERRORS } from '@tus/utils';
import { CLOUD_FILE_MESSAGES, matchesSignature, SIGNATURE_BYTES } from '../../../../domain/validation/cloud-files';

/** A tus error: the server answers with this status and body. */
export type TusRefusal = { status_code: number; body: string };

/**
 * tus's file store, checking a file's first bytes against its extension as they arrive: the
 * stream is held only until the first 16 bytes are in, then written on as it comes. A removed
 * upload (refused, or cancelled: tus termination) loses its row, through `onRemoved`, before its
 * bytes and tus metadata, and before tus answers: a list read right after no longer shows it.
 */
export class CheckedFileStore extends FileStore {
  constructor(
    directory: string,
    private readonly onRemoved: (uploadId: string) => Promise<void>,
  ) {
    super({ directory });
  }

  override async remove(id: string): Promise<void> {
    await this.onRemoved(id);
    await super.remove(id);
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    const upload = await this.getUpload(id);
    const needed = Math.min(SIGNATURE_BYTES, upload.size ?? SIGNATURE_BYTES);
    if (offset >= needed) return this.append(readable, id, offset);

    // The first bytes may already be stored (an earlier request cut after a few bytes).
    const stored = offset > 0 ? await readStart(path.join(this.directory, id), offset) : Buffer.alloc(0);
    const received = await readAtLeast(readable, needed - offset);
    const head = Buffer.concat([stored, received]);
    // Not enough bytes yet (the connection dropped early): keep them; the next request checks.
    if (head.length >= needed && !matchesSignature(upload.metadata?.filename ?? '', head.subarray(0, needed))) {
      // The rest of the body is read and dropped, so the client hears the 415 on an open
      // connection rather than a reset.
      readable.resume();
      await this.onRemoved(id);
      await super.remove(id).catch(() => {});
      throw { status_code: 415, body: CLOUD_FILE_MESSAGES.content } satisfies TusRefusal;
    }
    // The bytes read are put back and the request's own stream goes on to the file: every later
    // byte flows straight through (an async generator re-yielding every chunk held bench/upload
    // well under half a disk copy's speed). A stream that already ended cannot take bytes back.
    if (readable.readableEnded) return this.append(Readable.from([received]), id, offset);
    if (received.length > 0) readable.unshift(received);
    return this.append(readable, id, offset);
  }

  /**
   * FileStore.write without its byte-counting Transform (one stream hop less for every chunk):
   * the write stream counts what it wrote. Bytes go to the page cache, never fsync'd per request:
   * a crash loses at most what the OS had not flushed, and the client then resumes from the
   * offset the file really has (HEAD reads the file's size).
   */
  private async append(readable: Readable, id: string, offset: number): Promise<number> {
    // 4 MB buffered before the request is paused: fewer, larger writes than the 16 KB default.
    const file = createWriteStream(path.join(this.directory, id), { flags: 'r+', start: offset, highWaterMark: 4 * 1024 * 1024 });
    try {
      await pipeline(readable, file);
    } catch {
      throw ERRORS.FILE_WRITE_ERROR;
    }
    return offset + file.bytesWritten;
  }
}

/** Reads at least `length` bytes (fewer if the stream ends first) without starting its flow. */
async function readAtLeast(readable: Readable, length: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  while (total < length) {
    const chunk = readable.read() as Buffer | null;
    if (chunk !== null) {
      chunks.push(chunk);
      total += chunk.length;
      continue;
    }
    if (readable.readableEnded || readable.destroyed || readable.errored) break;
    await new Promise<void>((resolve) => {
      const events = ['readable', 'end', 'close', 'error'] as const;
      const settle = () => {
        for (const name of events) readable.off(name, settle);
        resolve();
      };
      for (const name of events) readable.on(name, settle);
    });
  }
  return Buffer.concat(chunks);
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
