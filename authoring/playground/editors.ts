/**
 * The editor pane: the set in CodeMirror (a tab per file, each file's document, history and
 * selection kept while another is open), the linter's problems and the sanitizer's removals beside
 * it, marked in the gutter too; a click on one opens its file at its line.
 */
import { basicSetup } from 'codemirror';
import { EditorState, type Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { html } from '@codemirror/lang-html';
import { css } from '@codemirror/lang-css';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { el } from './dom.ts';
import { readableHighlighting } from './highlightStyle.ts';
import type { PlaygroundProblem } from './playgroundLint.ts';
import type { PlaygroundEvent, PlaygroundFile, PlaygroundState } from './state.ts';
import type { Store } from './store.ts';
import { PLAYGROUND_FILES } from './templateSet.ts';

export interface EditorPane {
  element: HTMLElement;
  render(state: PlaygroundState, previous: PlaygroundState): void;
}

function languageOf(name: string): Extension {
  if (name.endsWith('.html')) return html();
  if (name.endsWith('.css')) return css();
  return [];
}

export function createEditorPane(store: Store<PlaygroundState, PlaygroundEvent>): EditorPane {
  const tabs = el('div', { class: 'pg-tabs', role: 'tablist', 'aria-label': 'Files of the template set' });
  const code = el('div', { class: 'pg-code', role: 'tabpanel', id: 'pg-code' });
  const problemList = el('ul', { class: 'pg-list', id: 'pg-problems' });
  const removedList = el('ul', { class: 'pg-list', id: 'pg-removed' });
  const removedTitle = el('h2', { id: 'pg-removed-title' }, 'Removed by the sanitizer');
  const element = el('section', { class: 'pg-editor', 'aria-label': 'Template set' },
    tabs, code,
    el('div', { class: 'pg-lists' },
      el('section', { 'aria-labelledby': 'pg-problems-title' }, el('h2', { id: 'pg-problems-title' }, 'Problems'), problemList),
      el('section', { 'aria-labelledby': 'pg-removed-title' }, removedTitle, removedList)));

  /** Each file's editor state while another file is open; dropped when a new set is loaded. */
  const documents = new Map<PlaygroundFile, EditorState>();
  function documentOf(name: PlaygroundFile): EditorState {
    const kept = documents.get(name);
    if (kept) return kept;
    const onEdit = EditorView.updateListener.of((update) => {
      if (update.docChanged) store.dispatch({ type: 'FileEdited', file: name, text: update.state.doc.toString() });
    });
    const created = EditorState.create({ doc: store.getState().files[name] ?? '', extensions: [basicSetup, readableHighlighting, languageOf(name), lintGutter(), onEdit, EditorView.contentAttributes.of({ 'aria-label': `${name} source` })] });
    documents.set(name, created);
    return created;
  }
  const view = new EditorView({ parent: code, state: documentOf(store.getState().openFile) });

  // Arrow keys move between the tabs (WAI-ARIA tabs pattern).
  tabs.addEventListener('keydown', (event) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    store.dispatch({ type: 'TabArrowPressed', step });
    document.getElementById(`pg-tab-${store.getState().openFile}`)?.focus();
  });

  function goTo(problem: PlaygroundProblem): void {
    store.dispatch({ type: 'ProblemChosen', file: problem.file });
    const doc = view.state.doc;
    const target = doc.line(Math.min(Math.max(problem.line ?? 1, 1), doc.lines));
    view.dispatch({ selection: { anchor: target.from }, effects: EditorView.scrollIntoView(target.from, { y: 'center' }) });
    view.focus();
  }

  function problemItem(problem: PlaygroundProblem): HTMLElement {
    const where = problem.line ? `${problem.file}:${problem.line}` : problem.file;
    const button = el('button', { type: 'button', class: 'pg-problem', 'data-file': problem.file, 'data-line': String(problem.line ?? '') }, el('code', {}, where), ` ${problem.message}`);
    button.addEventListener('click', () => goTo(problem));
    return el('li', {}, button);
  }

  function renderTabs({ openFile, problems }: PlaygroundState): void {
    tabs.replaceChildren(...PLAYGROUND_FILES.map((name) => {
      const count = problems.filter((problem) => problem.file === name).length;
      const tab = el('button', { type: 'button', role: 'tab', class: 'pg-tab', id: `pg-tab-${name}`, 'aria-selected': String(name === openFile), 'aria-controls': 'pg-code', tabindex: name === openFile ? '0' : '-1', 'data-file': name },
        name, ...(count > 0 ? [el('span', { class: 'pg-tab__count', 'aria-label': `${count} problems` }, String(count))] : []));
      tab.addEventListener('click', () => store.dispatch({ type: 'TabChosen', file: name }));
      return tab;
    }));
    code.setAttribute('aria-labelledby', `pg-tab-${openFile}`);
  }

  function renderProblems({ openFile, problems }: PlaygroundState): void {
    const others = problems.filter((problem) => !problem.removal);
    problemList.replaceChildren(...(others.length > 0 ? others.map(problemItem) : [el('li', { class: 'pg-empty' }, 'No problems.')]));
    const removed = problems.filter((problem) => problem.removal && problem.file === openFile);
    removedTitle.textContent = `Removed by the sanitizer from ${openFile}`;
    removedList.replaceChildren(...(removed.length > 0 ? removed.map(problemItem) : [el('li', { class: 'pg-empty' }, 'Nothing is removed.')]));
    const doc = view.state.doc;
    const diagnostics: Diagnostic[] = problems.filter((problem) => problem.file === openFile).map((problem) => {
      const line = doc.line(Math.min(Math.max(problem.line ?? 1, 1), doc.lines));
      return { from: line.from, to: line.to, severity: problem.removal ? 'warning' : 'error', message: problem.message };
    });
    view.dispatch(setDiagnostics(view.state, diagnostics));
  }

  renderTabs(store.getState());
  return {
    element,
    render(state, previous) {
      if (state.setLoads !== previous.setLoads) {
        documents.clear();
        view.setState(documentOf(state.openFile));
      } else if (state.openFile !== previous.openFile) {
        documents.set(previous.openFile, view.state);
        view.setState(documentOf(state.openFile));
      }
      // The lists and the gutter's marks follow the linter's answers and the open file.
      if (state.problems !== previous.problems || state.openFile !== previous.openFile) {
        renderTabs(state);
        renderProblems(state);
      }
    },
  };
}
