// dist/hook-pre-tool.cjs
export { runPreToolHook } from '../lib/hooks/pre-tool.ts';
