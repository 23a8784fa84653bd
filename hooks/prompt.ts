// dist/hook-prompt.cjs
export { runPromptRecallHook } from '../lib/hooks/prompt-recall.ts';
