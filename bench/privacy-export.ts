// `npm run bench -- privacy-export` (issue 31): downloading all of the data of the district's largest student (the one
// with the most records in the personal-data map) against reading the same student's own home, in the same run. The
// goal is a whole download in under a minute.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/src/db/client';
import { rowsOf } from '../server/src/db/rows';
import { issueToken } from '../server/src/core/identity/sessions';
import { PERSONAL_DATA } from '../server/src/features/privacy/personal-data';
import { startBenchServer, withTemplateDatabase } from './harness';
import { buildDistrict } from './dashboards';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/** The student with the most rows across the map's subject tables, with a session of their own. */
async function largestStudent(databaseUrl: string): Promise<{ username: string; rows: number; token: string }> {
  const database = await openDatabase({ databaseUrl });
  try {
    const counts = PERSONAL_DATA.filter((e) => e.subject.includes('student_id')).map((e) =>
      sql`select student_id as id, count(*) as n from ${sql.identifier(e.table)} group by student_id`);
    const [top] = rowsOf<{ id: number; username: string; rows: string }>(await database.db.execute(sql`
      select u.id, u.username, sum(c.n) as rows from (${sql.join(counts, sql` union all `)}) c join users u on u.id = c.id
      where u.role = 'student' group by u.id, u.username order by sum(c.n) desc limit 1`));
    return { username: top.username, rows: Number(top.rows), token: await issueToken(database.db, top.id, 24) };
  } finally {
    await database.close();
  }
}

async function timed(url: string, token: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const res = await fetch(url, { headers: { Authorization: `Token ${token}` } });
  const bytes = (await res.arrayBuffer()).byteLength;
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return { ms: performance.now() - started, bytes };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function privacyExportBench(): Promise<void> {
  await withTemplateDatabase('district', buildDistrict, async (databaseUrl) => {
    const student = await largestStudent(databaseUrl);
    const server = await startBenchServer(databaseUrl);
    try {
      const home = `${server.url}/api/student_dashboard/${student.username}/`;
      const download = `${server.url}/api/privacy/students/${student.username}/export/`;
      const homes: number[] = [];
      const downloads: number[] = [];
      let bytes = 0;
      for (let round = 0; round < ROUNDS; round++) {
        homes.push((await timed(home, student.token)).ms);
        const d = await timed(download, student.token);
        downloads.push(d.ms);
        bytes = d.bytes;
      }
      const ms = median(downloads);
      console.log(`largest student ${student.username}: ${student.rows} rows in the map's student tables; ZIP ${(bytes / 1024).toFixed(1)} kB`);
      console.log(`home ${median(homes).toFixed(1)} ms, download ${ms.toFixed(1)} ms (median of ${ROUNDS}); goal: under 60,000 ms`);
      console.log(`RESULT privacy-export ratio=${(median(homes) / ms).toFixed(4)} download_ms=${ms.toFixed(0)} rows=${student.rows} kb=${(bytes / 1024).toFixed(1)} goal_met=${ms < 60_000}`);
    } finally {
      await server.stop();
    }
  });
}
