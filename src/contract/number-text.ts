/**
 * Numbers as a person types them: read in the person's locale (its decimal separator) or refused
 * with a message, never changed silently ("1,5" is not 15, "30s" is not 30). The number inputs keep
 * the typed text and hand the contract either the number it reads or, when it reads none, the
 * text itself, which every number rule then refuses with `numberTextMessage`.
 */

export type DecimalSeparator = '.' | ',';

/** The decimal separator of a locale (the runtime's own when none is given: the browser's language). */
export function decimalSeparator(locale?: string): DecimalSeparator {
  const part = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal');
  return part?.value === ',' ? ',' : '.';
}

const UNIT_WORDS: Record<string, string> = {
  ms: 'milliseconds',
  second: 'seconds',
  seconds: 'seconds',
  minutes: 'minutes',
  row: 'rows',
  rows: 'rows',
  GB: 'GB',
  bytes: 'bytes',
  millicores: 'millicores',
};

export interface NumberTextOptions {
  /** The unit the number counts ("seconds", "ms"). */
  unit?: string;
  /** A number to give as an example (30 unless given). */
  example?: number;
  decimal?: DecimalSeparator;
}

const shown = (n: number, decimal: DecimalSeparator) => String(n).replace('.', decimal);

/** Why a typed text is not a number here, in words that say what to type instead. */
export function numberTextMessage(text: string, options: NumberTextOptions = {}): string {
  const decimal = options.decimal ?? decimalSeparator();
  const other = decimal === '.' ? ',' : '.';
  const t = text.trim();
  const unit = options.unit ? (UNIT_WORDS[options.unit] ?? options.unit) : undefined;
  const example = shown(options.example ?? 30, decimal);
  if (new RegExp(`^[+-]?\\d+(\\${other}\\d+)+$`).test(t)) {
    return `"${t}" is not a number here: write decimals with a ${decimal === '.' ? 'dot, like 1.5' : 'comma, like 1,5'}, and no thousands separator.`;
  }
  return unit ? `Enter a number of ${unit}, like ${example}.` : `Enter a number only, like ${example}.`;
}

/**
 * The number a typed text stands for: digits with an optional sign and one decimal separator (the
 * locale's), spaces around allowed; blank is no number (`undefined`).
 */
export function parseNumberText(text: string, decimal: DecimalSeparator = decimalSeparator()): { ok: true; value: number | undefined } | { ok: false } {
  const t = text.trim();
  if (t === '') return { ok: true, value: undefined };
  const pattern = decimal === '.' ? /^[+-]?(\d+(\.\d*)?|\.\d+)$/ : /^[+-]?(\d+(,\d*)?|,\d+)$/;
  if (!pattern.test(t)) return { ok: false };
  const value = Number(t.replace(',', '.'));
  return Number.isFinite(value) ? { ok: true, value } : { ok: false };
}

/** A number shown in an input, with the locale's decimal separator. */
export function numberText(value: number | undefined, decimal: DecimalSeparator = decimalSeparator()): string {
  return value === undefined || Number.isNaN(value) ? '' : shown(value, decimal);
}
