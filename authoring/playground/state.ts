/**
 * The template playground's state: the set being edited and everything the page shows about it,
 * changed only by playgroundReducer. Pure: the page (app.ts) dispatches events and renders from it.
 */
import type { BootstrapContext, TemplateName } from '../../engine/core/wire/marketTypes.ts';
import type { PlaygroundProblem } from './playgroundLint.ts';
import { PLAYGROUND_FILES, type ImportedSet, type PlaygroundFiles, type StoredPlayground } from './templateSet.ts';

export type PlaygroundFile = (typeof PLAYGROUND_FILES)[number];

/** The preview's widths: the runtime's own breakpoints apply inside a frame of that width. */
export const PREVIEW_WIDTHS = [{ label: 'Phone', px: 375 }, { label: 'Tablet', px: 768 }, { label: 'Desktop', px: 1280 }] as const;

/** What the demo server writes into the page (#playground-data). */
export interface PlaygroundPageData {
  personas: string[];
  partners: { code: string; ownTemplates: boolean }[];
}

export type ImportSource = 'zip' | 'folder';

/** The last thing that happened to the set as a whole, as the status line tells it (noticeText). */
export type Notice =
  | { kind: 'none' }
  | { kind: 'storedSetRead' }
  | { kind: 'partnerSetLoaded'; partner: string; ownTemplates: boolean }
  | { kind: 'partnerSetMissing'; partner: string }
  /** `files` empty: nothing the template server reads was found. */
  | { kind: 'imported'; files: string[]; ignored: string[] }
  | { kind: 'importRefused'; source: ImportSource; reason: string }
  | { kind: 'importUnreadable'; source: ImportSource }
  | { kind: 'lintFailed'; message: string };

export interface PlaygroundState {
  /** The set, by the names the template server reads. */
  files: PlaygroundFiles;
  /**
   * Counts the sets loaded whole (the stored one, a partner's, an import): the editors drop their
   * documents when it moves, and keep them on an edit, which came from them.
   */
  setLoads: number;
  /** The file whose tab is open. */
  openFile: PlaygroundFile;
  /** The partner whose set the page last started from; a choice counts once its set has come. */
  partner: string;
  persona: string;
  layout: TemplateName;
  /** The preview frame's width, in CSS pixels. */
  width: number;
  /** The persona's bootstrap on the partner; undefined until answered, or when refused. */
  bootstrap: BootstrapContext | undefined;
  /** The linter's last answer for the newest request. */
  problems: PlaygroundProblem[];
  /** idle: nothing asked yet; pending: the set changed since the last answer, or the call failed. */
  lint: { status: 'idle' | 'pending' | 'done'; request: number };
  /** The frame takes options once it has said it is ready; `version` counts the options sent. */
  preview: { frame: 'loading' | 'ready'; version: number };
  notice: Notice;
}

/** What happened on the page, in the server's answers or in the frame. */
export type PlaygroundEvent =
  | { type: 'StoredSetRead'; stored: StoredPlayground }
  | { type: 'PartnerSetLoaded'; partner: string; files: PlaygroundFiles; ownTemplates: boolean }
  | { type: 'PartnerSetMissing'; partner: string }
  | { type: 'PersonaChosen'; persona: string }
  | { type: 'LayoutChosen'; layout: TemplateName }
  | { type: 'WidthChosen'; width: number }
  | { type: 'TabChosen'; file: PlaygroundFile }
  /** ArrowRight (1) or ArrowLeft (-1) on the tabs: the WAI-ARIA tabs pattern, wrapping round. */
  | { type: 'TabArrowPressed'; step: 1 | -1 }
  /** A problem's line was chosen; a problem of no tab's file (the folder's) leaves the open tab. */
  | { type: 'ProblemChosen'; file: string }
  | { type: 'FileEdited'; file: PlaygroundFile; text: string }
  /** The set was posted to the linter: its request number is the new `lint.request`. */
  | { type: 'LintSent' }
  | { type: 'LintAnswered'; request: number; problems: PlaygroundProblem[] }
  | { type: 'LintFailed'; request: number; message: string }
  | { type: 'BootstrapAnswered'; bootstrap: BootstrapContext | undefined }
  | { type: 'FrameLoaded' }
  | { type: 'ZipImported'; imported: ImportedSet }
  | { type: 'FolderImported'; imported: ImportedSet }
  | { type: 'ImportRefused'; source: ImportSource; reason: string }
  | { type: 'ImportUnreadable'; source: ImportSource };

/** The page's start: a partner with its own templates (or the first), the customer persona (or the first). */
export function createPlaygroundState(data: PlaygroundPageData): PlaygroundState {
  return {
    files: {},
    setLoads: 0,
    openFile: PLAYGROUND_FILES[0],
    partner: data.partners.find((p) => p.ownTemplates)?.code ?? data.partners[0]?.code ?? '',
    persona: data.personas.includes('customer') ? 'customer' : data.personas[0] ?? '',
    layout: 'headerIn',
    width: PREVIEW_WIDTHS[2].px,
    bootstrap: undefined,
    problems: [],
    lint: { status: 'idle', request: 0 },
    preview: { frame: 'loading', version: 0 },
    notice: { kind: 'none' },
  };
}

function isPlaygroundFile(name: string): name is PlaygroundFile {
  return (PLAYGROUND_FILES as readonly string[]).includes(name);
}

/** What the preview shows changed: new options go to a ready frame; one still loading gets them when ready. */
function previewChanged(state: PlaygroundState): PlaygroundState {
  return state.preview.frame === 'ready' ? { ...state, preview: { ...state.preview, version: state.preview.version + 1 } } : state;
}

/** The set changed: the preview shows it, and the linter is asked again. */
function setChanged(state: PlaygroundState, files: PlaygroundFiles): PlaygroundState {
  return previewChanged({ ...state, files, lint: { ...state.lint, status: 'pending' } });
}

/** A set loaded whole replaces every file, edited or not. */
function setLoaded(state: PlaygroundState, files: PlaygroundFiles, notice: Notice): PlaygroundState {
  return setChanged({ ...state, setLoads: state.setLoads + 1, notice }, { ...files });
}

function imported(state: PlaygroundState, { files, ignored }: ImportedSet): PlaygroundState {
  const names = Object.keys(files);
  const notice: Notice = { kind: 'imported', files: names, ignored };
  // Nothing the server reads: the set in the editor stays as it is.
  return names.length === 0 ? { ...state, notice } : setLoaded(state, files, notice);
}

function withOpenFile(state: PlaygroundState, file: PlaygroundFile): PlaygroundState {
  return file === state.openFile ? state : { ...state, openFile: file };
}

// Events name what happened, in the past tense (FileEdited), never a command.
export function playgroundReducer(state: PlaygroundState, event: PlaygroundEvent): PlaygroundState {
  switch (event.type) {
    case 'StoredSetRead':
      return setLoaded({ ...state, partner: event.stored.partner }, event.stored.files, { kind: 'storedSetRead' });
    case 'PartnerSetLoaded':
      return setLoaded({ ...state, partner: event.partner }, event.files, { kind: 'partnerSetLoaded', partner: event.partner, ownTemplates: event.ownTemplates });
    case 'PartnerSetMissing':
      // The set and its partner stay: the page goes on from them.
      return { ...state, notice: { kind: 'partnerSetMissing', partner: event.partner } };
    case 'PersonaChosen':
      // The preview changes once the persona's bootstrap has come (BootstrapAnswered).
      return { ...state, persona: event.persona };
    case 'LayoutChosen':
      return previewChanged({ ...state, layout: event.layout });
    case 'WidthChosen':
      return { ...state, width: event.width };
    case 'TabChosen':
      return withOpenFile(state, event.file);
    case 'TabArrowPressed': {
      const count = PLAYGROUND_FILES.length;
      return withOpenFile(state, PLAYGROUND_FILES[(PLAYGROUND_FILES.indexOf(state.openFile) + event.step + count) % count]!);
    }
    case 'ProblemChosen':
      return isPlaygroundFile(event.file) ? withOpenFile(state, event.file) : state;
    case 'FileEdited':
      return setChanged(state, { ...state.files, [event.file]: event.text });
    case 'LintSent':
      return { ...state, lint: { ...state.lint, request: state.lint.request + 1 } };
    case 'LintAnswered':
      // Answers can arrive out of order (a slow one overtaken by the next edit's): only the newest counts.
      if (event.request !== state.lint.request) return state;
      return { ...state, problems: event.problems, lint: { ...state.lint, status: 'done' } };
    case 'LintFailed':
      // The problems listed stay; the set counts as not checked yet.
      return event.request === state.lint.request ? { ...state, notice: { kind: 'lintFailed', message: event.message } } : state;
    case 'BootstrapAnswered':
      return previewChanged({ ...state, bootstrap: event.bootstrap });
    case 'FrameLoaded':
      return previewChanged({ ...state, preview: { ...state.preview, frame: 'ready' } });
    case 'ZipImported':
    case 'FolderImported':
      return imported(state, event.imported);
    case 'ImportRefused':
      return { ...state, notice: { kind: 'importRefused', source: event.source, reason: event.reason } };
    case 'ImportUnreadable':
      return { ...state, notice: { kind: 'importUnreadable', source: event.source } };
  }
}
