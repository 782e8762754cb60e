import { Readable } from 'node:stream';
import { callProvider } from '@/lib/server/provider-client';
import { currentStaff } from '@/lib/server/auth';
import { toReportFilterInput } from '@/lib/reports/period';
import type { Requester } from '@/lib/reports/definition';
import { EXPORT_CONTENT_TYPES, exportStream, type ExportFormat } from '@/lib/server/report-export';
import { REPORTS } from '@/lib/reports/registry';
import { errorResponse, routeHandler } from '@/lib/server/route-handler';
import { parseTaskFilter } from '@/lib/tasks/filter';

// GET /api/reports/<id>/export?dinh-dang=csv|xlsx&<the screen's own query string>: the rows and
// totals the screen shows for the same filters, streamed (issue 9). The provider decides what the
// caller may see, exactly as for the screen.
export const GET = routeHandler<{ report: string }>(async (request, { params }) => {
  const definition = REPORTS.get((await params).report);
  if (!definition) return errorResponse('NOT_FOUND', 'Không tìm thấy báo cáo.');
  const viewer = await currentStaff();
  if (!viewer) return errorResponse('UNAUTHENTICATED', 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.');
  const search = request.nextUrl.searchParams;
  const format = search.get('dinh-dang');
  if (format !== 'csv' && format !== 'xlsx') return errorResponse('BAD_REQUEST', 'Định dạng xuất không hợp lệ.');
  const filter = toReportFilterInput(parseTaskFilter(search), viewer.roleId);
  if (!filter) return errorResponse('BAD_REQUEST', 'Khoảng ngày không hợp lệ.');

  const requestProvider: Requester = (document, variables) => callProvider(document, variables, { token: viewer.token });
  // The first page is read before answering, so a refusal is an error status, not a broken file.
  const first = await definition.load(requestProvider, filter, search, null, 'export');
  const stream = exportStream(format as ExportFormat, { definition, request: requestProvider, filter, params: search, first });
  const name = `${definition.fileName}_${filter.startDate}_${filter.endDate}.${format}`;
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: {
      'content-type': EXPORT_CONTENT_TYPES[format as ExportFormat],
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'no-store',
    },
  });
});
