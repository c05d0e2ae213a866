import { describe, expect, it } from 'vitest';
import { rewriteTablerImports } from './tablerIcons';

describe('rewriteTablerImports', () => {
  it('turns one barrel import into one import per icon file, keeping aliases', () => {
    const out = rewriteTablerImports("import { IconCode, IconKey as KeyIcon } from '@tabler/icons-react';\nconst x = 1;");
    expect(out).toBe(
      "import IconCode from '@tabler/icons-react/dist/esm/icons/IconCode.mjs';\n" +
        "import KeyIcon from '@tabler/icons-react/dist/esm/icons/IconKey.mjs';\nconst x = 1;",
    );
  });

  it('leaves other imports alone', () => {
    const src = "import { Button } from '@mantine/core';";
    expect(rewriteTablerImports(src)).toBe(src);
  });
});
