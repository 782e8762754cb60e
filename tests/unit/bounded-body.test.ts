/** @jest-environment node */
import { readBoundedText } from '@/lib/server/bounded-body';

// docs/decisions/request-body-limit.md: the app counts a body's bytes as it reads them and stops
// at the limit, whatever the body claims (or does not claim) in Content-Length.

const MB = 1024 * 1024;

/** A chunked body of `chunks` pieces of 1 MB (no length known in advance), counting what was pulled. */
function chunkedBody(chunks: number, fill = 'x') {
  const seen = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.pulled === chunks) return controller.close();
      seen.pulled++;
      controller.enqueue(new TextEncoder().encode(fill.repeat(MB)));
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { stream, seen };
}

describe('readBoundedText', () => {
  it('stops a 64 MB chunked body just past an 8 MB limit and cancels the rest', async () => {
    const { stream, seen } = chunkedBody(64);
    await expect(readBoundedText(stream, 8 * MB)).resolves.toBeNull();
    expect(seen.pulled).toBeLessThanOrEqual(10);
    expect(seen.cancelled).toBe(true);
  });

  it('reads a body under the limit whole (positive control), multi-byte text included', async () => {
    const { stream, seen } = chunkedBody(3, 'ă');
    const text = await readBoundedText(stream, 8 * MB);
    expect(text).toHaveLength(3 * MB);
    expect(text!.startsWith('ăăă')).toBe(true);
    expect(seen.cancelled).toBe(false);
  });

  it('a body of exactly the limit passes; one byte more does not', async () => {
    const exact = new Response('a'.repeat(1000)).body;
    const over = new Response('a'.repeat(1001)).body;
    await expect(readBoundedText(exact, 1000)).resolves.toHaveLength(1000);
    await expect(readBoundedText(over, 1000)).resolves.toBeNull();
  });
});
