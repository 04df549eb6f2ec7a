/**
 * The bar above the editor: the partner to start from, the persona, layout and preview width,
 * import and export of the set, and the status line.
 */
import type { TemplateName } from '../../engine/core/wire/marketTypes.ts';
import { el } from './dom.ts';
import { downloadZip, readFolder, readZip } from './importExport.ts';
import { noticeText } from './noticeText.ts';
import { PREVIEW_WIDTHS, type PlaygroundEvent, type PlaygroundPageData, type PlaygroundState } from './state.ts';
import type { Store } from './store.ts';
import { LAYOUTS } from './templateSet.ts';

export interface Toolbar {
  element: HTMLElement;
  render(state: PlaygroundState, previous: PlaygroundState): void;
}

/** `onPartnerChosen`: the runner fetches that partner's set; the choice counts once it has come. */
export function createToolbar(data: PlaygroundPageData, store: Store<PlaygroundState, PlaygroundEvent>, onPartnerChosen: (code: string) => void): Toolbar {
  const initial = store.getState();
  const status = el('p', { class: 'pg-status', role: 'status', id: 'pg-status' });
  const partnerSelect = el('select', { id: 'pg-partner' }, ...data.partners.map((p) => el('option', { value: p.code }, `${p.code}${p.ownTemplates ? ' (own templates)' : ''}`)));
  const personaSelect = el('select', { id: 'pg-persona' }, ...data.personas.map((name) => el('option', { value: name }, name)));
  const layoutSelect = el('select', { id: 'pg-layout' }, ...LAYOUTS.map((name) => el('option', { value: name }, name)));
  const widthButtons = PREVIEW_WIDTHS.map(({ label, px }) => el('button', { type: 'button', class: 'pg-button', 'data-width': String(px), 'aria-pressed': 'false' }, `${label} ${px}px`));
  const zipInput = el('input', { type: 'file', accept: '.zip,application/zip', id: 'pg-import-zip' });
  const folderInput = el('input', { type: 'file', id: 'pg-import-folder', webkitdirectory: '', multiple: '' });
  const exportButton = el('button', { type: 'button', class: 'pg-button', id: 'pg-export' }, 'Export .zip');
  partnerSelect.value = initial.partner;
  personaSelect.value = initial.persona;

  partnerSelect.addEventListener('change', () => onPartnerChosen(partnerSelect.value));
  personaSelect.addEventListener('change', () => store.dispatch({ type: 'PersonaChosen', persona: personaSelect.value }));
  layoutSelect.addEventListener('change', () => store.dispatch({ type: 'LayoutChosen', layout: layoutSelect.value as TemplateName }));
  for (const button of widthButtons) button.addEventListener('click', () => store.dispatch({ type: 'WidthChosen', width: Number(button.dataset.width) }));
  exportButton.addEventListener('click', () => downloadZip(store.getState().files));
  zipInput.addEventListener('change', () => {
    const file = zipInput.files?.[0];
    // Emptied, so choosing the same file again imports it again.
    zipInput.value = '';
    if (file) void readZip(file).then(store.dispatch);
  });
  folderInput.addEventListener('change', () => {
    const chosen = [...(folderInput.files ?? [])];
    folderInput.value = '';
    void readFolder(chosen).then(store.dispatch);
  });

  function renderWidth(width: number): void {
    for (const button of widthButtons) button.setAttribute('aria-pressed', String(Number(button.dataset.width) === width));
  }
  renderWidth(initial.width);

  const element = el('header', { class: 'pg-bar' },
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
    status);

  return {
    element,
    render(state, previous) {
      // A partner whose set did not come leaves the select on the choice, as it was made.
      if (state.partner !== previous.partner) partnerSelect.value = state.partner;
      if (state.width !== previous.width) renderWidth(state.width);
      if (state.notice !== previous.notice) status.textContent = noticeText(state.notice);
    },
  };
}
