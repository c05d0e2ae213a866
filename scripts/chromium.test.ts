import { describe, expect, it } from 'vitest';
import { findChromium } from './chromium.js';

const only =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path);

describe('which Chromium is driven', () => {
  it('CHROMIUM_PATH first, for the tests and the bench alike', () => {
    const exists = only('/opt/chrome', '/usr/bin/chromium', '/usr/bin/chromium-headless-shell');
    expect(findChromium({ headlessShell: true }, { CHROMIUM_PATH: '/opt/chrome' }, exists)).toEqual({ executablePath: '/opt/chrome', bundled: false });
    expect(findChromium({ headlessShell: false }, { CHROMIUM_PATH: '/opt/chrome' }, exists)).toEqual({ executablePath: '/opt/chrome', bundled: false });
  });

  it("the tests prefer Debian's headless shell, the bench the full browser, each falling back to the other", () => {
    const both = only('/usr/bin/chromium', '/usr/bin/chromium-headless-shell');
    expect(findChromium({ headlessShell: true }, {}, both)?.executablePath).toBe('/usr/bin/chromium-headless-shell');
    expect(findChromium({ headlessShell: false }, {}, both)?.executablePath).toBe('/usr/bin/chromium');
    expect(findChromium({ headlessShell: true }, {}, only('/usr/bin/chromium'))?.executablePath).toBe('/usr/bin/chromium');
    expect(findChromium({ headlessShell: false }, {}, only('/usr/bin/chromium-headless-shell'))?.executablePath).toBe('/usr/bin/chromium-headless-shell');
  });

  it('a CHROMIUM_PATH that does not exist is passed over', () => {
    expect(findChromium({ headlessShell: true }, { CHROMIUM_PATH: '/nowhere' }, only('/usr/bin/chromium'))?.executablePath).toBe('/usr/bin/chromium');
  });
});
