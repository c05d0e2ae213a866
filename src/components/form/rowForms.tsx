import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * The inputs of one row of a long editable table (the pipe's columns, its field mappings) belong
 * to a small form of their own, through the HTML `form` attribute, instead of to the page's form.
 * Chrome's autofill re-reads the whole form of the input typed into after every keystroke, in
 * proportion to its fields: a row's 1 or 2 fields instead of the step's (measured with 37 rendered
 * rows of inputs, before only the edited row had inputs: 4.5 ms of a keystroke, 0.5 ms with row
 * forms). The values still live in react-hook-form, which never reads a form element, and the
 * page's form still submits them. Only the long tables do this: every other field belongs to its
 * page's one plain form.
 *
 * The row's form sits outside the page (a form cannot hold a form, and cannot be a child of a
 * table row), in a hidden element of its own beside the app's root: `formOfRow` renders it,
 * anywhere in the row. Not in document.body itself: React listens for every event on each element
 * it portals into, and body is an ancestor of every input, so each keystroke's events (key down,
 * press and up, input, before each of them their capture) went through React's dispatch twice.
 * It never submits anything itself: Enter in a row's input submits the page's form (the table
 * takes `submitPageFormOnEnter` as its onKeyDown).
 */
export function useRowForm(): { form: string; formOfRow: ReactNode } {
  const form = useId();
  return { form, formOfRow: createPortal(<form id={form} hidden data-row-form onSubmit={(event) => event.preventDefault()} />, rowFormsContainer()) };
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
 * On a table of row forms: Enter in a row's input does what Enter in a text input of the page's
 * form does (implicit submission): clicks the page form's first submit button unless it is
 * disabled, or submits the form when it has none. An Enter a combobox used (choosing an option) or
 * typed while composing text is left alone.
 */
export function submitPageFormOnEnter(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing || !inRowForm(event.target)) return;
  const page = event.currentTarget.closest('form');
  if (!page) return;
  event.preventDefault();
  const button = Array.from(page.elements).find(
    (e): e is HTMLButtonElement | HTMLInputElement => (e instanceof HTMLButtonElement || e instanceof HTMLInputElement) && e.type === 'submit',
  );
  if (button) {
    if (!button.disabled) button.click();
  } else page.requestSubmit();
}
