/**
 * What the operator commands print, and some server log lines (CSP reports), come partly from outside (ticket
 * titles, names, streets, reported URLs). Control characters in it are shown as visible escapes (\x1b), never
 * sent to the staff's terminal, where ESC sequences could rewrite the screen, the title bar or the clipboard.
 * Line breaks and tabs stay. Shared by the CLI and the routes, so it lives outside both.
 */
export function printable(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it replaces.
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g, (ch) => {
    const code = ch.charCodeAt(0);
    return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : ch;
  });
}
