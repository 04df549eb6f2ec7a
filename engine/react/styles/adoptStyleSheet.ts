/**
 * Puts CSS on the page and returns how to take it off again. Constructable style sheets need no
 * <style> element (nothing in the host's DOM to collide with); a <style> element is the fallback.
 */
export function adoptStyleSheet(doc: Document, css: string, id: string): () => void {
  if (!css) return () => {};
  const view = doc.defaultView;
  const Sheet = view?.CSSStyleSheet;
  if (Sheet && 'adoptedStyleSheets' in doc && typeof Sheet.prototype.replaceSync === 'function') {
    try {
      const sheet = new Sheet();
      sheet.replaceSync(css);
      doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
      return () => {
        doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((s) => s !== sheet);
      };
    } catch {
      // fall through to a style element
    }
  }
  const style = doc.createElement('style');
  style.setAttribute('data-unav-style', id);
  style.textContent = css;
  doc.head.appendChild(style);
  return () => style.remove();
}
