import { stat, unlink } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { MemoryLocker, Server as TusServer } from '@tus/server';
import type { Upload } from '@tus/utils';
import { CLOUD_FILE_MESSAGES, isAllowedExtension, sanitizeFileName } from '../../../../domain/validation/cloud-files';
import type { ProviderServices, Viewer } from '../../context';
import { loadViewer } from '../auth/data';
import { sendJson } from '../files/sending';
import { CheckedFileStore, type TusRefusal } from './checked-store';
import { fastPatch } from './fast-patch';

// One tus endpoint (resumable uploads, https://tus.io): the machinery the cloud area's /uploads
// (uploads.ts) and a job's /task-uploads (deliveries/uploads.ts) share. The browser talks to it
// directly, as to the realtime websocket, with a short-lived ticket (docs/decisions/cloud-files.md:
// Next's route handlers read a request body without backpressure, so an upload passed through the
// app would pile up in the app's memory). Every request is a signed-in caller's (the route checks
// the ticket or token and hands us who it is); the endpoint's rules say who owns an upload, and
// anyone else gets 404 for its URL. Name, type and per-file size are checked here at creation,
// the contents by their first bytes as they arrive (checked-store.ts), the bulk written straight
// from the socket (fast-patch.ts).

export const refuse = (status_code: number, body: string): TusRefusal => ({ status_code, body });
const UNAUTHENTICATED = 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.';

export const UPLOAD_NOT_FOUND = refuse(404, 'Không tìm thấy tệp tải lên');

export type EndpointRules<Caller> = {
  /** Where it answers ('/uploads'); an upload's URL is this path, '/', its id. */
  path: string;
  directory: string;
  /** A refused or cancelled upload's bytes are gone: its row goes too (tus answers a DELETE after this). */
  removeRow(uploadId: string): Promise<void>;
  /** Whether the caller may write to or read the state of this upload (PATCH, HEAD): a refusal is thrown otherwise. */
  checkOwner(caller: Caller, uploadId: string): Promise<unknown>;
  /** Whether the caller may cancel it (DELETE); `checkOwner` when not given. */
  checkDeletion?(caller: Caller, uploadId: string): Promise<void>;
  /** A new upload whose name, type and size passed: the endpoint's own checks and its row; more metadata to keep. */
  create(caller: Caller, upload: Upload & { size: number }, name: string): Promise<Record<string, string> | void>;
  /** Its last byte arrived. */
  finish(upload: Upload): Promise<void>;
  /** The signed-in viewer as this endpoint's caller; null: not one who uploads here. */
  callerOf(viewer: Viewer): Caller | null;
  /** Unfinished uploads created before `before`, at most `limit`: the expiry sweep's candidates (upload-expiry.ts). */
  unfinishedBefore(before: Date, limit: number): Promise<string[]>;
  /** An abandoned upload is about to go (its row still there): what the area records of it. */
  onExpire?(uploadId: string): Promise<void>;
};

const EXPIRY_PAGE = 500;

export function createTusEndpoint<Caller>(services: ProviderServices, rules: EndpointRules<Caller>) {
  // The Node request of each tus request → the caller it was authorised as.
  const callers = new WeakMap<object, Caller>();
  const callerOf = (req: { runtime?: { node?: { req: object } } }) => {
    const node = req.runtime?.node?.req;
    const caller = node && callers.get(node);
    if (!caller) throw refuse(401, UNAUTHENTICATED);
    return caller;
  };

  const store = new CheckedFileStore(rules.directory, rules.removeRow);
  // One locker for tus's own handlers and the fast path: one writer per upload at a time.
  const locker = new MemoryLocker();
  const patchPath = new RegExp(`^${rules.path.replaceAll('/', '\\/')}\\/([A-Za-z0-9_-]{1,128})$`);

  const tus = new TusServer({
    path: rules.path,
    datastore: store,
    locker,
    maxSize: () => services.uploadMaxFileBytes,
    respectForwardedHeaders: false,
    // A relative Location: the browser resolves it against the endpoint it used.
    generateUrl: (_req, { id }) => `${rules.path}/${id}`,
    // Any origin may call (the app and the provider are on different ports): authority comes
    // only from the ticket in the Authorization header, never from cookies.
    allowedCredentials: false,

    // tus's own size check (at creation and while bytes arrive) answers in English.
    onResponseError(_req, error) {
      const refusal = error as Partial<TusRefusal>;
      if (refusal.status_code === 413 && refusal.body?.startsWith('Maximum size')) return refuse(413, CLOUD_FILE_MESSAGES.size(services.uploadMaxFileBytes));
      return undefined;
    },

    async onIncomingRequest(req, uploadId) {
      const caller = callerOf(req);
      if (req.method === 'POST') return;
      if (req.method === 'DELETE' && rules.checkDeletion) return rules.checkDeletion(caller, uploadId);
      await rules.checkOwner(caller, uploadId);
    },

    async onUploadCreate(req, upload: Upload) {
      const caller = callerOf(req);
      const name = sanitizeFileName(upload.metadata?.filename ?? '');
      if (!name || !isAllowedExtension(name)) throw refuse(415, CLOUD_FILE_MESSAGES.type);
      if (upload.size === undefined) throw refuse(400, 'Thiếu kích thước tệp');
      if (upload.size === 0) throw refuse(400, CLOUD_FILE_MESSAGES.empty);
      if (upload.size > services.uploadMaxFileBytes) throw refuse(413, CLOUD_FILE_MESSAGES.size(services.uploadMaxFileBytes));
      const more = await rules.create(caller, upload as Upload & { size: number }, name);
      // What the store keeps is the cleaned name (the content check reads its extension).
      return { metadata: { ...upload.metadata, filename: name, ...more } };
    },

    async onUploadFinish(_req, upload: Upload) {
      await rules.finish(upload);
      return {};
    },
  });

  /**
   * The uploader: an upload ticket (the browser) or an access token (tests, tools). A realtime
   * ticket is not an upload ticket (its audience differs) and is refused here.
   */
  async function uploader(header: string | null, viewerFromBearer: (header: string | null) => Promise<Viewer | null>): Promise<Caller | null> {
    const raw = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    const claims = raw ? await services.tokens.readUploadTicket(raw) : null;
    const viewer = claims ? await loadViewer(services.db, claims) : await viewerFromBearer(header);
    return viewer && rules.callerOf(viewer);
  }

  /**
   * Removes the unfinished uploads that received no byte for `periodMs` (docs/decisions/upload-expiry.md):
   * their rows (freeing what they reserved) and their bytes. The last byte's time is the stored
   * file's modification time (its row's creation when nothing was stored). Each is taken under
   * tus's lock, so a request arriving at that moment waits and then finds no upload (404).
   */
  async function expireAbandoned(periodMs: number): Promise<number> {
    const before = new Date(Date.now() - periodMs);
    let removed = 0;
    for (const id of await rules.unfinishedBefore(before, EXPIRY_PAGE)) {
      const stored = path.join(rules.directory, id);
      const lastByte = await stat(stored).then((info) => info.mtime, () => null);
      if (lastByte && lastByte > before) continue;
      const lock = locker.newLock(id);
      try {
        await lock.lock(AbortSignal.timeout(5_000), async () => {});
      } catch {
        continue;
      }
      try {
        await rules.onExpire?.(id);
        await rules.removeRow(id);
        await Promise.all([stored, `${stored}.json`].map((name) => unlink(name).catch(() => {})));
        removed += 1;
      } finally {
        await lock.unlock();
      }
    }
    return removed;
  }

  return {
    store,
    expireAbandoned,
    /** Whether a request path is this endpoint's. */
    matches: (pathname: string) => pathname === rules.path || pathname.startsWith(`${rules.path}/`),
    /** A request under the endpoint's path, authenticated here. */
    async serve(req: IncomingMessage, res: ServerResponse, viewerFromBearer: (header: string | null) => Promise<Viewer | null>) {
      // A CORS preflight (and tus discovery) carries no credentials and touches nothing.
      if (req.method === 'OPTIONS') return tus.handle(req, res);
      // Bytes come back only through the download routes, with their safe headers.
      if (req.method === 'GET') return sendJson(res, 405, 'BAD_REQUEST', 'Không hỗ trợ phương thức này.', true);
      const caller = await uploader(req.headers.authorization ?? null, viewerFromBearer);
      if (!caller) {
        req.resume();
        return sendJson(res, 401, 'UNAUTHENTICATED', UNAUTHENTICATED, true);
      }
      // The bulk of an upload (every PATCH past the checked first bytes) is written straight
      // from the socket to the file (fast-patch.ts); everything else goes through tus.
      const handled = await fastPatch(req, res, { store, locker, path: patchPath, checkOwner: (id) => rules.checkOwner(caller, id), finishUpload: rules.finish });
      if (handled) return;
      callers.set(req, caller);
      return tus.handle(req, res);
    },
  };
}
