import { basicSetup } from 'codemirror';
import { EditorState, type Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { html } from '@codemirror/lang-html';
import { css } from '@codemirror/lang-css';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import type { BootstrapContext, TemplateName } from '../../engine/core/wire/marketTypes.ts';
import { el } from './dom.ts';
import { readableHighlighting } from './highlightStyle.ts';
import { LAYOUTS, PLAYGROUND_FILES, exportedFiles, importEntries, previewOptionsOf, readStoredPlayground, type PlaygroundFiles } from './templateSet.ts';
import { importLimitProblem, zipSizeProblem } from './importLimits.ts';
import { unzipFiles, zipFiles, type UnzippedFiles } from './zip.ts';
import type { PlaygroundProblem } from './playgroundLint.ts';

/**
 * The template playground: the set in CodeMirror (a tab per file), the linter's problems and the
 * sanitizer's removals beside it (click one to go to its line), and the live preview in a frame
 * at a phone, tablet or desktop width, for a persona, layout and partner.
 */
const WIDTHS = [{ label: 'Phone', px: 375 }, { label: 'Tablet', px: 768 }, { label: 'Desktop', px: 1280 }] as const;
const STORE_KEY = 'unav-playground';
const LINT_DELAY_MS = 300;

interface PageData {
  personas: string[];
  partners: { code: string; ownTemplates: boolean }[];
}

const data = JSON.parse(document.getElementById('playground-data')?.textContent ?? '{}') as PageData;
const root = document.getElementById('playground')!;

let files: PlaygroundFiles = {};
let partner = data.partners.find((p) => p.ownTemplates)?.code ?? data.partners[0]?.code ?? '';
let persona = data.personas.includes('customer') ? 'customer' : data.personas[0] ?? '';
let layout: TemplateName = 'headerIn';
let width: number = WIDTHS[2].px;
let current: string = PLAYGROUND_FILES[0];
let problems: PlaygroundProblem[] = [];
let bootstrap: BootstrapContext | undefined;
let version = 0;
let frameReady = false;
let lintTimer: ReturnType<typeof setTimeout> | undefined;
const states = new Map<string, EditorState>();

function languageOf(name: string): Extension {
  if (name.endsWith('.html')) return html();
  if (name.endsWith('.css')) return css();
  return [];
}

const onEdit = EditorView.updateListener.of((update) => {
  if (!update.docChanged) return;
  files[current] = update.state.doc.toString();
  changed();
});

function stateFor(name: string): EditorState {
  const existing = states.get(name);
  if (existing) return existing;
  const created = EditorState.create({ doc: files[name] ?? '', extensions: [basicSetup, readableHighlighting, languageOf(name), lintGutter(), onEdit, EditorView.contentAttributes.of({ 'aria-label': `${name} source` })] });
  states.set(name, created);
  return created;
}

// ---- the page ------------------------------------------------------------------------------

const status = el('p', { class: 'pg-status', role: 'status', id: 'pg-status' });
const partnerSelect = el('select', { id: 'pg-partner' }, ...data.partners.map((p) => el('option', { value: p.code }, `${p.code}${p.ownTemplates ? ' (own templates)' : ''}`)));
const personaSelect = el('select', { id: 'pg-persona' }, ...data.personas.map((name) => el('option', { value: name }, name)));
const layoutSelect = el('select', { id: 'pg-layout' }, ...LAYOUTS.map((name) => el('option', { value: name }, name)));
const widthButtons = WIDTHS.map(({ label, px }) => el('button', { type: 'button', class: 'pg-button', 'data-width': String(px), 'aria-pressed': 'false' }, `${label} ${px}px`));
const zipInput = el('input', { type: 'file', accept: '.zip,application/zip', id: 'pg-import-zip' });
const folderInput = el('input', { type: 'file', id: 'pg-import-folder', webkitdirectory: '', multiple: '' });
const exportButton = el('button', { type: 'button', class: 'pg-button', id: 'pg-export' }, 'Export .zip');
const tabs = el('div', { class: 'pg-tabs', role: 'tablist', 'aria-label': 'Files of the template set' });
const code = el('div', { class: 'pg-code', role: 'tabpanel', id: 'pg-code' });
const problemList = el('ul', { class: 'pg-list', id: 'pg-problems' });
const removedList = el('ul', { class: 'pg-list', id: 'pg-removed' });
const removedTitle = el('h2', { id: 'pg-removed-title' }, 'Removed by the sanitizer');
const frame = el('iframe', { src: '/playground/frame', title: 'Preview of the template set', id: 'pg-frame' });
const stage = el('div', { class: 'pg-preview__stage' }, frame);
const scaleNote = el('p', { class: 'pg-preview__scale', id: 'pg-scale' });
const previewBox = el('section', { class: 'pg-preview', 'aria-label': 'Preview' }, scaleNote, stage);

root.replaceChildren(
  el('header', { class: 'pg-bar' },
    el('h1', {}, 'Template playground'),
    el('div', { class: 'pg-field' }, el('label', { for: 'pg-partner' }, 'Start from partner'), partnerSelect),
    el('div', { class: 'pg-field' }, el('label', { for: 'pg-persona' }, 'Persona'), personaSelect),
    el('div', { class: 'pg-field' }, el('label', { for: 'pg-layout' }, 'Layout'), layoutSelect),
    el('fieldset', { class: 'pg-field pg-widths' }, el('legend', {}, 'Preview width'), ...widthButtons),
    el('div', { class: 'pg-field' }, el('span', { class: 'pg-field__label', id: 'pg-io' }, 'Template folder'),
      el('div', { class: 'pg-widths', role: 'group', 'aria-labelledby': 'pg-io' },
        el('label', { class: 'pg-button pg-file-label' }, 'Import .zip', zipInput),
        el('label', { class: 'pg-button pg-file-label' }, 'Import folder', folderInput),
        exportButton)),
    status),
  el('main', { class: 'pg-main' },
    el('section', { class: 'pg-editor', 'aria-label': 'Template set' },
      tabs, code,
      el('div', { class: 'pg-lists' },
        el('section', { 'aria-labelledby': 'pg-problems-title' }, el('h2', { id: 'pg-problems-title' }, 'Problems'), problemList),
        el('section', { 'aria-labelledby': 'pg-removed-title' }, removedTitle, removedList))),
    previewBox),
);
const view = new EditorView({ parent: code, state: stateFor(current) });

// ---- rendering -----------------------------------------------------------------------------

function renderTabs(): void {
  tabs.replaceChildren(...PLAYGROUND_FILES.map((name) => {
    const count = problems.filter((problem) => problem.file === name).length;
    const tab = el('button', { type: 'button', role: 'tab', class: 'pg-tab', id: `pg-tab-${name}`, 'aria-selected': String(name === current), 'aria-controls': 'pg-code', tabindex: name === current ? '0' : '-1', 'data-file': name },
      name, ...(count > 0 ? [el('span', { class: 'pg-tab__count', 'aria-label': `${count} problems` }, String(count))] : []));
    tab.addEventListener('click', () => openFile(name));
    return tab;
  }));
  code.setAttribute('aria-labelledby', `pg-tab-${current}`);
}

// Arrow keys move between the tabs (WAI-ARIA tabs pattern).
tabs.addEventListener('keydown', (event) => {
  const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
  if (step === 0) return;
  const index = (PLAYGROUND_FILES.indexOf(current as (typeof PLAYGROUND_FILES)[number]) + step + PLAYGROUND_FILES.length) % PLAYGROUND_FILES.length;
  openFile(PLAYGROUND_FILES[index]!);
  document.getElementById(`pg-tab-${current}`)?.focus();
});

function problemButton(problem: PlaygroundProblem): HTMLElement {
  const where = problem.line ? `${problem.file}:${problem.line}` : problem.file;
  const button = el('button', { type: 'button', class: 'pg-problem', 'data-file': problem.file, 'data-line': String(problem.line ?? '') }, el('code', {}, where), ` ${problem.message}`);
  button.addEventListener('click', () => goTo(problem.file, problem.line ?? 1));
  return el('li', {}, button);
}

function renderProblems(): void {
  const others = problems.filter((problem) => !problem.removal);
  problemList.replaceChildren(...(others.length > 0 ? others.map(problemButton) : [el('li', { class: 'pg-empty' }, 'No problems.')]));
  const removed = problems.filter((problem) => problem.removal && problem.file === current);
  removedTitle.textContent = `Removed by the sanitizer from ${current}`;
  removedList.replaceChildren(...(removed.length > 0 ? removed.map(problemButton) : [el('li', { class: 'pg-empty' }, 'Nothing is removed.')]));
  renderTabs();
  showDiagnostics();
}

function showDiagnostics(): void {
  const doc = view.state.doc;
  const diagnostics: Diagnostic[] = problems.filter((problem) => problem.file === current).map((problem) => {
    const line = doc.line(Math.min(Math.max(problem.line ?? 1, 1), doc.lines));
    return { from: line.from, to: line.to, severity: problem.removal ? 'warning' : 'error', message: problem.message };
  });
  view.dispatch(setDiagnostics(view.state, diagnostics));
}

function openFile(name: string): void {
  if (name !== current) {
    states.set(current, view.state);
    current = name;
    view.setState(stateFor(name));
  }
  renderProblems();
}

function goTo(file: string, line: number): void {
  if ((PLAYGROUND_FILES as readonly string[]).includes(file)) openFile(file);
  const doc = view.state.doc;
  const target = doc.line(Math.min(Math.max(line, 1), doc.lines));
  view.dispatch({ selection: { anchor: target.from }, effects: EditorView.scrollIntoView(target.from, { y: 'center' }) });
  view.focus();
}

/** The frame has the chosen width, so the runtime's media queries apply; it is scaled down to fit the pane. */
const FRAME_HEIGHT_PX = 640;
function renderWidth(): void {
  const room = previewBox.clientWidth - 18;
  const scale = room > 0 ? Math.min(1, room / width) : 1;
  frame.style.width = `${width}px`;
  frame.style.transform = scale < 1 ? `scale(${scale})` : '';
  stage.style.width = `${Math.round(width * scale)}px`;
  stage.style.height = `${Math.round(FRAME_HEIGHT_PX * scale)}px`;
  scaleNote.textContent = `${width}px wide${scale < 1 ? `, shown at ${Math.round(scale * 100)}%` : ''}`;
  for (const button of widthButtons) button.setAttribute('aria-pressed', String(Number(button.dataset.width) === width));
}
new ResizeObserver(renderWidth).observe(previewBox);

// ---- preview, lint, storage ----------------------------------------------------------------

function sendPreview(): void {
  if (!frameReady) return;
  version += 1;
  frame.contentWindow?.postMessage({ type: 'unav-playground-preview', version, options: previewOptionsOf(files, { layout, ...(bootstrap ? { bootstrap } : {}) }) }, location.origin);
  document.documentElement.setAttribute('data-preview-sent', String(version));
}

/** Lint answers can arrive out of order (a slow one overtaken by the next edit's): only the newest counts. */
let lintRequest = 0;

async function lintNow(): Promise<void> {
  const request = ++lintRequest;
  let answer: PlaygroundProblem[];
  try {
    const response = await fetch('/__fixtures/lint', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ files: exportedFiles(files) }) });
    if (!response.ok) throw new Error(`the linter answered ${response.status}`);
    answer = ((await response.json()) as { problems: PlaygroundProblem[] }).problems;
  } catch (error) {
    if (request === lintRequest) status.textContent = `The set could not be checked: ${(error as Error).message}`;
    return;
  }
  if (request !== lintRequest) return;
  problems = answer;
  renderProblems();
  document.documentElement.setAttribute('data-lint-state', 'done');
}

function changed(): void {
  sendPreview();
  document.documentElement.setAttribute('data-lint-state', 'pending');
  clearTimeout(lintTimer);
  lintTimer = setTimeout(() => void lintNow(), LINT_DELAY_MS);
  try {
    localStorage.setItem(STORE_KEY, JSON.stringify({ partner, files }));
  } catch {
    // storage full or blocked: the set stays in the page
  }
}

function loadSet(next: PlaygroundFiles, message: string): void {
  files = { ...next };
  states.clear();
  view.setState(stateFor(current));
  status.textContent = message;
  changed();
}

async function startFromPartner(code: string): Promise<void> {
  const response = await fetch(`/playground/set?partner=${encodeURIComponent(code)}`);
  if (!response.ok) {
    status.textContent = `No template set for ${code}.`;
    return;
  }
  partner = code;
  const set = ((await response.json()) as { files: PlaygroundFiles }).files;
  const own = data.partners.find((p) => p.code === code)?.ownTemplates;
  loadSet(set, own ? `Started from ${code}'s published set.` : `${code} shows the default templates: write a file to replace one.`);
}

async function loadBootstrap(): Promise<void> {
  const response = await fetch(`/playground/bootstrap?persona=${encodeURIComponent(persona)}&partner=${encodeURIComponent(partner)}`);
  bootstrap = response.ok ? ((await response.json()) as BootstrapContext) : undefined;
  sendPreview();
}

async function importFrom(entries: { path: string; text: string }[]): Promise<void> {
  const found = importEntries(entries);
  if (Object.keys(found.files).length === 0) {
    status.textContent = `Nothing imported: no file the template server reads.${found.ignored.length ? ` Left out: ${found.ignored.join('; ')}` : ''}`;
    return;
  }
  loadSet(found.files, `Imported ${Object.keys(found.files).join(', ')}.${found.ignored.length ? ` Left out: ${found.ignored.join('; ')}` : ''}`);
}

/** A zip: too large a file is not even read; its entries' declared sizes are checked before any is inflated. */
async function importZip(file: File): Promise<void> {
  const tooBig = zipSizeProblem(file.size);
  if (tooBig) {
    status.textContent = `The zip is not imported: ${tooBig}.`;
    return;
  }
  let read: UnzippedFiles;
  try {
    read = unzipFiles(new Uint8Array(await file.arrayBuffer()));
  } catch {
    status.textContent = 'The zip could not be read.';
    return;
  }
  if ('problem' in read) status.textContent = `The zip is not imported: ${read.problem}.`;
  else await importFrom(read.files);
}

/** A folder: its files' sizes are checked before any is read. */
async function importFolder(chosen: File[]): Promise<void> {
  const entries = chosen.map((file) => ({ file, path: file.webkitRelativePath || file.name }));
  const overLimit = importLimitProblem(entries.map(({ file, path }) => ({ path, size: file.size })));
  if (overLimit) {
    status.textContent = `The folder is not imported: ${overLimit}.`;
    return;
  }
  try {
    await importFrom(await Promise.all(entries.map(async ({ file, path }) => ({ path, text: await file.text() }))));
  } catch {
    status.textContent = 'The folder could not be read.';
  }
}

function exportZip(): void {
  const blob = new Blob([zipFiles(exportedFiles(files)) as Uint8Array<ArrayBuffer>], { type: 'application/zip' });
  const link = el('a', { href: URL.createObjectURL(blob), download: 'templates.zip' });
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

// ---- wiring --------------------------------------------------------------------------------

window.addEventListener('message', (event) => {
  if (event.origin !== location.origin || event.source !== frame.contentWindow) return;
  if ((event.data as { type?: string } | null)?.type !== 'unav-playground-frame-ready') return;
  frameReady = true;
  sendPreview();
});
partnerSelect.addEventListener('change', () => void startFromPartner(partnerSelect.value).then(loadBootstrap));
personaSelect.addEventListener('change', () => {
  persona = personaSelect.value;
  void loadBootstrap();
});
layoutSelect.addEventListener('change', () => {
  layout = layoutSelect.value as TemplateName;
  sendPreview();
});
for (const button of widthButtons) {
  button.addEventListener('click', () => {
    width = Number(button.dataset.width);
    renderWidth();
  });
}
exportButton.addEventListener('click', exportZip);
zipInput.addEventListener('change', () => {
  const file = zipInput.files?.[0];
  zipInput.value = '';
  if (file) void importZip(file);
});
folderInput.addEventListener('change', () => {
  const chosen = [...(folderInput.files ?? [])];
  folderInput.value = '';
  void importFolder(chosen);
});

const stored = readStoredPlayground(localStorage.getItem(STORE_KEY));
personaSelect.value = persona;
renderWidth();
renderTabs();
if (stored) {
  partner = stored.partner;
  partnerSelect.value = partner;
  loadSet(stored.files, 'Your last set, kept in this browser.');
  void loadBootstrap();
} else {
  partnerSelect.value = partner;
  void startFromPartner(partner).then(loadBootstrap);
}
