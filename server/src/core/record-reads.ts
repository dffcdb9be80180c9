import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from './policy';

/**
 * Access records (issue 31 item 5): a read of a student's own records by someone other than the student and their
 * family (their school's teachers and office, or an administrator) is written down, who read whose records, what and
 * when, before the answer leaves. The route's policy names the student (`Policy.personOf`), or the route names the path
 * parameter that does (`readsRecordsOf`). The privacy feature keeps the records; app.ts decorates the app with its writer.
 */
export type ReaderRole = 'teacher' | 'school' | 'admin';

export interface RecordRead {
  readerId: number;
  readerRole: ReaderRole;
  studentId: number;
  /** What was read: the endpoint's first tag (course-report, profile, learners, files, privacy …). */
  what: string;
}

export interface ReadRecorder {
  /** Resolves once the read is stored. */
  record(read: RecordRead): Promise<void>;
  /** The id of the student with this username, or null. */
  studentIdOf(username: string): Promise<number | null>;
}

/** The role a read is recorded under; null for a reader whose reads are not recorded (the student, a parent). */
function readerRole(reader: Principal): ReaderRole | null {
  if (reader.isSuperuser) return 'admin';
  return reader.role === 'teacher' || reader.role === 'school' ? reader.role : null;
}

async function studentRead(req: FastifyRequest, recorder: ReadRecorder): Promise<number | null> {
  const config = req.routeOptions.config;
  const fromPolicy = config?.access?.personOf?.(req.accessSubject);
  if (fromPolicy !== undefined) return fromPolicy;
  if (!config?.readsRecordsOf) return null;
  const username = (req.params as Record<string, unknown> | undefined)?.[config.readsRecordsOf];
  return typeof username === 'string' ? recorder.studentIdOf(username) : null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where staff reads of a student's records are written (app.ts hands the privacy feature's writer). */
    readRecorder: ReadRecorder;
  }
}

/**
 * The onSend hook of a route that reads a student's records (core/route.ts adds it only to those routes, so no other
 * request pays for it): after a successful GET by staff or an administrator, the read is stored before the answer leaves.
 */
export async function recordStudentRead(req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const reader = req.principal;
  const role = reader && readerRole(reader);
  if (!role || req.method !== 'GET' || reply.statusCode >= 300) return payload;
  const recorder = req.server.readRecorder;
  const studentId = await studentRead(req, recorder);
  if (studentId === null || studentId === reader.id) return payload;
  await recorder.record({ readerId: reader.id, readerRole: role, studentId, what: req.routeOptions.config.endpoint?.tags[0] ?? 'records' });
  return payload;
}
