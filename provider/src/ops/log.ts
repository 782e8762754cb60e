import { pino } from 'pino';

// Structured JSON logs (one object per line, for the company's log collector). Each GraphQL
// operation is logged with the request id the app sent (x-request-id), so one user action can be
// followed from the app to the provider. Quiet outside production unless LOG_LEVEL says otherwise.
export const log = pino({
  level: process.env.LOG_LEVEL || (process.env.NODE_ENV === 'production' ? 'info' : 'warn'),
  base: { service: 'tm-provider' },
  timestamp: pino.stdTimeFunctions.isoTime,
});
