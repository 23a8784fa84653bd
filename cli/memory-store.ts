// `nuzo memory export|import|doctor|purge`: wired as their core modules land.
import type { CommandSpec } from './args.ts';

export const storeCommands: CommandSpec[] = [];
