// The system Chromium driven by playwright-core from the dev tools (never a browser download).
// When either is missing the browser tests skip and say why; .ci/run installs Chromium.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { devModules } from '../../scripts/dev-tools.mjs';

export const CHROMIUM = process.env.NUZO_CHROMIUM ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) => existsSync(p)) ?? null;

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

// playwright-core lives outside the checkout, so its types are not visible to tsc here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Playwright = { chromium: { launchPersistentContext(dir: string, options: Record<string, unknown>): Promise<any> } };

export function loadPlaywright(): Playwright | null {
  try {
    return createRequire(join(devModules(), 'dev-tools.cjs'))('playwright-core') as Playwright;
  } catch {
    return null;
  }
}

// Why the browser tests cannot run here, or null when they can.
export function browserSkipReason(): string | null {
  if (!CHROMIUM) return "no Chromium at /usr/bin/chromium (install Debian's chromium: apt-get install -y chromium; .ci/run does)";
  if (!loadPlaywright()) return 'playwright-core is missing from the dev tools (node scripts/dev-tools.mjs)';
  return null;
}

export async function launchBrowser() {
  const pw = loadPlaywright()!;
  const profile = mkdtempSync(join(tmpdir(), 'nuzo-chromium-'));
  const context = await pw.chromium.launchPersistentContext(profile, { executablePath: CHROMIUM!, headless: true, args: CHROMIUM_ARGS, viewport: { width: 1200, height: 900 } });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

// Screenshots go to test-output/ui/ (ignored by git), or NUZO_TEST_OUTPUT when set.
export function screenshotDir(): string {
  const dir = process.env.NUZO_TEST_OUTPUT ? join(process.env.NUZO_TEST_OUTPUT, 'ui') : fileURLToPath(new URL('../../test-output/ui/', import.meta.url));
  mkdirSync(dir, { recursive: true });
  return dir;
}
