import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { openStore } from '../../lib/store/store.ts';

describe('openStore cacheMiB', () => {
  const home = mkdtempSync(join(tmpdir(), 'nuzo-open-'));
  after(() => rmSync(home, { recursive: true, force: true }));
  const cacheSize = (opts: Parameters<typeof openStore>[0]) => {
    const store = openStore({ home, ...opts });
    try {
      return Number((store.db.prepare('PRAGMA cache_size').get() as { cache_size: number }).cache_size);
    } finally {
      store.close();
    }
  };

  test('A long-lived reader gets the page cache it asks for, read-write and read-only.', () => {
    assert.equal(cacheSize({ cacheMiB: 32 }), -32 * 1024);
    assert.equal(cacheSize({ cacheMiB: 8, readOnly: true }), -8 * 1024);
  });

  test("Without the option SQLite's default cache stays, so short-lived hooks do not change.", () => {
    assert.equal(cacheSize({}), -2000);
  });
});
