import type { FieldErrors, FieldValues, Resolver, ResolverOptions, ResolverResult } from 'react-hook-form';

/**
 * A form of several steps (the pipe wizard): one react-hook-form over all of them, one request at
 * the end. Given to the form shell as its `steps` option.
 */
export interface StepOptions {
  /** How many steps: the last one's submit sends the request; each earlier one's checks its rules and moves on. */
  count: number;
  /** The step to open on (a draft's). */
  initial?: number;
  /** The step that asks for a form path: a broken rule, or a server's 400 naming a field, moves the form there. */
  stepOf: (path: string) => number;
  /** A step with nothing to ask for the values given so far (read at each move): Next and Back pass over it. */
  skip?: (step: number) => boolean;
  /** Called as the form moves to a step, before it shows: by Next (its rules held) or by choice (Back, a link, an error). */
  onMove?: (step: number, by: 'next' | 'select') => void;
}

/** The shell's steps, for the page: where the form is, and the ways back. */
export interface FormSteps {
  active: number;
  /** The furthest step reached by Next: the steps up to it may be opened directly. */
  reached: number;
  count: number;
  /** The last step is shown: its submit sends the request. */
  last: boolean;
  /** Opens a step already reached (the stepper, the Review step's Edit links). */
  show: (step: number) => void;
  back: () => void;
}

/** What the shell passes its resolver as react-hook-form's `context`: the step shown. */
export interface StepContext {
  step: number;
}

/**
 * The resolver of a form of steps: `judge` gets the values and the step shown, and checks the
 * rules of the steps up to it (Next) or of every step (the last step's submit).
 */
export function stepResolver<V extends FieldValues, B>(
  judge: (values: V, step: number, options: ResolverOptions<V>) => Promise<ResolverResult<V, B>> | ResolverResult<V, B>,
): Resolver<V, unknown, B> {
  return (values, context, options) => judge(values, (context as StepContext | undefined)?.step ?? Number.POSITIVE_INFINITY, options);
}

/** The dotted paths of the messages in react-hook-form's errors, in the object's order. */
export function errorPaths(errors: FieldErrors | Record<string, unknown>, prefix = ''): string[] {
  const paths: string[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix === '' ? key : `${prefix}.${key}`;
    const node = value as Record<string, unknown>;
    if (typeof node.type === 'string' && 'message' in node) paths.push(path);
    else paths.push(...errorPaths(node, path));
  }
  return paths;
}
