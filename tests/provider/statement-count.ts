// Counts the SQL statements one piece of work sends to the database (the provider's drizzle
// logger, provider/src/db/client.ts `onStatement`). The growth test and bench/growth use it to
// show that a list costs the same number of statements at 10 rows as at 200.
import type { TestProvider } from './harness';

export async function countStatements<T>(provider: Pick<TestProvider, 'statementCount'>, work: () => Promise<T>): Promise<{ statements: number; result: T }> {
  const before = provider.statementCount();
  const result = await work();
  return { statements: provider.statementCount() - before, result };
}
