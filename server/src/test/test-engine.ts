/** Tests run on PGlite by default and on real PostgreSQL with TEST_DB=postgres. */
export const testEngine = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
export const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function withDatabaseName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
