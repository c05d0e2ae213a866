import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/components/render';
import { IDLE_AFTER_MS, IdleSignOut, WARNING_SECONDS } from './IdleSignOut';
import { holdOpenSecret } from '../session/openSecrets';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** Mantine's Modal opens over two animation frames: 40 ms of the fake clock lets it. */
const frames = () => advance(40);

describe('IdleSignOut', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('warns after 30 minutes without activity, counts down, then signs out', () => {
    const onSignOut = vi.fn();
    renderWithProviders(<IdleSignOut onSignOut={onSignOut} />);
    advance(IDLE_AFTER_MS - 50);
    frames();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(10);
    frames();
    expect(screen.getByRole('dialog', { name: 'Are you still there?' })).toBeInTheDocument();
    expect(screen.getByTestId('idle-seconds-left')).toHaveTextContent(String(WARNING_SECONDS));
    advance(10_000);
    expect(screen.getByTestId('idle-seconds-left')).toHaveTextContent(String(WARNING_SECONDS - 10));
    expect(onSignOut).not.toHaveBeenCalled();
    advance((WARNING_SECONDS - 10) * 1000);
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('counts the 30 minutes from the last activity', () => {
    const onSignOut = vi.fn();
    renderWithProviders(<IdleSignOut onSignOut={onSignOut} />);
    advance(IDLE_AFTER_MS - 60_000);
    fireEvent.keyDown(document.body, { key: 'a' });
    advance(IDLE_AFTER_MS - 50);
    frames();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(10);
    frames();
    expect(screen.getByRole('dialog', { name: 'Are you still there?' })).toBeInTheDocument();
  });

  it('stays signed in when asked to, and warns again after another 30 minutes', () => {
    const onSignOut = vi.fn();
    renderWithProviders(<IdleSignOut onSignOut={onSignOut} />);
    advance(IDLE_AFTER_MS);
    frames();
    const stay = screen.getByRole('button', { name: 'Stay signed in' });
    fireEvent.mouseDown(stay);
    fireEvent.click(stay);
    advance(WARNING_SECONDS * 1000);
    expect(onSignOut).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(IDLE_AFTER_MS);
    frames();
    expect(screen.getByRole('dialog', { name: 'Are you still there?' })).toBeInTheDocument();
  });

  it('waits while a one-time secret is on screen, and signs out once it is closed', () => {
    const onSignOut = vi.fn();
    const release = holdOpenSecret();
    renderWithProviders(<IdleSignOut onSignOut={onSignOut} />);
    advance(IDLE_AFTER_MS);
    frames();
    advance(WARNING_SECONDS * 1000 + 5_000);
    expect(onSignOut).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toHaveTextContent('A one-time secret is still open');
    act(() => release());
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });
});
