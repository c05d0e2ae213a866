import { NativeSelect } from '@mantine/core';
import { useWatch, type Control } from 'react-hook-form';
import { ALERTS_DIALECTS, DIALECT_LABELS, MANAGEMENT_DIALECTS, type Dialects } from '../../../contract/dialectNames';
import { signInDialects, type ConsoleApis } from '../consoleApis';
import { normalizeBaseUrl, type SignInValues } from '../signInChecks';

const MANAGEMENT_OPTIONS = MANAGEMENT_DIALECTS.map((value) => ({ value, label: DIALECT_LABELS.management[value] }));
const ALERTS_OPTIONS = ALERTS_DIALECTS.map((value) => ({ value, label: DIALECT_LABELS.alerts[value] }));

const CHOICES = {
  management: { label: 'Management API speaks', options: MANAGEMENT_OPTIONS },
  alerts: { label: 'Alerts API speaks', options: ALERTS_OPTIONS },
};

/**
 * Which words an API's target speaks (contract/dialect.ts), under its address: by default the
 * console server's dialect for its own address (GET /__console/apis), the real service's for
 * another; a choice made here holds whatever the address.
 */
export function DialectChoice({
  api,
  control,
  origin,
  apis,
  chosen,
  onChoose,
}: {
  api: keyof Dialects;
  control: Control<SignInValues>;
  origin: string;
  apis: ConsoleApis | null;
  chosen: Partial<Dialects>;
  onChoose: (chosen: Partial<Dialects>) => void;
}) {
  const [managementUrl, alertsUrl] = useWatch({ control, name: ['managementUrl', 'alertsUrl'] });
  const addresses = { managementUrl: normalizeBaseUrl(managementUrl, origin), alertsUrl: normalizeBaseUrl(alertsUrl, origin) };
  const address = api === 'management' ? addresses.managementUrl : addresses.alertsUrl;
  return (
    <NativeSelect
      label={CHOICES[api].label}
      description={
        address === '' ? "By default what this console's server is set up for." : 'By default the real service, for an address other than this console.'
      }
      data={CHOICES[api].options}
      value={signInDialects(addresses, apis, chosen)[api]}
      onChange={(event) => onChoose({ ...chosen, [api]: event.currentTarget.value })}
    />
  );
}
