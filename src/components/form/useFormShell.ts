import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState, type BaseSyntheticEvent } from 'react';
import { get, useForm, type FieldErrors, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { callOperation } from '../../api/operations';
import type { AnyOperation, OpBody, OpParams, OpResult } from '../../contract';
import { previewOf, type PreviewRequest } from '../requestPreviewText';
import { errorPaths, type FormSteps, type StepContext, type StepOptions } from './formSteps';
import { withRootError } from './rootErrorResolver';
import { applyServerFieldError } from './serverErrors';
import { useLostReply, type CreateLookup, type LostReply } from './lostReply';
import { createSubmitGate } from './submitGate';
import { sameValues } from './sameValues';
import { useKeptDraft } from './useKeptDraft';
import { reportUnreadAnswer } from './unreadAnswer';
import { subscribeValueChanges } from './valueChanges';

/** callOperation without its typing by operation (the overloads of useFormShell have checked it). */
type AnyCall = (op: AnyOperation, params: Record<string, string | undefined>, body?: unknown) => Promise<unknown>;

/** What every form of the shell may say, whatever it sends. */
export interface FormShellBase<V extends FieldValues, B, R> extends Omit<UseFormProps<V, unknown, B>, 'resolver' | 'context'> {
  /** The rules: a zod schema from form values to the body (the contract's, usually piped). */
  schema?: z.ZodType<B, V>;
  /** Or a ready resolver, for a form that moves errors between paths (values in, body out). */
  resolver?: Resolver<V, unknown, B>;
  /** After a 2xx: the answer (the cache updates of the feature's queries.ts, a notification, the next page). */
  onSuccess?: (result: R, body: B) => void;
  /** After a failed request, before its error is shown (a browser-made secret its request may have applied is kept: docs/faults.md). */
  onFailure?: (failure: unknown, body: B) => void;
  /** Asked after validation and before sending (a confirmation dialog); false sends nothing. */
  confirm?: (body: B) => Promise<boolean>;
  /** Whether a path a server error names is a field of this form (default: present in the values). */
  hasField?: (path: string, values: V) => boolean;
  /** The form path of a body path a server error names, when the values are not the body (the pipe wizard). */
  fieldPath?: (bodyPath: string, message: string, values: V) => string;
  /** A failed request's message belongs to that attempt: the next edit clears it. */
  clearErrorOnEdit?: boolean;
  /** Also called when the values break a rule (after the first invalid field got the focus). */
  onInvalid?: (errors: FieldErrors<V>) => void;
  /**
   * For a create: how to find what it made when its reply was lost (a timeout or a dropped
   * connection after sending). The shell looks it up before offering to send again, and a
   * submit sends nothing while it may exist, until the person chooses "Create another anyway".
   * A form with a lookup is a create, and a create that succeeded sends nothing more: its page
   * moves on (a one-time secret, another page), and an Enter that lands before it has would
   * otherwise make a second resource.
   */
  lookup?: CreateLookup<B, V>;
  /**
   * For an update: once it succeeded, the same values are not sent again (an Enter that lands
   * right after the reply, before the form has re-rendered or been reset, would send the same
   * change twice). Any change to the values opens the form again. Not for forms whose repeat is
   * an intent of its own (a password reset, a lookup), nor for those that empty themselves in
   * onSuccess (adding an endpoint: the same one typed again is answered, not ignored).
   */
  oncePerValues?: boolean;
  /**
   * What a session ended by a 401 (or the idle time-out) keeps of this form's unsent input, to
   * give it back after the next sign-in: the name that tells it from another form of the same
   * page (default: its fields' names), or false for nothing. Secret-named values are never kept.
   */
  keepAs?: string | false;
  /**
   * A create form that loses nothing: its draft is kept in this tab as the person types (secrets
   * excepted), a reload or a later visit brings it back, and leaving with unsaved input asks first
   * (a link or Back: a dialog; a reload: the browser's question). FormShellForm mounts the guard.
   */
  keepInTab?: boolean;
  /** A form of several steps (the pipe wizard): Next checks each step's rules, the last step sends. */
  steps?: StepOptions;
}

/**
 * What a form sends, named once: an operation of the table (src/contract/operations*.ts) and its
 * path parameters. The shell calls it (callOperation) and previews it (the same request).
 */
export interface OperationSend<V extends FieldValues, B, O extends AnyOperation> {
  operation: O;
  params: OpParams<O>;
  /** The request body of the form's body (default: the body itself), for the call and the preview alike. */
  request?: (body: B, values: V) => OpBody<O>;
  /**
   * What only sending does to the request (the preview shows it before): hashes of a password or
   * a key made in this browser at that moment. Keep what it made in a ref for onSuccess.
   */
  beforeSend?: (request: OpBody<O>, values: V) => Promise<OpBody<O>>;
  send?: never;
}

/** A form that sends no operation of the table (a token checked before it is kept, a search): its own submit. */
export interface OwnSend<V extends FieldValues, B, R> {
  send: (body: B, values: V) => Promise<R>;
  operation?: never;
  params?: never;
  request?: never;
  beforeSend?: never;
}

export type FormShellOptions<V extends FieldValues, B, R, O extends AnyOperation = AnyOperation> = FormShellBase<V, B, R> &
  (OperationSend<V, B, O> | OwnSend<V, B, R>);

export interface FormShell<V extends FieldValues, B> {
  form: UseFormReturn<V, unknown, B>;
  /** The form's onSubmit: validates, then sends once; further submits wait until it settles. On an earlier step: Next. */
  onSubmit: (event?: BaseSyntheticEvent) => void;
  /** A request is on its way (the submit button shows it). */
  sending: boolean;
  /** The last failed request, shown above the form unless it landed on a field. */
  error: unknown;
  errorOnField: boolean;
  clearError: () => void;
  /** For RequestPreviewButton: the request of the current values, or null (errors shown) if invalid. */
  previewRequest?: () => Promise<PreviewRequest | null>;
  /** The request of a body and its values, as the preview shows it (the pipe wizard's Review step). */
  requestOf?: (body: B, values: V) => PreviewRequest;
  /** After a write whose reply was lost: the lookup's state and the choices it offers. */
  lostReply: LostReply & { sendAnyway: () => void };
  /** With the `steps` option: the step shown and the ways between steps. */
  steps?: FormSteps;
  /** With `keepInTab`: whether the form holds unsaved input (the leave guard asks then). */
  unsaved?: () => boolean;
}

/** The next step shown from `step` going `by` (+1 or -1), passing over skipped ones; the first and the last step are never skipped. */
function nearestStep(step: number, by: 1 | -1, last: number, skip: ((step: number) => boolean) | undefined): number {
  let s = Math.min(last, Math.max(0, step + by));
  while (s > 0 && s < last && skip?.(s)) s += by;
  return s;
}

/**
 * The one form shell: react-hook-form with the zod resolver (body-level rules shown as the root
 * error), the operation it sends named once (its call and its request preview both come from the
 * operations table), one request per intent (a synchronous gate, not only a disabled button), the
 * focus on the first invalid field, a server 400 placed on the field it names, the failed request
 * kept for the error alert, the lookup after a lost create reply, and a 2xx whose answer cannot
 * be read reported as done. A form of several steps (`steps`) gets Next, Back and a move to the
 * step of a field in error. The values are never touched by a failure. Render it with
 * <FormShellForm>.
 */
export function useFormShell<V extends FieldValues, O extends AnyOperation>(
  options: FormShellBase<V, OpBody<O>, OpResult<O>> & OperationSend<V, OpBody<O>, O> & { request?: undefined },
): FormShell<V, OpBody<O>>;
export function useFormShell<V extends FieldValues, B, O extends AnyOperation>(
  options: FormShellBase<V, B, OpResult<O>> & OperationSend<V, B, O> & { request: (body: B, values: V) => OpBody<O> },
): FormShell<V, B>;
export function useFormShell<V extends FieldValues, B, R>(options: FormShellBase<V, B, R> & OwnSend<V, B, R>): FormShell<V, B>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the overloads above type the operation; here any operation
export function useFormShell<V extends FieldValues, B, R>(options: FormShellOptions<V, B, R, any>): FormShell<V, B> {
  const {
    schema,
    resolver: given,
    operation,
    params,
    request,
    beforeSend,
    send,
    onSuccess,
    onFailure,
    confirm,
    hasField,
    fieldPath,
    clearErrorOnEdit,
    onInvalid,
    lookup,
    oncePerValues,
    keepAs,
    keepInTab = false,
    steps,
    ...formProps
  } = options;
  const resolver = useMemo(
    () => given ?? withRootError(zodResolver(schema as z.ZodType<B, V> & Parameters<typeof zodResolver>[0]) as unknown as Resolver<V, unknown, B>),
    [given, schema],
  );
  // The step shown, read by the resolver (stepResolver) at the moment it judges: set before React re-renders.
  const stepContext = useRef<StepContext>({ step: steps?.initial ?? 0 }).current;
  const form = useForm<V, unknown, B>({ shouldFocusError: true, ...formProps, resolver, context: stepContext });
  const gate = useRef(createSubmitGate()).current;
  // A create that succeeded: set before React re-renders, so a submit right after it is refused.
  const created = useRef(false);
  // An update that succeeded (oncePerValues): a copy of the values it sent.
  const saved = useRef<V | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [errorOnField, setErrorOnField] = useState(false);
  const lost = useLostReply(lookup);
  const defaults = formProps.defaultValues;
  const kept = useKeptDraft(form, keepAs ?? (typeof defaults === 'object' && defaults ? Object.keys(defaults).sort().join(',') : 'form'), keepInTab);

  const latest = useRef({ operation, params, request, beforeSend, send, onSuccess, onFailure, confirm, hasField, fieldPath, onInvalid, steps });
  latest.current = { operation, params, request, beforeSend, send, onSuccess, onFailure, confirm, hasField, fieldPath, onInvalid, steps };

  /** The request body of the form's body: what the call sends and the preview shows. */
  const requestBody = (body: B, values: V): unknown => (request ? request(body, values) : body);
  const requestOf = operation && params ? (body: B, values: V): PreviewRequest => previewOf(operation, params, requestBody(body, values) as never) : undefined;

  const doSend = async (body: B, values: V): Promise<R> => {
    const { operation: op, params: ids, beforeSend: complete, send: own } = latest.current;
    if (own) return own(body, values);
    if (!op || !ids) throw new Error('The form shell needs an operation (and its params) or a send function.');
    const built = requestBody(body, values);
    const sent = complete ? await complete(built, values) : built;
    return (await (callOperation as AnyCall)(op, ids, sent)) as R;
  };

  // Steps: the one shown, the furthest reached by Next, and a field to focus once its step has rendered.
  const last = (steps?.count ?? 1) - 1;
  const [active, setActive] = useState(steps?.initial ?? 0);
  const [reached, setReached] = useState(steps?.initial ?? 0);
  const focusAfterMove = useRef<string | null>(null);
  const moveTo = (step: number, by: 'next' | 'select') => {
    latest.current.steps?.onMove?.(step, by);
    stepContext.step = step;
    setActive(step);
    if (by === 'next') setReached((r) => Math.max(r, step));
  };
  useEffect(() => {
    const path = focusAfterMove.current;
    focusAfterMove.current = null;
    if (path) form.setFocus(path as never);
  }, [active, form]);
  /** A message on a field of an earlier step: the form moves there, and the field gets the focus once shown. */
  const showStepOf = (paths: readonly string[]) => {
    const stepOf = latest.current.steps?.stepOf;
    if (!stepOf || paths.length === 0) return;
    const first = Math.min(...paths.map(stepOf));
    if (first >= stepContext.step) return;
    focusAfterMove.current = paths.find((p) => stepOf(p) === first) ?? null;
    moveTo(first, 'select');
  };

  const clearError = () => {
    setError(null);
    setErrorOnField(false);
  };

  const hasError = error !== null;
  useEffect(() => {
    if (!clearErrorOnEdit || !hasError) return;
    return subscribeValueChanges(form, undefined, (kind) => {
      if (kind === 'change') clearError();
    });
  }, [form, clearErrorOnEdit, hasError]);

  const invalid = (errors: FieldErrors<V>) => {
    showStepOf(errorPaths(errors));
    latest.current.onInvalid?.(errors);
  };

  const onSubmit = (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    if (stepContext.step < last) {
      // Next: the rules of the steps up to this one; the step to go to is fixed now (a double click moves one step).
      const target = nearestStep(stepContext.step, 1, last, latest.current.steps?.skip);
      void form.handleSubmit(() => moveTo(target, 'next'), invalid)(event);
      return;
    }
    if (created.current) return;
    if (saved.current && sameValues(form.getValues(), saved.current)) return;
    void gate.run(() =>
      form.handleSubmit(async (body) => {
        const { onSuccess: done, onFailure: failed, confirm: ask, hasField: isField, fieldPath: toField } = latest.current;
        // A create whose reply was lost may exist: nothing is sent again without an explicit choice.
        if (!lost.maySend()) return;
        if (ask && !(await ask(body))) return;
        clearError();
        lost.started();
        setSending(true);
        const sent = form.getValues();
        // A copy taken now: getValues() shares its nested objects with the form, which typing changes in place.
        const sentCopy = oncePerValues ? structuredClone(sent) : null;
        try {
          const result = await doSend(body, sent);
          if (lookup) created.current = true;
          saved.current = sentCopy;
          kept.sent();
          // Done, whatever follows: a page that cannot use the answer says so, never "failed".
          try {
            done?.(result, body);
            reportUnreadAnswer(result);
          } catch (pageFailure) {
            reportUnreadAnswer(result, pageFailure);
          }
        } catch (failure) {
          failed?.(failure, body);
          setError(failure);
          lost.failed(failure, body, sent);
          const values = form.getValues();
          const fieldExists = (path: string) => (isField ? isField(path, values) : get(values, path) !== undefined);
          const placed = applyServerFieldError(failure, form.setError, fieldExists, toField && ((path, message) => toField(path, message, values)));
          setErrorOnField(placed !== null);
          if (placed !== null) showStepOf([placed]);
        } finally {
          setSending(false);
        }
      }, invalid)(event),
    );
  };

  const previewRequest = requestOf
    ? async () => {
        if (!(await form.trigger(undefined, { shouldFocus: true }))) {
          latest.current.onInvalid?.(form.formState.errors);
          return null;
        }
        const values = form.getValues();
        const result = await resolver(values, stepContext, { fields: {}, shouldUseNativeValidation: false });
        return Object.keys(result.errors).length > 0 ? null : requestOf(result.values as B, values);
      }
    : undefined;

  const lostReply = {
    state: lost.state,
    noun: lost.noun,
    listHref: lost.listHref,
    foundNote: lost.foundNote,
    blocksSubmit: lost.blocksSubmit,
    allowOnce: lost.allowOnce,
    lookAgain: lost.lookAgain,
    // "Create another anyway": from whatever step is shown, every rule is judged again (as from the last step), then it is sent once.
    sendAnyway: () => {
      lost.allowOnce();
      if (stepContext.step !== last) moveTo(last, 'select');
      onSubmit();
    },
  };

  const stepsState: FormSteps | undefined = steps
    ? {
        active,
        reached,
        count: steps.count,
        last: active === last,
        show: (step) => moveTo(step, 'select'),
        back: () => moveTo(nearestStep(stepContext.step, -1, last, latest.current.steps?.skip), 'select'),
      }
    : undefined;

  return {
    form,
    onSubmit,
    sending,
    error,
    errorOnField,
    clearError,
    previewRequest,
    requestOf,
    lostReply,
    steps: stepsState,
    // A create whose reply was lost may exist: its values were sent, and leaving (to what was found,
    // say) loses nothing, so the guard does not ask then.
    unsaved: keepInTab ? () => lost.state.phase === 'idle' && kept.unsaved() : undefined,
  };
}
