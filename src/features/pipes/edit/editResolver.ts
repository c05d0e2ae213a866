/**
 * The Edit pipe form's resolver: the values become the Update pipe body (only what changed), the
 * contract's schema for the pipe's kind judges it, and each issue lands on the field that shows it.
 */
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  issuesToFieldErrors,
  kafkaCredentialShapes,
  KAFKA_CREDENTIAL_SHAPES,
  PIPE_SOURCE_MESSAGES,
  pipeUpdateSchemaFor,
  type ContractIssue,
  type PipeUpdate,
} from '../../../contract';
import { formPathOf, nestedErrors } from '../wizard/wizardErrors';
import { toUpdateBody, type EditContext, type EditValues } from './editValues';

/** The form path of an Update pipe body issue. */
export function editPathOf(issue: ContractIssue, ctx: EditContext, values: EditValues): string {
  const p = issue.path;
  const add = /^source\.postgres\.tableMappingsToAdd(.*)$/.exec(p);
  if (add) return add[1] === '' ? 'source.postgres.tableMappings.root' : `source.postgres.tableMappings${add[1]}`;
  const removed = /^source\.postgres\.tableMappingsToRemove\.(\d+)/.exec(p);
  if (removed) {
    const rows = values.source.postgres.existingMappings.map((m, i) => [m, i] as const).filter(([m]) => m.remove);
    return `source.postgres.existingMappings.${rows[Number(removed[1])]?.[1] ?? 0}.remove`;
  }
  // A missing access key is shown on its first input; missing kafka credentials on the first of their shape.
  if (/^source\.(kinesis|objectStorage)\.accessKey$/.test(p)) return `${p}.accessKeyId`;
  if (p === 'source.kafka.credentials') {
    const shape = kafkaCredentialShapes(ctx.kafkaType, values.source.kafka.authentication || undefined)[0];
    return shape ? `${p}.${KAFKA_CREDENTIAL_SHAPES[shape][0]}` : 'source.kafka.authentication';
  }
  return formPathOf(issue, values);
}

/** Rules of the form beyond the body's: a postgres pipe keeps its host, port and database (emptying one would unset it). */
function formIssues(ctx: EditContext, values: EditValues): ContractIssue[] {
  if (ctx.kind !== 'postgres') return [];
  const p = values.source.postgres;
  const M = PIPE_SOURCE_MESSAGES;
  return [
    ...(p.host.trim() === '' ? [{ path: 'source.postgres.host', message: M.hostRequired }] : []),
    ...(p.port === undefined ? [{ path: 'source.postgres.port', message: M.portRequired }] : []),
    ...(p.database.trim() === '' ? [{ path: 'source.postgres.database', message: M.databaseRequired }] : []),
  ];
}

export function editResolver(ctx: EditContext, initial: EditValues): Resolver<EditValues, unknown, PipeUpdate> {
  const schema = pipeUpdateSchemaFor(ctx.kind);
  return async (values) => {
    const body = toUpdateBody(ctx, initial, values);
    const result = schema.safeParse(body);
    const issues = [
      ...formIssues(ctx, values),
      ...(result.success ? [] : issuesToFieldErrors(result.error).map((i) => ({ ...i, path: editPathOf(i, ctx, values) }))),
    ];
    if (issues.length === 0 && result.success) return { values: result.data as PipeUpdate, errors: {} };
    return { values: {}, errors: nestedErrors(issues) as FieldErrors<EditValues> };
  };
}
