import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../../test/components/render';
import { ControlledTextInput } from '../../../../components/form';
import { ScalingInputs } from './ScalingSection';
import { SizeSection } from './SizeSection';
import { createServiceDefaults, type CreateServiceValues } from './values';

function Harness() {
  const form = useForm<CreateServiceValues, unknown, unknown>({ defaultValues: createServiceDefaults });
  return (
    <form>
      <SizeSection form={form}>
        <ScalingInputs control={form.control} />
      </SizeSection>
      <ControlledTextInput control={form.control} name="byocId" label="BYOC ID" />
      <ControlledTextInput control={form.control} name="dataWarehouseId" label="Warehouse ID" />
      <button type="button" onClick={() => form.setValue('tier', 'development')}>
        Development tier
      </button>
    </form>
  );
}

const box = (name: string) => screen.getByRole('textbox', { name });
const radio = (name: string) => screen.getByRole('radio', { name });

describe('SizeSection: a preset fills the scaling fields, which stay editable', () => {
  it('fills them, follows the BYOC ID and the warehouse, and turns Custom once a person changes one', async () => {
    const { user } = renderWithProviders(<Harness />);
    expect(radio('Custom')).toHaveAttribute('aria-checked', 'true');
    await user.click(radio('Development'));
    expect(radio('Development')).toHaveAttribute('aria-checked', 'true');
    expect(box('Minimum memory per replica (GB)')).toHaveValue('8');
    expect(box('Number of replicas')).toHaveValue('2');
    expect(box('Idle timeout (minutes)')).toHaveValue('5');

    // What the preset sets follows the rest of the form: BYOC memory sizes, one replica when joining a warehouse.
    await user.type(box('BYOC ID'), 'byoc-1');
    expect(box('Maximum memory per replica (GB)')).toHaveValue('48');
    await user.type(box('Warehouse ID'), 'wh-1');
    expect(box('Number of replicas')).toHaveValue('1');
    expect(radio('Development')).toHaveAttribute('aria-checked', 'true');

    // A field changed by hand: the choice says Custom, the values stay.
    await user.clear(box('Number of replicas'));
    await user.type(box('Number of replicas'), '3');
    expect(radio('Custom')).toHaveAttribute('aria-checked', 'true');
    expect(box('Maximum memory per replica (GB)')).toHaveValue('48');
  });

  it('does not offer Production on the development tier, and a chosen Production turns Custom there', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(radio('Production'));
    expect(box('Idle timeout (minutes)')).toHaveValue('');
    expect(screen.getByRole('switch', { name: /^Idle scaling/ })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Development tier' }));
    expect(radio('Custom')).toHaveAttribute('aria-checked', 'true');
    expect(radio('Production')).toBeDisabled();
    expect(radio('Production')).toHaveAccessibleDescription(/development tier/);
  });
});
