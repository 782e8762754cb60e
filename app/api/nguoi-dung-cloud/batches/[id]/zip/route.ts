import { forwardToProviderRoute } from '@/lib/server/provider-files';
import { errorResponse, routeHandler } from '@/lib/server/route-handler';
import { getStaffSession } from '@/lib/server/session';

// A customer's whole batch as one ZIP, streamed as the provider builds it (admins only).
export const GET = routeHandler<{ id: string }>(async (request, { params }) => {
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) return errorResponse('NOT_FOUND', 'Không tìm thấy lô tải lên.');
  const { token } = await getStaffSession();
  if (!token) return errorResponse('UNAUTHENTICATED', 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.');
  return forwardToProviderRoute(request, `/cloud-batches/${id}/zip`, token);
});

export const dynamic = 'force-dynamic';
