import { describe, expect, it } from 'vitest';
import { collectDrafts, offerDraft, withoutSecrets } from './formDrafts';

describe('form drafts kept across a sign-in', () => {
  it('never keep a secret-named value, at any depth', () => {
    const values = {
      name: 'svc',
      password: 'p',
      alertsToken: 't',
      source: { kafka: { credentials: { username: 'u', password: 'p' } }, objectStorage: { accessKey: { id: 'a' }, connectionString: 'c', path: '/x' } },
      rows: [{ source: '10.0.0.0/8', keySecret: 's' }],
    };
    expect(withoutSecrets(values)).toEqual({ name: 'svc', source: { kafka: {}, objectStorage: { path: '/x' } }, rows: [{ source: '10.0.0.0/8' }] });
  });

  it('collect only forms that offer something, and stop offering when unregistered', () => {
    const offA = offerDraft('org:/a:form', () => ({ name: 'typed', keySecret: 'x' }));
    const offB = offerDraft('org:/b:form', () => undefined);
    expect(Object.fromEntries(collectDrafts())).toEqual({ 'org:/a:form': '{"name":"typed"}' });
    offA();
    offB();
    expect(collectDrafts().size).toBe(0);
  });
});
