// How the auth forms talk to their route handlers. Handlers answer JSON: a success body, or
// `{ error: { code, message } }` with a Vietnamese message. Anything else (proxy error page,
// network failure) becomes one generic message, never a raw status text.

export const CONNECTION_ERROR = 'Không kết nối được máy chủ. Vui lòng thử lại sau.';

export type PostResult<T> =
  | { ok: true; data: T }
  | { ok: false; code?: string; message: string; fieldErrors?: Record<string, string> };

type ErrorBody = { error?: { code?: unknown; message?: unknown; fields?: unknown } };

function stringRecord(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length ? Object.fromEntries(entries) : undefined;
}

export async function postJson<T>(url: string, body: unknown): Promise<PostResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, message: CONNECTION_ERROR };
  }

  let json: unknown;
  try {
    json = await response.json();
  } catch {
    return { ok: false, message: CONNECTION_ERROR };
  }

  if (response.ok) return { ok: true, data: json as T };

  const error = (json as ErrorBody | null)?.error;
  if (!error || typeof error.message !== 'string') return { ok: false, message: CONNECTION_ERROR };
  return {
    ok: false,
    code: typeof error.code === 'string' ? error.code : undefined,
    message: error.message,
    fieldErrors: stringRecord(error.fields),
  };
}

/** The `returnTo` of the current URL, for forms rendered without one passed in. */
export function returnToFromLocation(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  return new URLSearchParams(window.location.search).get('returnTo') ?? undefined;
}
