import type { FastifyPluginAsync } from 'fastify';
import { AVATAR_CHOICE_FIELD, profileEndpoints } from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { readMultipartForm } from '../../lib/multipart';
import { userChanged } from '../../core/request-caches';
import { route } from '../../core/route';
import { namedStudent, studentSelf } from '../../policies';
import { cancelClassChange, chooseAvatar, getStudentProfile, listAvatars, NO_PROFILE, updateStudentProfile } from './profile.service';

// A student sees and changes only their own profile (ARCHITECTURE §4); superusers any student's.
const ownProfile = namedStudent({ deniedDetail: 'You can only view or change your own profile.', notFoundDetail: NO_PROFILE });

/** The avatar choice is one short text field; no file belongs in this form. */
const AVATAR_FORM_LIMIT_BYTES = 1024;

export const profileRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  // find-my-way prefers the static path, so 'avatars' is never taken for a username.
  route(app, profileEndpoints.avatars, { access: studentSelf, handler: () => listAvatars(ctx.db) });
  route(app, profileEndpoints.get, {
    access: ownProfile,
    handler: (_req, { student }) => getStudentProfile(ctx.db, student.username),
  });
  route(app, profileEndpoints.update, {
    access: ownProfile,
    async handler(req, { student }) {
      // A new class is only asked for here (ADR 0024); the name changes at once.
      const profile = await updateStudentProfile(ctx.db, student.username, req.body);
      // The session carries the student's name.
      userChanged(ctx, student.id);
      return profile;
    },
  });
  route(app, profileEndpoints.cancelClassChange, {
    access: ownProfile,
    handler: (_req, { student }) => cancelClassChange(ctx.db, student.username),
  });
  route(app, profileEndpoints.uploadAvatar, {
    access: ownProfile,
    async handler(req, { student }) {
      const form = await readMultipartForm(req, {
        maxFileBytes: AVATAR_FORM_LIMIT_BYTES,
        notMultipart: `Send the avatar as multipart/form-data with the field ${AVATAR_CHOICE_FIELD}.`,
        tooLarge: 'Choose one of the available avatars; uploading an image is not supported.',
      });
      return chooseAvatar(ctx.db, student.username, form.fields[AVATAR_CHOICE_FIELD]?.trim());
    },
  });
};
