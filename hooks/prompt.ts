// dist/hook-prompt.js
export { runPromptRecallHook } from '../lib/hooks/prompt-recall.ts';
