import { Button } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import type { FormShell } from './useFormShell';

/**
 * An edit form's Reset: back to the values the form was made from (the resource as last read),
 * the last error cleared; disabled while nothing is changed or a request is on its way.
 */
export function ResetButton<V extends FieldValues, B>({ shell, values }: { shell: FormShell<V, B>; values: V }) {
  return (
    <Button
      variant="subtle"
      onClick={() => {
        shell.clearError();
        shell.form.reset(values);
      }}
      disabled={!shell.form.formState.isDirty || shell.sending}
    >
      Reset
    </Button>
  );
}
