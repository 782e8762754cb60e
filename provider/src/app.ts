import { startLateJobsSweep } from './modules/notifications/late-jobs';
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import path from 'node:path';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { getOperationAST, GraphQLError } from 'graphql';
import { createYoga } from 'graphql-yoga';
import type { Redis } from 'ioredis';
import { WebSocket, WebSocketServer } from 'ws';
import { createLoginLimiter } from './auth/login-limiter';
import { usePasswordChangeGate, viewerPastPasswordChange } from './auth/password-change-gate';
import { createTokenService, TICKET_SECONDS, type TokenClaims } from './auth/tokens';
import type { GraphQLContext, ProviderServices, Viewer } from './context';
import type { Database } from './db/client';
import { databaseUnavailable, isDatabaseUnavailable } from './errors';
import { createEventBus } from './events';
import { loadViewer } from './modules/auth/data';
import { createFileRoutes } from './modules/cloud-files/routes';
import { createResultRoutes } from './modules/deliveries/routes';
import { createResultUploads } from './modules/deliveries/uploads';
import { createCloudUploads } from './modules/cloud-files/uploads';
import { log } from './ops/log';
import { createMetrics, type PoolStats } from './ops/metrics';
import { isReadinessRequest, serveReadiness } from './ops/readiness';
import { useOperationLog } from './ops/operation-log';
import { createChatImageRoutes } from './modules/chat/images';
import { startMailWorker } from './modules/mail/outbox';
import { startDigestSweep } from './modules/mail/digest';
import { startReminderSweep } from './modules/deliveries/reminders';
import type { StudioIdentity } from './modules/mail/templates';
import { createMailTransport } from './modules/mail/transport';
import { senderFor, studioIdentity } from './modules/mail/studio-settings';
import { cloudFilesSweepArea, startThumbnailSweep } from './modules/cloud-files/thumbnail-sweep';
import { DEFAULT_CLOUD_UPLOAD_EXPIRY_MS, DEFAULT_RESULT_UPLOAD_EXPIRY_MS, startUploadExpiry } from './modules/cloud-files/upload-expiry';
import { resultsSweepArea } from './modules/deliveries/uploads';
import { serveRealtime, SUBSCRIPTIONS_PER_SOCKET, tooManySubscriptions } from './realtime/socket';
import { buildSchema } from './schema';
import { BROWSER_PROVIDER_PATHS } from '../../domain/browser-provider-paths';
import { DEFAULT_UPLOAD_MAX_FILE_BYTES } from '../../domain/validation/cloud-files';
import { verifiedClientAddress } from './security/client-address';
import { securityDefaults, type SecurityOptions } from './security/config';
import { useOperationRules, withoutSuggestions } from './security/operation-rules';
import { createRateLimits } from './security/rate-limits';
import { refuseOversizedBody, useDocumentSizeLimit } from './security/request-limits';
import { useStringLengthLimits } from './security/string-limits';

export type ProviderOptions = {
  db: Database;
  jwtSecret: string;
  production: boolean;
  redisUrl?: string;
  limiterRedis?: Redis;
  /** Where uploaded files go (default .data/files, as FILE_STORAGE_DIR's default). */
  fileStorageDir?: string;
  /** Largest cloud upload in bytes (UPLOAD_MAX_FILE_BYTES; default 5 GB). */
  uploadMaxFileBytes?: number;
  /** The PostgreSQL pool's use, for the metrics (none on PGlite). */
  poolStats?: PoolStats;
  /** Size and rate limits, forwarding secret, websocket origins (defaults: security/config.ts). */
  security?: Partial<SecurityOptions>;
  /** How long an unfinished upload lasts without a new byte (CLOUD_/RESULT_UPLOAD_EXPIRY_HOURS; default a week and a day; docs/decisions/upload-expiry.md). */
  uploadExpiry?: { cloudMs?: number; resultsMs?: number };
  /** How often open jobs past their due time are announced (LATE_JOBS_SWEEP_SECONDS); none when absent (tests call the check themselves). */
  lateJobsSweepMs?: number;
  /**
   * Mail (docs/decisions/email.md). Without `smtpUrl` mail is queued and never sent (tests that do
   * not read mail); server.ts passes SMTP_URL or the embedded mail server's address.
   */
  mail?: {
    smtpUrl?: string;
    embedded?: boolean;
    from?: string;
    appUrl?: string;
    studio?: StudioIdentity;
    /** How often the worker looks for due mail (default 2 s). */
    pollMs?: number;
    /** First retry delay after a failed send, doubled at each failure (default 30 s). */
    retryBaseMs?: number;
    /** A delivery unanswered this many days gets one reminder (MAIL_REMINDER_DAYS); with `sweepMs`, how often that is checked. */
    reminderDays?: number;
    sweepMs?: number;
  };
};

/** The app's request id when it is a sane token, else a new one. */
function requestIdOf(request: Request | undefined): string {
  const given = request?.headers.get('x-request-id');
  return given && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
}

/** How often live websockets are checked against their session (logout ends them). */
const SESSION_SWEEP_MS = 30_000;

/** Builds the provider: GraphQL over HTTP and graphql-ws on the same server and path. */
export function createProvider(options: ProviderOptions) {
  const bus = createEventBus(options.redisUrl);
  const security: SecurityOptions = { ...securityDefaults(), ...options.security };
  const mailOptions = options.mail ?? {};
  const studio = mailOptions.studio ?? { name: 'Studio', address: '' };
  const mailWorker = mailOptions.smtpUrl
    ? startMailWorker(options.db, {
        transport: createMailTransport(mailOptions.smtpUrl),
        // Without MAIL_FROM the sender's name is the studio's, as an admin saved it (read per pass).
        from: mailOptions.from ?? (async (db) => senderFor(await studioIdentity(db, studio))),
        pollMs: mailOptions.pollMs ?? 2000,
        retryBaseMs: mailOptions.retryBaseMs ?? 30_000,
      })
    : undefined;
  const services: ProviderServices = {
    db: options.db,
    tokens: createTokenService(options.jwtSecret),
    limiter: createLoginLimiter(options.limiterRedis, security.limitKeyPrefix),
    rateLimits: createRateLimits({ redis: options.limiterRedis, keyPrefix: security.limitKeyPrefix, overrides: security.rateLimits }),
    pubSub: bus.pubSub,
    production: options.production,
    fileStorageDir: options.fileStorageDir ?? path.join('.data', 'files'),
    uploadMaxFileBytes: options.uploadMaxFileBytes ?? DEFAULT_UPLOAD_MAX_FILE_BYTES,
    mail: {
      appUrl: mailOptions.appUrl ?? 'http://localhost:3000',
      studio,
      embedded: mailOptions.embedded ?? false,
      kick: () => mailWorker?.kick(),
    },
  };

  const liveSockets = new Map<WebSocket, TokenClaims>();
  // Thumbnails a full image queue left for later, and those a stopped provider left (thumbnail-sweep.ts).
  const thumbnailSweep = startThumbnailSweep(services, [cloudFilesSweepArea(services), resultsSweepArea(services)]);
  const metrics = createMetrics({ pubSub: bus.pubSub, openSockets: () => liveSockets.size, poolStats: options.poolStats });

  async function viewerFromBearer(header: string | null): Promise<Viewer | null> {
    if (!header?.startsWith('Bearer ')) return null;
    const claims = await services.tokens.readAccess(header.slice('Bearer '.length).trim());
    if (!claims) return null;
    try {
      return await loadViewer(services.db, claims);
    } catch (error) {
      // The context is built outside any resolver, so maskError never sees this one.
      throw isDatabaseUnavailable(error) ? databaseUnavailable() : error;
    }
  }

  const yoga = createYoga<{ req?: IncomingMessage; wsViewer?: Viewer }, GraphQLContext>({
    schema: buildSchema(),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: !options.production,
    cors: false,
    batching: false,
    maskedErrors: {
      maskError(error, message) {
        // Our own coded errors, graphql's validation errors and value-coercion errors (a
        // GraphQLError from a scalar or enum) pass as they are, keeping `path` and `locations`;
        // anything else is an unexpected failure.
        const original = error instanceof GraphQLError ? error.originalError : undefined;
        // A coded error of ours thrown while coercing a variable (the DateTime scalar's) is
        // wrapped by graphql-jit in its own English "Expected type …": the person reads ours.
        if (error instanceof GraphQLError && original instanceof GraphQLError && original.extensions.code && original.message !== error.message) {
          return new GraphQLError(original.message, { nodes: error.nodes, path: error.path, extensions: original.extensions });
        }
        if (error instanceof GraphQLError && (!original || original instanceof GraphQLError)) return error;
        if (isDatabaseUnavailable(original)) return databaseUnavailable();
        // Log the failure itself, never the operation's variables (they can hold passwords).
        log.error({ err: original instanceof Error ? original : String(error) }, 'unexpected error');
        return new GraphQLError(options.production ? 'Đã có lỗi xảy ra. Vui lòng thử lại sau.' : `${message}: ${String((original as Error | undefined)?.message ?? error)}`, {
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        });
      },
    },
    plugins: [
      EnvelopArmorPlugin({
        maxDepth: { n: 12 },
        // __typename aliases count too: they are as cheap to repeat as any other field.
        maxAliases: { n: 15, allowList: [] },
        maxTokens: { n: 3000 },
        maxDirectives: { n: 20 },
        costLimit: { maxCost: 20000 },
        blockFieldSuggestion: { enabled: true },
      }),
      useDocumentSizeLimit(security.maxDocumentBytes),
      useStringLengthLimits(),
      useOperationRules(),
      usePasswordChangeGate(),
      ...(options.production ? [useDisableIntrospection()] : []),
      metrics.plugin,
      useOperationLog(),
      // Queries run as compiled JavaScript (graphql-jit): the 2,000-card board spent about 60% of
      // its execution in the generic executor (docs/decisions/page-weight.md). Mutations and
      // subscriptions keep the standard executor: they return one object, where JIT gains nothing.
      useGraphQlJit({}, { enableIf: (args) => getOperationAST(args.document, args.operationName)?.operation === 'query' }),
    ],
    context: async ({ request, req, wsViewer }): Promise<GraphQLContext> => {
      const viewer = wsViewer !== undefined ? wsViewer : await viewerFromBearer(request.headers.get('authorization'));
      // Only the app can vouch for a browser's address (signed); anyone else is their socket.
      const clientIp = (request && verifiedClientAddress(request.headers, security.forwardingSecret)) ?? req?.socket.remoteAddress ?? 'unknown';
      return { ...services, viewer, clientIp, requestId: requestIdOf(request) };
    },
  });

  // Downloads and uploads: nobody whose password is still temporary (auth/password-change-gate.ts).
  const fileViewer = async (header: string | null) => viewerPastPasswordChange(await viewerFromBearer(header));
  const uploads = createCloudUploads(services);
  const fileRoutes = createFileRoutes(services, uploads, fileViewer);
  const resultUploads = createResultUploads(services);
  const resultRoutes = createResultRoutes(services, resultUploads, fileViewer);
  // Abandoned uploads go with their bytes and reserved space (upload-expiry.ts).
  const uploadExpiry = startUploadExpiry([
    { name: 'cloud', periodMs: options.uploadExpiry?.cloudMs ?? DEFAULT_CLOUD_UPLOAD_EXPIRY_MS, expireAbandoned: uploads.expireAbandoned },
    { name: 'results', periodMs: options.uploadExpiry?.resultsMs ?? DEFAULT_RESULT_UPLOAD_EXPIRY_MS, expireAbandoned: resultUploads.expireAbandoned },
  ]);
  const chatImageRoutes = createChatImageRoutes(services, fileViewer);
  let draining = false;
  const readiness = { db: services.db, redis: [options.limiterRedis, ...bus.redisClients].filter((client) => client !== undefined), isDraining: () => draining };
  const httpServer: Server = createServer((request, response) => {
    if (isReadinessRequest(request)) return void serveReadiness(response, readiness);
    // While draining, keep-alive connections are told to close after their current request.
    if (draining) response.setHeader('connection', 'close');
    // Uploads and downloads stream bytes over plain HTTP (their own size rules); the rest is GraphQL.
    if (fileRoutes.matches(request)) return void fileRoutes.handle(request, response);
    if (resultRoutes.matches(request)) return void resultRoutes.handle(request, response);
    if (chatImageRoutes.matches(request)) return void chatImageRoutes.handle(request, response);
    if (!refuseOversizedBody(request, response, security.maxBodyBytes)) void yoga(request, response);
  });
  // Its callers (the app, nginx) keep connections alive and reuse them. Node closes an idle one
  // after 5 s, which races a request a caller sends on it at that moment (ECONNRESET, seen under
  // load in the provider tests): idle connections stay open longer than any caller keeps them
  // (undici 4 s, nginx's upstream keepalive_timeout 60 s).
  httpServer.keepAliveTimeout = 65_000;
  httpServer.headersTimeout = 66_000;
  const wsServer = new WebSocketServer({
    server: httpServer,
    path: BROWSER_PROVIDER_PATHS.realtime(),
    // Subscriptions are short trusted documents; nothing bigger has a reason to arrive.
    maxPayload: security.maxDocumentBytes + 16 * 1024,
    // A browser always sends Origin: only the app's pages may open the socket (no cross-site
    // websocket). Other clients (tests, benchmarks) send none and still need a ticket.
    verifyClient: ({ origin }: { origin?: string }) => !origin || security.allowedOrigins.includes(origin),
  });

  serveRealtime<Record<string, unknown>, { viewer?: Viewer; claims?: TokenClaims }>(
    {
      // The browser proves who it is with a short-lived realtime ticket (docs/decisions/realtime-door.md).
      onConnect: async (ctx) => {
        const ticket = ctx.connectionParams?.ticket;
        if (typeof ticket !== 'string') return false;
        const claims = await services.tokens.readRealtimeTicket(ticket);
        const viewer = claims ? viewerPastPasswordChange(await loadViewer(services.db, claims)) : null;
        if (!claims || !viewer) return false;
        // A ticket opens one socket: a second connection with it is refused (4403).
        const ticketKey = createHash('sha256').update(ticket).digest('base64url');
        if (!(await services.rateLimits.claimOnce('ticket', ticketKey, TICKET_SECONDS + 5))) return false;
        ctx.extra.viewer = viewer;
        ctx.extra.claims = claims;
        liveSockets.set(ctx.extra.socket, claims);
        return true;
      },
      onClose: (ctx) => {
        liveSockets.delete(ctx.extra.socket);
      },
      execute: (args) => (args.rootValue as { execute: typeof import('graphql').execute }).execute(args),
      subscribe: (args) => (args.rootValue as { subscribe: typeof import('graphql').subscribe }).subscribe(args),
      onNext: (_ctx, _id, _payload, _args, result) => (result.errors ? { ...result, errors: withoutSuggestions(result.errors) } : result),
      onSubscribe: async (ctx, _id, params) => {
        // graphql-ws has already counted this one in ctx.subscriptions: one socket holds at most
        // SUBSCRIPTIONS_PER_SOCKET; the one over it gets an error and the socket stays open.
        if (Object.keys(ctx.subscriptions).length > SUBSCRIPTIONS_PER_SOCKET) return [tooManySubscriptions()];
        const claims = ctx.extra.claims;
        const viewer = claims ? await loadViewer(services.db, claims) : null;
        if (!viewer) return [new GraphQLError('Phiên đăng nhập đã hết hạn.', { extensions: { code: 'UNAUTHENTICATED' } })];
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params,
          wsViewer: viewer,
        });
        // The screen (realtime/screen.ts) lets only trusted subscription documents this far; a
        // second look at the parsed operation keeps that true whatever changes there.
        const document = parse(params.query);
        if (getOperationAST(document, params.operationName)?.operation !== 'subscription') return [new GraphQLError('Thao tác không được phép.', { extensions: { code: 'BAD_REQUEST' } })];
        const args = {
          schema,
          operationName: params.operationName,
          document,
          variableValues: params.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        };
        const errors = validate(args.schema, args.document);
        if (errors.length) return withoutSuggestions(errors);
        return args;
      },
    },
    wsServer,
  );

  // A socket whose session was logged out, or whose user was deactivated, is closed.
  const sweep = setInterval(async () => {
    for (const [socket, claims] of liveSockets) {
      if (!(await loadViewer(services.db, claims).catch(() => null))) {
        liveSockets.delete(socket);
        socket.close(4403, 'Forbidden');
      }
    }
  }, SESSION_SWEEP_MS);
  sweep.unref();
  const stopReminderSweep = mailOptions.sweepMs ? startReminderSweep(services, mailOptions.reminderDays ?? 3, mailOptions.sweepMs) : () => {};
  const stopDigestSweep = mailOptions.sweepMs ? startDigestSweep(services, mailOptions.sweepMs) : () => {};
  const stopLateJobsSweep = options.lateJobsSweepMs ? startLateJobsSweep(services.db, bus.pubSub, options.lateJobsSweepMs) : () => {};

  // An admin's deactivation or role change closes that account's sockets at once (on every
  // provider instance when the bus is Redis), rather than at the next sweep.
  const ended = bus.pubSub.subscribe('sessions_ended');
  void (async () => {
    for await (const account of ended) {
      for (const [socket, claims] of liveSockets) {
        if (claims.kind === account.kind && claims.sub === account.id) {
          liveSockets.delete(socket);
          socket.close(4403, 'Forbidden');
        }
      }
    }
  })().catch((error: unknown) => console.error('[provider] sessions_ended listener failed:', error));

  return {
    yoga,
    services,
    thumbnailSweep,
    uploadExpiry,
    httpServer,
    listen(port: number, host: string) {
      return new Promise<void>((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, host, () => resolve());
      });
    },
    /**
     * Graceful stop (SIGTERM): /ready turns 503 at once, no new connections are taken, sockets
     * are closed with 1012 (service restart; browsers reconnect to another instance and refetch
     * what they missed), requests in flight finish; whatever is still open after `graceMs` is cut.
     */
    async drain(graceMs = 8000) {
      draining = true;
      clearInterval(sweep);
      stopLateJobsSweep();
      mailWorker?.stop();
      stopReminderSweep();
      stopDigestSweep();
      thumbnailSweep.stop();
      uploadExpiry.stop();
      await ended.return?.();
      metrics.stop();
      for (const client of wsServer.clients) client.close(1012, 'Service restart');
      const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
      httpServer.closeIdleConnections();
      const cut = setTimeout(() => httpServer.closeAllConnections(), graceMs);
      await closed;
      clearTimeout(cut);
      for (const client of wsServer.clients) client.terminate();
      await new Promise<void>((resolve) => wsServer.close(() => resolve()));
      await bus.close();
    },
    async close() {
      clearInterval(sweep);
      stopLateJobsSweep();
      mailWorker?.stop();
      stopReminderSweep();
      stopDigestSweep();
      thumbnailSweep.stop();
      uploadExpiry.stop();
      await ended.return?.();
      metrics.stop();
      for (const client of wsServer.clients) client.terminate();
      await new Promise<void>((resolve) => wsServer.close(() => resolve()));
      httpServer.closeAllConnections();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      await bus.close();
    },
  };
}

export type Provider = ReturnType<typeof createProvider>;
