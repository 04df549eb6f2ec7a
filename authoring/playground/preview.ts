/**
 * The preview: a frame (/playground/frame) running the script-tag bundle, sent the set's preview
 * options each time the state counts a new version. The frame has the chosen width, so the
 * runtime's media queries apply; it is scaled down to fit the pane.
 */
import { el } from './dom.ts';
import type { PlaygroundEvent, PlaygroundState } from './state.ts';
import type { Store } from './store.ts';
import { previewOptionsOf } from './templateSet.ts';

const FRAME_HEIGHT_PX = 640;

export interface Preview {
  element: HTMLElement;
  render(state: PlaygroundState, previous: PlaygroundState): void;
}

export function createPreview(store: Store<PlaygroundState, PlaygroundEvent>): Preview {
  const frame = el('iframe', { src: '/playground/frame', title: 'Preview of the template set', id: 'pg-frame' });
  const stage = el('div', { class: 'pg-preview__stage' }, frame);
  const scaleNote = el('p', { class: 'pg-preview__scale', id: 'pg-scale' });
  const element = el('section', { class: 'pg-preview', 'aria-label': 'Preview' }, scaleNote, stage);

  function renderWidth(width: number): void {
    const room = element.clientWidth - 18;
    const scale = room > 0 ? Math.min(1, room / width) : 1;
    frame.style.width = `${width}px`;
    frame.style.transform = scale < 1 ? `scale(${scale})` : '';
    stage.style.width = `${Math.round(width * scale)}px`;
    stage.style.height = `${Math.round(FRAME_HEIGHT_PX * scale)}px`;
    scaleNote.textContent = `${width}px wide${scale < 1 ? `, shown at ${Math.round(scale * 100)}%` : ''}`;
  }

  function send({ files, layout, bootstrap, preview }: PlaygroundState): void {
    frame.contentWindow?.postMessage({ type: 'unav-playground-preview', version: preview.version, options: previewOptionsOf(files, { layout, ...(bootstrap ? { bootstrap } : {}) }) }, location.origin);
    document.documentElement.setAttribute('data-preview-sent', String(preview.version));
  }

  renderWidth(store.getState().width);
  new ResizeObserver(() => renderWidth(store.getState().width)).observe(element);
  window.addEventListener('message', (event) => {
    if (event.origin !== location.origin || event.source !== frame.contentWindow) return;
    if ((event.data as { type?: string } | null)?.type === 'unav-playground-frame-ready') store.dispatch({ type: 'FrameLoaded' });
  });

  return {
    element,
    render(state, previous) {
      if (state.width !== previous.width) renderWidth(state.width);
      if (state.preview.version !== previous.preview.version) send(state);
    },
  };
}
