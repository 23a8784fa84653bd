// Runs the committed bundle (dist/cli.js) the way a user does: a real process on this Node,
// a throwaway NUZO_HOME and HOME, a project checkout with .git, answers piped to stdin.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createDraft, type NewDraft } from '../../lib/drafts/queue.ts';
import { sandbox, type Sandbox } from '../support/sandbox.ts';

export const CLI = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));

export type Run = { code: number | null; stdout: string; stderr: string; json: any };

export type CliSandbox = Sandbox & {
  // `cli`: another copy of the bundle to run (default dist/cli.js).
  nuzo(args: string[], options?: { input?: string; env?: Record<string, string | undefined>; cwd?: string; cli?: string }): Promise<Run>;
  draft(input: Partial<NewDraft> & { content: string }): string;
};

export function cliSandbox(): CliSandbox {
  const box = sandbox();
  return {
    ...box,
    nuzo(args, options = {}) {
      return new Promise((resolve, reject) => {
        const child = spawn(process.execPath, [options.cli ?? CLI, ...args], {
          cwd: options.cwd ?? box.project,
          env: { ...box.env, ...options.env },
          stdio: ['pipe', 'pipe', 'pipe'],
        });
        let stdout = '';
        let stderr = '';
        child.stdout.setEncoding('utf8').on('data', (d) => { stdout += d; });
        child.stderr.setEncoding('utf8').on('data', (d) => { stderr += d; });
        child.on('error', reject);
        child.on('close', (code) => {
          let json: unknown = undefined;
          if (args.includes('--json')) {
            try { json = JSON.parse(stdout); } catch { json = undefined; }
          }
          resolve({ code, stdout, stderr, json });
        });
        child.stdin.end(options.input ?? '');
      });
    },
    draft(input) {
      const ctx = box.open({ actor: 'nuzo:hook' });
      const outcome = createDraft(ctx, {
        kind: 'preference',
        scope: box.projectScope,
        tags: ['workflow'],
        source: 'claude:capture-suggestion',
        confidence: 0.72,
        reason: 'The user stated a recurring preference.',
        ...input,
      });
      ctx.store.close();
      if (!('created' in outcome)) throw new Error(`draft not created: ${outcome.skipped}`);
      return outcome.created.id;
    },
  };
}

// Whether util-linux `script` can give the CLI a real terminal here.
export const hasScript = spawnSync('script', ['-qec', 'true', '/dev/null'], { stdio: 'ignore' }).status === 0;

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

// The CLI on a real pty (util-linux `script`), answering the y/N question once it appears.
export function inTerminal(box: CliSandbox, args: string[], answer: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const command = [process.execPath, CLI, ...args].map(quote).join(' ');
    const child = spawn('script', ['-qec', command, '/dev/null'], { cwd: box.project, env: { ...box.env, SHELL: '/bin/sh', NO_COLOR: '1' } });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (d) => {
      output += d;
      if (output.includes('[y/N]') && !child.stdin.writableEnded) child.stdin.end(`${answer}\n`);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

// The CLI on a real pty, answering several questions in turn: each answer is typed once
// its prompt appears after the previous answer; input ends after the last one.
export function inTerminalDialog(box: CliSandbox, args: string[], steps: Array<{ prompt: string; answer: string }>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const command = [process.execPath, CLI, ...args].map(quote).join(' ');
    const child = spawn('script', ['-qec', command, '/dev/null'], { cwd: box.project, env: { ...box.env, SHELL: '/bin/sh', NO_COLOR: '1' } });
    let output = '';
    let seen = 0;
    let next = 0;
    child.stdout.setEncoding('utf8').on('data', (d) => {
      output += d;
      while (next < steps.length && output.indexOf(steps[next].prompt, seen) !== -1) {
        seen = output.length;
        const { answer } = steps[next++];
        if (next === steps.length) child.stdin.end(`${answer}\n`);
        else child.stdin.write(`${answer}\n`);
      }
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}
