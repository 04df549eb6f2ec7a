import { scanTags } from './scanStartTags.ts';

/**
 * The size of the tree an HTML parser builds from a template, estimated from its tags alone (one
 * pass, no DOM), so that a template too deep or too large for the sanitizer is known before any
 * parser sees it. A DOM parser's cost grows with depth times size (jsdom's and parse5's checks walk
 * the open elements), and the tree-building rules can make more elements than there are tags (a
 * formatting element left open is rebuilt in every later paragraph): counting tags is not enough.
 *
 * The estimate follows the tree-building rules of HTML §13.2.6 that change depth or count, as the
 * server's parser (parse5, in jsdom) applies them: void and self-closed foreign elements, end tags
 * honoured only in scope, the start tags that close an open p, li, dd, dt, heading, a, select or
 * table part, the tbody and tr a table part implies, table parts outside a table ignored, foreign
 * content and its integration points, raw text, and the formatting elements rebuilt after they
 * were closed implicitly (with Noah's Ark). Where it simplifies it errs upward: the tests hold it
 * against jsdom's parser over the XSS corpus, hostile shapes and random tag soup, where it never
 * says less. Linear: every element is pushed and popped at most once, each lookup a stack top.
 */

const names = (list: string) => new Set(list.split(' '));

const VOID = names('area base basefont bgsound br col embed hr img image input keygen link meta param source track wbr');
const FORMATTING = names('a b big code em font i nobr s small strike strong tt u');
/** HTML's special elements: an end tag of any other element is ignored across one of them. */
const SPECIAL = names(
  'address applet area article aside base basefont bgsound blockquote body br button caption center col colgroup dd details dir div dl dt embed fieldset figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 head header hgroup hr html iframe img input keygen li link listing main marquee menu meta nav noembed noframes noscript object ol p param plaintext pre script search section select source style summary table tbody td template textarea tfoot th thead title tr track ul wbr xmp',
);
/** The special elements of SVG and MathML, which also end every scope. */
const FOREIGN_SPECIAL = { svg: names('foreignobject desc title'), math: names('mi mo mn ms mtext annotation-xml') };
/** What ends the default scope ("has an element in scope"), with the foreign ones above. */
const SCOPE = names('applet caption html table td th marquee object template');
/** The special elements but address, div and p: they stop the search for an open li, dd or dt. */
const LIST_ITEM_BARRIER = new Set([...SPECIAL].filter((name) => name !== 'address' && name !== 'div' && name !== 'p'));
/** Markers in the list of active formatting elements: nothing before one is rebuilt inside it. */
const MARKERS = names('applet marquee object template td th caption');
/** Start tags that close an open p in button scope (a p, in the quirks mode templates parse in, is not closed by a table). */
const CLOSES_P = names(
  'address article aside blockquote center details dialog dir div dl fieldset figcaption figure footer header hgroup main menu nav ol p search section summary ul h1 h2 h3 h4 h5 h6 pre listing form plaintext hr xmp li dd dt',
);
/** Start tags before which the parser does not rebuild open formatting elements (block and table structure). */
const NO_REBUILD = names(
  'address article aside blockquote center details dialog dir div dl fieldset figcaption figure footer header hgroup main menu nav ol p search section summary ul h1 h2 h3 h4 h5 h6 pre listing form li dd dt plaintext table hr textarea iframe noembed noframes frameset caption col colgroup frame head tbody td tfoot th thead tr html body base basefont bgsound link meta script style template title param source track svg math',
);
const HEADINGS = names('h1 h2 h3 h4 h5 h6');
const TABLE_PARTS = names('caption colgroup col tbody thead tfoot tr td th');
const TABLE_SECTIONS = ['tbody', 'thead', 'tfoot'];
/** Start tags that end an open select (and are then read again); `select` itself only ends it. */
const ENDS_SELECT = names('select input keygen textarea');
/** What a select holds besides options (in select mode every other start tag is ignored). */
const IN_SELECT = names('option optgroup hr script template');
/** Elements whose content is text up to their end tag. */
const RAW_TEXT = names('script style xmp iframe noembed noframes textarea title plaintext');
/** Start tags that make no element inside a template (their attributes go to the document's own). */
const DOCUMENT_TAGS = names('html head body');
const MATH_TEXT = names('mi mo mn ms mtext');
const SVG_HTML_INTEGRATION = names('foreignobject desc title');
/** HTML start tags that end foreign content (HTML §13.2.6.5); font only with color, face or size. */
const BREAKOUT = names('b big blockquote body br center code dd div dl dt em embed h1 h2 h3 h4 h5 h6 head hr i img li listing menu meta nobr ol p pre ruby s small span strong strike sub sup table tt u ul var');
const FONT_BREAKOUT = /\s(color|face|size)\b/i;
/** The most elements one misnested formatting end tag can make: 8 rounds of the adoption agency, each one clone and three inner ones. */
const ADOPTION_CLONES = 8 * 4;

export interface TemplateTreeLimits {
  depth: number;
  elements: number;
  attributes: number;
  /** Elements the sanitizer removes (`keeps` says which it keeps). */
  removed: number;
  /** Copies made to keep the content of removed elements (see `moved`). */
  moved: number;
  /** Formatting elements the parser rebuilds (see `rebuilt`). */
  rebuilt: number;
  /** Entries of the formatting list walked (see `listed`). */
  listed: number;
}

export interface TemplateTreeSize {
  /** The deepest nesting of elements. */
  depth: number;
  elements: number;
  attributes: number;
  /** Elements the sanitizer removes: jsdom's removal of one of many siblings costs their number. */
  removed: number;
  /**
   * For each element, the elements around it that the sanitizer removes while keeping their
   * content (`keeps` says which it keeps): DOMPurify copies that content out of each of them, so
   * nested removed elements cost the size of their content once per level.
   */
  moved: number;
  /**
   * Formatting elements the parser opens again after they were closed implicitly: each one costs
   * the parser a walk of the list they are rebuilt from (parse5 compares every entry alike).
   */
  rebuilt: number;
  /**
   * For each formatting element's start or end tag, the entries of the list of active formatting
   * elements the parser walks (to find one alike, or the one to close): a long list makes every
   * later `<a>`, `<b>` or `</b>` cost its length.
   */
  listed: number;
  /** The first limit passed, and the offset of the tag where it was; the count stops there. */
  over?: { limit: keyof TemplateTreeLimits; at: number };
}

/** One entry of the list of active formatting elements. */
interface Formatting {
  name: string;
  /** The element as written (name and attributes): Noah's Ark compares elements alike. */
  key: string;
  /** Its place in the list: the order it was opened in. */
  order: number;
  /** Its index in the pending list while it waits there. */
  pendingAt?: number;
  state: 'open' | 'pending' | 'gone';
}

type Namespace = 'html' | 'svg' | 'math';

interface Open {
  name: string;
  ns: Namespace;
  /** A MathML text integration point (mi, mo, mn, ms, mtext): its text and most start tags are HTML. */
  mathText?: boolean;
  /** An HTML integration point (SVG foreignObject, desc and title; MathML annotation-xml for HTML). */
  htmlIntegration?: boolean;
  formatting?: Formatting;
  /** For a marker: the base of the pending list before it opened. */
  pendingBase?: number;
  /** Removed by the sanitizer, its content kept. */
  unwrapped?: boolean;
}

/** Stacks of the positions of open elements of one kind, so the nearest one is a lookup. */
class Positions {
  private readonly stacks = new Map<string, number[]>();
  push(kind: string, at: number): void {
    let stack = this.stacks.get(kind);
    if (!stack) this.stacks.set(kind, (stack = []));
    stack.push(at);
  }
  pop(kind: string): void {
    this.stacks.get(kind)?.pop();
  }
  /** The position of the nearest open element of the kind, or -1. */
  last(kind: string): number {
    return this.stacks.get(kind)?.at(-1) ?? -1;
  }
}

/** The kinds an open element is looked up by: its name (HTML) or `svg:name`, and the sets it is in. */
function kindsOf({ name, ns }: Open): string[] {
  if (ns !== 'html') return FOREIGN_SPECIAL[ns].has(name) ? [`${ns}:${name}`, '#special', '#barrier', '#scope'] : [`${ns}:${name}`];
  const kinds = [name, '#html'];
  if (SPECIAL.has(name)) kinds.push('#special');
  if (LIST_ITEM_BARRIER.has(name)) kinds.push('#barrier');
  if (SCOPE.has(name)) kinds.push('#scope');
  if (HEADINGS.has(name)) kinds.push('#heading');
  return kinds;
}

/**
 * `keeps` says which elements the sanitizer keeps (by local name, lower case); by default all, and
 * nothing is moved.
 */
export function measureTemplateTree(html: string, limits: TemplateTreeLimits, keeps: (name: string) => boolean = () => true): TemplateTreeSize {
  const size: TemplateTreeSize = { depth: 0, elements: 0, attributes: 0, removed: 0, moved: 0, rebuilt: 0, listed: 0 };
  const stack: Open[] = [];
  const positions = new Positions();
  const last = (kind: string) => positions.last(kind);
  /** Formatting elements closed implicitly, to be rebuilt (those from `pendingBase` on: after the last marker). */
  const pending: Formatting[] = [];
  let pendingBase = 0;
  /** The pending entries by name, latest last (stale ones skipped when read). */
  const pendingByName = new Map<string, Formatting[]>();
  /** Active formatting entries by key, oldest first (from `head` on), and how many are live, for Noah's Ark. */
  const alike = new Map<string, { entries: Formatting[]; head: number; live: number }>();
  let at = 0;
  let opened = 0;
  /** The live entries of the list of active formatting elements (open or waiting to be rebuilt). */
  let activeEntries = 0;
  /** Levels the adoption agency may have added below what the stack shows, and whether it moved any block. */
  let deeper = 0;
  let adopted = false;
  /** How many open elements the sanitizer removes, keeping their content. */
  let unwrappedOpen = 0;

  const over = (limit: keyof TemplateTreeLimits) => {
    size.over ??= { limit, at };
    return true;
  };

  /** Counts one element at that depth of the stack: depth, size, and what the sanitizer makes of it. */
  const count = (stackDepth: number, removed: boolean): boolean => {
    const depth = stackDepth + deeper;
    size.elements += 1;
    size.depth = Math.max(size.depth, depth);
    size.moved += unwrappedOpen;
    if (removed) size.removed += 1;
    if (depth > limits.depth) return over('depth');
    if (size.moved > limits.moved) return over('moved');
    if (size.removed > limits.removed) return over('removed');
    return size.elements > limits.elements && over('elements');
  };

  const push = (open: Open): boolean => {
    const index = stack.length;
    open.unwrapped = !keeps(open.name);
    const overLimit = count(index + 1, open.unwrapped);
    stack.push(open);
    if (open.unwrapped) unwrappedOpen += 1;
    for (const kind of kindsOf(open)) positions.push(kind, index);
    if (open.ns === 'html' && MARKERS.has(open.name)) {
      open.pendingBase = pendingBase;
      pendingBase = pending.length;
    }
    return overLimit;
  };

  /** An element with no content (void, self-closed foreign, or made for a stray end tag): counted, never opened. */
  const leaf = (name: string) => count(stack.length + 1, !keeps(name));

  const forget = (entry: Formatting | undefined) => {
    if (!entry || entry.state === 'gone') return;
    entry.state = 'gone';
    (alike.get(entry.key) as { live: number }).live -= 1;
    activeEntries -= 1;
  };

  /** A walk of the list of active formatting elements, which the parser makes for each formatting tag. */
  const walkList = (): boolean => {
    size.listed += activeEntries;
    return size.listed > limits.listed && over('listed');
  };

  const wait = (entry: Formatting) => {
    entry.state = 'pending';
    entry.pendingAt = pending.length;
    pending.push(entry);
    let byName = pendingByName.get(entry.name);
    if (!byName) pendingByName.set(entry.name, (byName = []));
    byName.push(entry);
  };

  /** The latest pending entry of that name after the last marker, if any. */
  const latestPending = (name: string): Formatting | undefined => {
    const byName = pendingByName.get(name);
    let top = byName?.at(-1);
    while (top && (top.state !== 'pending' || pending[top.pendingAt as number] !== top)) {
      byName?.pop();
      top = byName?.at(-1);
    }
    return top && (top.pendingAt as number) >= pendingBase ? top : undefined;
  };

  /** Pops the top element; a formatting element closed implicitly stays active, to be rebuilt. */
  const popOne = (explicit: boolean) => {
    const open = stack.pop() as Open;
    for (const kind of kindsOf(open)) positions.pop(kind);
    if (open.unwrapped) unwrappedOpen -= 1;
    const entry = open.formatting;
    if (entry?.state === 'open') {
      if (explicit) forget(entry);
      else wait(entry);
    }
    if (open.pendingBase !== undefined) {
      // A marker closes: the formatting elements opened inside it are no longer active.
      for (let i = pendingBase; i < pending.length; i += 1) forget(pending[i]);
      pending.length = pendingBase;
      pendingBase = open.pendingBase;
    }
  };

  /** Pops until the stack is `length` long; the element at `length` was closed by its own end tag when `explicit`. */
  const popToLength = (length: number, explicit = false) => {
    while (stack.length > length + 1) popOne(false);
    if (stack.length > length) popOne(explicit);
  };

  /** Pops to and including the nearest open element of the kind (the caller knows there is one). */
  const popTo = (kind: string) => popToLength(last(kind), true);

  /** Whether an element of the kind is open with none of the scope's elements above it. */
  const inScope = (kind: string, ...scope: string[]) => {
    const target = last(kind);
    return target !== -1 && ['#scope', ...scope].every((boundary) => last(boundary) <= target);
  };

  /** The pending formatting elements are opened again (clones of them), innermost last. */
  const rebuild = (): boolean => {
    if (pending.length === pendingBase) return false;
    // In the list's order, outermost first (they were closed innermost first).
    const again = pending.splice(pendingBase).sort((a, b) => a.order - b.order);
    for (const entry of again) {
      if (entry.state !== 'pending') continue; // forgotten while it waited
      entry.state = 'open';
      size.rebuilt += 1;
      if (size.rebuilt > limits.rebuilt) return over('rebuilt');
      if (push({ name: entry.name, ns: 'html', formatting: entry })) return true;
    }
    return false;
  };

  const openFormatting = (name: string, key: string): boolean => {
    if (walkList()) return true;
    let list = alike.get(key);
    if (!list) alike.set(key, (list = { entries: [], head: 0, live: 0 }));
    // Noah's Ark: a fourth element alike drops the oldest from the list (it stays open if it is).
    if (list.live >= 3) {
      while ((list.entries[list.head] as Formatting).state === 'gone') list.head += 1;
      forget(list.entries[list.head]);
    }
    const entry: Formatting = { name, key, state: 'open', order: (opened += 1) };
    list.entries.push(entry);
    list.live += 1;
    activeEntries += 1;
    return push({ name, ns: 'html', formatting: entry });
  };

  /**
   * An end tag of a formatting element, as the adoption agency treats it. The pending entries are
   * the latest of the list (every phrasing token rebuilds them), so one of that name is only taken
   * off the list. Else the open one is closed, with what stands inside it; with a block inside,
   * the adoption agency moves that block out and keeps it open, wraps its content in clones one
   * level deeper, and may drop some formatting elements from the list: the estimate then keeps
   * everything open, counts the most clones there can be, measures every later element one level
   * deeper, and from then on closes no formatting element (it may hold one the parser dropped).
   */
  const closeFormatting = (name: string): boolean => {
    if (walkList()) return true;
    const waiting = latestPending(name);
    if (waiting) {
      forget(waiting);
      return false;
    }
    const target = last(name);
    if (target === -1 || target < last('#scope')) return false;
    if (!adopted && last('#special') < target) {
      popTo(name);
      return false;
    }
    forget(stack[target]?.formatting);
    if (last('#special') < target) return false;
    adopted = true;
    deeper += 1;
    size.elements += ADOPTION_CLONES - 1;
    return count(stack.length + 1, !keeps(name));
  };

  /** Whether a start tag (or text, with no name) goes by the rules of foreign content: the tree construction dispatcher. */
  const foreignFor = (name: string | undefined): boolean => {
    const current = stack.at(-1);
    if (!current || current.ns === 'html' || current.htmlIntegration) return false;
    if (current.mathText) return name === 'mglyph' || name === 'malignmark';
    return !(current.name === 'annotation-xml' && name === 'svg');
  };

  const foreignElement = (name: string, ns: 'svg' | 'math', key: string): Open => ({
    name,
    ns,
    mathText: ns === 'math' && MATH_TEXT.has(name),
    htmlIntegration: ns === 'svg' ? SVG_HTML_INTEGRATION.has(name) : name === 'annotation-xml' && /encoding\s*=\s*["']?(text\/html|application\/xhtml\+xml)/i.test(key),
  });

  /** Ends foreign content: pops to the nearest HTML element or integration point. */
  const leaveForeign = () => {
    for (let top = stack.at(-1); top && top.ns !== 'html' && !top.mathText && !top.htmlIntegration; top = stack.at(-1)) popOne(false);
  };

  /** The nearest table context: a table, or a template (whose content may be table parts). */
  const tableContext = () => Math.max(last('table'), last('template'));

  /** A table part in a table: pops back to its context and adds what it implies. */
  const startTablePart = (name: string): boolean => {
    const context = last('table');
    if (name === 'caption' || name === 'colgroup' || TABLE_SECTIONS.includes(name)) {
      popToLength(context + 1);
      return push({ name, ns: 'html' });
    }
    if (name === 'col') {
      if (last('colgroup') <= context) {
        popToLength(context + 1);
        if (push({ name: 'colgroup', ns: 'html' })) return true;
      }
      return leaf(name);
    }
    const section = Math.max(...TABLE_SECTIONS.map(last));
    const row = last('tr');
    if (name === 'tr' || row <= context) {
      if (section > context) popToLength(section + 1);
      else {
        popToLength(context + 1);
        if (push({ name: 'tbody', ns: 'html' })) return true;
      }
      if (name === 'tr') return push({ name, ns: 'html' });
      if (push({ name: 'tr', ns: 'html' })) return true;
    } else {
      popToLength(row + 1);
    }
    return push({ name, ns: 'html' });
  };

  /**
   * Whether the parser is in a table mode (in table, table body or row), not in a cell or caption:
   * elements it meets there are put before the table (foster parenting) without changing the mode.
   */
  const tableMode = () => {
    const table = Math.max(last('table'), ...TABLE_SECTIONS.map(last), last('tr'));
    return table !== -1 && table > Math.max(last('td'), last('th'), last('caption'));
  };

  /** Select mode (parse5's): options, a few more, and what ends the select; every other start tag is ignored. */
  const selectOpen = () => {
    // Only an optgroup and an option can stand above the select in this mode.
    const select = last('select');
    const above = stack.length - 1 - select;
    return select !== -1 && above <= 2 && stack.slice(select + 1).every((open) => open.name === 'option' || open.name === 'optgroup');
  };

  const start = (name: string, key: string, selfClosing: boolean): boolean => {
    if (foreignFor(name)) {
      if (!(BREAKOUT.has(name) || (name === 'font' && FONT_BREAKOUT.test(key)))) {
        const element = foreignElement(name, (stack.at(-1) as Open).ns as 'svg' | 'math', key);
        return selfClosing ? leaf(name) : push(element);
      }
      leaveForeign();
    }
    if (selectOpen()) {
      const inTable = last('table') !== -1 && (name === 'table' || TABLE_PARTS.has(name));
      if (ENDS_SELECT.has(name) || inTable) {
        popTo('select');
        if (name === 'select') return false;
      } else if (!IN_SELECT.has(name)) {
        return false;
      } else if (name !== 'script' && name !== 'style' && name !== 'template') {
        if (stack.at(-1)?.name === 'option') popOne(true);
        if (name !== 'option' && stack.at(-1)?.name === 'optgroup') popOne(true);
        return name === 'hr' ? leaf(name) : push({ name, ns: 'html' });
      }
    }
    if (name === 'svg' || name === 'math') {
      if (rebuild()) return true;
      return selfClosing ? leaf(name) : push(foreignElement(name, name, key));
    }
    // A column group holds only columns: anything else closes it.
    if (name !== 'col' && stack.at(-1)?.name === 'colgroup') popOne(true);
    if (TABLE_PARTS.has(name)) {
      // Outside a table a part is ignored; in a template (forbidden by the profile anyway) it is
      // counted as an ordinary element, erring upward.
      if (tableContext() === -1) return false;
      if (last('template') > last('table')) return push({ name, ns: 'html' });
      return startTablePart(name);
    }
    if (name === 'table' && tableMode()) popTo('table');
    if (name === 'button' && inScope('button')) popTo('button');
    if (CLOSES_P.has(name) && inScope('p', 'button')) popTo('p');
    if (name === 'li' || name === 'dd' || name === 'dt') {
      // The nearest special element (but address, div and p) decides: an open li (dd, dt) there is closed.
      const nearest = stack[last('#barrier')];
      if (nearest?.ns === 'html' && (nearest.name === name || (name !== 'li' && (nearest.name === 'dd' || nearest.name === 'dt')))) popTo(nearest.name);
    } else if (HEADINGS.has(name) && HEADINGS.has(stack.at(-1)?.name ?? '')) {
      popOne(true);
    } else if (name === 'a') {
      // An a still active is closed first, as its end tag would close it (the adoption agency).
      for (let waiting = latestPending('a'); waiting; waiting = latestPending('a')) forget(waiting);
      if (inScope('a') && closeFormatting('a')) return true;
    } else if (name === 'nobr') {
      if (rebuild()) return true;
      if (inScope('nobr') && closeFormatting('nobr')) return true;
    } else if (ENDS_SELECT.has(name) && name !== 'select' && inScope('select')) {
      popTo('select');
    }
    if (!NO_REBUILD.has(name) && rebuild()) return true;
    if (VOID.has(name)) return leaf(name);
    if (FORMATTING.has(name)) return openFormatting(name, key);
    return push({ name, ns: 'html' });
  };

  const end = (name: string): boolean => {
    if (selectOpen()) {
      // In select mode only the select's own end tags count (and, in a table, the table's).
      if (name === 'option' || name === 'optgroup') {
        if (stack.at(-1)?.name === 'option' && name === 'optgroup' && stack.at(-2)?.name === 'optgroup') popOne(true);
        if (stack.at(-1)?.name === name) popOne(true);
        return false;
      }
      if (name !== 'select' && !(last('table') !== -1 && (name === 'table' || TABLE_PARTS.has(name)) && last(name) !== -1)) return false;
      popTo('select');
      if (name === 'select') return false;
    }
    const current = stack.at(-1);
    if (current && current.ns !== 'html') {
      // In foreign content an end tag closes the nearest foreign element of its name above the
      // nearest HTML element; else it is read as HTML. A </p> or </br> ends the foreign content first.
      if (name === 'p' || name === 'br') leaveForeign();
      else {
        const foreign = Math.max(last(`svg:${name}`), last(`math:${name}`));
        if (foreign > last('#html')) {
          popToLength(foreign, true);
          return false;
        }
      }
    }
    if (FORMATTING.has(name)) return closeFormatting(name);
    if (name === 'p' || name === 'br') {
      if (name === 'p' && inScope('p', 'button')) {
        popTo('p');
        return false;
      }
      // The parser makes an empty element for it (a </br> is read as <br>, which rebuilds first).
      if (name === 'br' && rebuild()) return true;
      return leaf(name);
    }
    if (HEADINGS.has(name)) {
      if (inScope('#heading')) popTo('#heading');
      return false;
    }
    if (name === 'table' || TABLE_PARTS.has(name)) {
      // Table scope: a table part's end tag closes the cell or caption it stands in first.
      const target = last(name);
      if (target !== -1 && target >= (name === 'table' ? last('template') : tableContext())) popTo(name);
      return false;
    }
    if (name === 'li') {
      if (inScope(name, 'ol', 'ul')) popTo(name);
      return false;
    }
    const target = last(name);
    if (target === -1) return false;
    if (SPECIAL.has(name) ? last('#scope') <= target : last('#special') <= target) popTo(name);
    return false;
  };

  let textFrom = 0;
  let lowerCase: string | undefined;
  /** Where to read tags from: past the text of a raw-text element (script, style, textarea ...). */
  let from: number | undefined = 0;
  while (from !== undefined) {
    const tags = scanTags(html, from);
    from = undefined;
    for (const tag of tags) {
      at = tag.start;
      const name = html.slice(tag.start + (tag.kind === 'end' ? 2 : 1), tag.nameEnd).toLowerCase();
      // Text (a comment counts too, erring upward) rebuilds the formatting elements closed implicitly.
      const textBefore = tag.start > textFrom;
      textFrom = tag.end;
      if (textBefore && !foreignFor(undefined) && rebuild()) return size;
      if (tag.kind === 'end') {
        if (end(name)) return size;
        continue;
      }
      size.attributes += tag.attributes.length;
      if (size.attributes > limits.attributes && over('attributes')) return size;
      if (DOCUMENT_TAGS.has(name)) continue;
      const selfClosing = html.charCodeAt(tag.end - 2) === 0x2f;
      if (start(name, html.slice(tag.start, tag.end), selfClosing)) return size;
      const opened = stack.at(-1);
      if (RAW_TEXT.has(name) && opened?.name === name && opened.ns === 'html') {
        lowerCase ??= html.toLowerCase();
        const close = name === 'plaintext' ? -1 : lowerCase.indexOf(`</${name}`, tag.end);
        if (close !== -1) from = close;
        break;
      }
    }
  }
  return size;
}
