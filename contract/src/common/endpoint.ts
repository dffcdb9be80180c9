import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of the API, whole: method, path, parameters, query, body and success responses. The server
 * registers its route from it and the web client calls through it, so no path or shape is typed twice.
 * Error responses ({"detail": ...}) are the same for every call and are added by the server.
 */
export interface EndpointDefinition {
  method: HttpMethod;
  /** The path under /api, with `:name` parameters. */
  path: string;
  summary: string;
  description?: string;
  tags: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  /**
   * A multipart/form-data body: `fields` describes the text fields (the server reads the parts itself,
   * so a bad upload is refused before anything is stored); `files` names the file fields.
   */
  multipart?: { fields: z.ZodType; files: readonly string[] };
  /** Success responses by status; a binary body (a PDF, say) is described by `binaryBody`. */
  responses: { [status: number]: z.ZodType };
  /** Registration's client reads `message` (spec 1 §7), so its errors carry it as well as `detail`. */
  errorsCarryMessage?: boolean;
}

/** Keeps the literal types of a definition (method, path, schemas) for the server and the client. */
export function defineEndpoint<const E extends EndpointDefinition>(definition: E): E {
  return definition;
}

/** The body of a file download; the content type says what it is. */
export const binaryBody = z.any().meta({ description: 'The file itself (see Content-Type)' });

type SuccessStatus = 200 | 201 | 202 | 204;
type SchemaAt<R, K> = K extends keyof R ? (R[K] extends z.ZodType ? R[K] : never) : never;

export type EndpointParams<E extends EndpointDefinition> = E['params'] extends z.ZodType ? z.input<E['params']> : undefined;
export type EndpointQuery<E extends EndpointDefinition> = E['query'] extends z.ZodType ? z.input<E['query']> : undefined;
export type EndpointBody<E extends EndpointDefinition> = E['body'] extends z.ZodType ? z.input<E['body']> : undefined;
/** The parsed success body (any of the endpoint's 2xx schemas). */
export type EndpointResponse<E extends EndpointDefinition> = z.output<SchemaAt<E['responses'], SuccessStatus>>;
/** The schema a client parses a success body with: the endpoint's 2xx schemas. */
export function successSchema<E extends EndpointDefinition>(endpoint: E): z.ZodType<EndpointResponse<E>> {
  const schemas = Object.entries(endpoint.responses).filter(([status]) => Number(status) < 300).map(([, s]) => s);
  if (schemas.length === 0) throw new Error(`${endpoint.method} ${endpoint.path} has no success response`);
  const unique = [...new Set(schemas)];
  return (unique.length === 1 ? unique[0] : z.union(unique as [z.ZodType, z.ZodType, ...z.ZodType[]])) as z.ZodType<EndpointResponse<E>>;
}

/** The endpoint's path with its `:name` parameters filled in (URL-encoded). */
export function endpointPath(endpoint: Pick<EndpointDefinition, 'path'>, params?: Record<string, string | number>): string {
  return endpoint.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${endpoint.path}`);
    return encodeURIComponent(String(value));
  });
}

// ---------------------------------------------------------------- shared pagination

/** limit/offset paging for every list that can grow (ARCHITECTURE §3). */
export function paginationQuery(opts: { defaultLimit: number; maxLimit: number }) {
  return z.object({
    limit: z.coerce.number().int().min(1).max(opts.maxLimit).default(opts.defaultLimit).meta({ description: `At most ${opts.maxLimit}` }),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  });
}

/** A page of a list: how many there are in all, the page asked for, and its rows. */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int().meta({ description: 'Rows in the whole list' }),
    limit: z.number().int(),
    offset: z.number().int(),
    results: z.array(item),
  });
}

// ---------------------------------------------------------------- shared field shapes

/** A database id in a path or query: a positive 32-bit integer, so 2147483648 is a 400, never a 500. */
export const idSchema = z.coerce
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .positive('Must be a positive id')
  .max(2147483647, 'Id is too large');
