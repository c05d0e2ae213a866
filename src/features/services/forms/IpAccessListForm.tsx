import { Text } from '@mantine/core';
import { IpAccessListEditor } from '../../../components/IpAccessListEditor';
import type { Service } from '../../../contract';
import { SERVICE_FIELD_HELP as HELP } from './fieldHelp';
import { ipAccessListFormSchema, type EditServiceValues, type IpAccessListValues } from './editServiceValues';
import { EditServicePartForm } from './EditServicePartForm';

const listOf = ({ ipAccessList }: EditServiceValues): IpAccessListValues => ({ ipAccessList });

/**
 * The service page's IP access list, with the editor of the create form: only the change is sent
 * (`{ipAccessList: {add, remove}}`).
 */
export function IpAccessListForm({ organizationId, service }: { organizationId: string; service: Service }) {
  return (
    <EditServicePartForm
      organizationId={organizationId}
      service={service}
      part={listOf}
      schemaOf={ipAccessListFormSchema}
      label="IP access list"
      keepAs="ipAccessList"
    >
      {(shell) => (
        <IpAccessListEditor
          control={shell.form.control}
          name="ipAccessList"
          label="IP access list"
          description={HELP.ipAccessList}
          emptyHint={
            <Text size="sm" c="orange">
              No address: the service accepts connections from nowhere.
            </Text>
          }
        />
      )}
    </EditServicePartForm>
  );
}
