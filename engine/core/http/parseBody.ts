/**
 * Reads a response by its content type: JSON, text, or a blob for anything else (SPEC §7).
 * A 204 has no body, so the response itself is returned as is.
 */
export async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return response;
  const type = (response.headers.get('content-type') ?? '').toLowerCase();
  if (type.includes('json')) {
    const text = await response.text();
    // An empty JSON body is a real server answer (a fault the header must survive), not a crash.
    return text.trim() === '' ? null : JSON.parse(text);
  }
  if (type.startsWith('text/') || type === '') return response.text();
  return response.blob();
}
