interface RectLike {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface PointLike {
  x: number;
  y: number;
}

/** The cart closes once the pointer is more than `tolerance` px outside the panel (SPEC §4). */
export function isPointerOutside(rect: RectLike, point: PointLike, tolerance = 15): boolean {
  return (
    point.x < rect.left - tolerance ||
    point.x > rect.right + tolerance ||
    point.y < rect.top - tolerance ||
    point.y > rect.bottom + tolerance
  );
}
