import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from './http-errors';
import { NUL_DETAIL } from './input-guard';

export const UNREADABLE_UPLOAD = 'The upload could not be read. Please send the form again.';

export interface UploadedFile {
  fieldname: string;
  filename: string;
  mimetype: string;
  bytes: Buffer;
}

export interface MultipartForm {
  /** Text fields; when a name repeats, the first value counts. */
  fields: Record<string, string>;
  files: UploadedFile[];
}

interface ReadOptions {
  /** Larger files are refused with 413 (the plugin's global limit is the ceiling). */
  maxFileBytes: number;
  notMultipart: string;
  tooLarge: string;
}

const errorCode = (err: unknown) => (typeof err === 'object' && err !== null ? (err as { code?: unknown }).code : undefined);

/**
 * Reads a whole multipart form into memory before anything is stored, so a bad part (too large,
 * wrong type, missing field) can be refused without leaving half an upload behind. Files are
 * bounded by maxFileBytes, so memory use is bounded too.
 */
export async function readMultipartForm(req: FastifyRequest, opts: ReadOptions): Promise<MultipartForm> {
  if (!req.isMultipart()) throw new HttpError(415, opts.notMultipart);
  const form: MultipartForm = { fields: {}, files: [] };
  try {
    for await (const part of req.parts({ limits: { fileSize: opts.maxFileBytes } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // toBuffer throws on truncation; this guards against a plugin configured not to throw.
        if (part.file.truncated) throw new HttpError(413, opts.tooLarge);
        // A file input left empty arrives as a nameless, empty part: that is "no file".
        if (!part.filename && bytes.length === 0) continue;
        form.files.push({ fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype, bytes });
      } else if (typeof part.value === 'string' && !Object.hasOwn(form.fields, part.fieldname)) {
        if (part.value.includes('\u0000') || part.fieldname.includes('\u0000')) throw badRequest(NUL_DETAIL);
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if (errorCode(err) === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, opts.tooLarge);
    if (errorCode(err) === 'FST_FILES_LIMIT') throw new HttpError(413, 'Send one file only.');
    if (errorCode(err) === 'FST_FIELDS_LIMIT' || errorCode(err) === 'FST_PARTS_LIMIT') throw new HttpError(413, 'The form has too many fields.');
    // Anything else is a body that is not well-formed multipart (a bad boundary, a cut-off part …).
    throw badRequest(UNREADABLE_UPLOAD);
  }
  return form;
}
