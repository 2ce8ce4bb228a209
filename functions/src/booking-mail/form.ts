/**
 * The fields of what Mailgun posts (multipart/form-data, or
 * application/x-www-form-urlencoded), read from the request's raw body.
 * The Functions runtime parses url-encoded bodies into `request.body` with
 * `qs` (which turns `a[b]` keys into objects) and leaves multipart as bytes,
 * so both are read here the same way, with the platform's own form reader.
 */

const FORM_TYPES = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i;

/** The form's text fields (a file part is read as text); the first of repeated names. Null when the body is not a form or cannot be read. */
export async function readForm(contentType: string | undefined, rawBody: Buffer | undefined): Promise<Map<string, string> | null> {
  if (!contentType || !FORM_TYPES.test(contentType) || !rawBody) return null;
  let form: FormData;
  try {
    form = await new Response(rawBody, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return null;
  }
  const fields = new Map<string, string>();
  for (const [name, value] of form) {
    if (fields.has(name)) continue;
    fields.set(name, typeof value === 'string' ? value : await value.text());
  }
  return fields;
}
