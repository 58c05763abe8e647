import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkRemoteVersion,
  compareVersions,
  githubVersionUrl,
  parseVersion,
  remoteVersionUrl,
} from '../src/version-check.js';
import { toolVersion } from '../src/version.js';
import { startVersionHost, type VersionHost } from './support/version-host.js';

describe('version parsing', () => {
  it('accepts only strict x.y.z', () => {
    expect(parseVersion('1.2.3')).toEqual([1, 2, 3]);
    expect(parseVersion(' 0.10.0\n')).toEqual([0, 10, 0]);
    for (const bad of ['v1.2.3', '1.2', '1.2.3-beta.1', '1.2.3.4', '', 'latest', '1.x.3', '<html>']) {
      expect(parseVersion(bad), bad).toBeUndefined();
    }
  });

  it('compares numerically, not as text', () => {
    expect(compareVersions('0.10.0', '0.9.9')!).toBeGreaterThan(0);
    expect(compareVersions('1.0.0', '1.0.0')).toBe(0);
    expect(compareVersions('1.2.3', '1.3.0')!).toBeLessThan(0);
    expect(compareVersions('1.2.3', 'nope')).toBeUndefined();
  });
});

describe('remote URL', () => {
  it('derives the raw VERSION URL of GitHub repositories', () => {
    const want = 'https://raw.githubusercontent.com/pipefy/pipe-migrate/main/VERSION';
    for (const repo of [
      'https://github.com/pipefy/pipe-migrate.git',
      'git+https://github.com/pipefy/pipe-migrate.git',
      'https://github.com/pipefy/pipe-migrate',
      'git@github.com:pipefy/pipe-migrate.git',
      'ssh://git@github.com/pipefy/pipe-migrate.git',
      'github:pipefy/pipe-migrate',
      'pipefy/pipe-migrate',
    ]) {
      expect(githubVersionUrl(repo), repo).toBe(want);
    }
    expect(githubVersionUrl('https://gitlab.com/pipefy/pipe-migrate.git')).toBeUndefined();
  });

  it('uses PIPE_MIGRATE_VERSION_URL, else package.json repository', () => {
    expect(remoteVersionUrl({ PIPE_MIGRATE_VERSION_URL: 'http://127.0.0.1:9/VERSION' })).toBe('http://127.0.0.1:9/VERSION');
    expect(remoteVersionUrl({ PIPE_MIGRATE_VERSION_URL: 'off' })).toBeUndefined();
    expect(remoteVersionUrl({})).toBe('https://raw.githubusercontent.com/pipefy/pipe-migrate/main/VERSION');
  });
});

describe('checkRemoteVersion against a local version host', () => {
  let host: VersionHost;
  beforeAll(async () => {
    host = await startVersionHost();
  });
  afterAll(async () => {
    await host.close();
  });
  const env = () => ({ PIPE_MIGRATE_VERSION_URL: host.url });

  it('current when main has the same version', async () => {
    host.set({ body: '0.4.2\n' });
    const result = await checkRemoteVersion({ env: env(), local: '0.4.2' });
    expect(result).toEqual({ status: 'current', local: '0.4.2', remote: '0.4.2', url: host.url });
    expect(host.lastUserAgent).toContain('pipe-migrate');
  });

  it('current when main is older (a local pre-release build)', async () => {
    host.set({ body: '0.4.1' });
    expect((await checkRemoteVersion({ env: env(), local: '0.4.2' })).status).toBe('current');
  });

  it('newer when main has a newer version, compared numerically', async () => {
    host.set({ body: '0.10.0\n' });
    const result = await checkRemoteVersion({ env: env(), local: '0.9.3' });
    expect(result.status).toBe('newer');
    expect(result.remote).toBe('0.10.0');
  });

  it('uses the local VERSION file by default', async () => {
    host.set({ body: toolVersion() });
    const result = await checkRemoteVersion({ env: env() });
    expect(result).toMatchObject({ status: 'current', local: toolVersion() });
  });

  it('invalid when the body is not x.y.z (or the local version is not)', async () => {
    host.set({ body: '<html>rate limited</html>' });
    expect((await checkRemoteVersion({ env: env(), local: '1.0.0' })).status).toBe('invalid');
    host.set({ body: '1.0.0-beta' });
    expect((await checkRemoteVersion({ env: env(), local: '1.0.0' })).status).toBe('invalid');
    host.set({ body: '1.0.0' });
    expect((await checkRemoteVersion({ env: env(), local: 'dev' })).status).toBe('invalid');
  });

  it('unreachable on an HTTP error, a closed port, a bad URL or no URL', async () => {
    host.set({ status: 404, body: 'Not Found' });
    expect((await checkRemoteVersion({ env: env(), local: '1.0.0' })).status).toBe('unreachable');
    host.set({ status: 500, body: '1.2.3' });
    expect((await checkRemoteVersion({ env: env(), local: '1.0.0' })).status).toBe('unreachable');
    expect((await checkRemoteVersion({ url: 'http://127.0.0.1:9/VERSION', local: '1.0.0' })).status).toBe('unreachable');
    expect((await checkRemoteVersion({ url: 'not a url', local: '1.0.0' })).status).toBe('unreachable');
    expect((await checkRemoteVersion({ url: 'ftp://127.0.0.1/VERSION', local: '1.0.0' })).status).toBe('unreachable');
    const off = await checkRemoteVersion({ env: { PIPE_MIGRATE_VERSION_URL: 'off' }, local: '1.0.0' });
    expect(off).toEqual({ status: 'unreachable', local: '1.0.0' });
  });

  it('gives up after the timeout instead of waiting', async () => {
    host.set({ body: '9.9.9', delayMs: 5000 });
    // Had it waited for the answer, the status would be 'newer'.
    const result = await checkRemoteVersion({ env: env(), local: '1.0.0', timeoutMs: 200 });
    expect(result.status).toBe('unreachable');
  });

  it('follows a redirect', async () => {
    host.set({ body: '2.0.0' });
    const result = await checkRemoteVersion({ url: `${host.base}/redirect`, local: '1.0.0' });
    expect(result).toMatchObject({ status: 'newer', remote: '2.0.0' });
  });
});
