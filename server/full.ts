// The real server behind the start-up fast path: loaded (and its SDK and zod evaluated)
// only once a message arrives that the manifest cannot answer.
import type { FullServer } from './fast-start.ts';
import { createServer } from './server.ts';
import { serveStdio } from './stdio.ts';

export const serve: FullServer = (write) => serveStdio(createServer({ env: process.env, cwd: process.cwd() }), write);
