import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AVATAR_CHOICE_FIELD, profileParamsSchema, profilePaths, profileResponses, profileUpdateSchema,
} from '@prayog/contract';
import type { AppContext } from '../../app-context';
import { ownUsername } from '../../lib/access';
import { readMultipartForm } from '../../lib/multipart';
import { chooseAvatar, getStudentProfile, listAvatars, updateStudentProfile } from './profile.service';

// A student sees and changes only their own profile (ARCHITECTURE §4); superusers pass every rule.
const ownProfile = {
  roles: ['student'] as const,
  scope: ownUsername(),
  scopeDenied: 'You can only view or change your own profile.',
};

/** The avatar choice is one short text field; no file belongs in this form. */
const AVATAR_FORM_LIMIT_BYTES = 1024;

export const profileRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  // Registered before the {username} routes for readability; find-my-way prefers the static path anyway.
  app.get(profilePaths.avatars, {
    schema: { tags: ['profile'], summary: 'Avatars a student can pick', response: profileResponses.avatars },
    config: { access: { roles: ['student'], scope: 'any' } },
  }, async () => listAvatars(ctx.db));

  app.get(profilePaths.profile, {
    schema: { tags: ['profile'], summary: "The student's profile", params: profileParamsSchema, response: profileResponses.get },
    config: { access: ownProfile },
  }, async (req) => getStudentProfile(ctx.db, req.params.username));

  app.patch(profilePaths.profile, {
    schema: {
      tags: ['profile'], summary: 'Change name, grade or section (username and email are read-only)',
      params: profileParamsSchema, body: profileUpdateSchema, response: profileResponses.update,
    },
    config: { access: ownProfile },
  }, async (req) => updateStudentProfile(ctx.db, req.params.username, req.body));

  app.post(profilePaths.uploadAvatar, {
    schema: {
      tags: ['profile'], summary: `Pick an avatar: multipart/form-data with the field ${AVATAR_CHOICE_FIELD}`,
      consumes: ['multipart/form-data'], params: profileParamsSchema, response: profileResponses.uploadAvatar,
    },
    config: { access: ownProfile },
  }, async (req) => {
    const form = await readMultipartForm(req, {
      maxFileBytes: AVATAR_FORM_LIMIT_BYTES,
      notMultipart: `Send the avatar as multipart/form-data with the field ${AVATAR_CHOICE_FIELD}.`,
      tooLarge: 'Choose one of the available avatars; uploading an image is not supported.',
    });
    return chooseAvatar(ctx.db, req.params.username, form.fields[AVATAR_CHOICE_FIELD]?.trim());
  });
};
