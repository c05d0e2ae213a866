import { Accordion, Badge, Button, type AccordionProps } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { get } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { FormShellForm, useFormShell } from '../../../../components/form';
import { operations, type Service } from '../../../../contract';
import { seedService, serviceQueries } from '../../queries';
import { warehouseOptions } from './warehouseOptions';
import { BasicsSection } from './BasicsSection';
import { FoldedSection } from './FoldedSection';
import { LegacyFields } from './LegacyFields';
import { NetworkSection } from './NetworkSection';
import { ScalingInputs } from './ScalingSection';
import { SizeSection } from './SizeSection';
import { useOpenFolds, type Fold } from './useOpenFolds';
import { ByocFields, SecurityFields, WarehouseFields } from './WarehouseSecuritySections';
import { CREATE_SERVICE_FIELDS, LEGACY_FIELDS, createServiceDefaults, restoringFormSchemaFor, type CreateServiceValues } from './values';
import { useOrganizationBackups } from '../../backups/useOrganizationBackups';
import { useRestoreConstraint } from './useRestoreConstraint';
import { useServiceLookup } from './serviceLookup';
import { useSession } from '../../../../session/store';

interface Props {
  organizationId: string;
  /** "Restore into a new service": the backup chosen, and where the original runs (set, and kept apart from other drafts). */
  restore?: Partial<CreateServiceValues>;
  /** The service whose backups to read first (a restore link's); every service's are read once the backup choice opens. */
  backupsOf?: string;
  /** The service created and its one-time password: the page shows it (keep it in component state only). */
  onCreated: (created: { service: Service; password: string }) => void;
}

/** The optional parts folded under their titles, in the order shown, with the fields in each. */
const FOLDS = {
  scaling: { value: 'scaling', fields: ['minReplicaMemoryGb', 'maxReplicaMemoryGb', 'numReplicas', 'idleTimeoutMinutes', 'idleScaling'] },
  warehouse: { value: 'warehouse', fields: ['dataWarehouseId', 'backupId', 'isReadonly'] },
  security: {
    value: 'security',
    fields: ['encryptionKey', 'encryptionAssumedRoleIdentifier', 'complianceType', 'profile', 'hasTransparentDataEncryption'],
  },
  byoc: { value: 'byoc', fields: ['byocId'] },
  legacy: { value: 'legacy', fields: LEGACY_FIELDS },
} as const satisfies Record<string, Fold>;
const FOLD_LIST: readonly Fold[] = Object.values(FOLDS);

/**
 * Every request field of "Create service": what most services set (basics, network) in sections,
 * the rest folded under their titles (every field is optional); the contract schema judges every value,
 * and against a real upstream (management dialect `cloud`) also refuses what ClickHouse Cloud does not offer.
 */
export function CreateServiceForm({ organizationId, onCreated, restore, backupsOf }: Props) {
  const dialect = useSession()?.managementDialect ?? 'contract';
  const queryClient = useQueryClient();
  // Read when wanted (many services are many requests): the restored backup's service, then all once the choice opens.
  const [allBackups, setAllBackups] = useState(restore?.backupId !== undefined && backupsOf === undefined);
  const backups = useOrganizationBackups(organizationId, allBackups ? 'all' : backupsOf ? { serviceId: backupsOf } : 'none');
  // The restore rule reads the backups known at validation time (they load after the form).
  const sourceOf = useRef(backups.sourceOf);
  sourceOf.current = backups.sourceOf;
  const schema = useMemo(() => restoringFormSchemaFor(dialect, () => sourceOf.current), [dialect]);
  const backupOptions = useMemo(
    () => ({
      options: backups.restorable.map((b) => ({ value: b.backup.id, label: b.label })),
      loading: backups.loading || !allBackups,
      onOpen: () => setAllBackups(true),
    }),
    [backups.restorable, backups.loading, allBackups],
  );
  // The services list (read for the backups too): the organization's warehouses to join.
  const services = useQuery(serviceQueries.list(organizationId));
  const warehouses = useMemo(() => ({ options: warehouseOptions(services.data ?? []), loaded: services.data !== undefined }), [services.data]);
  const [defaultValues] = useState(() => ({ ...createServiceDefaults, ...restore }));
  const shell = useFormShell({
    operation: operations.createService,
    params: { organizationId },
    schema,
    defaultValues,
    // A restore's draft is kept apart from the plain form's, so neither overrides the other.
    keepAs: restore?.backupId ? `restore:${restore.backupId}` : undefined,
    // Validate on submit, then on change: on blur, a new row's message appeared when the person
    // clicked "Add address"/"Add endpoint" and shifted the button away from the click.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    onSuccess: ({ service, password }) => {
      seedService(queryClient, organizationId, service);
      onCreated({ service, password });
    },
    hasField: (p, values) => (CREATE_SERVICE_FIELDS as string[]).includes(p) || (p.includes('.') && get(values, p) !== undefined),
    onInvalid: (errors) => folds.onInvalid(errors),
    lookup: useServiceLookup(organizationId),
    // Nothing typed is lost: a draft in this tab, and leaving with unsaved input asks first.
    keepInTab: true,
  });
  const { form } = shell;
  // The shared inputs take FormControl<V> (values in = values out); this form's resolver outputs the body.
  const control = form.control;

  const folds = useOpenFolds(FOLD_LIST, form);
  useRestoreConstraint(form, backups.sourceOf);
  const fold = { form };
  const accordion = {
    multiple: true,
    variant: 'contained',
    radius: 'md',
    transitionDuration: 0,
    keepMounted: false,
    value: folds.open,
    onChange: folds.setOpen,
  } as const satisfies AccordionProps<true>;

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
      <BasicsSection control={control} setValue={form.setValue} dialect={dialect} />
      {/*
        A folded part's fields are not in the page (keepMounted false; Mantine otherwise keeps them,
        hidden): Chromium's autofill reads every field of the form after each keystroke, about
        0.3 ms per field at 4x CPU, 8.5 ms per keystroke with every part's fields there (bench:
        typing). Their values stay in the form: validated, sent and kept in the draft. The scaling
        fold sits under the size presets; both accordions share the open parts.
      */}
      <SizeSection form={form}>
        <Accordion {...accordion}>
          <FoldedSection
            {...fold}
            {...FOLDS.scaling}
            title="Scaling"
            description="Memory per replica, number of replicas and idle behaviour. Left empty, the organization's defaults apply."
          >
            <ScalingInputs control={control} />
          </FoldedSection>
        </Accordion>
      </SizeSection>
      <NetworkSection control={control} setValue={form.setValue} />
      <Accordion {...accordion}>
        <FoldedSection {...fold} {...FOLDS.warehouse} title="Warehouse and backup" description="Join an existing warehouse, or start from a backup.">
          <WarehouseFields control={control} backups={backupOptions} warehouses={warehouses} />
        </FoldedSection>
        <FoldedSection {...fold} {...FOLDS.security} title="Security and compliance" description="Disk encryption, compliance regime and instance profile.">
          <SecurityFields control={control} dialect={dialect} />
        </FoldedSection>
        <FoldedSection {...fold} {...FOLDS.byoc} title="Bring your own cloud" description="Run the service in your own cloud account, set up beforehand.">
          <ByocFields control={control} />
        </FoldedSection>
        <FoldedSection
          {...fold}
          {...FOLDS.legacy}
          title="Legacy and deprecated fields"
          badge={
            <Badge color="orange" variant="light" size="sm">
              Deprecated
            </Badge>
          }
          description="Tier, total memory and private endpoint IDs. Kept for older organizations; new services should leave them out."
        >
          <LegacyFields control={control} />
        </FoldedSection>
      </Accordion>
    </FormShellForm>
  );
}
