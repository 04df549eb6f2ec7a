import { ICON_VIEW_BOX } from './constants.ts';

/** The submit button's magnifier: the widget's and its stand-in's. */
export function SubmitIcon() {
  return (
    <svg viewBox={ICON_VIEW_BOX} aria-hidden="true" focusable="false">
      <circle cx="14" cy="14" r="8" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M20 20l7 7" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** The scope button's caret: the scope menu's and the stand-in's. */
export function CaretIcon() {
  return (
    <svg className="unav-search__caret" viewBox={ICON_VIEW_BOX} aria-hidden="true" focusable="false">
      <path d="M9 13l7 7 7-7" fill="none" stroke="currentColor" strokeWidth="3" />
    </svg>
  );
}
