import { createTemplateSanitizer, type TemplateSanitizer } from '../core/template/sanitizeTemplate.ts';

type SanitizerWindow = Parameters<typeof createTemplateSanitizer>[0];

interface ListenerTarget {
  addEventListener?: unknown;
}

/**
 * The template sanitizer on a server's DOM window, which a host keeps for the life of the process.
 * jsdom's selector engine adds nine listeners (focus, keys, pointer) to the window for every
 * document parsed in it, and never takes them off: each template sanitized would stay reachable
 * from the window, its whole DOM with it (about 1.5 MB for a 20 kB template, for good). Those
 * listeners track focus and pointer state, which a sanitizer's documents never have; so while a
 * template is sanitized, the window takes no listener.
 */
export function createServerSanitizer(window: SanitizerWindow): TemplateSanitizer {
  const sanitize = createTemplateSanitizer(window);
  const target = window as unknown as ListenerTarget;
  return (markedTemplate, options) => {
    const own = Object.getOwnPropertyDescriptor(target, 'addEventListener');
    // A window that will not lend its method is sanitized in as it is.
    if (own?.configurable === false || !Object.isExtensible(target)) return sanitize(markedTemplate, options);
    Object.defineProperty(target, 'addEventListener', { value: ignoreListener, configurable: true, writable: true });
    try {
      return sanitize(markedTemplate, options);
    } finally {
      if (own) Object.defineProperty(target, 'addEventListener', own);
      else delete target.addEventListener;
    }
  };
}

function ignoreListener(): void {}
