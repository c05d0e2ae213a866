import { Input, SegmentedControl } from '@mantine/core';
import { useId } from 'react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { type FormControl } from '../../../components/form';

/** A labelled SegmentedControl bound to react-hook-form (a short list of choices, all visible). */
export function ControlledSegmentedControl<T extends FieldValues>({
  control,
  name,
  label,
  description,
  data,
}: {
  control: FormControl<T>;
  name: FieldPath<T>;
  label: string;
  description?: string;
  data: { value: string; label: string }[];
}) {
  const { field, fieldState } = useController({ control, name });
  const id = useId();
  return (
    <Input.Wrapper label={label} description={description} error={fieldState.error?.message} labelElement="div" id={id} withAsterisk>
      <div>
        <SegmentedControl
          role="radiogroup"
          aria-labelledby={`${id}-label`}
          aria-describedby={[description ? `${id}-description` : '', fieldState.error ? `${id}-error` : ''].join(' ').trim() || undefined}
          aria-invalid={fieldState.error ? true : undefined}
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onChange={(value) => field.onChange(value)}
          data={data}
          mt={4}
        />
      </div>
    </Input.Wrapper>
  );
}
