import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';

/**
 * A document upload arrives as JSON ({type, fileBase64, filename}) or as
 * multipart/form-data with the fields `type` and `file`, one file per call.
 * The multipart body is read whole (under the route's body limit) by the
 * platform's own parser (the Fetch API's FormData, no extra package), then
 * given the JSON shape so one schema checks both.
 */
export async function parseMultipartUpload(request: FastifyRequest, body: Buffer) {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': String(request.headers['content-type']) },
    }).formData();
  } catch {
    throw new AppError('CLAIM_UPLOAD_FORM_INVALID');
  }
  const files = form.getAll('file');
  const file = files[0];
  const type = form.get('type');
  if (files.length !== 1 || !(file instanceof Blob) || typeof type !== 'string')
    throw new AppError('CLAIM_UPLOAD_FORM_INVALID');
  const bytes = Buffer.from(await file.arrayBuffer());
  return {
    type,
    fileBase64: bytes.toString('base64'),
    filename: 'name' in file && typeof file.name === 'string' ? file.name : undefined,
  };
}
