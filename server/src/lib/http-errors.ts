/** A failure a service can raise; the app's error handler turns it into {"detail": ...} with the status. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429,
    public readonly detail: string,
    public readonly errors?: { field: string; message: string }[],
  ) {
    super(detail);
  }
}

export const badRequest = (detail: string, errors?: { field: string; message: string }[]) => new HttpError(400, detail, errors);
export const unauthorized = (detail = 'Authentication credentials were not provided.') => new HttpError(401, detail);
export const forbidden = (detail = 'You do not have permission to perform this action.') => new HttpError(403, detail);
export const notFound = (detail = 'Not found.') => new HttpError(404, detail);
export const conflict = (detail: string) => new HttpError(409, detail);
export const tooManyRequests = (detail: string) => new HttpError(429, detail);
