import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { FormShellForm, type FormShell } from '../../../components/form';
import type { Alert } from '../../../contract';
import { alertSaved } from '../queries';
import { useForgetRefusedToken } from './useForgetRefusedToken';
import { quotedName } from '../../../components/displayName';

type Kind = 'create' | 'edit';

const TEXT: Record<Kind, { label: string; submitLabel: string; errorTitle: string }> = {
  create: { label: 'Create alert', submitLabel: 'Create alert', errorTitle: 'The alert was not created' },
  edit: { label: 'Edit alert', submitLabel: 'Save alert', errorTitle: 'The alert was not saved' },
};

/** An alert's page. */
export const alertPath = (id: string) => `/alerts/${encodeURIComponent(id)}`;

/** What an alert form does once the alert is created or saved: the cache takes the answer, a notification says so, and its page opens. */
export function useAlertDone(kind: Kind): (alert: Alert) => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (alert) => {
    alertSaved(queryClient, alert);
    const name = alert.name || 'Unnamed alert';
    notifications.show(
      kind === 'create'
        ? { color: 'green', title: 'Alert created', message: `${quotedName(name)} has the id ${alert.id}.` }
        : { color: 'green', title: 'Alert saved', message: `${quotedName(name)} was replaced with what you sent.` },
    );
    void navigate(alertPath(alert.id));
  };
}

/**
 * The frame of both dialects' create and edit alert forms: the form shell's form with the alert
 * words, Cancel back to `cancelTo`, and a refused token's message gone once a new token is in.
 */
export function AlertFormFrame<V extends FieldValues, B>({
  shell,
  kind,
  cancelTo,
  children,
}: {
  shell: FormShell<V, B>;
  kind: Kind;
  cancelTo: string;
  children: ReactNode;
}) {
  useForgetRefusedToken(shell);
  return (
    <FormShellForm
      shell={shell}
      {...TEXT[kind]}
      keyRoleGated={false}
      gap="lg"
      actions={
        <Button component={Link} to={cancelTo} variant="default">
          Cancel
        </Button>
      }
    >
      {children}
    </FormShellForm>
  );
}
