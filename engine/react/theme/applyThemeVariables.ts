/**
 * Sets `--unav-*` custom properties on the nav root and returns a function that removes exactly
 * those, so a theme change or an unmount leaves the element as it found it. Names outside the
 * `--unav-` namespace are ignored: the theme may only set its own variables.
 */
export function applyThemeVariables(
  element: { style: Pick<CSSStyleDeclaration, 'setProperty' | 'removeProperty'> },
  variables: Readonly<Record<string, string>>,
): () => void {
  const applied: string[] = [];
  for (const [name, value] of Object.entries(variables)) {
    if (!name.startsWith('--unav-')) continue;
    element.style.setProperty(name, value);
    applied.push(name);
  }
  return () => {
    for (const name of applied) element.style.removeProperty(name);
  };
}
