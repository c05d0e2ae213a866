import { describe, expect, it } from 'vitest';
import { editDistance, nearestName } from './nearest';

describe('nearestName', () => {
  it('counts edits, a swap as one', () => {
    expect(editDistance('Strng', 'String')).toBe(1);
    expect(editDistance('Sting', 'String')).toBe(1);
    expect(editDistance('Srting', 'String')).toBe(1);
  });
  it('finds names spelled alike but for case and separators', () => {
    expect(nearestName('userid', ['id', 'user_id', 'email'])).toBe('user_id');
    expect(nearestName('UserId', ['user_id'])).toBe('user_id');
  });
  it('offers a name at most a third of its length away, and nothing further', () => {
    expect(nearestName('emial', ['email', 'id'])).toBe('email');
    expect(nearestName('amount', ['created_at', 'id'])).toBeUndefined();
    expect(nearestName('x', [])).toBeUndefined();
  });
});
