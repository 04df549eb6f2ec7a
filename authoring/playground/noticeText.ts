import type { Notice } from './state.ts';

/** The status line's words for what last happened to the set (the e2e tests read some of them). */
export function noticeText(notice: Notice): string {
  switch (notice.kind) {
    case 'none':
      return '';
    case 'storedSetRead':
      return 'Your last set, kept in this browser.';
    case 'partnerSetLoaded':
      return notice.ownTemplates ? `Started from ${notice.partner}'s published set.` : `${notice.partner} shows the default templates: write a file to replace one.`;
    case 'partnerSetMissing':
      return `No template set for ${notice.partner}.`;
    case 'imported': {
      const leftOut = notice.ignored.length > 0 ? ` Left out: ${notice.ignored.join('; ')}` : '';
      return notice.files.length > 0 ? `Imported ${notice.files.join(', ')}.${leftOut}` : `Nothing imported: no file the template server reads.${leftOut}`;
    }
    case 'importRefused':
      return `The ${notice.source} is not imported: ${notice.reason}.`;
    case 'importUnreadable':
      return `The ${notice.source} could not be read.`;
    case 'lintFailed':
      return `The set could not be checked: ${notice.message}`;
  }
}
