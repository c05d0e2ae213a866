import { Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import { get, type FieldErrors } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { SectionCard } from '../../../../components/SectionCard';
import { FormShellForm } from '../../../../components/form/FormShellForm';
import { useFormShell } from '../../../../components/form/useFormShell';
import { operations, type ServiceCreate } from '../../../../contract';
import { BasicsSection } from './BasicsSection';
import { LegacySection } from './LegacySection';
import { NetworkSection } from './NetworkSection';
import { ScalingInputs } from './ScalingSection';
import { ByocSection, SecuritySection, WarehouseSection } from './WarehouseSecuritySections';
import { CREATE_SERVICE_FIELDS, LEGACY_FIELDS, createServiceDefaults, createServiceFormSchema, type CreateServiceValues } from './values';
import { previewOf } from '../../../../components/requestPreviewText';
import { useServiceLookup } from './serviceLookup';

interface Props {
  organizationId: string;
  /** Sends the body (the create mutation); the page shows the one-time password. */
  send: (body: ServiceCreate) => Promise<unknown>;
}

/** Every request field of "Create service", in sections; the contract schema judges every value. */
export function CreateServiceForm({ organizationId, send }: Props) {
  const [legacyOpen, setLegacyOpen] = useState(false);
  const openLegacyOnError = (errors: FieldErrors<CreateServiceValues>) => {
    if (LEGACY_FIELDS.some((f) => errors[f] !== undefined)) setLegacyOpen(true);
  };
  const shell = useFormShell({
    schema: createServiceFormSchema,
    defaultValues: createServiceDefaults,
    // Validate on submit, then on change: on blur, a new row's message appeared when the person
    // clicked "Add address"/"Add endpoint" and shifted the button away from the click.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    send,
    hasField: (p, values) => (CREATE_SERVICE_FIELDS as string[]).includes(p) || (p.includes('.') && get(values, p) !== undefined),
    onInvalid: openLegacyOnError,
    preview: (body) => previewOf(operations.createService, { organizationId }, body),
    lookup: useServiceLookup(organizationId),
  });
  const { form } = shell;
  // The shared inputs take FormControl<V> (values in = values out); this form's resolver outputs the body.
  const control = form.control;

  // Never hide a message inside the folded legacy panel (a server error on a legacy field too).
  const legacyHasError = LEGACY_FIELDS.some((f) => form.formState.errors[f] !== undefined);
  useEffect(() => {
    if (legacyHasError) setLegacyOpen(true);
  }, [legacyHasError]);

  return (
    <FormShellForm
      shell={shell}
      label="Create service"
      submitLabel="Create service"
      errorTitle="The service was not created"
      gap="lg"
      stickyActions
      actions={
        <Button variant="subtle" component={Link} to="/services">
          Cancel
        </Button>
      }
    >
      <BasicsSection control={control} setValue={form.setValue} />
      <SectionCard title="Scaling" description="Memory per replica, number of replicas and idle behaviour.">
        <ScalingInputs control={control} />
      </SectionCard>
      <NetworkSection control={control} setValue={form.setValue} />
      <WarehouseSection control={control} />
      <SecuritySection control={control} />
      <ByocSection control={control} />
      <LegacySection control={control} opened={legacyOpen} onToggle={setLegacyOpen} />
    </FormShellForm>
  );
}
