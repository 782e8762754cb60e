// The item text dialog's schemas, imported by ItemTextDialog after the first paint so zod is not
// part of the job page's first load (docs/decisions/page-weight.md).
import { z } from 'zod';
import { itemRejectSchema, itemReplySchema } from '@/domain/validation/proofing';

export const ITEM_TEXT_SCHEMAS = { reply: z.object({ text: itemReplySchema }), reject: z.object({ text: itemRejectSchema }) };
