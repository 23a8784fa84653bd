export function devToolsHome(env?: NodeJS.ProcessEnv): string;
export function devToolsKey(): string;
export function devToolsDir(env?: NodeJS.ProcessEnv): string;
export function devModules(env?: NodeJS.ProcessEnv): string;
export function installDevTools(env?: NodeJS.ProcessEnv): { dir: string; installed: boolean };
