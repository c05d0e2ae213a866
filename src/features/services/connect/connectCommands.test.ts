import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { connectCommands } from './connectCommands';

const endpoints = [
  { protocol: 'https', host: 'abc.eu-west-1.aws.example.cloud', port: 8443, username: 'default' },
  { protocol: 'nativesecure', host: 'abc.eu-west-1.aws.example.cloud', port: 9440, username: 'default' },
];

describe('connectCommands', () => {
  it('gives one command per known endpoint, the password as $DB_PASSWORD', () => {
    const cmds = connectCommands(endpoints);
    expect(cmds.map((c) => c.id)).toEqual(['https-8443', 'nativesecure-9440']);
    expect(cmds[0].command).toBe(`curl --user 'default:'"$DB_PASSWORD" --data-binary 'SELECT 1' 'https://abc.eu-west-1.aws.example.cloud:8443/'`);
    expect(cmds[1].command).toBe(`clickhouse client --host 'abc.eu-west-1.aws.example.cloud' --port 9440 --secure --user 'default' --password "$DB_PASSWORD"`);
  });

  it('offers MySQL only where the service has a mysql endpoint, and skips unknown protocols', () => {
    expect(connectCommands(endpoints).some((c) => c.id.startsWith('mysql'))).toBe(false);
    const withMysql = connectCommands([...endpoints, { protocol: 'mysql', host: 'h', port: 3306, username: 'u' }, { protocol: 'grpc', host: 'h', port: 1 }]);
    expect(withMysql.map((c) => c.id)).toEqual(['https-8443', 'nativesecure-9440', 'mysql-3306']);
    expect(withMysql[2].command).toBe(`mysql --host 'h' --port 3306 --user 'u' --password="$DB_PASSWORD"`);
  });

  it('keeps a hostile host or username one shell word (run through the shell)', () => {
    const host = `x'; touch /tmp/pwned-$(id -u); echo '`;
    const [cmd] = connectCommands([{ protocol: 'nativesecure', host, port: 9440, username: `a b'$c` }]);
    // Replace the program by printf so the shell prints each argument it would pass.
    const args = execFileSync('bash', ['-c', cmd.command.replace(/^clickhouse client/, `printf '%s\\n'`)], { env: { DB_PASSWORD: 'p$w' } })
      .toString()
      .split('\n');
    expect(args.slice(0, 9)).toEqual(['--host', host, '--port', '9440', '--secure', '--user', `a b'$c`, '--password', 'p$w']);
  });
});
