import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import type { z } from 'zod';
import { clientIp, errorResponse, readJson } from './route-handler';

/**
 * The body of both register routes (staff and cloud customers): the request is checked with
 * the form's own schema, then `register` asks the provider and its message goes back as JSON.
 */
export async function registerWith<S extends z.ZodType>(
  request: NextRequest,
  schema: S,
  register: (data: z.output<S>, options: { clientIp: string }) => Promise<{ message: string }>,
): Promise<Response> {
  const parsed = schema.safeParse(await readJson(request));
  if (!parsed.success) return errorResponse('BAD_USER_INPUT', parsed.error.issues[0]!.message);
  const { message } = await register(parsed.data, { clientIp: clientIp(request) });
  return NextResponse.json({ message });
}
