import { expect, test } from '@playwright/test';
import WebSocket from 'ws';
import { BROWSER_PROVIDER_PATHS, WEBSOCKET_PATHS, type BrowserProviderPathName } from '../../domain/browser-provider-paths';
import { STACK } from '../../playwright.stack.config';
import { portOf } from './support';

// Every provider path a browser is sent to (domain/browser-provider-paths.ts, the list the app
// builds those URLs from) must reach the providers through the shipped deploy/nginx.conf, not
// the apps. Each is asked of nginx, of a provider and of an app directly: nginx's answer must be
// the provider's, and the app's must differ (so the comparison can tell them apart). A route
// missing from nginx.conf sends its path to the apps and fails here.

type Answer = { status: number; type: string | null; body: string };

async function answerOf(url: string): Promise<Answer> {
  const response = await fetch(url, { redirect: 'manual' });
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
}

/** Whether a graphql-ws handshake to `url` is accepted (101) within 5 s, as a page of the stack would open it. */
function websocketOpens(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, 'graphql-transport-ws', { headers: { origin: STACK.baseURL }, handshakeTimeout: 5000 });
    socket.once('open', () => {
      socket.close();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('unexpected-response', () => resolve(false));
  });
}

const names = Object.keys(BROWSER_PROVIDER_PATHS) as BrowserProviderPathName[];

for (const name of names) {
  const path = (BROWSER_PROVIDER_PATHS[name] as (id: number) => string)(1);
  test(`nginx routes ${name} (${path}) to the providers`, async () => {
    const provider = `127.0.0.1:${portOf('provider1')}`;
    const app = `127.0.0.1:${portOf('app1')}`;
    if (WEBSOCKET_PATHS.has(name)) {
      expect(await websocketOpens(`ws://${provider}${path}`)).toBe(true);
      expect(await websocketOpens(`ws://${app}${path}`)).toBe(false);
      expect(await websocketOpens(`${STACK.baseURL.replace('http', 'ws')}${path}`)).toBe(true);
      return;
    }
    const [viaNginx, atProvider, atApp] = await Promise.all([answerOf(`${STACK.baseURL}${path}`), answerOf(`http://${provider}${path}`), answerOf(`http://${app}${path}`)]);
    expect(atApp).not.toEqual(atProvider);
    expect(viaNginx).toEqual(atProvider);
  });
}
