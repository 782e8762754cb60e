/**
 * Reads a request body as text, counting bytes as they arrive: past `limit` it stops reading,
 * cancels the stream and returns null, so a chunked body of unknown length (no Content-Length)
 * is never held in full before its size is known (docs/decisions/request-body-limit.md).
 */
export async function readBoundedText(body: ReadableStream<Uint8Array> | null, limit: number): Promise<string | null> {
  if (!body) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
