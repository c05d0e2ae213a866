/**
 * From the contract's issues on a Create pipe body to the wizard's fields and steps: each issue
 * lands on the field that shows it, and belongs to the step that asks for that field.
 */
import type { FieldError, FieldErrors } from 'react-hook-form';
import { issuesToFieldErrors, mappingSourceProblem, pipeCreateSchema, type ContractIssue } from '../../../contract';
import { toCreateBody, type WizardValues } from './wizardValues';

export const WIZARD_STEPS = ['Source', 'Connection', 'Destination', 'Field mappings', 'Settings', 'Review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/**
 * The steps with nothing to ask for a kind of source, passed over by Next, Back and the stepper:
 * a database pipe (Postgres) maps whole tables on Connection and has no scaling or pipe settings,
 * so it goes from Destination to Review, as in ClickHouse Cloud's console.
 */
export function skippedSteps(kind: string | undefined): ReadonlySet<number> {
  return kind === 'postgres' ? new Set([WIZARD_STEPS.indexOf('Field mappings'), WIZARD_STEPS.indexOf('Settings')]) : new Set();
}

/** The form path of a body issue (`destination.columns.2.name` -> `columns.2.name`, an unmapped column -> its row). */
/**
 * The inputs of a group the body leaves out when all of them are blank (Create pipe then says the
 * group is missing): its message goes on the group's first input, where it can be seen.
 */
const GROUP_FIRST_INPUT: Record<string, string> = {
  'source.postgres.credentials': 'source.postgres.credentials.username',
  'source.kinesis.accessKey': 'source.kinesis.accessKey.accessKeyId',
  'source.objectStorage.accessKey': 'source.objectStorage.accessKey.accessKeyId',
};

export function formPathOf(issue: ContractIssue, values: Pick<WizardValues, 'columns'>): string {
  const p = issue.path;
  if (p === 'source') return 'kind';
  if (p in GROUP_FIRST_INPUT) return GROUP_FIRST_INPUT[p];
  if (p === 'destination.columns') return 'columns.root';
  if (p.startsWith('destination.columns.')) return p.slice('destination.'.length);
  if (p === 'fieldMappings') {
    const row = values.columns.findIndex((c) => issue.message.includes(`"${c.name}"`));
    return row === -1 ? 'columns.root' : `columns.${row}.sourceField`;
  }
  const m = /^fieldMappings\.(\d+)\.(\w+)$/.exec(p);
  if (m) {
    const mapped = values.columns.map((c, i) => [c, i] as const).filter(([c]) => c.sourceField !== '');
    const row = mapped[Number(m[1])]?.[1];
    return row === undefined ? 'columns.root' : `columns.${row}.${m[2] === 'sourceField' ? 'sourceField' : 'name'}`;
  }
  if (/^source\.postgres\.tableMappings$/.test(p)) return 'source.postgres.tableMappings.root';
  return p === '' ? 'root' : p;
}

/** The step (index in WIZARD_STEPS) that asks for a form path. */
export function stepOfPath(path: string): number {
  if (path === 'name' || path === 'kind') return 0;
  if (path.startsWith('source')) return 1;
  if (/^columns\.\d+\.sourceField$/.test(path)) return 3;
  if (path.startsWith('destination') || path.startsWith('columns')) return 2;
  if (path.startsWith('scaling') || path.startsWith('settings')) return 4;
  return 5;
}

export interface WizardIssue {
  path: string;
  message: string;
  step: number;
}

/** Every broken rule of these values, placed on the wizard's fields. */
export function wizardIssues(values: WizardValues): WizardIssue[] {
  const result = pipeCreateSchema.safeParse(toCreateBody(values));
  const body = result.success
    ? []
    : issuesToFieldErrors(result.error).map((issue) => {
        const path = formPathOf(issue, values);
        return { path, message: issue.message, step: stepOfPath(path) };
      });
  return [...body, ...unknownSourceIssues(values)];
}

/** Each mapping whose source is not among the fields the sample showed (none when no sample was read). */
function unknownSourceIssues(values: WizardValues): WizardIssue[] {
  if (values.kind === 'postgres') return [];
  return values.columns.flatMap((c, i) => {
    const message = mappingSourceProblem(c.sourceField, values.knownFields ?? []);
    const path = `columns.${i}.sourceField`;
    return message ? [{ path, message, step: stepOfPath(path) }] : [];
  });
}

/** The wizard's lists of rows (react-hook-form field arrays). */
export const WIZARD_LISTS = ['columns', 'source.postgres.tableMappings'] as const;

/**
 * The issues to show when react-hook-form validates a whole list because a row was added or
 * removed (it does so once any Next was pressed, with `names` the list's name alone): the list's
 * own rule, and the fields already showing an error (still broken, or now right). A new row's
 * blank fields say nothing until Next, or until they are typed in, like every other field.
 */
export function issuesAfterListChange(issues: readonly WizardIssue[], names: readonly string[] | undefined, shown: (path: string) => boolean): WizardIssue[] {
  const list = names?.length === 1 ? WIZARD_LISTS.find((l) => l === names[0]) : undefined;
  if (!list) return [...issues];
  return issues.filter((i) => !i.path.startsWith(`${list}.`) || i.path === `${list}.root` || shown(i.path));
}

/** react-hook-form's nested errors object (first message per field). */
export function toFieldErrors(issues: readonly WizardIssue[]): FieldErrors<WizardValues> {
  return nestedErrors(issues) as FieldErrors<WizardValues>;
}

/** Issues by dotted path -> react-hook-form's nested errors object, for any form (first message per field). */
export function nestedErrors(issues: readonly { path: string; message: string }[]): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  for (const { path, message } of issues) {
    const parts = path.split('.');
    let node = errors;
    parts.slice(0, -1).forEach((part) => {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    });
    const last = parts[parts.length - 1];
    if (node[last] === undefined) node[last] = { type: 'contract', message } satisfies FieldError;
  }
  return errors;
}
