import type { IncomingMessage, ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import type { MemoryLocker } from '@tus/server';
import { ERRORS, EXPOSED_HEADERS, TUS_RESUMABLE, type Upload } from '@tus/utils';
import type { CheckedFileStore, TusRefusal } from './checked-store';

// The bulk of an upload, written straight from the socket to the file. @tus/server 2 turns every
// PATCH body into a web stream (srvx's Request) and back into a Node stream before its store
// sees a byte; for a file of several gigabytes that hop cost more than the disk
// (docs/decisions/cloud-files.md, "Speed"). A plain PATCH (Content-Length, no deferred length)
// is handled here with tus's own rules: the owner checked, one writer per upload (tus's locker:
// a newer request makes the older one stop, keeping what it read), the offset must match (409), the body must fit the
// declared size (413), and the store checks the first bytes (415). Anything else (creation,
// HEAD, DELETE, chunked bodies) goes on to tus (returns false).

type Deps = {
  store: CheckedFileStore;
  locker: MemoryLocker;
  /** Throws the 404 refusal unless the caller owns this upload. */
  checkOwner: (uploadId: string) => Promise<unknown>;
  finishUpload: (upload: Upload) => Promise<void>;
  /** The upload URLs this endpoint serves (/uploads/<id>, /task-uploads/<id>): the id is the first group. */
  path: RegExp;
};

const DIGITS = /^\d{1,16}$/;

export async function fastPatch(req: IncomingMessage, res: ServerResponse, deps: Deps): Promise<boolean> {
  if (req.method !== 'PATCH') return false;
  const id = deps.path.exec((req.url ?? '').split('?')[0]!)?.[1];
  const headers = req.headers;
  const offsetHeader = headers['upload-offset'];
  const lengthHeader = headers['content-length'];
  if (
    !id ||
    !headers['tus-resumable'] ||
    headers['content-type'] !== 'application/offset+octet-stream' ||
    headers['upload-length'] !== undefined ||
    headers['transfer-encoding'] !== undefined ||
    typeof offsetHeader !== 'string' ||
    !DIGITS.test(offsetHeader) ||
    !lengthHeader ||
    !DIGITS.test(lengthHeader)
  ) {
    return false;
  }

  // The endpoint's refusal (not the owner: 404; a delivered job: 409) is answered here, as tus
  // would: its rules may have acted on it (a delivered job's unfinished upload is removed,
  // deliveries/uploads.ts), so asking them again through tus could answer differently.
  try {
    await deps.checkOwner(id);
  } catch (error) {
    req.resume();
    reply(res, error as TusRefusal);
    return true;
  }
  // No such upload in the store: tus's to answer, in its words.
  let upload: Upload;
  try {
    upload = await deps.store.getUpload(id);
  } catch {
    return false;
  }
  if (upload.size === undefined) return false;

  // The body reaches the store through `body`. When a newer request takes over (tus's locker
  // asks for the lock back, maybe more than once) or the client goes away, reading stops, but
  // every byte already read from the request (in its buffer, or on its way to the file) is still
  // written before the lock goes: the offset the newer request reads is all this one received.
  // Destroying the request at once instead dropped those bytes (tests/provider/cloud-files-takeover.test.ts).
  const body = new PassThrough();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    req.unpipe(body);
    for (let chunk = req.read() as Buffer | null; chunk !== null; chunk = req.read() as Buffer | null) body.write(chunk);
    if (!body.writableEnded) body.end();
  };
  req.on('error', release);
  req.once('close', release);

  const lock = deps.locker.newLock(id);
  const stop = new AbortController();
  req.once('close', () => stop.abort());
  try {
    await lock.lock(stop.signal, release);
  } catch (error) {
    reply(res, error as TusRefusal);
    return true;
  }

  let written: number;
  try {
    // Read again under the lock: a request it replaced may have written meanwhile.
    upload = await deps.store.getUpload(id);
    const offset = Number(offsetHeader);
    if (upload.offset !== offset) throw ERRORS.INVALID_OFFSET;
    if (offset + Number(lengthHeader) > upload.size!) throw ERRORS.ERR_SIZE_EXCEEDED;
    if (!released) req.pipe(body);
    // The store checks the first bytes when they are in this request (a refusal is a 415).
    written = await deps.store.write(body, id, offset);
  } catch (error) {
    req.unpipe(body);
    req.resume();
    reply(res, error as TusRefusal);
    return true;
  } finally {
    await lock.unlock();
    // A request taken over ends here; its client hears nothing (reply).
    if (released && !req.complete) req.destroy();
  }

  try {
    if (written === upload.size) await deps.finishUpload(upload);
  } catch (error) {
    reply(res, error as TusRefusal);
    return true;
  }
  reply(res, { status_code: 204, body: '' }, { 'Upload-Offset': String(written) });
  return true;
}

function reply(res: ServerResponse, outcome: Partial<TusRefusal>, headers: Record<string, string> = {}) {
  // A client that went away (a cut connection, a paused upload) hears nothing: what reached the
  // file stays, and its next HEAD reads the offset.
  if (res.headersSent || res.destroyed || (res.req.destroyed && !res.req.complete)) return;
  const status = outcome.status_code ?? ERRORS.UNKNOWN_ERROR.status_code;
  if (status >= 500) console.error('[provider] upload PATCH failed:', outcome);
  res
    .writeHead(status, {
      'Tus-Resumable': TUS_RESUMABLE,
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Expose-Headers': EXPOSED_HEADERS,
      ...headers,
    })
    .end(outcome.body ?? (status >= 400 ? ERRORS.UNKNOWN_ERROR.body : ''));
}
