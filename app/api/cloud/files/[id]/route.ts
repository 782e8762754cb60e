import { forwardToProviderRoute } from '@/lib/server/provider-files';
import { errorResponse, routeHandler } from '@/lib/server/route-handler';
import { getCloudSession } from '@/lib/server/session';

// A cloud user's own file, as an attachment (the provider refuses anyone else's with 404).
export const GET = routeHandler<{ id: string }>(async (request, { params }) => {
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) return errorResponse('NOT_FOUND', 'Không tìm thấy tệp.');
  const { token } = await getCloudSession();
  if (!token) return errorResponse('UNAUTHENTICATED', 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.');
  return forwardToProviderRoute(request, `/cloud-files/${id}`, token);
});

export const dynamic = 'force-dynamic';
