/** Fills {0}, {1}, ... in a translated text. Values are plain text; callers render them as React text. */
export function formatText(text: string, args: readonly (string | number)[]): string {
  return text.replace(/\{(\d+)\}/g, (whole, index: string) => {
    const value = args[Number(index)];
    return value === undefined ? whole : String(value);
  });
}
