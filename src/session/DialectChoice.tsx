import { NativeSelect } from '@mantine/core';
import { useWatch, type Control } from 'react-hook-form';
import { ALERTS_DIALECTS, DIALECT_LABELS, MANAGEMENT_DIALECTS, type Dialects } from '../contract/dialectNames';
import { signInDialects, type ConsoleApis } from './consoleApis';
import { normalizeBaseUrl, type SignInValues } from './signInChecks';

const MANAGEMENT_OPTIONS = MANAGEMENT_DIALECTS.map((value) => ({ value, label: DIALECT_LABELS.management[value] }));
const ALERTS_OPTIONS = ALERTS_DIALECTS.map((value) => ({ value, label: DIALECT_LABELS.alerts[value] }));

/**
 * Which words each API's target speaks (contract/dialect.ts). Shown with the addresses: by default
 * the console server's dialect for its own address (GET /__console/apis), the real service's for
 * another; a choice made here holds whatever the address.
 */
export function DialectChoice({
  control,
  origin,
  apis,
  chosen,
  onChoose,
}: {
  control: Control<SignInValues>;
  origin: string;
  apis: ConsoleApis | null;
  chosen: Partial<Dialects>;
  onChoose: (chosen: Partial<Dialects>) => void;
}) {
  const [managementUrl, alertsUrl] = useWatch({ control, name: ['managementUrl', 'alertsUrl'] });
  const addresses = { managementUrl: normalizeBaseUrl(managementUrl, origin), alertsUrl: normalizeBaseUrl(alertsUrl, origin) };
  const dialects = signInDialects(addresses, apis, chosen);
  const hint = (address: string) =>
    address === '' ? "By default what this console's server is set up for." : 'By default the real service, for an address other than this console.';
  return (
    <>
      <NativeSelect
        label="Management API speaks"
        description={hint(addresses.managementUrl)}
        data={MANAGEMENT_OPTIONS}
        value={dialects.management}
        onChange={(event) => onChoose({ ...chosen, management: event.currentTarget.value as Dialects['management'] })}
      />
      <NativeSelect
        label="Alerts API speaks"
        description={hint(addresses.alertsUrl)}
        data={ALERTS_OPTIONS}
        value={dialects.alerts}
        onChange={(event) => onChoose({ ...chosen, alerts: event.currentTarget.value as Dialects['alerts'] })}
      />
    </>
  );
}
