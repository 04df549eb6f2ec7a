/** CSS on the page: how to take it off again, and how to add rules after it (in its place in the cascade). */
export interface AdoptedSheet {
  remove(): void;
  append(css: string): void;
}

const NOTHING: AdoptedSheet = { remove: () => {}, append: () => {} };

/**
 * Puts CSS on the page. Constructable style sheets need no <style> element (nothing in the host's
 * DOM to collide with); a <style> element is the fallback. Rules appended later go at the end of
 * this sheet, so they keep its place before the sheets adopted after it (a partner's).
 */
export function adoptStyleSheet(doc: Document, css: string, id: string): AdoptedSheet {
  const view = doc.defaultView;
  const Sheet = view?.CSSStyleSheet;
  if (Sheet && 'adoptedStyleSheets' in doc && typeof Sheet.prototype.replaceSync === 'function') {
    try {
      const sheet = new Sheet();
      sheet.replaceSync(css);
      doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
      // This sheet and those appended to it, in order: each appended one is adopted right after
      // the last of them, so no rule is parsed twice and a sheet adopted since stays after them all.
      const ours: CSSStyleSheet[] = [sheet];
      return {
        remove: () => {
          doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((s) => !ours.includes(s));
        },
        append: (more) => {
          const added = new Sheet();
          added.replaceSync(more);
          const sheets = doc.adoptedStyleSheets;
          const after = sheets.indexOf(ours[ours.length - 1]!) + 1;
          doc.adoptedStyleSheets = [...sheets.slice(0, after), added, ...sheets.slice(after)];
          ours.push(added);
        },
      };
    } catch {
      // fall through to a style element
    }
  }
  if (!css) return NOTHING;
  const style = doc.createElement('style');
  style.setAttribute('data-unav-style', id);
  style.textContent = css;
  doc.head.appendChild(style);
  return {
    remove: () => style.remove(),
    append: (more) => {
      style.textContent += `\n${more}`;
    },
  };
}
