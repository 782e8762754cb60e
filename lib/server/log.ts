import 'server-only';
import { pino } from 'pino';

// The app's structured JSON logs (the provider's are provider/src/ops/log.ts): one object per
// line with the request id the provider logs too. Quiet outside production unless LOG_LEVEL says.
export const log = pino({
  level: process.env.LOG_LEVEL || (process.env.NODE_ENV === 'production' ? 'info' : 'warn'),
  base: { service: 'tm-app' },
  timestamp: pino.stdTimeFunctions.isoTime,
});
