import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers too large, not HTTP, too slow) get the same
 * {"detail": ...} body as every other error, written straight to the socket. English only: there are no headers to
 * read a language from.
 */
export function answerUnreadableRequest(this: FastifyInstance, err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, detail] = err.code === 'HPE_HEADER_OVERFLOW' ? [431, 'The request headers are too large.']
    : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'The request took too long to arrive.']
      : [400, 'The request is not valid HTTP.'];
  this.log.trace({ err }, 'unreadable request');
  const body = JSON.stringify({ detail });
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n`
      + `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy(err);
}
