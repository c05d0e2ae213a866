/**
 * Typed values that name a place on a network or in a cloud: AWS regions, IAM role ARNs,
 * `host:port` lists, bare hosts, http(s) URLs. Each `…Problem` says what is wrong with a value (a
 * sentence that says what to type instead), or nothing. The pipe source schemas use them, so the
 * wizard, pipe edit and the emulator refuse the same values; the real service refuses them too.
 */
import { nearestName } from './nearest.js';
import { REGIONS_BY_PROVIDER } from './service-fields.js';

/** An AWS region code: `eu-west-1`, `us-gov-west-1`, `ap-southeast-4`, `cn-north-1`. */
export const AWS_REGION_PATTERN =
  /^(us|eu|ap|sa|ca|me|af|il|mx|cn)(-gov|-iso|-isob)?-(north|south|east|west|central|northeast|southeast|northwest|southwest)-\d{1,2}$/;

export function awsRegionProblem(value: string): string | undefined {
  if (AWS_REGION_PATTERN.test(value)) return undefined;
  const near = nearestName(value.trim(), REGIONS_BY_PROVIDER.aws);
  return `${value.trim() === value ? '' : 'Remove the spaces around the region. '}Enter an AWS region code like eu-west-1${near && near !== value ? ` (did you mean ${near}?)` : ''}.`.trimStart();
}

/** `arn:aws:iam::<12-digit account>:role/<path/>name` (also in the aws-cn and aws-us-gov partitions). */
export const IAM_ROLE_ARN_PATTERN = /^arn:aws(-cn|-us-gov)?:iam::\d{12}:role\/[\w+=,.@/-]{1,512}$/;
export const IAM_ROLE_ARN_MESSAGE = 'Enter the role ARN, like arn:aws:iam::123456789012:role/clickpipes (12-digit account ID).';

export function iamRoleArnProblem(value: string): string | undefined {
  return IAM_ROLE_ARN_PATTERN.test(value) ? undefined : IAM_ROLE_ARN_MESSAGE;
}

/** A DNS name or an IPv4 address (IPv6 in brackets in `host:port`). */
const HOST_NAME = /^(?=.{1,253}$)[A-Za-z0-9_]([A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?(\.[A-Za-z0-9_]([A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?)*\.?$/;
const IPV6 = /^[0-9A-Fa-f:.]+$/;
export const PORT_RANGE = { min: 1, max: 65_535 } as const;

const schemeOf = (value: string) => /^([a-z][a-z0-9+.-]*):\/\//i.exec(value)?.[1];

/** A host name or IP address without a scheme, port, path or spaces. */
export function hostProblem(value: string): string | undefined {
  const v = value;
  const scheme = schemeOf(v);
  if (scheme) return `Enter the host name only, without ${scheme}:// (like db.example.com).`;
  if (/\s/.test(v)) return 'A host name has no spaces: enter it like db.example.com.';
  if (/^[^:/]+:\d*$/.test(v)) return 'Enter the host name only (like db.example.com): the port has its own field.';
  if (v.includes('/')) return 'Enter the host name only, without a path (like db.example.com).';
  if (HOST_NAME.test(v) || (v.includes(':') && IPV6.test(v))) return undefined;
  return 'Enter a host name like db.example.com, or an IP address.';
}

/** One `host:port`. */
export function hostPortProblem(value: string): string | undefined {
  const v = value.trim();
  const scheme = schemeOf(v);
  if (scheme) return `Enter ${v.slice(scheme.length + 3)} without ${scheme}://: host:port, like broker-1.example.com:9092.`;
  const m = /^(\[[0-9A-Fa-f:.]+\]|[^:\s]+):(\d+)$/.exec(v);
  if (!m) return `"${v}" needs a port: host:port, like ${v && !v.includes(':') && !/\s/.test(v) ? v : 'broker-1.example.com'}:9092.`;
  const host = m[1].startsWith('[') ? m[1].slice(1, -1) : m[1];
  if (!m[1].startsWith('[') && hostProblem(host)) return `"${m[1]}" is not a host name: host:port, like broker-1.example.com:9092.`;
  if (m[1].startsWith('[') && !IPV6.test(host)) return `"${m[1]}" is not an IPv6 address.`;
  const port = Number(m[2]);
  if (port < PORT_RANGE.min || port > PORT_RANGE.max) return `The port of ${v} must be between ${PORT_RANGE.min} and ${PORT_RANGE.max}.`;
  return undefined;
}

/** A comma-separated list of `host:port` (Kafka brokers): the first one wrong is named. */
export function hostPortListProblem(value: string): string | undefined {
  const items = value.split(',');
  if (items.some((i) => i.trim() === '')) return 'Separate the brokers with single commas, like b-1.example.com:9092,b-2.example.com:9092.';
  for (const item of items) {
    const problem = hostPortProblem(item);
    if (problem) return problem;
  }
  return undefined;
}

/** An http or https URL with a host. */
export function httpUrlProblem(value: string): string | undefined {
  const v = value;
  if (/\s/.test(v.trim()) || v.trim() !== v) return 'A URL has no spaces: enter it like https://example.com/path.';
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    return 'Enter a full URL starting with https://, like https://example.com/path.';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `Enter an http or https URL (not ${url.protocol}//), like https://example.com/path.`;
  if (url.hostname === '') return 'Enter a URL with a host, like https://example.com/path.';
  return undefined;
}
