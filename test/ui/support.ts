// Starts the built CLI's `nuzo ui --no-open --json` in a sandbox, the way a user runs it, and
// reads the address it prints. stop() sends SIGINT, as Ctrl-C does, and waits for the exit.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { CLI, cliSandbox, type CliSandbox } from '../cli/helpers.ts';

export type RunningUi = { url: string; origin: string; port: number; token: string; child: ChildProcess; stderr(): string; stop(): Promise<number | null> };

export async function startUi(box: CliSandbox, args: string[] = []): Promise<RunningUi> {
  const child = spawn(process.execPath, [CLI, 'ui', '--no-open', '--json', ...args], { cwd: box.project, env: box.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stderr!.setEncoding('utf8').on('data', (d) => { err += d; });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`nuzo ui printed no address in 15 s; stdout: ${out}; stderr: ${err}`));
    }, 15_000);
    child.stdout!.setEncoding('utf8').on('data', (d) => {
      out += d;
      const m = /"url":\s*"([^"]+)"/.exec(out);
      if (m) { clearTimeout(timer); resolve(m[1]); }
    });
    child.on('exit', (code) => { clearTimeout(timer); reject(new Error(`nuzo ui exited ${code}: ${err}`)); });
  });
  const parsed = new URL(url);
  return {
    url,
    origin: parsed.origin,
    port: Number(parsed.port),
    token: parsed.searchParams.get('token')!,
    child,
    stderr: () => err,
    async stop() {
      if (child.exitCode !== null) return child.exitCode;
      const exited = once(child, 'exit');
      child.kill('SIGINT');
      const [code] = await exited;
      return code as number | null;
    },
  };
}

export { cliSandbox, type CliSandbox };
