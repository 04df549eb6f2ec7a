import { useEffect, useState, type RefObject } from 'react';
import { logoFit } from '../../engine/core/nav/logoFit.ts';

/**
 * Whether the logo image keeps its whole size in the room the bar leaves its box (logoFit),
 * followed as the box is resized and once the image has loaded. A bar crowded with menus (a tablet,
 * a user of many companies) narrows the box; the logo then gives way to its compact form rather
 * than shrink its words past reading. Without ResizeObserver the logo stays whole.
 */
export function useLogoFit(box: RefObject<HTMLElement | null>, image: RefObject<HTMLImageElement | null>, src: string | undefined): 'whole' | 'squeezed' {
  const [fit, setFit] = useState<'whole' | 'squeezed'>('whole');
  useEffect(() => {
    const element = box.current;
    const img = image.current;
    if (!element || !img || typeof ResizeObserver !== 'function') return;
    const measure = () => setFit(logoFit(element.getBoundingClientRect().width, img.naturalWidth, img.naturalHeight));
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    img.addEventListener('load', measure);
    return () => {
      observer.disconnect();
      img.removeEventListener('load', measure);
    };
  }, [box, image, src]);
  return fit;
}
