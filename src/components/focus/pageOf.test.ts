import { describe, expect, it } from 'vitest';
import { pageOf } from './useFocusHeadingOnNavigate';

const tabbed = (params: Record<string, string | undefined>) => [
  { id: 'root', params, handle: undefined },
  { id: 'service', params, handle: { tabParam: 'tab' } },
];

describe('pageOf: which navigations are to another page', () => {
  it('a page without tabs is its path', () => {
    expect(pageOf([{ id: 'keys', params: {}, handle: undefined }], '/keys')).toBe('/keys');
    expect(pageOf([], '/x')).toBe('/x');
  });

  it("a tabbed page's tabs are one page", () => {
    expect(pageOf(tabbed({ serviceId: 'a' }), '/services/a')).toBe(pageOf(tabbed({ serviceId: 'a', tab: 'scaling' }), '/services/a/scaling'));
  });

  it('another item of the same tabbed route is another page', () => {
    expect(pageOf(tabbed({ serviceId: 'a', tab: 'scaling' }), '/services/a/scaling')).not.toBe(
      pageOf(tabbed({ serviceId: 'b', tab: 'scaling' }), '/services/b/scaling'),
    );
  });
});
