import type { IncomingMessage, ServerResponse } from 'node:http';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

// Size limits before any parsing: a body over maxBodyBytes is refused with 413 from its
// Content-Length (a POST without one gets 411, so nothing is read to find out), and a GraphQL
// document over maxDocumentBytes with 413 too: every legitimate operation is a short trusted
// document, and a big one only costs the parser.

export const BODY_TOO_LARGE = 'Dữ liệu gửi lên quá lớn.';
export const DOCUMENT_TOO_LARGE = 'Câu truy vấn quá dài.';
const LENGTH_REQUIRED = 'Yêu cầu thiếu độ dài dữ liệu (Content-Length).';

function refuse(req: IncomingMessage, res: ServerResponse, status: number, message: string) {
  const body = JSON.stringify({ errors: [{ message, extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
  // Reading the rest lets the client see the answer instead of a reset; the socket closes after.
  res.end(body, () => req.resume());
}

/** True when the request was answered here (too large, or a POST of unknown length). */
export function refuseOversizedBody(req: IncomingMessage, res: ServerResponse, maxBodyBytes: number): boolean {
  const declared = req.headers['content-length'];
  if (declared === undefined) {
    if (req.method !== 'POST') return false;
    refuse(req, res, 411, LENGTH_REQUIRED);
    return true;
  }
  if (Number(declared) <= maxBodyBytes) return false;
  refuse(req, res, 413, BODY_TOO_LARGE);
  return true;
}

export function documentTooLarge(): GraphQLError {
  return new GraphQLError(DOCUMENT_TOO_LARGE, { extensions: { code: 'PAYLOAD_TOO_LARGE', http: { status: 413 } } });
}

/** Refuses documents longer than maxDocumentBytes (UTF-8 bytes) before they are parsed. */
export function useDocumentSizeLimit(maxDocumentBytes: number): Plugin {
  return {
    onParams({ params, setResult }) {
      if (typeof params.query === 'string' && Buffer.byteLength(params.query) > maxDocumentBytes) {
        setResult({ errors: [documentTooLarge()] });
      }
    },
  };
}
