import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepFocusOnPage } from './focusFallback';

/** A page with its main heading and a button that has the focus. */
function page(): { heading: HTMLElement; button: HTMLButtonElement; other: HTMLButtonElement } {
  document.body.innerHTML = '<main><h1>Orders</h1><button id="stop">Stop</button><button id="other">Other</button></main>';
  const button = document.getElementById('stop') as HTMLButtonElement;
  button.focus();
  return { heading: document.querySelector('h1')!, button, other: document.getElementById('other') as HTMLButtonElement };
}

/** Focus leaves the element as Chromium does when it is removed or disabled: focusout (to nothing) while it is still in the page, focus on the body. */
function loseFocus(element: HTMLElement, change: () => void) {
  element.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
  element.blur();
  change();
}

let stop: () => void;
beforeEach(() => {
  vi.useFakeTimers();
  stop = keepFocusOnPage();
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('focus lost with the control that had it', () => {
  it('goes to the page heading when the control is removed', () => {
    const { heading, button } = page();
    loseFocus(button, () => button.remove());
    vi.advanceTimersByTime(99);
    expect(document.activeElement).toBe(document.body);
    vi.advanceTimersByTime(1);
    expect(document.activeElement).toBe(heading);
    expect(heading.tabIndex).toBe(-1);
  });

  it('goes to the page heading when the control is disabled', () => {
    const { heading, button } = page();
    loseFocus(button, () => (button.disabled = true));
    vi.advanceTimersByTime(100);
    expect(document.activeElement).toBe(heading);
  });

  it('is left where its owner put it meanwhile (a dialog giving it back to another control)', () => {
    const { button, other } = page();
    loseFocus(button, () => button.remove());
    other.focus();
    vi.advanceTimersByTime(100);
    expect(document.activeElement).toBe(other);
  });

  it('is left alone when let go on purpose: the control is still there and enabled', () => {
    const { button } = page();
    loseFocus(button, () => undefined);
    vi.advanceTimersByTime(100);
    expect(document.activeElement).toBe(document.body);
  });

  it('is left alone while a modal dialog is open (the dialog owns it)', () => {
    const { button } = page();
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    document.body.append(dialog);
    loseFocus(button, () => button.remove());
    vi.advanceTimersByTime(100);
    expect(document.activeElement).toBe(document.body);
  });
});
