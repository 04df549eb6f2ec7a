// The preview API's code as the script-tag bundle ships it: a chunk of its own (iife.ts), since no
// live page calls it; a theme editor's first preview() loads it beside the template sanitizer.
import type { PreviewOptions } from '../../engine/core/preview/previewOptions.ts';
import { previewWith, type PreviewHandle } from '../../engine/react/preview/previewWith.tsx';
import { previewComposition } from '../composition/previewComposition.tsx';

export const preview = (target: string | Element, options: PreviewOptions): PreviewHandle => previewWith(previewComposition, target, options);
