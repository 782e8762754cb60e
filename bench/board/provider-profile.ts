// Where the provider's time for the 2,000-card board query goes: `node --import tsx bench/board/provider-profile.ts`.
// Prints figures, asserts nothing. In-process provider on a fresh database (PGlite in memory, or
// a database of its own on the server DATABASE_URL names), 2,000 tasks inserted through the db
// layer, then p50 of: the SQL alone, the users' SQL alone, graphql execution in-process (no HTTP),
// and the whole HTTP round trip with the app's Board document.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { execute, Kind, parse, type DocumentNode, type FieldNode, type FragmentDefinitionNode, type GraphQLResolveInfo, type OperationDefinitionNode } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { trustedDocuments } from '../../graphql/generated/trusted-documents.generated';
import { DEFAULT_COLUMN_ORDER } from '../../domain/task-status';
import { TASK_STATUS } from '../../domain/task-status';
import { createProvider } from '../../provider/src/app';
import { tasks, users } from '../../provider/src/db/schema';
import { listTasks } from '../../provider/src/modules/tasks/data';
import { usersByIds } from '../../provider/src/modules/users/data';
import { columnsForTaskFields, requestedTaskFields } from '../../provider/src/modules/tasks/requested-columns';
import { openFreshDatabase } from '../../tests/provider/harness';
import { ensureRoles, seedDemo } from '../../provider/src/db/seed';
import { buildSchema } from '../../provider/src/schema';
import { postToProvider } from '../system';

/** Enough of a resolve info for requestedTaskFields: the `tasks` field and the fragments. */
function fieldInfo(parsed: DocumentNode): GraphQLResolveInfo {
  const operation = parsed.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const fragments = Object.fromEntries(parsed.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  return { fieldNodes: [operation.selectionSet.selections[0] as FieldNode], fragments } as unknown as GraphQLResolveInfo;
}

const CARDS = Number(process.env.CARDS ?? 2000);
const RUNS = Number(process.env.RUNS ?? 60);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
/** p50 of wall time and of this process's CPU time (steadier on a shared machine: PGlite runs in-process). */
async function p50(label: string, run: () => Promise<unknown>) {
  for (let i = 0; i < 5; i += 1) await run();
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    const startCpu = process.cpuUsage();
    await run();
    const used = process.cpuUsage(startCpu);
    cpu.push((used.user + used.system) / 1000);
    times.push(performance.now() - start);
  }
  console.log(`${label.padEnd(52)}${median(times).toFixed(1).padStart(8)} ms wall${median(cpu).toFixed(1).padStart(8)} ms CPU`);
  return median(times);
}

const handle = await openFreshDatabase();
await ensureRoles(handle.db);
await seedDemo(handle.db);
const db = handle.db;
const people = await db.select({ id: users.id, email: users.email, roleId: users.roleId }).from(users);
const editor = people.find((p) => p.email === 'editor@tm.local')!.id;
const qa = people.find((p) => p.email === 'qa@tm.local')!.id;
const existing = (await db.select({ id: tasks.id }).from(tasks)).length;
const rows = Array.from({ length: Math.max(0, CARDS - existing) }, (_, index) => {
  const status = DEFAULT_COLUMN_ORDER[index % DEFAULT_COLUMN_ORDER.length]!;
  return {
    taskName: `Bench ảnh sản phẩm ${index + 1}`,
    productName: `Sản phẩm ${index % 37}`,
    productCode: `BN-${String(index + 1).padStart(5, '0')}`,
    totalFile: 10 + (index % 90),
    editorId: status === 'Ready' ? null : editor,
    qaId: qa,
    status: TASK_STATUS[status],
    position: index,
    description: 'Mô tả '.repeat(20),
  };
});
for (let i = 0; i < rows.length; i += 500) await db.insert(tasks).values(rows.slice(i, i + 500));

const provider = createProvider({ db, jwtSecret: randomBytes(32).toString('hex'), production: true, fileStorageDir: '/tmp/tm-profile-files' });
await provider.listen(0, '127.0.0.1');
const url = `http://127.0.0.1:${(provider.httpServer.address() as AddressInfo).port}/graphql`;
const post = async (query: string, variables: Record<string, unknown>, token?: string) => (await postToProvider(url, query, variables, token)).text();
const login = JSON.parse(await post('query ($input: LoginInput!) { login(input: $input) { token } }', { input: { email: 'admin@tm.local', password: 'Admin@123' } }));
const token: string = login.data.login.token;
const document = trustedDocuments.Board!.document;
const admin = people.find((p) => p.email === 'admin@tm.local')!;
const actor = { id: admin.id, roleId: admin.roleId } as Parameters<typeof listTasks>[1];
const count = JSON.parse(await post(document, { filter: {} }, token)).data.task_board.cardFields.id.length;

console.log(`\nBoard query profile: ${count} cards, ${handle.driver}, p50 of ${RUNS}`);
await p50('SQL: listTasks, every column', () => listTasks(db, actor, {}));
const cardColumns = columnsForTaskFields(new Set([...requestedTaskFields(fieldInfo(parse(document)), 'cards'), ...requestedTaskFields(fieldInfo(parse(document)), 'cardFields'), 'editorId', 'qaId']));
await p50('SQL: listTasks, the card\'s columns', () => listTasks(db, actor, {}, cardColumns));
await p50('SQL: usersByIds (2 users)', () => usersByIds(db, [editor, qa]));
const schema = buildSchema();
const parsed = parse(document);
const services = provider.services;
const viewerContext = async () => {
  const { loadViewer } = await import('../../provider/src/modules/auth/data');
  const claims = await services.tokens.readAccess(token);
  return { ...services, viewer: await loadViewer(db, claims!), clientIp: '127.0.0.1', requestId: 'profile' };
};
await p50('graphql execute in-process (incl. viewer)', async () => execute({ schema, document: parsed, variableValues: { filter: {} }, contextValue: await viewerContext() }));
const compiled = compileQuery(schema, parsed, 'Board');
if (!isCompiledQuery(compiled)) throw new Error(JSON.stringify(compiled));
await p50('graphql-jit compiled query in-process (incl. viewer)', async () => compiled.query(undefined, await viewerContext(), { filter: {} }));
const result = await execute({ schema, document: parsed, variableValues: { filter: {} }, contextValue: await viewerContext() });
await p50('JSON.stringify of the result', async () => JSON.stringify(result));
await p50('HTTP round trip (yoga, all plugins)', () => post(document, { filter: {} }, token));
console.log(`response bytes: ${(await post(document, { filter: {} }, token)).length}`);
await provider.close();
await handle.close();
await handle.drop();
