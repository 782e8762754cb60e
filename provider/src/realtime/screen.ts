import { CloseCode, MessageType, validateMessage } from 'graphql-ws';
import { trustedDocuments } from '../../../graphql/generated/trusted-documents.generated';

// What the realtime socket lets through to graphql-ws (docs/decisions/realtime-door.md): every
// message is screened before graphql-ws sees it. A subscribe message names one of the app's
// trusted *subscription* documents by its id (`documentId: "sha256:…"`, the same hash
// /api/graphql accepts) and carries no query text; the screen puts the stored text in its place.
// Anything else — query text, a query or mutation document, an unknown id, broken JSON, a
// message of the wrong shape — is answered with an `error` for that operation id, and the socket
// stays open for the operations that are fine. The one exception is a well-formed message only
// the server may send (`connection_ack`, `next`, `error`): the protocol closes the socket with
// 4400 Bad Request for it, and so do we — it is the client that is broken, not one operation.

export type FormattedError = { message: string; extensions: { code: string } };
export type Screened = { pass: string } | { refuse: FormattedError[]; id: string | null } | { close: { code: number; reason: string } };

const SERVER_ONLY = new Set<string>([MessageType.ConnectionAck, MessageType.Next, MessageType.Error]);

const subscriptions = new Map(
  Object.entries(trustedDocuments)
    .filter(([, doc]) => doc.kind === 'subscription')
    .map(([name, doc]) => [doc.hash, { name, document: doc.document }]),
);

export const NOT_ALLOWED: FormattedError = { message: 'Thao tác không được phép.', extensions: { code: 'BAD_REQUEST' } };
export const MALFORMED: FormattedError = { message: 'Tin nhắn không hợp lệ.', extensions: { code: 'BAD_REQUEST' } };

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The operation id of a message that is not valid JSON, when one can still be read from it. */
function idOfBrokenMessage(raw: string): string | null {
  return /"id"\s*:\s*"([^"\\]{1,128})"/.exec(raw)?.[1] ?? null;
}

/** Either the message to hand to graphql-ws, or the errors to answer with (to `id`, when known). */
export function screenMessage(raw: string): Screened {
  let message: unknown;
  try {
    message = JSON.parse(raw);
  } catch {
    return { refuse: [MALFORMED], id: idOfBrokenMessage(raw) };
  }
  const id = isObject(message) && typeof message.id === 'string' && message.id !== '' ? message.id : null;
  if (!isObject(message) || message.type !== MessageType.Subscribe) {
    try {
      validateMessage(message);
    } catch {
      return { refuse: [MALFORMED], id };
    }
    const type = (message as Json).type as string;
    if (SERVER_ONLY.has(type)) return { close: { code: CloseCode.BadRequest, reason: `Unexpected message of type ${type} received` } };
    return { pass: raw };
  }
  const payload = message.payload;
  if (!id || !isObject(payload)) return { refuse: [MALFORMED], id };
  if (payload.variables != null && !isObject(payload.variables)) return { refuse: [MALFORMED], id };
  // Only a trusted subscription, only by its id: no text of the sender's is ever parsed.
  const hash = typeof payload.documentId === 'string' ? payload.documentId.replace(/^sha256:/, '') : '';
  const trusted = subscriptions.get(hash);
  if (!trusted || (payload.query !== undefined && payload.query !== '')) return { refuse: [NOT_ALLOWED], id };
  const variables = payload.variables ?? null;
  return { pass: JSON.stringify({ id, type: MessageType.Subscribe, payload: { query: trusted.document, operationName: trusted.name, variables } }) };
}

/**
 * The subscribe payload a client sends for one of the app's trusted subscriptions (by operation
 * name): its id, no text. graphql-ws's own message check wants a `query` string, hence ''.
 */
export function trustedSubscription(name: string, variables: Record<string, unknown> = {}) {
  const trusted = trustedDocuments[name];
  if (trusted?.kind !== 'subscription') throw new Error(`${name} is not a trusted subscription`);
  return { query: '', documentId: `sha256:${trusted.hash}`, variables };
}
