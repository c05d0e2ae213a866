import { describe, expect, it } from 'vitest';
import { POLL_BUDGET } from '../api/pollBudget';
import { listPollInterval, MAX_FOLLOWED, planFollowing } from './followItems';
import { isPipeTransitional } from './pipeState';
import { STATE_POLL_MS } from './stateDisplay';

const pipe = (id: string, state: string | undefined) => ({ id, state });

describe('following changing pipes (the shared follower services use too)', () => {
  it('follows nothing while every pipe is settled, or has no state', () => {
    const settled = [pipe('a', 'Running'), pipe('b', 'Stopped'), pipe('c', 'Failed'), pipe('d', undefined), pipe('e', 'SomethingNew')];
    expect(planFollowing(settled, isPipeTransitional)).toEqual({ follow: [], pollList: false });
    expect(listPollInterval(settled, isPipeTransitional)).toBe(false);
  });

  it(`follows a stopping pipe (up to ${MAX_FOLLOWED}) by its own read; the list does not poll`, () => {
    const pipes = [pipe('a', 'Running'), pipe('b', 'Stopping'), pipe('c', 'Snapshot')];
    expect(planFollowing(pipes, isPipeTransitional)).toEqual({ follow: ['b', 'c'], pollList: false });
    expect(listPollInterval(pipes, isPipeTransitional)).toBe(false);
  });

  it('polls the list itself once more pipes change than it follows', () => {
    const pipes = [pipe('a', 'Provisioning'), pipe('b', 'Pausing'), pipe('c', 'Resync'), pipe('d', 'Running')];
    expect(planFollowing(pipes, isPipeTransitional)).toEqual({ follow: [], pollList: true });
    expect(listPollInterval(pipes, isPipeTransitional)).toBe(STATE_POLL_MS);
  });
});

describe('following within the poll budget (api/pollBudget)', () => {
  it('one list at its busiest fits in the budget', () => {
    // A list polls at most MAX_FOLLOWED items, or itself, every STATE_POLL_MS; a page with two
    // lists at their busiest (the pipes page) shares the budget, and a poll may wait a little.
    const perList = (POLL_BUDGET.windowMs / STATE_POLL_MS) * Math.max(MAX_FOLLOWED, 1);
    expect(perList).toBeLessThanOrEqual(POLL_BUDGET.limit);
  });
});
