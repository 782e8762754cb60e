import { NextResponse } from 'next/server';
import { z } from 'zod';
import { OpenMailLinkDocument } from '@/graphql/generated/operations.generated';
import { callProvider } from '@/lib/server/provider-client';
import { clientIp, errorResponse, readJson, routeHandler } from '@/lib/server/route-handler';

const body = z.object({ token: z.string().min(1).max(4000) });

/** A mail's signed link, pressed on /thu-tu-tm (no sign-in): the provider checks the signature (docs/decisions/email.md). */
export const POST = routeHandler(async (request) => {
  const parsed = body.safeParse(await readJson(request));
  if (!parsed.success) return errorResponse('BAD_USER_INPUT', 'Đường dẫn trong thư không hợp lệ hoặc đã hết hạn.');
  const result = await callProvider(OpenMailLinkDocument, { token: parsed.data.token }, { clientIp: clientIp(request) });
  return NextResponse.json(result.open_mail_link);
});
