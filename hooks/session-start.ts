// dist/hook-session-start.js
export { runSessionStartHook } from '../lib/hooks/session-start.ts';
