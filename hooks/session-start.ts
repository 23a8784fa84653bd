// dist/hook-session-start.cjs
export { runSessionStartHook } from '../lib/hooks/session-start.ts';
