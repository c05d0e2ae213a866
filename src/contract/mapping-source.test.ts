import { describe, expect, it } from 'vitest';
import { mappingSourceProblem } from './pipe-destination';

describe('a mapping source among the known fields', () => {
  const known = ['id', 'user_id', 'email', 'created_at'];
  it('takes any non-empty name when no field is known (no sample)', () => {
    expect(mappingSourceProblem('userid', [])).toBeUndefined();
  });
  it('takes a known field', () => {
    expect(mappingSourceProblem('user_id', known)).toBeUndefined();
  });
  it('refuses another, naming the nearest known field', () => {
    expect(mappingSourceProblem('userid', known)).toBe('The sample has no field "userid": did you mean user_id?');
    expect(mappingSourceProblem('emial', known)).toBe('The sample has no field "emial": did you mean email?');
    expect(mappingSourceProblem('User_Id', known)).toBe('The sample has no field "User_Id": did you mean user_id?');
  });
  it('lists the known fields when none is near', () => {
    expect(mappingSourceProblem('amount', known)).toBe('The sample has no field "amount": choose one of its fields (id, user_id, email, created_at).');
    expect(mappingSourceProblem('zzz', ['a', 'b', 'c', 'd', 'e', 'f'])).toBe('The sample has no field "zzz": choose one of its fields (a, b, c, d, e, …).');
  });
  it('leaves a blank source to the rule that asks for one', () => expect(mappingSourceProblem('', known)).toBeUndefined());
});
