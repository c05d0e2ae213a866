import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState, type BaseSyntheticEvent } from 'react';
import { get, useForm, type FieldErrors, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { PreviewRequest } from '../requestPreviewText';
import { withRootError } from './rootErrorResolver';
import { applyServerFieldError } from './serverErrors';
import { useLostReply, type CreateLookup, type LostReply } from './lostReply';
import { createSubmitGate } from './submitGate';
import { sameValues } from './sameValues';
import { useKeptDraft } from './useKeptDraft';
import { reportUnreadAnswer } from './unreadAnswer';
import { subscribeValueChanges } from './valueChanges';

export interface FormShellOptions<V extends FieldValues, B, R> extends Omit<UseFormProps<V, unknown, B>, 'resolver'> {
  /** The rules: a zod schema from form values to the request body (the contract's, usually piped). */
  schema?: z.ZodType<B, V>;
  /** Or a ready resolver, for a form that moves errors between paths (values in, body out). */
  resolver?: Resolver<V, unknown, B>;
  /** Sends the body: usually a mutation's `mutateAsync` (the form values come second). */
  send: (body: B, values: V) => Promise<R>;
  onSuccess?: (result: R, body: B) => void;
  /** Asked after validation and before sending (a confirmation dialog); false sends nothing. */
  confirm?: (body: B) => Promise<boolean>;
  /** Whether a path a server error names is a field of this form (default: present in the values). */
  hasField?: (path: string, values: V) => boolean;
  /** The request the body makes, for "Preview request". */
  preview?: (body: B, values: V) => PreviewRequest;
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
}

export interface FormShell<V extends FieldValues, B> {
  form: UseFormReturn<V, unknown, B>;
  /** The form's onSubmit: validates, then sends once; further submits wait until it settles. */
  onSubmit: (event?: BaseSyntheticEvent) => void;
  /** A request is on its way (the submit button shows it). */
  sending: boolean;
  /** The last failed request, shown above the form unless it landed on a field. */
  error: unknown;
  errorOnField: boolean;
  clearError: () => void;
  /** For RequestPreviewButton: the request of the current values, or null (errors shown) if invalid. */
  previewRequest?: () => Promise<PreviewRequest | null>;
  /** After a write whose reply was lost: the lookup's state and the choices it offers. */
  lostReply: LostReply & { sendAnyway: () => void };
}

/**
 * The one form shell: react-hook-form with the zod resolver (body-level rules shown as the
 * root error), one request per intent (a synchronous gate, not only a disabled button), the
 * focus on the first invalid field, a server 400 placed on the field it names, the failed
 * request kept for the error alert, and the request preview from the same resolver as the
 * submit. The values are never touched by a failure. Render it with <FormShellForm>.
 */
export function useFormShell<V extends FieldValues, B, R>(options: FormShellOptions<V, B, R>): FormShell<V, B> {
  const {
    schema,
    resolver: given,
    send,
    onSuccess,
    confirm,
    hasField,
    preview,
    clearErrorOnEdit,
    onInvalid,
    lookup,
    oncePerValues,
    keepAs,
    ...formProps
  } = options;
  const resolver = useMemo(
    () => given ?? withRootError(zodResolver(schema as z.ZodType<B, V> & Parameters<typeof zodResolver>[0]) as unknown as Resolver<V, unknown, B>),
    [given, schema],
  );
  const form = useForm<V, unknown, B>({ shouldFocusError: true, ...formProps, resolver });
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
  const kept = useKeptDraft(form, keepAs ?? (typeof defaults === 'object' && defaults ? Object.keys(defaults).sort().join(',') : 'form'));

  const latest = useRef({ send, onSuccess, confirm, hasField, onInvalid });
  latest.current = { send, onSuccess, confirm, hasField, onInvalid };

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

  const onSubmit = (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    if (created.current) return;
    if (saved.current && sameValues(form.getValues(), saved.current)) return;
    void gate.run(() =>
      form.handleSubmit(
        async (body) => {
          const { send: doSend, onSuccess: done, confirm: ask, hasField: isField } = latest.current;
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
            setError(failure);
            lost.failed(failure, body, sent);
            const values = form.getValues();
            const fieldExists = (path: string) => (isField ? isField(path, values) : get(values, path) !== undefined);
            setErrorOnField(applyServerFieldError(failure, form.setError, fieldExists));
          } finally {
            setSending(false);
          }
        },
        (errors) => latest.current.onInvalid?.(errors),
      )(event),
    );
  };

  const previewRequest = preview
    ? async () => {
        if (!(await form.trigger(undefined, { shouldFocus: true }))) {
          latest.current.onInvalid?.(form.formState.errors);
          return null;
        }
        const values = form.getValues();
        const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
        return Object.keys(result.errors).length > 0 ? null : preview(result.values as B, values);
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
    sendAnyway: () => {
      lost.allowOnce();
      onSubmit();
    },
  };

  return { form, onSubmit, sending, error, errorOnField, clearError, previewRequest, lostReply };
}
