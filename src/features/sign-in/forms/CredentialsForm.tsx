import { Alert, Anchor, Button, Collapse, Stack, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiErrorAlertOnDemand as ApiErrorAlert, preloadApiErrorAlert } from '../../../components/ApiErrorAlertOnDemand';
import { ControlledPasswordInput } from '../../../components/form/ControlledPasswordInput';
import { ControlledTextInput } from '../../../components/form/ControlledTextInput';
import { WRAPPING_BUTTON } from '../../../components/wrappingButton';
import { isApiError } from '../../../api/errors';
import { normalizeBaseUrl, signInResolver, type SignInValues } from '../signInChecks';
import { useEmulatorInfo } from '../useEmulatorInfo';
import { ALERTS_TOKEN_REFUSED } from '../../../session/alertsToken';
import type { KeyCheck } from '../../../session/verifyKey';
import { blockedAddressHint, useBlockedOrigins, type ApiName } from '../blockedAddress';
import type { Dialects } from '../../../contract/dialectNames';
import { signInDialects, useConsoleApis } from '../consoleApis';
import type { SignInCredentials } from '../signInSession';

/**
 * The checks (the API client, the operation table and the whole contract behind it) are not part
 * of the sign-in page's first load: they load when the person starts on the form, at the latest
 * when it is sent.
 */
type Checks = typeof import('../../../session/verifyKey');
let checks: Promise<Checks> | undefined;
const loadChecks = (): Promise<Checks> =>
  (checks ??= import('../../../session/verifyKey').catch((error: unknown) => {
    checks = undefined; // a failed load is tried again on the next send
    throw error;
  }));

// The dialect choice is shown only with the API addresses (most visits never open them).
const loadDialectChoice = () => import('./DialectChoice');
const DialectChoice = lazy(async () => ({ default: (await loadDialectChoice()).DialectChoice }));

const preloadChecks = () => {
  void loadChecks().catch(() => {});
  void loadDialectChoice().catch(() => {});
  preloadApiErrorAlert();
};

export interface VerifiedCredentials extends SignInCredentials {
  check: KeyCheck;
}

/** The alert API could not check the access token (not a refusal): said apart from the key's failures. */
class TokenCheckFailure {
  constructor(readonly cause: unknown) {}
}

/** Step one of sign-in: the addresses and the key, checked against the management API. */
export function CredentialsForm({ onVerified }: { onVerified: (credentials: VerifiedCredentials) => void }) {
  const origin = window.location.origin;
  const emulator = useEmulatorInfo();
  const [error, setError] = useState<unknown>(null);
  // The address the failed check called: another origin than the console's may be blocked by its CSP.
  const [calling, setCalling] = useState<{ base: string; api: ApiName }>({ base: '', api: 'management' });
  const blockedOrigins = useBlockedOrigins();
  const [showAddresses, setShowAddresses] = useState(false);
  // The dialects the person chose under "API addresses"; an API not chosen gets its default (signInDialects).
  const { apis, ask: askApis } = useConsoleApis();
  const [chosenDialects, setChosenDialects] = useState<Partial<Dialects>>({});
  const form = useForm<SignInValues>({
    resolver: signInResolver,
    defaultValues: { managementUrl: origin, keyId: '', keySecret: '', alertsUrl: origin, alertsToken: '' },
    mode: 'onTouched',
  });

  const submit = form.handleSubmit(
    async (values) => {
      setError(null);
      const managementUrl = normalizeBaseUrl(values.managementUrl, origin);
      const alertsUrl = normalizeBaseUrl(values.alertsUrl, origin);
      let check: KeyCheck;
      let loaded: Checks;
      let dialects: Dialects;
      setCalling({ base: managementUrl, api: 'management' });
      try {
        // The server's dialects are asked after the first paint; a quick send waits for them here.
        const [checks, server] = await Promise.all([loadChecks(), askApis()]);
        loaded = checks;
        dialects = signInDialects({ managementUrl, alertsUrl }, server, chosenDialects);
        check = await loaded.checkKey(managementUrl, values.keyId.trim(), values.keySecret, dialects);
      } catch (e) {
        setError(e);
        if (!isApiError(e) || e.status === 401) form.setFocus('keySecret');
        return;
      }
      // A token given here is checked with one read of the alert API before it is kept.
      const alertsToken = values.alertsToken.trim();
      if (alertsToken) {
        setCalling({ base: alertsUrl, api: 'alerts' });
        try {
          await loaded.checkAlertsToken(alertsToken, alertsUrl, dialects);
        } catch (e) {
          if (isApiError(e) && e.status === 401) form.setError('alertsToken', { type: 'server', message: ALERTS_TOKEN_REFUSED }, { shouldFocus: true });
          else setError(new TokenCheckFailure(e));
          return;
        }
      }
      onVerified({ managementUrl, keyId: values.keyId.trim(), keySecret: values.keySecret, alertsUrl, alertsToken, dialects, check });
    },
    (errors) => {
      if (errors.managementUrl || errors.alertsUrl) setShowAddresses(true);
    },
  );

  // Only what is really emulated: with a real management API behind the server, its key is not offered.
  const emulatedKey = emulator && emulator.management !== false && emulator.keyId && emulator.keySecret ? emulator : null;
  const emulatedToken = emulator && emulator.alerts !== false ? emulator.alertsToken : undefined;
  const fillEmulator = () => {
    if (emulatedKey) {
      form.setValue('keyId', emulatedKey.keyId ?? '', { shouldValidate: true });
      form.setValue('keySecret', emulatedKey.keySecret ?? '', { shouldValidate: true });
      form.setValue('managementUrl', origin);
    }
    if (emulatedToken) {
      form.setValue('alertsToken', emulatedToken, { shouldValidate: true });
      form.setValue('alertsUrl', origin);
    }
  };

  const unauthorized = isApiError(error) && error.status === 401;
  const dialectChoice = { control: form.control, origin, apis, chosen: chosenDialects, onChoose: setChosenDialects };
  const hint = blockedAddressHint(error instanceof TokenCheckFailure ? error.cause : error, calling.base, calling.api, origin, blockedOrigins);
  return (
    <form onSubmit={submit} onFocus={preloadChecks} noValidate>
      <Stack gap="sm">
        {(emulatedKey || emulatedToken) && (
          <Alert color="grape" variant="light" icon={<IconFlask size={18} />} title="Local emulator" role="note">
            <Text size="sm" mb={6}>
              {emulatedKey
                ? 'This console is running against its built-in emulator, not a real cloud account.'
                : 'The alert API is answered by the built-in emulator; the management API is real.'}
            </Text>
            <Button size="xs" variant="filled" color="grape" onClick={fillEmulator} maw="100%" styles={WRAPPING_BUTTON}>
              {emulatedKey ? "Fill in the emulator's credentials" : "Fill in the emulator's access token"}
            </Button>
          </Alert>
        )}
        {error instanceof TokenCheckFailure ? (
          <ApiErrorAlert error={error.cause} title="The access token could not be checked (leave it out to sign in without it)" />
        ) : (
          error !== null && (unauthorized ? <ApiErrorAlert error={error} title="Key not accepted" /> : <ApiErrorAlert error={error} />)
        )}
        {hint && (
          <Alert color="yellow" variant="light" role="note" title={hint.title} data-testid="blocked-address">
            <Text size="sm">{hint.text}</Text>
          </Alert>
        )}
        <ControlledTextInput control={form.control} name="keyId" label="Key ID" autoComplete="username" spellCheck={false} withAsterisk />
        <ControlledPasswordInput control={form.control} name="keySecret" label="Key secret" autoComplete="current-password" withAsterisk />
        <ControlledPasswordInput
          control={form.control}
          name="alertsToken"
          label="Access token"
          description="For the alert API. Optional now: the alert pages ask for it when it is missing."
        />
        <Anchor component="button" type="button" size="sm" onClick={() => setShowAddresses((v) => !v)} ta="left">
          {showAddresses ? 'Hide API addresses' : 'API addresses'}
        </Anchor>
        {/* Not mounted while closed (most visits never open it): two fewer inputs in the first paint. */}
        <Collapse expanded={showAddresses} keepMounted={false}>
          <Stack gap="sm">
            <ControlledTextInput
              control={form.control}
              name="managementUrl"
              label="Management API URL"
              description="Leave this console's own address to go through its server (recommended)."
              spellCheck={false}
            />
            <Suspense fallback={null}>
              <DialectChoice api="management" {...dialectChoice} />
            </Suspense>
            <ControlledTextInput
              control={form.control}
              name="alertsUrl"
              label="Alerts API URL"
              description="Leave this console's own address to go through its server (recommended)."
              spellCheck={false}
            />
            <Suspense fallback={null}>
              <DialectChoice api="alerts" {...dialectChoice} />
            </Suspense>
          </Stack>
        </Collapse>
        <Button type="submit" loading={form.formState.isSubmitting} fullWidth mt="xs">
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
