// dist/hook-stop.cjs
export { runStopHook } from '../lib/hooks/stop.ts';
