import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { decimalSeparator, numberText, parseNumberText } from '../../contract';
import { useBoundField, type ControlledProps } from './useBoundField';

/** What callers may still pass from a number input: bounds for the keyboard hint, ignored otherwise. */
interface NumberHints {
  min?: number;
  max?: number;
  step?: number;
  allowDecimal?: boolean;
  thousandSeparator?: string | boolean;
}

type Props<T extends FieldValues> = ControlledProps<T, TextInputProps> & NumberHints;

/**
 * A number typed as text, read in the person's locale (contract/number-text.ts). An empty field is
 * `undefined` (not sent); a text that reads as a number is kept as that number, so the contract
 * schema judges its bounds (no silent clamping); a text that does not ("1,5" where the decimal
 * separator is a dot, "30s") is kept as the text, so the contract refuses it with what to type
 * instead: nothing typed is ever changed into another number (a number input drops what is not a
 * digit: "30s" became 30, "1,5" 15).
 */
export function ControlledNumberInput<T extends FieldValues>({
  control,
  name,
  min,
  max: _max,
  step: _step,
  allowDecimal,
  thousandSeparator: _t,
  ...rest
}: Props<T>) {
  const { field, bound } = useBoundField(control, name);
  const value = field.value as number | string | undefined;
  const [typed, setTyped] = useState<string>(() => (typeof value === 'string' ? value : numberText(value)));
  // A value set from outside (a reset, a kept draft, a proposed value): shown as it is.
  const read = parseNumberText(typed);
  const same = typeof value === 'string' ? value === typed : read.ok && read.value === value;
  const shown = same ? typed : typeof value === 'string' ? value : numberText(value);
  if (!same && shown !== typed) setTyped(shown);
  const decimals = allowDecimal !== false;
  return (
    <TextInput
      inputMode={decimals ? 'decimal' : min !== undefined && min >= 0 ? 'numeric' : 'text'}
      autoComplete="off"
      {...rest}
      {...bound}
      value={shown}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setTyped(text);
        const parsed = parseNumberText(text, decimalSeparator());
        field.onChange(parsed.ok ? parsed.value : text);
      }}
    />
  );
}
