import { Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useRequiredSession } from '../../../session/store';
import { ServicePasswordDialog, type CreatedService } from '../components/ServicePasswordDialog';
import { CreateServiceForm } from '../forms/create/CreateServiceForm';
import { ReadOnlyNotice } from '../../../session/WriteAccess';
import { PageBreadcrumbs } from '../../../components/PageBreadcrumbs';
import { quotedName } from '../../../components/displayName';
import { RESTORE_PARAM, RESTORE_SERVICE_PARAM } from '../backups/restoreLink';
import { RestoreIntro, useRestore } from '../backups/RestoreIntro';
import { serviceHref } from '../serviceTabs';

/**
 * /services/new: the create form, then the one-time password dialog, then the service's page.
 * `?backup=<id>` ("Restore into a new service"): the form starts with that backup chosen and the
 * original service's region, provider and tier set.
 */
export function CreateServicePage() {
  const { organizationId } = useRequiredSession();
  const navigate = useNavigate();
  // The only place the password lives: this component's state, dropped when the dialog closes.
  const [created, setCreated] = useState<CreatedService | null>(null);
  const [search] = useSearchParams();
  const backupId = search.get(RESTORE_PARAM) ?? undefined;
  const fromService = search.get(RESTORE_SERVICE_PARAM) ?? undefined;
  const restore = useRestore(organizationId, backupId, fromService);

  const closeDialog = () => {
    const id = created?.service.id;
    const name = created?.service.name;
    setCreated(null);
    if (id) {
      notifications.show({ color: 'green', title: 'Service created', message: `${quotedName(name || id)} is provisioning.` });
      navigate(serviceHref(id), { replace: true });
    }
  };

  return (
    <Stack gap="lg" maw={960}>
      <PageBreadcrumbs trail={[{ label: 'Services', to: '/services' }]} current="New service" />
      <div>
        <Title order={1} size="h2">
          Create service
        </Title>
        <Text c="dimmed" size="sm">
          Every field is optional; what you leave empty is not sent and the server's default applies. Each field states the rule it must follow.
        </Text>
      </div>
      <ReadOnlyNotice />
      {backupId !== undefined && <RestoreIntro restore={restore} />}
      {restore.ready && (
        <CreateServiceForm key={backupId ?? ''} organizationId={organizationId} onCreated={setCreated} restore={restore.values} backupsOf={fromService} />
      )}
      <ServicePasswordDialog created={created} onClose={closeDialog} />
    </Stack>
  );
}
