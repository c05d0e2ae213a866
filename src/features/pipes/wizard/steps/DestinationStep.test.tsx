import { act, screen, waitFor, within } from '@testing-library/react';
import { useFieldArray, useForm, type UseFormReturn } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../../test/components/render';
import { narrowControl } from '../../../../components/form';
import { emptyWizardValues, type WizardValues } from '../wizardValues';
import type { ColumnsValues } from './ColumnsEditor';
import { DestinationStep } from './DestinationStep';

/** The Destination step of a Kafka pipe whose columns are `names`, the form handed to `onForm`. */
function Step({ names, onForm }: { names: string[]; onForm: (form: UseFormReturn<WizardValues>) => void }) {
  const values = emptyWizardValues();
  values.kind = 'kafka';
  values.columns = names.map((name) => ({ name, type: 'String', sourceField: name }));
  const form = useForm<WizardValues>({ defaultValues: values });
  const columns = useFieldArray({ control: narrowControl<ColumnsValues, WizardValues>(form.control), name: 'columns' });
  onForm(form);
  return <DestinationStep form={form} columns={columns} />;
}

// The dropdown is in the page but jsdom does not lay it out (no floating position): found with `hidden`.
const sortingKeyOptions = () =>
  within(screen.getByRole('listbox', { hidden: true, name: 'Sorting key' }))
    .queryAllByRole('option', { hidden: true })
    .map((option) => option.textContent);

describe('DestinationStep', () => {
  it('offers the column names as sorting key choices, following a renamed column once typing pauses', async () => {
    let form: UseFormReturn<WizardValues> | undefined;
    const { user } = renderWithProviders(<Step names={['id', 'email']} onForm={(f) => (form = f)} />);
    // Not searchable, the MultiSelect's input is hidden: a click on its box opens the choices.
    await user.click(screen.getByLabelText(/Sorting key/).parentElement!);
    await screen.findByRole('listbox', { hidden: true, name: 'Sorting key' });
    expect(sortingKeyOptions()).toEqual(['id', 'email']);
    act(() => form!.setValue('columns.1.name', 'user_email'));
    // Not on the keystroke: the choices follow once the names stop changing.
    expect(sortingKeyOptions()).toEqual(['id', 'email']);
    await waitFor(() => expect(sortingKeyOptions()).toEqual(['id', 'user_email']));
  });
});
