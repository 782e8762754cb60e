import { providerDocuments } from './generated/provider-documents.generated';
import type { TypedOperation } from './operation';

/**
 * The text the provider runs for one of the app's operations (server-side callers only: the
 * browser sends names and ids, never text). Throws for an operation the codegen did not write.
 */
export function providerText(operation: Pick<TypedOperation, 'name'>): string {
  const text = providerDocuments[operation.name]?.document;
  if (!text) throw new Error(`Unknown operation ${operation.name}; run npm run codegen.`);
  return text;
}
