import { useId, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * The inputs of one row of a long editable table (the pipe's columns, its field mappings) belong
 * to a small form of their own, through the HTML `form` attribute, instead of to the page's form.
 * Chrome's autofill re-reads the whole form of the input typed into after every keystroke, in
 * proportion to its fields: 2 fields instead of the hundred or so of a table of rows (about 3 ms
 * of every keystroke at full CPU speed, measured with `npm run bench`). The values still live in
 * react-hook-form, which never reads a form element, and the page's form still submits them.
 *
 * The row's form sits outside the page (a form cannot hold a form, and cannot be a child of a
 * table row), in a hidden element of its own beside the app's root: `formOfRow` renders it,
 * anywhere in the row. Not in document.body itself: React listens for every event on each element
 * it portals into, and body is an ancestor of every input, so each keystroke's events (key down,
 * press and up, input, before each of them their capture) went through React's dispatch twice.
 * It never submits anything itself: Enter in a row's input submits the page's form (the page's
 * form takes `useFocusedFieldForm`'s props, which handle that Enter).
 */
export function useRowForm(): { form: string; formOfRow: ReactNode } {
  const form = useId();
  return { form, formOfRow: createPortal(<form id={form} hidden data-row-form onSubmit={(event) => event.preventDefault()} />, rowFormsContainer()) };
}

/** The kinds of input typed into (not a password: a password manager reads it with the page's form). */
const TYPED_INPUTS = new Set(['text', 'search', 'email', 'url', 'tel', 'number']);

function typedInto(target: EventTarget): target is HTMLInputElement | HTMLTextAreaElement {
  return target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && TYPED_INPUTS.has(target.type));
}

export interface FocusedFieldForm {
  /** Spread on the page's `<form>`. */
  formProps: {
    onFocus: (event: FocusEvent<HTMLFormElement>) => void;
    onBlur: (event: FocusEvent<HTMLFormElement>) => void;
    onKeyDown: (event: KeyboardEvent<HTMLFormElement>) => void;
  };
  /** Rendered anywhere in the page's form (a portal: it lands beside the app's root). */
  fieldForm: ReactNode;
}

/**
 * The same for a page's form as a whole: the text field that has the focus belongs to a small
 * form of its own while it has it (its `form` attribute, set when it gains the focus and taken off
 * when it loses it), so Chrome's autofill re-reads that one field after a keystroke, not the
 * page's. Its task comes after most keystrokes' paint, not all: traced at 4x CPU in the create
 * alert form (13 fields) it took 1.7 ms a keystroke, 1.0 with the field alone (the floor's: 0.8 to
 * 1.1), and the keystrokes it landed before were among the slowest (the typing bench's p95). Only
 * a field the form owns is moved: one that names a form already (a row's) keeps it, and one of a
 * form in a dialog opened from this form (its events bubble here through React's portal) stays
 * with that form. Passwords stay with the page's form, where password managers look. Enter
 * submits the page's form as before (`submitPageFormOnEnter`).
 */
export function useFocusedFieldForm(): FocusedFieldForm {
  const { form, formOfRow } = useRowForm();
  const formProps = {
    onFocus: ({ target, currentTarget }: FocusEvent<HTMLFormElement>) => {
      if (typedInto(target) && target.form === currentTarget && !target.hasAttribute('form')) target.setAttribute('form', form);
    },
    onBlur: ({ target }: FocusEvent<HTMLFormElement>) => {
      if (target.getAttribute('form') === form) target.removeAttribute('form');
    },
    onKeyDown: submitPageFormOnEnter,
  };
  return { formProps, fieldForm: formOfRow };
}

const CONTAINER_ID = 'row-forms';

/** The element the row forms are portalled into: made on first use, a hidden child of body that holds no input. */
function rowFormsContainer(): HTMLElement {
  let container = document.getElementById(CONTAINER_ID);
  if (!container) {
    container = document.createElement('div');
    container.id = CONTAINER_ID;
    container.hidden = true;
    document.body.append(container);
  }
  return container;
}

/** An input of a row form (one rendered by useRowForm). */
function inRowForm(target: EventTarget): target is HTMLInputElement {
  return target instanceof HTMLInputElement && target.form?.dataset.rowForm !== undefined;
}

/**
 * On the page's form: Enter in an input of a row form (a table's row, or the focused field's own)
 * does what Enter in a text input of the page's form does (implicit submission): clicks the form's
 * first submit button unless it is disabled, or submits the form when it has none. An Enter a
 * combobox used (choosing an option) or typed while composing text is left alone.
 */
function submitPageFormOnEnter(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing || !inRowForm(event.target)) return;
  const page = event.currentTarget;
  // An Enter from a dialog opened inside (a portal: its events bubble here in React, not in the page) is the dialog's.
  if (!page.contains(event.target)) return;
  event.preventDefault();
  const button = Array.from(page.elements).find(
    (e): e is HTMLButtonElement | HTMLInputElement => (e instanceof HTMLButtonElement || e instanceof HTMLInputElement) && e.type === 'submit',
  );
  if (button) {
    if (!button.disabled) button.click();
  } else page.requestSubmit();
}
