import { forwardToProviderRoute } from '@/lib/server/provider-files';
import { errorResponse, routeHandler } from '@/lib/server/route-handler';
import { getStaffSession } from '@/lib/server/session';

// The studio's download of a customer's file (admins only; the provider checks the role).
export const GET = routeHandler<{ id: string }>(async (request, { params }) => {
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) return errorResponse('NOT_FOUND', 'Không tìm thấy tệp.');
  const { token } = await getStaffSession();
  if (!token) return errorResponse('UNAUTHENTICATED', 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.');
  return forwardToProviderRoute(request, `/cloud-files/${id}`, token);
});

export const dynamic = 'force-dynamic';
