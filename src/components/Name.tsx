import { Code, Text, type CodeProps, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { nameSegments, revealedName } from './displayName';

interface Props extends Omit<TextProps, 'children'> {
  value: string;
  /** Lines shown before the name is cut with an ellipsis (the whole name is on hover); 0 for a name inside a sentence, never cut. */
  lines?: number;
  /**
   * Where a long name may break: anywhere (the default: it never widens what holds it), or only
   * between words, unless a word alone is wider than the space (a list's name column, which then
   * keeps the width of the longest word instead of shrinking to a few characters).
   */
  wrapAt?: 'anywhere' | 'words';
  /** A block of text (a request body, a command, a certificate, a message): line breaks and tabs are shown as such, not as markers. */
  block?: boolean;
}

/**
 * A name a person typed (service, pipe, key, alert, organization), shown safely: isolated from
 * the text around it (`bdi`), broken anywhere rather than widening the page, cut after `lines`
 * lines with the whole name on hover, and every hidden character (bidi override, zero-width…)
 * shown as a visible U+XXXX marker (components/displayName.ts). Inherits the font of where it sits.
 */
export function Name({ value, lines = 1, wrapAt = 'anywhere', block = false, ...text }: Props) {
  return (
    <Text
      component="span"
      inherit
      lineClamp={lines || undefined}
      title={revealedName(value)}
      style={{ overflowWrap: wrapAt === 'words' ? 'break-word' : 'anywhere' }}
      {...text}
    >
      <bdi>
        {nameSegments(value, block).map((s, i) =>
          'text' in s ? (
            s.text
          ) : (
            <Code key={i} c="red" fz="0.75em" aria-label={`hidden character ${s.code} (${s.label})`} title={s.label}>
              {s.code}
            </Code>
          ),
        )}
      </bdi>
    </Text>
  );
}

/** A cell or value that may be a plain string from the API: a string is shown as a `Name` (never cut), anything else as it is. */
export function NameOrNode({ value }: { value: ReactNode }) {
  return typeof value === 'string' ? <Name value={value} lines={0} /> : <>{value}</>;
}

/** A value from the API in code type (a column, a table, an id): a `Name` inside `Code`. */
export function CodeName({ value, ...code }: { value: string } & Omit<CodeProps, 'children'>) {
  return (
    <Code {...code}>
      <Name value={value} lines={0} />
    </Code>
  );
}
