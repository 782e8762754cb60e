// Where a sign-in returns to (?returnTo=…): read by the login page and the login route handlers.

/** Only same-site paths may be a post-login destination (no open redirect). */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (value.startsWith('/auth') || value.startsWith('/api/')) return fallback;
  return value;
}
