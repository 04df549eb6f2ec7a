import { Fragment, useEffect, useRef, type RefObject } from 'react';
import type { ResultSection } from './resultRows.ts';
import { ResultGroup } from './ResultGroup.tsx';
import { scrollRowIntoList } from './scrollRowIntoList.ts';
import type { SearchStore } from './searchStore.ts';
import type { SearchStatus } from './state.ts';
import type { Translate } from './types.ts';
import type { OptionProps } from './useSearchCombobox.ts';

interface Props {
  sections: ResultSection[];
  listboxProps: { id: string; role: 'listbox'; 'aria-label': string };
  getOptionProps(index: number, highlighted: boolean): OptionProps;
  /** Where the rows read the highlight. */
  store: SearchStore;
  /** The search's progress: idle (nothing searched), loading, ready (its answers are in). */
  status: SearchStatus;
  t: Translate;
  /** Closed: the panel keeps its rows for the next opening, out of sight and of the accessibility tree. [false] */
  hidden?: boolean;
}

/**
 * Keeps the highlighted row in view as arrows move it (SPEC §4). Followed on the store, not by a
 * render: the panel does not re-render for a highlight move. Measured at the start of the next
 * frame, which lays the page out anyway, not in the key's task: the key's handling then never
 * waits on a layout of its own, and the frame lays the rows out once. Asked for in the key's own
 * task (the store's notice), so that it is that key's frame.
 */
function useHighlightInView(listRef: RefObject<HTMLDivElement | null>, store: SearchStore) {
  useEffect(() => {
    let shown = store.getState().highlightIndex;
    let frame = 0;
    const unsubscribe = store.subscribe(() => {
      const index = store.getState().highlightIndex;
      if (index === shown) return;
      shown = index;
      cancelAnimationFrame(frame);
      if (index < 0) return;
      frame = requestAnimationFrame(() => {
        const list = listRef.current;
        const row = list?.querySelector<HTMLElement>(`[data-index="${index}"]`);
        if (list && row) scrollRowIntoList(list, row);
      });
    });
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
    };
  }, [listRef, store]);
}

/** The results listbox: one group per visible section under its visible label, a divider between them. */
export function ResultsPanel({ sections, listboxProps, getOptionProps, store, status, t, hidden }: Props) {
  const listRef = useRef<HTMLDivElement>(null);
  useHighlightInView(listRef, store);
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
              store={store}
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
