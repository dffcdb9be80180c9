import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SchoolChoice } from '@prayog/contract';
import { schools } from './schools.table';

export async function listSchoolChoices(db: Db): Promise<SchoolChoice[]> {
  const rows = await db.select({ value: schools.code, label: schools.name }).from(schools).orderBy(asc(schools.name));
  return rows;
}
