import { createScrollLock, type InlineStyle, type ScrollLockPage, type StyledElement } from './createScrollLock.ts';
import type { ScrollbarMeasure } from './getScrollLockStyles.ts';

/** An element with an inline style, as a map of name to value and priority, and its style attribute. */
function fakeElement(initial: Record<string, [string, string?]> | null = null): StyledElement & { snapshot(): Record<string, string> | null } {
  const declarations = new Map(Object.entries(initial ?? {}).map(([name, [value, priority]]) => [name, { value, priority: priority ?? '' }]));
  // Like the DOM: a style set through the CSSOM makes the attribute, which stays (maybe empty) until removed.
  let attribute = initial !== null;
  const style: InlineStyle = {
    get length() {
      return declarations.size;
    },
    getPropertyValue: (name) => declarations.get(name)?.value ?? '',
    getPropertyPriority: (name) => declarations.get(name)?.priority ?? '',
    setProperty: (name, value, priority) => {
      attribute = true;
      declarations.set(name, { value, priority: priority ?? '' });
    },
    removeProperty: (name) => {
      const value = declarations.get(name)?.value ?? '';
      declarations.delete(name);
      return value;
    },
  };
  return {
    style,
    getAttribute: () => (attribute ? [...declarations].map(([name, { value }]) => `${name}: ${value};`).join(' ') : null),
    removeAttribute: () => {
      attribute = false;
      declarations.clear();
    },
    /** The style attribute as declarations, or null when there is none. */
    snapshot: () => (attribute ? Object.fromEntries([...declarations].map(([name, { value, priority }]) => [name, priority ? `${value} !${priority}` : value])) : null),
  };
}

function fakePage(measure: Partial<ScrollbarMeasure> = {}, root = fakeElement(), body = fakeElement()) {
  const position = { x: 0, y: 640 };
  const listeners = new Set<() => void>();
  const page: ScrollLockPage = {
    root,
    body,
    measure: () => ({ scrollbarWidth: 0, scrollbarSide: 'right', rootGutter: 'auto', gutterSupported: true, bodyPadding: 0, ...measure }),
    getScroll: () => ({ ...position }),
    scrollTo: (x, y) => Object.assign(position, { x, y }),
    onScroll: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  /** A scroll of the page (the wheel, or a script's scrollBy), then its scroll event. */
  const scrollBy = (dy: number) => {
    position.y += dy;
    for (const listener of listeners) listener();
  };
  return { page, root, body, position, listeners, scrollBy };
}

describe('createScrollLock (the page does not scroll under the open menu)', () => {
  it('hides the root overflow while held and gives back exactly what was there', () => {
    const { page, root } = fakePage({}, fakeElement({ overflow: ['scroll'], color: ['red'] }));
    const release = createScrollLock(page).hold();
    expect(root.snapshot()).toEqual({ overflow: 'hidden !important', color: 'red' });
    release();
    expect(root.snapshot()).toEqual({ overflow: 'scroll', color: 'red' });
  });

  it('an element without a style attribute gets none back; one with an empty attribute keeps it', () => {
    const bare = fakePage();
    const release = createScrollLock(bare.page).hold();
    expect(bare.root.snapshot()).toEqual({ overflow: 'hidden !important' });
    release();
    expect(bare.root.snapshot()).toBeNull();
    const empty = fakePage({}, fakeElement({}));
    createScrollLock(empty.page).hold()();
    expect(empty.root.snapshot()).toEqual({});
  });

  it('a declaration the page did not have is removed again, one it had keeps its priority', () => {
    const { page, root, body } = fakePage({ scrollbarWidth: 15, gutterSupported: false, bodyPadding: 8 }, fakeElement(), fakeElement({ 'padding-right': ['8px', 'important'] }));
    const release = createScrollLock(page).hold();
    expect(root.snapshot()).toEqual({ overflow: 'hidden !important' });
    expect(body.snapshot()).toEqual({ 'padding-right': '23px !important' });
    release();
    expect(root.snapshot()).toBeNull();
    expect(body.snapshot()).toEqual({ 'padding-right': '8px !important' });
  });

  it('keeps a scrollbar\'s room as a gutter', () => {
    const { page, root } = fakePage({ scrollbarWidth: 15 });
    const release = createScrollLock(page).hold();
    expect(root.snapshot()).toEqual({ overflow: 'hidden !important', 'scrollbar-gutter': 'stable !important' });
    release();
    expect(root.snapshot()).toBeNull();
  });

  it('a scroll of the page while held is undone; after the release the page scrolls again', () => {
    const { page, position, listeners, scrollBy } = fakePage();
    const release = createScrollLock(page).hold();
    scrollBy(300);
    expect(position.y).toBe(640);
    release();
    expect(listeners.size).toBe(0);
    scrollBy(300);
    expect(position.y).toBe(940);
  });

  it('two holders: locked once, unlocked only when both let go; a second release counts once', () => {
    const { page, root } = fakePage({}, fakeElement({ overflow: ['auto'] }));
    const lock = createScrollLock(page);
    const first = lock.hold();
    const second = lock.hold();
    expect(lock.holders).toBe(2);
    first();
    first();
    expect(lock.holders).toBe(1);
    expect(root.snapshot()).toEqual({ overflow: 'hidden !important' });
    second();
    expect(lock.holders).toBe(0);
    expect(root.snapshot()).toEqual({ overflow: 'auto' });
  });

  it('measures before it changes anything, and measures again on the next lock', () => {
    const { page, root } = fakePage();
    const seen: string[] = [];
    const lock = createScrollLock({ ...page, measure: () => (seen.push(root.style.getPropertyValue('overflow')), page.measure()) });
    lock.hold()();
    lock.hold()();
    expect(seen).toEqual(['', '']);
  });
});
