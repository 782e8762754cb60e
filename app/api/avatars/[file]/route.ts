import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/lib/server/env';
import { errorResponse, routeHandler } from '@/lib/server/route-handler';
import { getCloudSession, getStaffSession } from '@/lib/server/session';
import { AVATAR_CONTENT_TYPE, AVATAR_FILE_NAME } from '@/domain/validation/account';

// Avatar images the provider stored (docs/decisions/avatar-files.md), for signed-in users only.
// The name must be exactly `<userId>-<24 hex>.<png|jpg|webp>`, so no path can be smuggled in.

function avatarDirectory(): string {
  const config = env();
  return path.resolve(config.FILE_STORAGE_DIR ?? path.join(config.DATA_DIR, 'files'), 'avatars');
}

export const GET = routeHandler(async (_request, { params }: { params: Promise<{ file: string }> }) => {
  const { file } = await params;
  if (!AVATAR_FILE_NAME.test(file)) return errorResponse('NOT_FOUND', 'Không tìm thấy ảnh.');
  const signedIn = (await getStaffSession()).token ?? (await getCloudSession()).token;
  if (!signedIn) return errorResponse('UNAUTHENTICATED', 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.');

  let bytes: Buffer;
  try {
    bytes = await readFile(path.join(avatarDirectory(), file));
  } catch {
    return errorResponse('NOT_FOUND', 'Không tìm thấy ảnh.');
  }
  const extension = file.slice(file.lastIndexOf('.') + 1) as keyof typeof AVATAR_CONTENT_TYPE;
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': AVATAR_CONTENT_TYPE[extension],
      'content-length': String(bytes.length),
      // Names are random and never reused: a replaced avatar gets a new URL.
      'cache-control': 'private, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'; sandbox",
      'x-content-type-options': 'nosniff',
    },
  });
});
