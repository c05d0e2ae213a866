import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { get, useForm, type FieldErrors } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { apiPath } from '../../../../api/paths';
import { ApiErrorAlert } from '../../../../components/ApiErrorAlert';
import { RequestPreviewButton } from '../../../../components/RequestPreview';
import { applyServerFieldError } from '../../../../components/form/serverErrors';
import type { ServiceCreate } from '../../../../contract';
import { BasicsSection } from './BasicsSection';
import { SectionCard } from '../../../../components/SectionCard';
import { LegacySection } from './LegacySection';
import { NetworkSection } from './NetworkSection';
import { ScalingInputs } from './ScalingSection';
import { ByocSection, SecuritySection, WarehouseSection } from './WarehouseSecuritySections';
import { CREATE_SERVICE_FIELDS, LEGACY_FIELDS, createServiceDefaults, createServiceFormSchema, type CreateServiceValues } from './values';

interface Props {
  organizationId: string;
  pending: boolean;
  /** The failed request, if any: shown above the form unless it landed on a field. */
  error: unknown;
  onSubmit: (body: ServiceCreate) => void;
}

/** Every request field of "Create service", in sections; the contract schema judges every value. */
export function CreateServiceForm({ organizationId, pending, error, onSubmit }: Props) {
  const form = useForm<CreateServiceValues, unknown, ServiceCreate>({
    defaultValues: createServiceDefaults,
    resolver: zodResolver(createServiceFormSchema),
    // Validate on submit, then on change: on blur, a new row's message appeared when the person
    // clicked "Add address"/"Add endpoint" and shifted the button away from the click.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { setValue, handleSubmit, setError, trigger, getValues, formState } = form;
  // The shared inputs take FormControl<V> (values in = values out); this form's resolver outputs the body.
  const control = form.control;
  const [legacyOpen, setLegacyOpen] = useState(false);
  const [errorOnField, setErrorOnField] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const path = apiPath`/v1/organizations/${organizationId}/services`;

  // Never hide a message inside the folded legacy panel.
  const legacyHasError = LEGACY_FIELDS.some((f) => formState.errors[f] !== undefined);
  useEffect(() => {
    if (legacyHasError) setLegacyOpen(true);
  }, [legacyHasError]);
  const openLegacyOnError = (errors: FieldErrors<CreateServiceValues>) => {
    if (LEGACY_FIELDS.some((f) => errors[f] !== undefined)) setLegacyOpen(true);
  };

  // A server error lands on the field it names; otherwise it is shown above the form.
  useEffect(() => {
    if (!error) return setErrorOnField(false);
    const hasField = (p: string) =>
      (CREATE_SERVICE_FIELDS as string[]).includes(p) || (p.includes('.') && get(getValues(), p) !== undefined);
    const placed = applyServerFieldError(error, setError, hasField);
    setErrorOnField(placed);
    if (!placed) alertRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [error, setError, getValues]);

  const getRequest = async () => {
    if (!(await trigger(undefined, { shouldFocus: true }))) {
      openLegacyOnError(form.formState.errors);
      return null;
    }
    const body = createServiceFormSchema.parse(getValues());
    return { method: 'POST' as const, path, body, api: 'management' as const };
  };

  return (
    <form onSubmit={handleSubmit(onSubmit, openLegacyOnError)} noValidate aria-label="Create service">
      <Stack gap="lg">
        <div ref={alertRef}>{error !== null && error !== undefined && !errorOnField && <ApiErrorAlert error={error} />}</div>
        <BasicsSection control={control} setValue={setValue} />
        <SectionCard title="Scaling" description="Memory per replica, number of replicas and idle behaviour.">
          <ScalingInputs control={control} />
        </SectionCard>
        <NetworkSection control={control} setValue={setValue} />
        <WarehouseSection control={control} />
        <SecuritySection control={control} />
        <ByocSection control={control} />
        <LegacySection control={control} opened={legacyOpen} onToggle={setLegacyOpen} />
        <Paper withBorder radius="md" p="md" pos="sticky" bottom={0} style={{ zIndex: 5 }} shadow="sm">
          <Group justify="flex-end">
            <Button variant="subtle" component={Link} to="/services">
              Cancel
            </Button>
            <RequestPreviewButton getRequest={getRequest} />
            <Button type="submit" loading={pending} disabled={pending}>
              Create service
            </Button>
          </Group>
        </Paper>
      </Stack>
    </form>
  );
}
