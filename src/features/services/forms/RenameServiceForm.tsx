import { ControlledTextInput } from '../../../components/form';
import type { Service } from '../../../contract';
import { SERVICE_FIELD_HELP as HELP } from './fieldHelp';
import { renameFormSchema, type EditServiceValues, type RenameValues } from './editServiceValues';
import { EditServicePartForm } from './EditServicePartForm';

const nameOf = ({ name }: EditServiceValues): RenameValues => ({ name });

/** The service page's Settings: rename the service (`{name}` alone is sent). */
export function RenameServiceForm({ organizationId, service }: { organizationId: string; service: Service }) {
  return (
    <EditServicePartForm organizationId={organizationId} service={service} part={nameOf} schemaOf={renameFormSchema} label="Rename service" keepAs="rename">
      {(shell) => <ControlledTextInput control={shell.form.control} name="name" label="Name" description={HELP.name} maw={480} />}
    </EditServicePartForm>
  );
}
