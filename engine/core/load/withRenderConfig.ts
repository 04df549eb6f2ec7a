import { renderOnlyPart } from '../config/renderOnlyConfig.ts';
import type { NavConfig } from '../config/navConfig.ts';
import type { HeaderData } from './loadHeaderData.ts';

/**
 * Loaded data as the latest config renders it: the render-only fields (renderOnlyConfig.ts) come
 * from `config`, `cache` with the default deriveNavContext gives it. The same data when nothing
 * differs, so an unchanged config re-renders nothing.
 */
export function withRenderConfig(data: HeaderData, config: NavConfig): HeaderData {
  const current = data.nav.config;
  const latest = { ...renderOnlyPart(config), cache: config.cache ?? true };
  const changed = (Object.keys(latest) as (keyof typeof latest)[]).some((key) => !Object.is(latest[key], current[key]));
  return changed ? { ...data, nav: { ...data.nav, config: { ...current, ...latest } } } : data;
}
