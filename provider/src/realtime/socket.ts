import type { IncomingMessage } from 'node:http';
import { GraphQLError } from 'graphql';
import { CloseCode, handleProtocols, makeServer, MessageType, type ServerOptions } from 'graphql-ws';
import type { WebSocket, WebSocketServer } from 'ws';
import { log } from '../ops/log';
import { screenMessage } from './screen';

// graphql-ws on a `ws` server, as graphql-ws's own `useServer` (graphql-ws/use/ws) binds it, with
// one difference: every incoming message goes through screenMessage first (screen.ts). Its
// binding closes the socket on any message it cannot read; here a bad message fails only the
// operation it names (docs/decisions/realtime-door.md).

export type SocketExtra = { socket: WebSocket; request: IncomingMessage };

const KEEP_ALIVE_MS = 12_000;

/**
 * Live operations one socket may hold at once (docs/decisions/realtime-door.md). A page opens
 * a handful (board, notifications, presence, chat); twenty leaves room for many tabs' worth
 * of screens sharing nothing, and bounds what one ticket can make the provider hold.
 */
export const SUBSCRIPTIONS_PER_SOCKET = 20;
export const tooManySubscriptions = () =>
  new GraphQLError(`Một kết nối chỉ giữ được ${SUBSCRIPTIONS_PER_SOCKET} đăng ký cùng lúc.`, { extensions: { code: 'BAD_REQUEST' } });

export function serveRealtime<P extends Record<string, unknown>, E extends Record<PropertyKey, unknown>>(
  options: ServerOptions<P, SocketExtra & E>,
  wsServer: WebSocketServer,
) {
  const server = makeServer(options);
  wsServer.options.handleProtocols = handleProtocols;

  wsServer.on('connection', (socket, request) => {
    socket.once('error', (error) => {
      log.warn({ err: error }, 'realtime socket error');
      socket.close(CloseCode.InternalServerError, 'Internal server error');
    });

    // A client that stops answering pings is cut after one more interval.
    let pongWait: NodeJS.Timeout | null = null;
    const pingInterval = setInterval(() => {
      if (socket.readyState !== socket.OPEN) return;
      pongWait = setTimeout(() => socket.terminate(), KEEP_ALIVE_MS);
      socket.once('pong', () => {
        if (pongWait) clearTimeout(pongWait);
        pongWait = null;
      });
      socket.ping();
    }, KEEP_ALIVE_MS);

    const send = (data: string) =>
      new Promise<void>((resolve, reject) => {
        if (socket.readyState !== socket.OPEN) return resolve();
        socket.send(data, (error) => (error ? reject(error) : resolve()));
      });

    const closed = server.opened(
      {
        protocol: socket.protocol,
        send,
        close: (code, reason) => socket.close(code, reason),
        onMessage: (handle) =>
          socket.on('message', async (data) => {
            const screened = screenMessage(String(data));
            try {
              if ('pass' in screened) return await handle(screened.pass);
              if ('close' in screened) return socket.close(screened.close.code, screened.close.reason);
              // No id to answer to: the message is dropped, the socket stays as it was.
              if (screened.id) await send(JSON.stringify({ id: screened.id, type: MessageType.Error, payload: screened.refuse }));
            } catch (error) {
              log.error({ err: error }, 'realtime message failed');
              socket.close(CloseCode.InternalServerError, 'Internal server error');
            }
          }),
      },
      { socket, request } as SocketExtra & E,
    );

    socket.once('close', (code, reason) => {
      if (pongWait) clearTimeout(pongWait);
      clearInterval(pingInterval);
      void closed(code, String(reason));
    });
  });
}
