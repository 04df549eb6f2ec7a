/** The least room a dropdown keeps from each side of the screen. */
export const VIEWPORT_MARGIN_PX = 8;

/** A dropdown's horizontal place, as measured where its CSS put it (no fit applied). */
interface HorizontalBox {
  left: number;
  right: number;
}

/** How to move a dropdown sideways so that it sits inside the screen, and how wide it may be there. */
export interface ViewportFit {
  /** Pixels to move it right (negative: left); 0 when it fits where it is. */
  shift: number;
  /** Its widest, when the screen is narrower than it plus both margins; undefined otherwise. */
  maxWidth?: number;
}

/**
 * A dropdown anchored to its trigger keeps its place when it fits; else it moves just enough to keep
 * VIEWPORT_MARGIN_PX from the edge it passed, and one wider than the screen allows is narrowed and
 * starts at the left margin. Physical pixels: the same for left-to-right and right-to-left text.
 */
export function viewportFit(box: HorizontalBox, viewportWidth: number, margin = VIEWPORT_MARGIN_PX): ViewportFit {
  const room = viewportWidth - 2 * margin;
  const width = box.right - box.left;
  if (width > room) return { shift: margin - box.left, maxWidth: Math.max(room, 0) };
  if (box.left < margin) return { shift: margin - box.left };
  if (box.right > viewportWidth - margin) return { shift: viewportWidth - margin - box.right };
  return { shift: 0 };
}
