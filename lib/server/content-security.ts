import 'server-only';
import { BROWSER_PROVIDER_PATHS, type BrowserProviderPath } from '@/domain/browser-provider-paths';

// The Content-Security-Policy of every page (proxy.ts sets it with a fresh nonce per request;
// Next puts the nonce on its own scripts, app/layout.tsx on the display-settings boot script).
// See docs/decisions/security-limits.md.

/** Where the browser opens its graphql-ws connection: configured, or this host on the provider's port. */
export function realtimeUrl(options: { configured?: string; hostname: string; secure: boolean; providerPort: number | string }): string {
  if (options.configured) return options.configured;
  return `${options.secure ? 'wss' : 'ws'}://${options.hostname}:${options.providerPort}${BROWSER_PROVIDER_PATHS.realtime()}`;
}

/**
 * A provider path as the browser reaches it, beside the realtime URL: the tus endpoints (the
 * upload pages send bytes there directly) and the ZIPs (fetched with a download ticket).
 */
export function providerHttpUrl(realtime: string, path: BrowserProviderPath): string {
  const url = new URL(realtime);
  url.protocol = url.protocol === 'wss:' ? 'https:' : 'http:';
  url.pathname = `${url.pathname.replace(/\/graphql\/?$/, '')}${path}`;
  return url.toString();
}

export function contentSecurityPolicy(options: { nonce: string; realtimeUrl: string; chatImages: boolean; dev: boolean }): string {
  const directives = [
    "default-src 'self'",
    // Only scripts carrying this response's nonce (and what they load): no inline or injected
    // script runs. React's dev build needs eval for its stack traces, so dev alone allows it.
    `script-src 'self' 'nonce-${options.nonce}' 'strict-dynamic'${options.dev ? " 'unsafe-eval'" : ''}`,
    // Styles may be inline (style attributes from server rendering); they cannot run code.
    "style-src 'self' 'unsafe-inline'",
    // Chat images are data URLs; data: is allowed only in the staff area, where chat lives
    // (not per chat route: moving into chat is a client-side navigation that keeps the policy).
    `img-src 'self' blob:${options.chatImages ? ' data:' : ''}`,
    "font-src 'self'",
    `connect-src 'self' ${options.realtimeUrl} ${new URL(providerHttpUrl(options.realtimeUrl, BROWSER_PROVIDER_PATHS.cloudUploads())).origin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join('; ');
}

/** HSTS for a year, sent only when the session cookies are Secure (the site is served over HTTPS). */
export const HSTS = 'max-age=31536000; includeSubDomains';
