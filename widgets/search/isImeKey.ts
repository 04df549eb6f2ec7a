/** The parts of a keydown that tell whether an IME composition owns it. */
interface ImeKeyFacts {
  /** A compositionstart came and no compositionend yet. */
  composing: boolean;
  isComposing: boolean;
  keyCode: number;
}

/**
 * While composing, keys confirm or move through an IME candidate list: they are not the
 * combobox's. Some browsers end the composition before the confirming keydown, which then
 * carries keyCode 229.
 */
export function isImeKey({ composing, isComposing, keyCode }: ImeKeyFacts): boolean {
  return composing || isComposing || keyCode === 229;
}
