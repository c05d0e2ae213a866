import { describe, expect, it } from 'vitest';
import { awsRegionProblem, hostPortListProblem, hostPortProblem, hostProblem, httpUrlProblem, iamRoleArnProblem } from './network-values';
import { kafkaSourceCreateSchema, kinesisSourceCreateSchema } from './pipe-source';
import { postgresSourceCreateSchema } from './pipe-source-postgres';

describe('AWS regions', () => {
  it.each(['eu-west-1', 'us-east-1', 'ap-southeast-4', 'us-gov-west-1', 'me-central-1', 'ca-west-1', 'eu-south-2'])('accepts %s', (r) =>
    expect(awsRegionProblem(r)).toBeUndefined(),
  );
  it('names the nearest region of the lists for a typo', () => {
    expect(awsRegionProblem('eu-west1')).toBe('Enter an AWS region code like eu-west-1 (did you mean eu-west-1?).');
    expect(awsRegionProblem('us-esat-1')).toMatch(/did you mean us-east-1\?/);
  });
  it.each(['eu-west', 'europe-west4', 'eastus', 'EU-WEST-1', ' eu-west-1', 'eu-west-123', 'mars-1'])('refuses %j', (r) =>
    expect(awsRegionProblem(r)).toMatch(/AWS region code/),
  );
});

describe('IAM role ARNs', () => {
  it.each(['arn:aws:iam::123456789012:role/pipes', 'arn:aws:iam::123456789012:role/service-role/clickpipes', 'arn:aws-cn:iam::123456789012:role/r'])(
    'accepts %s',
    (a) => expect(iamRoleArnProblem(a)).toBeUndefined(),
  );
  it.each([
    'my-role',
    'arn:aws:iam::12345678901:role/r', // 11 digits
    'arn:aws:iam::1234567890123:role/r', // 13 digits
    'arn:aws:iam::123456789012:user/r',
    'arn:aws:iam::123456789012:role/',
    'arn:aws:s3:::bucket',
    ' arn:aws:iam::123456789012:role/r',
  ])('refuses %j', (a) => expect(iamRoleArnProblem(a)).toMatch(/^Enter the role ARN, like arn:aws:iam::123456789012:role\/clickpipes/));
});

describe('hosts', () => {
  it.each(['db.example.com', 'db', '10.0.0.5', 'abc.eu-west-1.aws.example.cloud', '::1'])('accepts %s', (h) => expect(hostProblem(h)).toBeUndefined());
  it('refuses a scheme, a port, a path or spaces, saying which', () => {
    expect(hostProblem('postgres://db.example.com:5432/app')).toBe('Enter the host name only, without postgres:// (like db.example.com).');
    expect(hostProblem('db.example.com:5432')).toMatch(/the port has its own field/);
    expect(hostProblem('db.example.com/app')).toMatch(/without a path/);
    expect(hostProblem('db example.com')).toMatch(/no spaces/);
    expect(hostProblem(' db.example.com')).toMatch(/no spaces/);
    expect(hostProblem('db..example.com')).toMatch(/Enter a host name/);
  });
});

describe('host:port', () => {
  it('takes ports 1..65535 and refuses 0 and 65536', () => {
    expect(hostPortProblem('b-1.example.com:1')).toBeUndefined();
    expect(hostPortProblem('b-1.example.com:65535')).toBeUndefined();
    expect(hostPortProblem('b-1.example.com:0')).toBe('The port of b-1.example.com:0 must be between 1 and 65535.');
    expect(hostPortProblem('b-1.example.com:65536')).toBe('The port of b-1.example.com:65536 must be between 1 and 65535.');
    expect(hostPortProblem('[2001:db8::1]:9092')).toBeUndefined();
  });
  it('names a broker without a port, and each of a list', () => {
    expect(hostPortProblem('broker-1')).toBe('"broker-1" needs a port: host:port, like broker-1:9092.');
    expect(hostPortListProblem('b-1:9092,b-2:9092')).toBeUndefined();
    expect(hostPortListProblem('b-1:9092, b-2:9092')).toBeUndefined();
    expect(hostPortListProblem('b-1:9092,b-2')).toBe('"b-2" needs a port: host:port, like b-2:9092.');
    expect(hostPortListProblem('b-1:9092,,b-2:9092')).toMatch(/single commas/);
    expect(hostPortListProblem('kafka://b-1:9092')).toMatch(/without kafka:\/\//);
  });
});

describe('URLs', () => {
  it.each(['https://registry.example.com', 'http://10.0.0.1:8081', 'https://bucket.s3.amazonaws.com/data/*.csv'])('accepts %s', (u) =>
    expect(httpUrlProblem(u)).toBeUndefined(),
  );
  it('refuses other schemes, partial URLs and spaces', () => {
    expect(httpUrlProblem('s3://bucket/data.csv')).toBe('Enter an http or https URL (not s3://), like https://example.com/path.');
    expect(httpUrlProblem('registry.example.com')).toMatch(/full URL starting with https:\/\//);
    expect(httpUrlProblem('https://a b.com')).toMatch(/no spaces/);
  });
});

describe('in the pipe sources', () => {
  const kinesis = { format: 'JSONEachRow', streamName: 's', iteratorType: 'LATEST', authentication: 'IAM_ROLE' } as const;
  it('checks the Kinesis region and role', () => {
    const r = kinesisSourceCreateSchema.safeParse({ ...kinesis, region: 'eu-west1', iamRole: 'my-role' });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['region', 'Enter an AWS region code like eu-west-1 (did you mean eu-west-1?).'],
      ['iamRole', expect.stringMatching(/^Enter the role ARN/)],
    ]);
    expect(kinesisSourceCreateSchema.safeParse({ ...kinesis, region: 'eu-west-1', iamRole: 'arn:aws:iam::123456789012:role/r' }).success).toBe(true);
  });
  it('checks each Kafka broker', () => {
    const r = kafkaSourceCreateSchema.safeParse({
      type: 'kafka',
      format: 'JSONEachRow',
      brokers: 'b-1',
      topics: 't',
      authentication: 'PLAIN',
      credentials: { username: 'u', password: 'p' },
    });
    expect(r.error?.issues[0]).toMatchObject({ path: ['brokers'], message: '"b-1" needs a port: host:port, like b-1:9092.' });
  });
  it('checks the Postgres host', () => {
    const r = postgresSourceCreateSchema.safeParse({
      host: 'postgres://db.example.com:5432/app',
      port: 5432,
      database: 'app',
      credentials: { username: 'u', password: 'p' },
      tableMappings: [{ sourceSchemaName: 'public', sourceTable: 'a', targetTable: 'a' }],
    });
    expect(r.error?.issues[0]).toMatchObject({ path: ['host'], message: 'Enter the host name only, without postgres:// (like db.example.com).' });
  });
});
