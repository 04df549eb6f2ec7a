import { createDomScriptHost, refusedScriptError, type ScriptAttributes } from '../../engine/core/nav/loadScript.ts';
import { toScriptUrl } from '../../engine/core/url/toScriptUrl.ts';

/** The scripts already asked for, per document: a script loads once however many widgets ask. */
const loads = new WeakMap<Document, Map<string, Promise<void>>>();

/**
 * Adds a script to the document once per URL, with the CSP nonce and its integrity when given (the
 * element as the navigation scripts' loader writes it); the promise settles with its load. A URL
 * that is neither https nor of the page's origin nor loopback for a loopback page (toScriptUrl) is refused: the promise rejects and
 * no element is added. A failed load is forgotten (its element removed), so a later call may retry.
 */
export function loadScriptOnce(doc: Document, url: string, attributes: ScriptAttributes = {}): Promise<void> {
  const checked = toScriptUrl(url, doc.URL);
  if (checked === undefined) return Promise.reject(refusedScriptError(url));
  let byUrl = loads.get(doc);
  if (!byUrl) loads.set(doc, (byUrl = new Map()));
  const known = byUrl.get(checked);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const remove = createDomScriptHost(doc).append(checked, attributes, resolve, (error) => {
      remove();
      byUrl.delete(checked);
      reject(error);
    });
  });
  byUrl.set(checked, promise);
  return promise;
}
