// Types of embedded-postgres.mjs for the TypeScript scripts that start it (scripts/stack).
export function startEmbeddedPostgres(options?: { folder?: string; port?: number }): Promise<{ url: string; stop: () => Promise<void> }>;
