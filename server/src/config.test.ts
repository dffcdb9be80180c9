import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the embedded database when DATABASE_URL is unset or empty', () => {
    expect(loadConfig({}).databaseUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db' }).databaseUrl).toBe('postgres://u@h:5432/db');
  });

  it('fails fast with a readable list of every wrong variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(/Invalid configuration:\n {2}PORT: .*\n {2}DATABASE_URL: DATABASE_URL must start with postgres:\/\//);
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
});
