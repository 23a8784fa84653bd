// `nuzo ui`: the local page, served from this process on 127.0.0.1 until Ctrl-C. Loaded only
// when the command runs, so no other command pays for the server at start-up.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { int, SCOPE_OPTIONS, str, type CommandSpec } from './args.ts';
import { cliEnv, cliSettings } from './context.ts';
import { colorsFor, UsageError, writeJson, writeLine } from './io.ts';

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost'];

export const uiCommand: CommandSpec = {
  name: 'ui',
  summary: 'Open a local web page to see, search, edit and review memory (127.0.0.1 only)',
  usage: '[options]',
  positionals: [0, 0],
  options: {
    port: { type: 'string', value: 'N', help: 'Listen on this port (default: a free one)' },
    open: { type: 'boolean', help: 'Open the default browser (default; --no-open to only print the address)' },
    host: { type: 'string', value: 'HOST', help: 'Only 127.0.0.1 (or localhost) is accepted: the page is never served to the network' },
    'project-root': SCOPE_OPTIONS['project-root'],
  },
  notes: [
    'The printed address carries a token for this run; the page trades it for a cookie. Stop with Ctrl-C.',
    'Everything is served from this process: no daemon stays behind, nothing is fetched from the network.',
  ],
  async run(inv) {
    const host = str(inv.values, 'host');
    if (host !== undefined && !LOOPBACK_NAMES.includes(host.trim().toLowerCase())) {
      throw new UsageError(`nuzo ui listens on 127.0.0.1 only; --host ${host} is refused.`, inv.command);
    }
    const port = int(inv.values, 'port', inv.command, { min: 1, max: 65535 });
    const { startUiServer } = await import('../lib/ui/server.ts');
    const assetsDir = fileURLToPath(new URL('./ui/', import.meta.url));
    const server = await startUiServer({ env: cliEnv(inv), cwd: inv.io.cwd, settings: cliSettings(inv), port, assetsDir });
    // Ctrl-C is handled before the address is printed: a signal that arrives before Node has a
    // listener ends the process at once, without closing the server.
    const stopped = new Promise<void>((resolve) => {
      const stop = () => {
        process.off('SIGINT', stop);
        process.off('SIGTERM', stop);
        void server.close().then(resolve);
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    });
    if (inv.json) writeJson(inv.io, { url: server.url, port: server.port });
    else {
      const c = colorsFor(inv.io.stdout, inv.io.env);
      writeLine(inv.io.stdout, `${c.bold('Nuzo')} is at ${server.url}`);
      writeLine(inv.io.stdout, c.dim('Press Ctrl-C to stop.'));
    }
    if (inv.values.open !== false) openBrowser(server.url);
    await stopped;
    if (!inv.json) writeLine(inv.io.stdout, 'Stopped.');
    return 0;
  },
};

// Best effort: without a desktop the printed address is enough.
function openBrowser(url: string): void {
  const [command, args] = process.platform === 'darwin' ? ['open', [url]] : process.platform === 'win32' ? ['cmd', ['/c', 'start', '', url]] : ['xdg-open', [url]];
  try {
    const child = spawn(command, args, { stdio: 'ignore', detached: true });
    child.on('error', () => {});
    child.unref();
  } catch {
    // No opener on this machine.
  }
}
