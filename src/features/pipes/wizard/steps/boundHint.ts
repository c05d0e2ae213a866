import { boundRangeText, type PipeBound } from '../../../../contract';

/**
 * A field's help and its bound as one hint, the one way every step writes it: after a help that
 * ends a sentence the bound is a sentence of its own ("How many replicas run. 1 to 40.",
 * "... (deprecated by the service). At least 0."), otherwise it follows a semicolon ("Rows pulled
 * per batch; at least 1 row").
 */
export function boundHint(help: string, bound: PipeBound): string {
  const range = boundRangeText(bound);
  const sentence = range.charAt(0).toUpperCase() + range.slice(1);
  const text = help.trim();
  if (text === '') return sentence;
  return /[.!?]$/.test(text) ? `${text} ${sentence}.` : `${text}; ${range}`;
}
