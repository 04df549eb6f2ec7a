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

/** Whether a point is more than `tolerance` px outside a box (the cart's 15px, SPEC §4, by default). */
export function isPointerOutside(rect: RectLike, point: PointLike, tolerance = 15): boolean {
  return (
    point.x < rect.left - tolerance ||
    point.x > rect.right + tolerance ||
    point.y < rect.top - tolerance ||
    point.y > rect.bottom + tolerance
  );
}
