import { badInput } from './errors';

// Ids a client makes for one submission (a UUID, made once and sent again on a retry), so a
// write whose answer was lost is not stored twice: docs/decisions/idempotent-writes.md.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Absent (null), or the UUID in lower case; anything else is refused with `message`. */
export function checkClientId(id: string | null | undefined, message: string, field: string): string | null {
  if (id == null) return null;
  if (!UUID.test(id)) throw badInput(message, field);
  return id.toLowerCase();
}
