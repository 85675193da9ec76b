import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { createTestDatabase, testConfig } from './test/helpers';

const trustProxy = (value?: string) =>
  loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy;

describe('TRUST_PROXY', () => {
  it('trusts the loopback proxy by default, or exactly what it names', () => {
    expect(trustProxy()).toEqual(['loopback']);
    expect(trustProxy('')).toEqual(['loopback']);
    expect(trustProxy('true')).toBe(true);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('10.0.0.5, 10.1.0.0/16,uniquelocal, ::1')).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'uniquelocal',
      '::1',
    ]);
  });

  it('refuses a hop count and anything that is not an address, a range or a range name', () => {
    expect(() => trustProxy('2')).toThrow(ConfigError);
    expect(() => trustProxy('2')).toThrow(
      "TRUST_PROXY: a hop count is not supported: name the proxy's addresses",
    );
    expect(() => trustProxy('10.0.0.5,proxy.internal')).toThrow(
      "TRUST_PROXY: 'proxy.internal' is not an address, a CIDR range or a range name",
    );
  });
});

describe('the client address behind a proxy', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => handle.close());

  async function clientAddress(env: Record<string, string>, remoteAddress: string) {
    const config = testConfig(env);
    const app = await buildApp(config, {
      database: handle,
      logger: false,
      webDist: path.join(config.dataDir, 'x'),
    });
    app.get('/whoami', async (request) => ({ ip: request.ip }));
    const res = await app.inject({
      method: 'GET',
      url: '/whoami',
      remoteAddress,
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    await app.close();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
    return res.json<{ ip: string }>().ip;
  }

  it('takes X-Forwarded-For only from a trusted proxy', async () => {
    expect(await clientAddress({}, '127.0.0.1')).toBe('203.0.113.9');
    expect(await clientAddress({}, '10.0.0.5')).toBe('10.0.0.5');
    expect(await clientAddress({ TRUST_PROXY: '10.0.0.0/8' }, '10.0.0.5')).toBe('203.0.113.9');
    expect(await clientAddress({ TRUST_PROXY: '10.0.0.0/8' }, '192.168.1.4')).toBe('192.168.1.4');
    expect(await clientAddress({ TRUST_PROXY: 'false' }, '127.0.0.1')).toBe('127.0.0.1');
  });
});
