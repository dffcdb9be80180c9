import { describe, expect, it } from 'vitest';
import { DEFAULT_LOG_RETENTION_MONTHS, loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the embedded database when DATABASE_URL is unset or empty', () => {
    expect(loadConfig({}).databaseUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db' }).databaseUrl).toBe('postgres://u@h:5432/db');
  });

  it('fails fast with a readable list of every wrong variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(/Invalid configuration:\n {2}PORT: .*\n {2}DATABASE_URL: DATABASE_URL must start with postgres:\/\//);
  });

  it('opens 10 PostgreSQL connections per process unless DATABASE_POOL_SIZE says how many (1-100)', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '5' }).databasePoolSize).toBe(5);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'many' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('resolves DATA_DIR against the repository, whichever folder npm runs from', () => {
    expect(loadConfig({ DATA_DIR: 'data' }).dataDir).toMatch(/\/data$/);
    expect(loadConfig({ DATA_DIR: '/srv/prayog' }).dataDir).toBe('/srv/prayog');
  });

  it('reads CORS_ORIGINS as a comma-separated list of origins, empty by default', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: ' https://app.example.org, http://localhost:5173/ ' }).corsOrigins).toEqual(['https://app.example.org', 'http://localhost:5173']);
    expect(() => loadConfig({ CORS_ORIGINS: 'app.example.org' })).toThrow(/CORS_ORIGINS/);
  });

  it('trusts no proxy by default, and otherwise only a number of proxies or their addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 192.168.1.5 ,fd00::/8,loopback' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.5', 'fd00::/8', 'loopback']);
  });

  it('keeps the logs LOG_RETENTION_MONTHS months (24 by default), never less than the year the access records promise', () => {
    expect(loadConfig({}).logRetentionMonths).toBe(DEFAULT_LOG_RETENTION_MONTHS);
    expect(DEFAULT_LOG_RETENTION_MONTHS).toBe(24);
    expect(loadConfig({ LOG_RETENTION_MONTHS: '36' }).logRetentionMonths).toBe(36);
    expect(() => loadConfig({ LOG_RETENTION_MONTHS: '6' })).toThrow(/LOG_RETENTION_MONTHS: LOG_RETENTION_MONTHS must be at least 13/);
    expect(() => loadConfig({ LOG_RETENTION_MONTHS: 'a year' })).toThrow(/LOG_RETENTION_MONTHS/);
  });

  it('refuses TRUST_PROXY=true (a client writes the leftmost X-Forwarded-For itself), saying what to write instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/Invalid configuration:\n {2}TRUST_PROXY: TRUST_PROXY=true would believe any address a client writes in X-Forwarded-For; write the number of proxies in front of the server \(TRUST_PROXY=1 for one load balancer\) or their addresses and ranges \(TRUST_PROXY=10\.0\.0\.0\/8,192\.168\.1\.5\)/);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY: yes is not a number of proxies, an address or a CIDR range; write the number/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33,10.0.0.1' })).toThrow(/TRUST_PROXY: 10\.0\.0\.0\/33 is not/);
    expect(() => loadConfig({ TRUST_PROXY: '99' })).toThrow(/TRUST_PROXY: 99 proxies/);
  });
});
