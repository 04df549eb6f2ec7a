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
      return {
        remove: () => {
          doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((s) => s !== sheet);
        },
        append: (more) => {
          // Parsed apart, then moved rule by rule: the rules already there are not parsed again.
          const added = new Sheet();
          added.replaceSync(more);
          for (const rule of Array.from(added.cssRules)) sheet.insertRule(rule.cssText, sheet.cssRules.length);
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
