import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../../test/components/render';
import { createServiceDefaults, type CreateServiceValues } from './values';
import { WarehouseChoice } from './WarehouseChoice';

const KNOWN = '7c3a9d2e-1b4f-4a6c-9e8d-0f1a2b3c4d5e';
const OPTIONS = [{ value: KNOWN, services: 'Analytics, Reporting' }];
const NOT_ONE = /Not one of this organization's warehouses/;

function Harness({ start = '' }: { start?: string }) {
  const form = useForm<CreateServiceValues>({ defaultValues: { ...createServiceDefaults, dataWarehouseId: start } });
  return (
    <form onSubmit={form.handleSubmit(() => undefined)}>
      <WarehouseChoice control={form.control} options={OPTIONS} loaded />
      <input aria-label="Next field" />
      <button type="submit">Create service</button>
    </form>
  );
}

const field = () => screen.getByRole('combobox', { name: 'Warehouse ID' });

describe('WarehouseChoice: an ID not among the warehouses is said so once the person leaves the field or submits', () => {
  it('says nothing while a search is typed, and warns on leaving the field with a value that is not a known ID', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.type(field(), 'Analy');
    expect(screen.queryByText(NOT_ONE)).toBeNull();
    await user.click(screen.getByRole('textbox', { name: 'Next field' }));
    expect(screen.getByText(NOT_ONE)).toBeVisible();
    // Typing again is a search again: no warning until the field is left.
    await user.type(field(), 't');
    expect(screen.queryByText(NOT_ONE)).toBeNull();
  });

  it('warns at a submit made with Enter in the field, without leaving it', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.type(field(), 'wh-typo');
    await user.keyboard('{Escape}{Enter}');
    expect(screen.getByText(NOT_ONE)).toBeVisible();
  });

  it('takes a pasted known ID (spaces around it too) and names its services', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(field());
    await user.paste(` ${KNOWN} `);
    await user.tab();
    expect(screen.queryByText(NOT_ONE)).toBeNull();
    expect(screen.getByText('Joins the warehouse of Analytics, Reporting.')).toBeVisible();
  });

  it('judges a value the form starts with (a kept draft) at once', () => {
    renderWithProviders(<Harness start="wh-gone" />);
    expect(screen.getByText(NOT_ONE)).toBeVisible();
  });
});
