import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from './http-errors';
import { httpErrorFromDatabase } from './db-errors';
import { localize, requestLanguage } from './localize';

type FieldError = { field: string; message: string };

function validationErrors(err: FastifyError & { validation: unknown[] }, context: string | undefined): FieldError[] {
  return (err.validation as { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } }[]).map((v) => {
    const path = v.params?.issue?.path?.map(String).join('.') || v.instancePath?.replace(/^\//, '').replace(/\//g, '.') || context || 'body';
    return { field: path, message: v.message ?? 'Invalid value' };
  });
}

/** Turns every failure into {"detail": ...} with the right status; nothing internal leaks to the client. */
export function errorHandler(err: FastifyError | HttpError, req: FastifyRequest, reply: FastifyReply) {
  const withMessage = req.routeOptions.config?.endpoint?.errorsCarryMessage === true;
  // Details and field messages in the language the client asked for (Accept-Language).
  const language = requestLanguage(req);
  const send = (status: number, englishDetail: string, englishErrors?: FieldError[]) => {
    const detail = localize(englishDetail, language);
    const errors = englishErrors?.map((e) => ({ field: e.field, message: localize(e.message, language) }));
    return reply.code(status).send({ detail, ...(errors ? { errors } : {}), ...(withMessage ? { message: detail } : {}) });
  };

  if (err instanceof HttpError) return send(err.statusCode, err.detail, err.errors);
  if (hasZodFastifySchemaValidationErrors(err)) {
    const errors = validationErrors(err as FastifyError & { validation: unknown[] }, err.validationContext);
    const first = errors[0];
    return send(400, first ? `${first.field}: ${localize(first.message, language)}` : 'Invalid input.', errors);
  }
  if (isResponseSerializationError(err)) {
    req.log.error({ err }, 'response did not match its contract');
    return send(500, 'Internal server error.');
  }
  const fromDatabase = httpErrorFromDatabase(err);
  if (fromDatabase) return send(fromDatabase.statusCode, fromDatabase.detail);
  const status = (err as FastifyError).statusCode;
  if (status && status >= 400 && status < 500) {
    const detail = (err as { detail?: string }).detail ?? err.message;
    return send(status, detail);
  }
  // The logger's err serializer is safeErrorForLog (app.ts): the error goes in as thrown, and is made safe once.
  req.log.error({ err }, 'unhandled error');
  return send(500, 'Internal server error.');
}
