/**
 * Escape sequences a terminal acts on: CSI (`ESC [` or 0x9B, then parameters and a final byte:
 * cursor moves, screen clears, colours), and the string commands OSC, DCS, SOS, PM and APC (`ESC ]`
 * or 0x9D ... up to BEL or ST: window titles, hyperlinks, clipboard writes). The last branch takes
 * any other `ESC x` pair, and the `ESC ]` of a string command left unterminated.
 */
// eslint-disable-next-line no-control-regex -- escape sequences are what is matched
const ESCAPE_SEQUENCE = /(?:\x1b\[|\x9b)[\x30-\x3f]*[\x20-\x2f]*[\x40-\x7e]|(?:\x1b[\]PX^_]|[\x90\x98\x9d\x9e\x9f])[^\x00-\x06\x08-\x1f\x7f-\x9f]*(?:\x07|\x1b\\|\x9c)|\x1b[\x20-\x2f]*[\x30-\x7e]?/g;
/** C0 controls but tab and newline (carriage return and backspace overwrite text), DEL, and C1 controls. */
// eslint-disable-next-line no-control-regex -- control characters are what is matched
const CONTROL_CHARACTER = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/g;

/**
 * Text from a partner's folder (file names, template text in a report) made safe to print: no
 * escape sequence or control character survives, so nothing printed can clear the screen, move
 * the cursor, retitle the window or hide a line. Tabs, newlines and every printable letter stay.
 */
export function terminalText(text: string): string {
  return text.replace(ESCAPE_SEQUENCE, '').replace(CONTROL_CHARACTER, '');
}
