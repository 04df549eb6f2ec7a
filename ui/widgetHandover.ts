/**
 * What a widget's stand-in saw before the widget's code was there, for the widget to take over at
 * its mount: the page never loses a focus or an opening to the swap.
 */
export interface WidgetHandover {
  /** The stand-in's trigger had the focus: the widget's trigger takes it. */
  focused: boolean;
  /**
   * The user asked the stand-in to open it: into its first or last item (a click, Enter, Space or
   * an arrow key on a menu button), or open with nothing focused inside (a panel).
   */
  opened: 'first' | 'last' | 'panel' | null;
  /** Page events meant for the widget that arrived meanwhile (the cart's), in order: the widget handles them at its mount. */
  heard: { type: string; detail: unknown }[];
}

export function createHandover(): WidgetHandover {
  return { focused: false, opened: null, heard: [] };
}
