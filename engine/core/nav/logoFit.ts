/** The tallest a logo image shows in the bar, px (SPEC §9: logo height 31px). */
export const LOGO_HEIGHT = 31;

/**
 * Whether a logo image keeps its whole size in a box this wide: 'whole' when the box holds it at
 * the height the bar gives it (its natural size, at most 31px high), else 'squeezed' (its words
 * would shrink with it). A box less than a pixel short still counts as whole; an image not loaded
 * yet (natural size 0) too, until it is.
 */
export function logoFit(boxWidth: number, naturalWidth: number, naturalHeight: number): 'whole' | 'squeezed' {
  if (!(naturalWidth > 0 && naturalHeight > 0)) return 'whole';
  const shownWidth = naturalWidth * Math.min(1, LOGO_HEIGHT / naturalHeight);
  return boxWidth >= shownWidth - 1 ? 'whole' : 'squeezed';
}
