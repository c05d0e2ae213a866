/**
 * Names typed by people (services, pipes, keys, alerts, organizations) are shown as they are,
 * except for what a reader cannot see: bidirectional overrides and isolates, zero-width and other
 * format or control characters. Those could make "gnp.exe" read as "exe.png" or hide that two
 * names differ, so each is shown as a visible marker (U+202E) instead.
 */

export type NameSegment = { text: string } | { hidden: string; code: string; label: string };

const NAMES: Record<number, string> = {
  0x061c: 'Arabic letter mark',
  0x200b: 'zero-width space',
  0x200c: 'zero-width non-joiner',
  0x200d: 'zero-width joiner',
  0x200e: 'left-to-right mark',
  0x200f: 'right-to-left mark',
  0x202a: 'left-to-right embedding',
  0x202b: 'right-to-left embedding',
  0x202c: 'pop directional formatting',
  0x202d: 'left-to-right override',
  0x202e: 'right-to-left override',
  0x2060: 'word joiner',
  0x2066: 'left-to-right isolate',
  0x2067: 'right-to-left isolate',
  0x2068: 'first strong isolate',
  0x2069: 'pop directional isolate',
  0xfeff: 'zero-width no-break space',
  0x00ad: 'soft hyphen',
};

const INVISIBLE = /[\p{Cf}\p{Cc}]/u;
const PICTOGRAPH = /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F)$/u;

function codeOf(ch: string): string {
  return `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Line breaks and tabs: part of what is seen in a block of text (a request body, a command, a certificate, a message). */
const LAYOUT = new Set(['\n', '\r', '\t']);

/**
 * Splits a name into visible text and markers for the characters a reader could not see. With
 * `block`, line breaks and tabs are kept as text (a block of text shows them); in a name they are
 * markers.
 */
export function nameSegments(value: string, block = false): NameSegment[] {
  const chars = Array.from(value);
  const segments: NameSegment[] = [];
  let text = '';
  chars.forEach((ch, i) => {
    // A zero-width joiner inside an emoji sequence (👩‍💻) is part of what is seen: keep it.
    const emojiJoiner = ch === '\u200d' && i > 0 && PICTOGRAPH.test(chars[i - 1]) && PICTOGRAPH.test(chars[i + 1] ?? '');
    if (!INVISIBLE.test(ch) || emojiJoiner || (block && LAYOUT.has(ch))) {
      text += ch;
      return;
    }
    if (text) segments.push({ text });
    text = '';
    const code = codeOf(ch);
    segments.push({ hidden: ch, code, label: NAMES[ch.codePointAt(0)!] ?? 'invisible character' });
  });
  if (text) segments.push({ text });
  return segments;
}

/** The name as plain text with each hidden character written as [U+202E]: for titles and labels. */
export function revealedName(value: string): string {
  return nameSegments(value)
    .map((s) => ('text' in s ? s.text : `[${s.code}]`))
    .join('');
}

/** True when the name holds a character a reader could not see. */
export function hasHiddenCharacters(value: string, block = false): boolean {
  return nameSegments(value, block).some((s) => !('text' in s));
}

/** The hidden characters of a value, each once, as U+XXXX codes in the order they first appear. */
export function hiddenCodes(value: string, block = false): string[] {
  const codes = nameSegments(value, block).flatMap((s) => ('text' in s ? [] : [s.code]));
  return [...new Set(codes)];
}

/** The value with every hidden character removed (what "Copy without hidden characters" copies). */
export function withoutHidden(value: string, block = false): string {
  return nameSegments(value, block)
    .map((s) => ('text' in s ? s.text : ''))
    .join('');
}

/** Characters of a name kept in plain text (a dialog's title, a notification) before it is cut. */
export const NAME_TEXT_MAX = 60;

/**
 * A name as plain text for places that take a string (dialog titles, notifications, error
 * titles, tooltips): hidden characters written as [U+202E], and cut after `max` characters with
 * an ellipsis, so a long value never widens what holds it. Empty names read as `fallback`.
 */
export function nameText(value: string | null | undefined, max = NAME_TEXT_MAX, fallback = ''): string {
  if (!value) return fallback;
  const revealed = Array.from(revealedName(value));
  return revealed.length > max ? `${revealed.slice(0, max - 1).join('')}…` : revealed.join('');
}

/** `nameText` in curly quotes: “name”. */
export function quotedName(value: string | null | undefined, max = NAME_TEXT_MAX): string {
  return `“${nameText(value, max)}”`;
}
