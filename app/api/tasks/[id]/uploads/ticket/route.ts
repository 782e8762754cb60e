import { BROWSER_PROVIDER_PATHS } from '@/domain/browser-provider-paths';
import { NextResponse, type NextRequest } from 'next/server';
import { IssueTaskUploadTicketDocument } from '@/graphql/generated/operations.generated';
import { callProvider } from '@/lib/server/provider-client';
import { providerUrlForBrowser } from '@/lib/server/provider-files';
import { errorResponse, routeHandler } from '@/lib/server/route-handler';
import { getStaffSession } from '@/lib/server/session';

// Where and how the job page sends result files: straight to the provider's /task-uploads tus
// endpoint with a short-lived upload ticket (audience tm-upload), as the cloud area does
// (app/api/cloud/uploads/ticket). The provider issues it only to staff who may see the job.

export const GET = routeHandler<{ id: string }>(async (request: NextRequest, { params }) => {
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) return errorResponse('NOT_FOUND', 'Không tìm thấy task.');
  const { token } = await getStaffSession();
  if (!token) return errorResponse('UNAUTHENTICATED', 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.');
  const { issue_task_upload_ticket } = await callProvider(IssueTaskUploadTicketDocument, { taskId: Number(id) }, { token });
  return NextResponse.json({ endpoint: providerUrlForBrowser(request, BROWSER_PROVIDER_PATHS.taskUploads()), ticket: issue_task_upload_ticket.ticket }, { headers: { 'cache-control': 'no-store' } });
});

export const dynamic = 'force-dynamic';
