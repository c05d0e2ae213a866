import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_SAVE_DELAY_MS, useDraftSaving } from './useDraftSaving';
import { loadDraft } from './wizardDraft';
import { emptyWizardValues, type WizardValues } from './wizardValues';

const WHERE = { organizationId: 'org-1', serviceId: 'svc-1' };
const saved = () => loadDraft(WHERE.organizationId, WHERE.serviceId);

/** The wizard's draft saving around one field of its form, as CreatePipePage uses it. */
function Wizard({ step = 2, stopped = false }: { step?: number; stopped?: boolean }) {
  const form = useForm<WizardValues>({ defaultValues: emptyWizardValues() });
  const stepRef = useRef(step);
  const stoppedRef = useRef(stopped);
  useDraftSaving(form, WHERE, stepRef, stoppedRef);
  return <input aria-label="Pipe name" {...form.register('name')} />;
}

/** Types `text` one character at a time, `gapMs` apart. */
function type(text: string, gapMs: number) {
  const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Pipe name' });
  for (const character of text) {
    fireEvent.change(input, { target: { value: input.value + character } });
    act(() => vi.advanceTimersByTime(gapMs));
  }
}

describe('useDraftSaving', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves the draft once typing pauses, not while it goes on', () => {
    render(<Wizard />);
    type('events', 100);
    expect(saved()).toBeNull();
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 100 - 1));
    expect(saved()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(saved()).toMatchObject({ step: 2, values: { name: 'events' } });
  });

  it('saves at once when the page is hidden', () => {
    render(<Wizard />);
    type('ev', 10);
    window.dispatchEvent(new Event('pagehide'));
    expect(saved()?.values.name).toBe('ev');
  });

  it('saves at once when the wizard unmounts', () => {
    const { unmount } = render(<Wizard />);
    type('ev', 10);
    unmount();
    expect(saved()?.values.name).toBe('ev');
  });

  it('saves nothing once stopped (the pipe was created)', () => {
    const { unmount } = render(<Wizard stopped />);
    type('events', 10);
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    unmount();
    expect(saved()).toBeNull();
  });
});
