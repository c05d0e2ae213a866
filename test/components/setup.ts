/**
 * What jsdom lacks and Mantine uses (matchMedia for the colour scheme, ResizeObserver for
 * ScrollArea and Stepper, scrollIntoView for Combobox, document.fonts for Textarea's autosize), as
 * Mantine's testing guide sets it up, and Testing Library's cleanup after each test.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);

window.HTMLElement.prototype.scrollIntoView = () => {};

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserver;

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} } });
}
