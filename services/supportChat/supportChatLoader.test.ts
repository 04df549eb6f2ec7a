// @vitest-environment jsdom
import { startSupportChat, type SupportChatLoaderOptions } from './supportChatLoader.ts';
import type { SupportChatSdk } from './supportChatSdk.ts';

const TOKEN = { zendeskAccount: 'acme', zendeskToken: 'jwt-1' };
const scriptsIn = (doc: Document) => [...doc.head.querySelectorAll('script')];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(win: object, scripts: Partial<SupportChatLoaderOptions['scripts']> = {}) {
  const seen: string[] = [];
  const warnings: unknown[][] = [];
  const doc = document.implementation.createHTMLDocument('page');
  const stop = startSupportChat({
    doc,
    win,
    scripts: { domLibrary: 'https://lib.example.com/cash.min.js', sdk: 'https://chat.example.com/web-sdk.js', nonce: 'n0nce', ...scripts },
    token: TOKEN,
    log: { warn: (...args) => void warnings.push(args) },
    onConnected: () => void seen.push('connected'),
    onUnread: (count) => void seen.push(`unread ${count}`),
    onFailed: () => void seen.push('failed'),
  });
  const load = async (index: number) => {
    scriptsIn(doc)[index]!.dispatchEvent(new Event('load'));
    await settle();
  };
  return { doc, stop, seen, warnings, load };
}

function fakeSdk() {
  const listeners = new Set<(count: number) => void>();
  const zChat: SupportChatSdk = { init: vi.fn(), on: (_event, listener) => void listeners.add(listener), off: (_event, listener) => void listeners.delete(listener) };
  return { zChat, report: (count: number) => listeners.forEach((listener) => listener(count)) };
}

describe('the support-chat loader', () => {
  it('adds the DOM library, then the SDK once the library loaded, signs in, and reports the unread count until stopped', async () => {
    const { zChat, report } = fakeSdk();
    const chat = start({ zChat }, { sdkIntegrity: 'sha384-sdk' });
    expect(scriptsIn(chat.doc).map((script) => script.src)).toEqual(['https://lib.example.com/cash.min.js']);
    await chat.load(0);
    expect(scriptsIn(chat.doc).map((script) => [script.src, script.nonce, script.getAttribute('integrity')])).toEqual([
      ['https://lib.example.com/cash.min.js', 'n0nce', null],
      ['https://chat.example.com/web-sdk.js', 'n0nce', 'sha384-sdk'],
    ]);
    await chat.load(1);
    expect(zChat.init).toHaveBeenCalledTimes(1);
    report(4);
    chat.stop();
    report(5);
    expect(chat.seen).toEqual(['connected', 'unread 4']);
  });

  it('a refused script: a warning, failed reported, and no SDK script added', async () => {
    const chat = start({}, { domLibrary: 'http://lib.example.com/cash.min.js' });
    await settle();
    expect(chat.seen).toEqual(['failed']);
    expect(scriptsIn(chat.doc)).toEqual([]);
    expect(chat.warnings.map(([message]) => message)).toEqual(['Universal navigation: support chat not loaded']);
  });

  it('an SDK script that brings no SDK: failed', async () => {
    const chat = start({});
    await chat.load(0);
    await chat.load(1);
    expect(chat.seen).toEqual(['connected', 'failed']);
    expect(chat.warnings).toEqual([]);
  });

  it('stopped while the scripts load: nothing is reported when they do', async () => {
    const { zChat } = fakeSdk();
    const chat = start({ zChat });
    chat.stop();
    await chat.load(0);
    expect(scriptsIn(chat.doc)).toHaveLength(1);
    expect(chat.seen).toEqual([]);
    expect(zChat.init).not.toHaveBeenCalled();
  });
});
