/** The scripts already asked for, per document: a script loads once however many widgets ask. */
const loads = new WeakMap<Document, Map<string, Promise<void>>>();

/**
 * Adds a script to the document once per URL, with the CSP nonce when there is one; the promise
 * settles with its load. A failed load is forgotten (its element removed), so a later call may retry.
 */
export function loadScriptOnce(doc: Document, url: string, nonce?: string): Promise<void> {
  let byUrl = loads.get(doc);
  if (!byUrl) loads.set(doc, (byUrl = new Map()));
  const known = byUrl.get(url);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.async = false;
    script.src = url;
    if (nonce) script.nonce = nonce;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      script.remove();
      byUrl.delete(url);
      reject(new Error(`Failed to load script ${url}`));
    });
    doc.head.appendChild(script);
  });
  byUrl.set(url, promise);
  return promise;
}
