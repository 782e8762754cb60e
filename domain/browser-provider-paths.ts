// The provider's paths a browser is sent to itself rather than through the app: the realtime
// websocket, the tus upload endpoints (the bytes go straight to the provider) and the ZIPs
// fetched with a download ticket (docs/decisions/cloud-files.md, delivery.md). Behind the
// company proxy every one of them must reach the providers, so deploy/nginx.conf routes each;
// tests/stack/proxy-routes.spec.ts asks the running proxy for every entry here and fails on one
// that lands on the apps (docs/decisions/production-stack.md).
//
// The app builds these URLs only from this list (lib/server/provider-files.ts takes a
// BrowserProviderPath, which nothing else makes), and the provider serves and signs tickets
// for the same paths, so a new one cannot be added without the proxy's test seeing it.

declare const browserProviderPath: unique symbol;
/** A provider path a browser is sent to, built by BROWSER_PROVIDER_PATHS. */
export type BrowserProviderPath = string & { readonly [browserProviderPath]: true };

const builders = {
  /** The realtime websocket (graphql-ws); plain HTTP GraphQL there is for the apps only. */
  realtime: () => '/graphql',
  /** The cloud area's tus endpoint (a customer's originals); an upload is /uploads/<id>. */
  cloudUploads: () => '/uploads',
  /** A job's results' tus endpoint (staff); an upload is /task-uploads/<id>. */
  taskUploads: () => '/task-uploads',
  /** A delivery's results as one ZIP (the customer, with a download ticket). */
  deliveryZip: (id: number | string) => `/deliveries/${id}/zip`,
  /** 'Bộ ảnh cuối' of a delivery's job as one ZIP: the newest version of every photo (the customer, with a download ticket). */
  finalSetZip: (id: number | string) => `/deliveries/${id}/final-zip`,
  /** A customer's batch as one ZIP (admins, with a download ticket). */
  batchZip: (id: number | string) => `/cloud-batches/${id}/zip`,
} satisfies Record<string, (id: number | string) => string>;

export type BrowserProviderPathName = keyof typeof builders;

export const BROWSER_PROVIDER_PATHS = builders as { [Name in BrowserProviderPathName]: (...args: Parameters<(typeof builders)[Name]>) => BrowserProviderPath };

/** The one that is a websocket (the others are plain HTTP). */
export const WEBSOCKET_PATHS: ReadonlySet<BrowserProviderPathName> = new Set(['realtime']);
