import { describe, expect, it } from 'vitest';
import type { PlaygroundProblem } from './playgroundLint.ts';
import { createPlaygroundState, playgroundReducer, type PlaygroundEvent, type PlaygroundPageData, type PlaygroundState } from './state.ts';

const PAGE: PlaygroundPageData = {
  personas: ['visitor', 'customer', 'channel-admin'],
  partners: [{ code: 'APPSMART', ownTemplates: false }, { code: 'GLOBEX', ownTemplates: true }],
};
const GLOBEX_SET = { 'headerIn.html': '<p>Globex</p>{{userMenu}}', 'css.css': '.gx { color: navy; }' };

function fold(events: PlaygroundEvent[], start: PlaygroundState = createPlaygroundState(PAGE)): PlaygroundState {
  return events.reduce(playgroundReducer, start);
}

const globexLoaded: PlaygroundEvent = { type: 'PartnerSetLoaded', partner: 'GLOBEX', files: GLOBEX_SET, ownTemplates: true };
const problem = (file: string, line: number, message: string, removal = false): PlaygroundProblem => ({ file, line, message, removal });

describe('the start', () => {
  it('is a partner with its own templates, the customer, the signed-in header at desktop width, the first tab', () => {
    expect(createPlaygroundState(PAGE)).toMatchObject({
      files: {}, partner: 'GLOBEX', persona: 'customer', layout: 'headerIn', width: 1280, openFile: 'headerIn.html',
      lint: { status: 'idle' }, preview: { frame: 'loading', version: 0 }, notice: { kind: 'none' },
    });
  });

  it('falls back to the first partner and persona listed', () => {
    expect(createPlaygroundState({ personas: ['visitor'], partners: [{ code: 'DES', ownTemplates: false }] })).toMatchObject({ partner: 'DES', persona: 'visitor' });
    expect(createPlaygroundState({ personas: [], partners: [] })).toMatchObject({ partner: '', persona: '' });
  });
});

describe('loading a set whole', () => {
  it("a partner's set replaces the files, names the partner and asks the linter", () => {
    const state = fold([{ type: 'FileEdited', file: 'footer.html', text: '<p>draft</p>' }, { ...globexLoaded, partner: 'APPSMART', ownTemplates: false }]);
    expect(state).toMatchObject({ partner: 'APPSMART', files: GLOBEX_SET, setLoads: 1, lint: { status: 'pending' }, notice: { kind: 'partnerSetLoaded', partner: 'APPSMART', ownTemplates: false } });
  });

  it('a missing set leaves the set and its partner as they were', () => {
    const loaded = fold([globexLoaded]);
    const state = fold([{ type: 'PartnerSetMissing', partner: 'NOPE' }], loaded);
    expect(state).toEqual({ ...loaded, notice: { kind: 'partnerSetMissing', partner: 'NOPE' } });
  });

  it('the stored set brings its partner back', () => {
    const state = fold([{ type: 'StoredSetRead', stored: { partner: 'APPSMART', files: { 'footer.html': '<p>kept</p>' } } }]);
    expect(state).toMatchObject({ partner: 'APPSMART', files: { 'footer.html': '<p>kept</p>' }, setLoads: 1, notice: { kind: 'storedSetRead' } });
  });

  it('an import replaces the whole set; one with nothing the server reads changes only the status', () => {
    const loaded = fold([globexLoaded]);
    const imported = fold([{ type: 'ZipImported', imported: { files: { 'footer.html': '<p>zip</p>' }, ignored: ['notes.txt: the template server never reads this file'] } }], loaded);
    expect(imported).toMatchObject({ files: { 'footer.html': '<p>zip</p>' }, setLoads: 2, notice: { kind: 'imported', files: ['footer.html'], ignored: ['notes.txt: the template server never reads this file'] } });
    const empty = fold([{ type: 'FolderImported', imported: { files: {}, ignored: ['a.txt: x'] } }], imported);
    expect(empty).toEqual({ ...imported, notice: { kind: 'imported', files: [], ignored: ['a.txt: x'] } });
  });

  it('a refused or unreadable import keeps the set and says which kind of import it was', () => {
    const loaded = fold([globexLoaded]);
    expect(fold([{ type: 'ImportRefused', source: 'folder', reason: 'it holds 70 items' }], loaded)).toEqual({ ...loaded, notice: { kind: 'importRefused', source: 'folder', reason: 'it holds 70 items' } });
    expect(fold([{ type: 'ImportUnreadable', source: 'zip' }], loaded)).toEqual({ ...loaded, notice: { kind: 'importUnreadable', source: 'zip' } });
  });
});

describe('editing', () => {
  it('an edit changes its file only, keeps the editors (no set load) and asks the linter', () => {
    const state = fold([globexLoaded, { type: 'LintSent' }, { type: 'LintAnswered', request: 1, problems: [] }, { type: 'FileEdited', file: 'css.css', text: '' }]);
    expect(state).toMatchObject({ files: { ...GLOBEX_SET, 'css.css': '' }, setLoads: 1, lint: { status: 'pending' } });
  });
});

describe('the preview', () => {
  it('counts a version for each change it shows, once the frame is ready, and none for the persona before its bootstrap', () => {
    const versions = [
      globexLoaded,
      { type: 'FrameLoaded' },
      { type: 'FileEdited', file: 'headerIn.html', text: '<p>typed</p>' },
      { type: 'LayoutChosen', layout: 'headerOut' },
      { type: 'PersonaChosen', persona: 'visitor' },
      { type: 'BootstrapAnswered', bootstrap: undefined },
      { type: 'WidthChosen', width: 375 },
      { type: 'TabChosen', file: 'footer.html' },
    ].reduce<[PlaygroundState, number[]]>(([state, seen], event) => {
      const next = playgroundReducer(state, event as PlaygroundEvent);
      return [next, [...seen, next.preview.version]];
    }, [createPlaygroundState(PAGE), []])[1];
    expect(versions).toEqual([0, 1, 2, 3, 3, 4, 4, 4]);
  });

  it('keeps the choices it is shown with', () => {
    expect(fold([{ type: 'LayoutChosen', layout: 'headerCheckout' }, { type: 'PersonaChosen', persona: 'visitor' }, { type: 'WidthChosen', width: 768 }])).toMatchObject({ layout: 'headerCheckout', persona: 'visitor', width: 768 });
  });
});

describe('the linter', () => {
  const a = [problem('headerIn.html', 3, "unknown name 'userFirstname'")];
  const b = [problem('css.css', 2, 'removed: position: fixed', true)];

  it('takes the answer to the newest request only: an older one overtaken by the next edit is dropped', () => {
    const sent = fold([globexLoaded, { type: 'LintSent' }, { type: 'FileEdited', file: 'css.css', text: 'x' }, { type: 'LintSent' }]);
    const stale = fold([{ type: 'LintAnswered', request: 1, problems: a }], sent);
    expect(stale).toBe(sent);
    expect(fold([{ type: 'LintAnswered', request: 2, problems: b }], stale)).toMatchObject({ problems: b, lint: { status: 'done', request: 2 } });
  });

  it('a failed newest call says why and keeps the problems listed; the set stays unchecked', () => {
    const answered = fold([globexLoaded, { type: 'LintSent' }, { type: 'LintAnswered', request: 1, problems: a }, { type: 'FileEdited', file: 'css.css', text: 'x' }, { type: 'LintSent' }]);
    expect(fold([{ type: 'LintFailed', request: 1, message: 'old' }], answered)).toBe(answered);
    expect(fold([{ type: 'LintFailed', request: 2, message: 'the linter answered 500' }], answered)).toMatchObject({
      problems: a, lint: { status: 'pending' }, notice: { kind: 'lintFailed', message: 'the linter answered 500' },
    });
  });
});

describe('the tabs', () => {
  it('arrow keys move to the next or previous file, wrapping round', () => {
    expect(fold([{ type: 'TabArrowPressed', step: -1 }]).openFile).toBe('translations.json');
    expect(fold([{ type: 'TabArrowPressed', step: -1 }, { type: 'TabArrowPressed', step: 1 }, { type: 'TabArrowPressed', step: 1 }]).openFile).toBe('headerOut.html');
  });

  it("a problem opens its file; one of the folder itself, or the open tab chosen again, changes nothing", () => {
    const start = createPlaygroundState(PAGE);
    expect(fold([{ type: 'ProblemChosen', file: 'css.css' }]).openFile).toBe('css.css');
    expect(fold([{ type: 'ProblemChosen', file: 'templates/' }], start)).toBe(start);
    expect(fold([{ type: 'TabChosen', file: 'headerIn.html' }], start)).toBe(start);
  });
});
