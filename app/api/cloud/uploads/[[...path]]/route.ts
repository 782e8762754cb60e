import type { NextRequest } from 'next/server';
import { forwardToProviderRoute } from '@/lib/provider-files';
import { errorResponse, routeHandler } from '@/lib/route-handler';
import { getCloudSession } from '@/lib/session';

// The browser's tus endpoint (resumable uploads): every request goes on to the provider's
// /uploads with the cloud session's token, its body streamed, never buffered. The provider
// authorises it and owns the upload's state.

type Params = { path?: string[] };

// An upload id is the provider's random hex name; anything else is not an upload URL.
const UPLOAD_ID = /^[0-9a-f]{16,64}$/;

async function forward(request: NextRequest, { params }: { params: Promise<Params> }): Promise<Response> {
  const { path = [] } = await params;
  if (path.length > 1 || (path[0] !== undefined && !UPLOAD_ID.test(path[0]))) return errorResponse('NOT_FOUND', 'Không tìm thấy tệp tải lên.');
  const { token } = await getCloudSession();
  if (!token) return errorResponse('UNAUTHENTICATED', 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.');
  return forwardToProviderRoute(request, path[0] ? `/uploads/${path[0]}` : '/uploads', token);
}

export const POST = routeHandler<Params>(forward);
export const PATCH = routeHandler<Params>(forward);
export const HEAD = routeHandler<Params>(forward);
export const DELETE = routeHandler<Params>(forward);

// The whole upload streams through; nothing here may be cached or pre-rendered.
export const dynamic = 'force-dynamic';
