/**
 * Ready-to-paste commands for a service's endpoints: the native client, HTTPS with curl and the
 * MySQL protocol (only where the service has that endpoint). The password is always the shell
 * variable $DB_PASSWORD (the name the password dialog's .env file uses), never a value.
 */
import { singleQuoted } from '../../../components/requestPreviewText';
import type { ServiceEndpoint } from '../../../contract';

export interface ConnectCommand {
  /** Stable id of the command (protocol-port). */
  id: string;
  title: string;
  description: string;
  command: string;
}

const q = singleQuoted;

function commandFor(e: ServiceEndpoint): Omit<ConnectCommand, 'id'> | undefined {
  const user = e.username || 'default';
  const host = q(e.host);
  switch (e.protocol) {
    case 'nativesecure':
      return {
        title: 'Native client (clickhouse client)',
        description: 'The command-line client over the native protocol with TLS.',
        command: `clickhouse client --host ${host} --port ${e.port} --secure --user ${q(user)} --password "$DB_PASSWORD"`,
      };
    case 'https':
      return {
        title: 'HTTPS (curl)',
        description: 'Any HTTP client; the query is the request body.',
        command: `curl --user ${q(`${user}:`)}"$DB_PASSWORD" --data-binary 'SELECT 1' ${q(`https://${e.host}:${e.port}/`)}`,
      };
    case 'mysql':
      return {
        title: 'MySQL protocol (mysql)',
        description: 'MySQL-compatible clients and tools.',
        command: `mysql --host ${host} --port ${e.port} --user ${q(user)} --password="$DB_PASSWORD"`,
      };
    default:
      return undefined;
  }
}

/** One command per endpoint the console knows how to use, in the endpoints' order. */
export function connectCommands(endpoints: readonly ServiceEndpoint[]): ConnectCommand[] {
  return endpoints.flatMap((e) => {
    const c = commandFor(e);
    return c ? [{ id: `${e.protocol}-${e.port}`, ...c }] : [];
  });
}

/** The first line to run: where the password variable comes from. */
export const PASSWORD_VARIABLE_LINE = "read -rs -p 'Password: ' DB_PASSWORD && export DB_PASSWORD";
