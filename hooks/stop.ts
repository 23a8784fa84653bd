// dist/hook-stop.js
export { runStopHook } from '../lib/hooks/stop.ts';
