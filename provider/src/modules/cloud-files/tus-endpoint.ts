import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { MemoryLocker, Server as TusServer } from '@tus/server';
import { EVENTS, type Upload } from '@tus/utils';
import { CLOUD_FILE_MESSAGES, isAllowedExtension, sanitizeFileName } from '../../../../domain/validation/cloud-files';
import type { ProviderServices } from '../../context';
import { CheckedFileStore, type TusRefusal } from './checked-store';
import { fastPatch } from './fast-patch';
import { makeThumbnail } from './thumbnails';

// One tus endpoint (resumable uploads, https://tus.io), as the cloud files (uploads.ts, cloud
// users) and the job results (deliveries/uploads.ts, staff) both use it: the store with its
// content check by first bytes (checked-store.ts), one locker for tus and the fast path
// (fast-patch.ts), tus's English size refusal in Vietnamese, and each request's caller (the
// route checks the ticket or token and hands the caller over). What differs — the rows, who owns
// an upload, what creation checks — comes in the `EndpointRules`.

export const refuse = (status_code: number, body: string): TusRefusal => ({ status_code, body });
export const UPLOAD_NOT_FOUND = refuse(404, 'Không tìm thấy tệp tải lên');

/** A new upload's cleaned name and size, or the refusal (type, missing, empty, too large). */
export function checkedNewFile(upload: Upload, maxFileBytes: number) {
  const name = sanitizeFileName(upload.metadata?.filename ?? '');
  if (!name || !isAllowedExtension(name)) throw refuse(415, CLOUD_FILE_MESSAGES.type);
  if (upload.size === undefined) throw refuse(400, 'Thiếu kích thước tệp');
  if (upload.size === 0) throw refuse(400, CLOUD_FILE_MESSAGES.empty);
  if (upload.size > maxFileBytes) throw refuse(413, CLOUD_FILE_MESSAGES.size(maxFileBytes));
  return { name, size: upload.size };
}

/** What the endpoint reads of an upload's row. */
type StoredRow = { id: number; uploadId: string; name: string };

export interface EndpointRules<Caller, Row extends StoredRow> {
  /** The URL path, e.g. '/uploads'. */
  path: string;
  /** The fast path's PATCH URL (fast-patch.ts), where it is not the default /uploads/:id. */
  patchPath?: RegExp;
  /** Where the files are stored. */
  directory: string;
  /** The row of an upload (a cloud file, a job result). */
  findByUpload(uploadId: string): Promise<Row | null>;
  /** The upload is gone (removed from the store, or cancelled): its row goes too. */
  deleteRow(id: number): Promise<void>;
  /** The last byte of the row's upload arrived (the thumbnail is the endpoint's). */
  finish(row: Row): Promise<void>;
  /** The row's thumbnail was made (thumbnails.ts). */
  markThumbnail(id: number): Promise<unknown>;
  /** Refuses (404 and the like) unless the upload is the caller's to write. */
  checkOwner(caller: Caller, uploadId: string): Promise<unknown>;
  /** Refuses a cancellation (DELETE); without it, the same as checkOwner. */
  checkDeletion?(caller: Caller, uploadId: string): Promise<void>;
  /** Checks a new upload and writes its row; answers the metadata the store keeps. */
  create(caller: Caller, upload: Upload): Promise<Upload['metadata']>;
}

export function createTusEndpoint<Caller, Row extends StoredRow>(services: ProviderServices, rules: EndpointRules<Caller, Row>) {
  // The Node request of each tus request → the caller it was authorised as.
  const callers = new WeakMap<object, Caller>();
  const callerOf = (req: { runtime?: { node?: { req: object } } }) => {
    const node = req.runtime?.node?.req;
    const caller = node && callers.get(node);
    if (!caller) throw refuse(401, 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.');
    return caller;
  };

  async function forget(uploadId: string) {
    const row = await rules.findByUpload(uploadId);
    if (row) await rules.deleteRow(row.id);
  }

  async function finishUpload(upload: Upload) {
    const row = await rules.findByUpload(upload.id);
    if (!row) throw UPLOAD_NOT_FOUND;
    await rules.finish(row);
    // The thumbnail is made after the answer, never holding up the upload (thumbnails.ts).
    void makeThumbnail(path.join(rules.directory, row.uploadId), row.name)
      .then((made) => (made ? rules.markThumbnail(row.id) : undefined))
      .catch(() => {});
  }

  const store = new CheckedFileStore(rules.directory, forget);
  // One locker for tus's own handlers and the fast path: one writer per upload at a time.
  const locker = new MemoryLocker();
  const checkDeletion = rules.checkDeletion ?? rules.checkOwner;

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
      if (req.method === 'DELETE') {
        await checkDeletion(caller, uploadId);
        return;
      }
      await rules.checkOwner(caller, uploadId);
    },

    async onUploadCreate(req, upload: Upload) {
      return { metadata: await rules.create(callerOf(req), upload) };
    },

    async onUploadFinish(_req, upload: Upload) {
      await finishUpload(upload);
      return {};
    },
  });

  // A cancelled upload (tus termination) frees its row (and the cloud user's quota).
  tus.on(EVENTS.POST_TERMINATE, (_req, _res, id: string) => {
    void forget(id);
  });

  return {
    store,
    /** Handles a request under the path for an already authenticated caller. */
    async handle(req: IncomingMessage, res: ServerResponse, caller: Caller) {
      // The bulk of an upload (every PATCH past the checked first bytes) is written straight
      // from the socket to the file (fast-patch.ts); everything else goes through tus.
      const handled = await fastPatch(req, res, { store, locker, path: rules.patchPath, checkOwner: (id) => rules.checkOwner(caller, id), finishUpload });
      if (handled) return;
      callers.set(req, caller);
      return tus.handle(req, res);
    },
    /** OPTIONS (CORS preflight and tus discovery): no caller needed. */
    preflight(req: IncomingMessage, res: ServerResponse) {
      return tus.handle(req, res);
    },
  };
}
