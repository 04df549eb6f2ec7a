import { Fragment, useRef } from 'react';
import { useBrowserLayoutEffect } from '../../ui/useBrowserLayoutEffect.ts';
import type { ResultSection } from './resultRows.ts';
import { ResultGroup } from './ResultGroup.tsx';
import { scrollRowIntoList } from './scrollRowIntoList.ts';
import type { SearchStatus } from './state.ts';
import type { Translate } from './types.ts';
import type { OptionProps } from './useSearchCombobox.ts';

interface Props {
  sections: ResultSection[];
  listboxProps: { id: string; role: 'listbox'; 'aria-label': string };
  getOptionProps(index: number, highlighted: boolean): OptionProps;
  highlightIndex: number;
  /** The search's progress: idle (nothing searched), loading, ready (its answers are in). */
  status: SearchStatus;
  t: Translate;
  /** Closed: the panel keeps its rows for the next opening, out of sight and of the accessibility tree. [false] */
  hidden?: boolean;
}

/** The results listbox: one group per visible section under its visible label, a divider between them. */
export function ResultsPanel({ sections, listboxProps, getOptionProps, highlightIndex, status, t, hidden }: Props) {
  const listRef = useRef<HTMLDivElement>(null);
  useBrowserLayoutEffect(() => {
    // The highlighted row stays in view as arrows move it (SPEC §4). Measured at the start of the
    // next frame, which lays the page out anyway, not in the key's task: the key's handling then
    // never waits on a layout of its own, and the frame lays the rows out once. Asked for in a
    // layout effect, in the key's own task, so that it is that key's frame: a passive effect runs
    // after the paint on Preact, and its frame request would add a frame to every key press.
    const list = listRef.current;
    if (highlightIndex < 0 || !list) return;
    const frame = requestAnimationFrame(() => {
      const row = list.querySelector<HTMLElement>(`[data-index="${highlightIndex}"]`);
      if (row) scrollRowIntoList(list, row);
    });
    return () => cancelAnimationFrame(frame);
  }, [highlightIndex]);
  // With no answer pending an empty list means no results.
  const noResults = sections.length === 0 && status !== 'loading';
  return (
    <div className="unav-search__panel" data-status={status} hidden={hidden}>
      <div ref={listRef} className="unav-search__list" {...listboxProps}>
        {sections.map((section, position) => (
          <Fragment key={section.id}>
            {position > 0 && <div className="unav-search__divider" aria-hidden="true" />}
            <ResultGroup
              section={section}
              listboxId={listboxProps.id}
              highlightIndex={section.rows.some(({ index }) => index === highlightIndex) ? highlightIndex : -1}
              getOptionProps={getOptionProps}
              t={t}
            />
          </Fragment>
        ))}
      </div>
      {noResults && <p className="unav-search__empty">{t('unav.search.noResults')}</p>}
    </div>
  );
}
