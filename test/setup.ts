import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

// A page loads its template sanitizer as a chunk (templateSafety.ts); a test's templates render as
// on a page where it has loaded. The views before it (stored forms, waiting) are tested apart.
beforeAll(async () => {
  if (typeof document === 'undefined') return;
  const { loadPageSafety } = await import('../engine/react/template/templateSafety.ts');
  await loadPageSafety();
});

// A file's render may have started the header widgets' chunk (on idle after the first frame, as on
// a page): its modules must not be loaded after the file's DOM is torn down, which fails the run.
afterAll(async () => {
  if (typeof document === 'undefined') return;
  const { headerWidgets } = await import('../runtime/composition/lazyWidgets.ts');
  if (headerWidgets.status === 'loading') await headerWidgets.load();
});

// Test files share their modules (isolate: false, vitest.config.ts): Testing Library marks the act
// environment on the global of the first DOM it is loaded in; each file's DOM is marked here.
beforeEach(() => {
  if (typeof document !== 'undefined') (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(async () => {
  // Most test files run in Node (no DOM to clean, and no need to load Testing Library for them).
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
});
