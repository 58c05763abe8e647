// The entry script refuses Node.js older than 18.17 with one plain sentence, before loading anything else.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('Node.js floor', () => {
  it.each(['16.20.0', '18.16.1'])('Node %s gets a clear message and exit 2', (version) => {
    const res = spawnSync(process.execPath, ['-r', './test/fixtures/old-node.cjs', 'bin/pipe-migrate.js', '--version'], {
      encoding: 'utf8',
      env: { ...process.env, FAKE_NODE_VERSION: version },
    });
    expect(res.status).toBe(2);
    expect(res.stderr).toContain('Node.js 18.17');
    expect(res.stderr).toContain(version);
    expect(res.stderr).not.toMatch(/\n\s+at /);
    expect(res.stdout).toBe('');
  });
});
