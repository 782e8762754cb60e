import { createHmac, timingSafeEqual } from 'node:crypto';

// The browser's address reaches the provider only through the app, which signs it with the
// secret both share (FORWARDING_SECRET). A caller that reaches the provider directly cannot
// sign, so its headers are ignored and its own socket address is the client: rotating
// `x-tm-client-ip` no longer buys fresh login attempts.

export const CLIENT_IP_HEADER = 'x-tm-client-ip';
export const CLIENT_IP_SIGNATURE_HEADER = 'x-tm-client-ip-signature';

export function signClientAddress(secret: string, address: string): string {
  return createHmac('sha256', secret).update(address).digest('base64url');
}

/** The forwarded address when its signature is right, else null. */
export function verifiedClientAddress(headers: Headers, secret: string | undefined): string | null {
  if (!secret) return null;
  const address = headers.get(CLIENT_IP_HEADER);
  const signature = headers.get(CLIENT_IP_SIGNATURE_HEADER);
  if (!address || !signature || address.length > 64) return null;
  const expected = Buffer.from(signClientAddress(secret, address));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? address : null;
}
