import { count, desc, eq } from 'drizzle-orm';
import type { ClassroomGallery, ClassroomGalleryList, CreateGalleryRequest } from '@prayog/contract';
import type { Db } from '../../db/client';
import type { Principal } from '../../policies';
import { recordAudit } from '../audit';
import { checkOwnSchool } from '../innovation-club';
import type { SchoolContext } from '../../core/identity/schools';
import { classroomGalleries as galleries } from './gallery.table';

type GalleryRow = typeof galleries.$inferSelect;

const toGallery = (school: SchoolContext, r: GalleryRow): ClassroomGallery => ({
  id: r.id, school: school.name, gallery: r.gallery, last_modified: r.lastModified.toISOString(),
});

/** The school's gallery links, last modified first, a page at a time (classroom_galleries_school_idx). */
export async function listGalleries(db: Db, school: SchoolContext, page: { limit: number; offset: number }): Promise<ClassroomGalleryList> {
  const mine = eq(galleries.schoolId, school.id);
  const [rows, [total]] = await Promise.all([
    db.select().from(galleries).where(mine).orderBy(desc(galleries.lastModified), desc(galleries.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(galleries).where(mine),
  ]);
  return { count: total?.n ?? 0, limit: page.limit, offset: page.offset, classroom_gallery: rows.map((r) => toGallery(school, r)) };
}

/**
 * A teacher's new gallery link for their own school (the form's school must be it: 403). The contract has already
 * refused a link that is not http(s). The row and its audit entry are one transaction.
 */
export async function createGallery(db: Db, school: SchoolContext, user: Principal, input: CreateGalleryRequest): Promise<ClassroomGallery> {
  checkOwnSchool(school, input.school);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(galleries).values({ schoolId: school.id, gallery: input.gallery, createdBy: user.id }).returning();
    await recordAudit(tx, { schoolId: school.id, actorId: user.id, action: 'create', entity: 'classroom_gallery', entityId: row.id, after: { gallery: row.gallery } });
    return toGallery(school, row);
  });
}
