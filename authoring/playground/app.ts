/**
 * The template playground's runner: the set in CodeMirror (a tab per file), the linter's problems
 * and the sanitizer's removals beside it (click one to go to its line), and the live preview in a
 * frame at a phone, tablet or desktop width, for a persona, layout and partner. The state and its
 * rules are state.ts; here the parts are built, the server called, and each part redrawn from the state.
 */
import { fetchBootstrap, fetchPartnerSet, lintSet } from './api.ts';
import { createEditorPane } from './editors.ts';
import { el } from './dom.ts';
import type { PlaygroundProblem } from './playgroundLint.ts';
import { createPreview } from './preview.ts';
import { createPlaygroundState, playgroundReducer, type PlaygroundPageData, type PlaygroundState } from './state.ts';
import { createStore } from './store.ts';
import { readStoredPlayground } from './templateSet.ts';
import { createToolbar } from './toolbar.ts';

const STORE_KEY = 'unav-playground';
const LINT_DELAY_MS = 300;

const data = JSON.parse(document.getElementById('playground-data')?.textContent ?? '{}') as PlaygroundPageData;
const store = createStore(playgroundReducer, createPlaygroundState(data));

async function startFromPartner(code: string): Promise<void> {
  const files = await fetchPartnerSet(code);
  const ownTemplates = data.partners.find((p) => p.code === code)?.ownTemplates ?? false;
  store.dispatch(files ? { type: 'PartnerSetLoaded', partner: code, files, ownTemplates } : { type: 'PartnerSetMissing', partner: code });
}

async function loadBootstrap(): Promise<void> {
  const { persona, partner } = store.getState();
  store.dispatch({ type: 'BootstrapAnswered', bootstrap: await fetchBootstrap(persona, partner) });
}

async function lintNow(): Promise<void> {
  store.dispatch({ type: 'LintSent' });
  const { lint, files } = store.getState();
  let problems: PlaygroundProblem[];
  try {
    problems = await lintSet(files);
  } catch (error) {
    store.dispatch({ type: 'LintFailed', request: lint.request, message: (error as Error).message });
    return;
  }
  store.dispatch({ type: 'LintAnswered', request: lint.request, problems });
}

/**
 * What a change sets going besides the parts' drawing: the page's lint state for the tests, the
 * persona's bootstrap, the linter asked once typing pauses, and the set kept in the browser.
 */
function followState(): (state: PlaygroundState, previous: PlaygroundState) => void {
  let lintTimer: ReturnType<typeof setTimeout> | undefined;
  return (state, previous) => {
    if (state.lint.status !== previous.lint.status && state.lint.status !== 'idle') document.documentElement.setAttribute('data-lint-state', state.lint.status);
    if (state.persona !== previous.persona) void loadBootstrap();
    if (state.files === previous.files) return;
    clearTimeout(lintTimer);
    lintTimer = setTimeout(() => void lintNow(), LINT_DELAY_MS);
    try {
      localStorage.setItem(STORE_KEY, JSON.stringify({ partner: state.partner, files: state.files }));
    } catch {
      // storage full or blocked: the set stays in the page
    }
  };
}

const toolbar = createToolbar(data, store, (code) => void startFromPartner(code).then(loadBootstrap));
const editors = createEditorPane(store);
const preview = createPreview(store);
document.getElementById('playground')!.replaceChildren(toolbar.element, el('main', { class: 'pg-main' }, editors.element, preview.element));
store.subscribe(editors.render);
store.subscribe(toolbar.render);
store.subscribe(preview.render);
store.subscribe(followState());

const stored = readStoredPlayground(localStorage.getItem(STORE_KEY));
if (stored) {
  store.dispatch({ type: 'StoredSetRead', stored });
  void loadBootstrap();
} else {
  void startFromPartner(store.getState().partner).then(loadBootstrap);
}
