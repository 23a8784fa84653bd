// Raw private file content pasted as a memory: .env blocks and other multi-line KEY=VALUE
// dumps, "here is my config file:" followed by its lines, long code or config listings and
// binary data. A memory should say what matters about a file, not carry the file.
import type { Detector } from './types.ts';

const ENV_LINE = /^\s*(?:export\s+)?(?:[A-Z][A-Z0-9_]{1,63}\s?=\s?\S|[a-z][a-z0-9_.-]{1,63}=\S|\/\/[^\s=]+:_\w+=\S)/;
const CONFIG_LINE = /^\s*(?:[\w.-]{1,64}\s*[:=]\s*\S|"[\w.-]{1,64}"\s*:\s*\S|\[[\w. "-]+\]\s*$|-\s+[\w.-]+:\s*\S)/;
const LEAD_IN = /\b(?:here(?:'s| is| are)|this is|these are|pasting|copying|contents? of|dump of|output of|my|our|the)\b[^\n]{0,40}?(?:\.env\b|\benv file|\benv output|\bconfig(?:uration)? file|\bcredentials file|\.npmrc|\.pypirc|\.netrc|\.pgpass|\.git-credentials|\bsecrets file|\bkubeconfig|\bid_rsa|\bsettings file|\b[\w-]+\.(?:env|ini|toml|ya?ml|json|conf|cfg|properties|pem|key)\b)[^\n]{0,30}:?\s*$/i;

const LEAD_IN_HINTS = ['.env', 'env file', 'env output', 'config', 'credentials', '.npmrc', '.pypirc', '.netrc', '.pgpass', 'secrets file', 'kubeconfig', 'id_rsa', 'settings file', '.ini', '.toml', '.yml', '.yaml', '.json', '.conf', '.cfg', '.properties', '.pem', '.key'];

function lines(text: string): string[] {
  return text.split(/\r?\n/);
}

function longestRun(all: string[], test: RegExp): number {
  let best = 0;
  let run = 0;
  for (const line of all) {
    if (test.test(line)) best = Math.max(best, ++run);
    else if (line.trim() === '' || /^\s*#/.test(line)) continue;
    else run = 0;
  }
  return best;
}

function looksCodeLike(line: string): boolean {
  return /[{};=()<>[\]]|^\s{2,}\S|^\s*(?:import|export|const|let|var|def|class|function|return|if|for|while|package|func|fn|pub|use|#include)\b/.test(line);
}

export const DUMP_DETECTORS: readonly Detector[] = [
  { id: 'env-dump', category: 'env_file', message: 'The text looks like a pasted .env file or block of KEY=VALUE settings.',
    detect: (text) => text.includes('=') && text.includes('\n') && longestRun(lines(text), ENV_LINE) >= 3 },
  { id: 'private-file-lead-in', category: 'private_file', message: 'The text looks like the contents of a private file.',
    detect: (text, lower) => {
      if (!text.includes('\n') || !LEAD_IN_HINTS.some((h) => lower.includes(h))) return false;
      const all = lines(text);
      for (let i = 0; i < all.length - 2; i++) {
        if (all[i]!.length > 120 || !LEAD_IN.test(all[i]!)) continue;
        const body = all.slice(i + 1).filter((l) => l.trim() !== '');
        if (body.length >= 2 && body.filter((l) => CONFIG_LINE.test(l) || ENV_LINE.test(l)).length >= 2) return true;
      }
      return false;
    } },
  { id: 'certificate-block', category: 'private_file', message: 'The text contains a pasted certificate or key file.',
    detect: (text) => /-----BEGIN [A-Z0-9 ]{3,40}-----(?:\\n|\s)+[A-Za-z0-9+/=]{40,}/.test(text) },
  { id: 'long-listing', category: 'file_dump', message: 'The text looks like a pasted file or long code listing.',
    detect: (text) => {
      if ((text.match(/\n/g)?.length ?? 0) < 14) return false;
      const all = lines(text).filter((l) => l.trim() !== '');
      if (all.length < 15) return false;
      const code = all.filter((l) => looksCodeLike(l) || CONFIG_LINE.test(l)).length;
      return code / all.length >= 0.6;
    } },
  { id: 'binary-data', category: 'binary', message: 'The text contains binary data.',
    detect: (text) => {
      const bad = text.match(/[\u0000-\u0008\u000e-\u001f\ufffd]/g)?.length ?? 0;
      return bad >= 8 && bad / text.length >= 0.02;
    } },
];
