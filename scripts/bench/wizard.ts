// The pipe wizard at 200 destination columns: a draft in sessionStorage, stored the way the
// wizard keeps its own (src/features/pipes/wizard/wizardDraft.ts), opens the wizard on the
// Destination or the Field mappings step with every column in place, as a pasted 200-field
// sample would leave it. Typing goes into a row in the middle of the list, scrolled to and
// clicked first (the rows not being edited show their values in cells: EditableCell).
import type { EmulatorConfig } from '../../emulator/config.js';
import { draftKey, type WizardDraft } from '../../src/features/pipes/wizard/wizardDraft.js';
import { emptyWizardValues, type ColumnRow } from '../../src/features/pipes/wizard/wizardValues.js';
import type { TypingTarget } from './typing.js';

export const WIZARD_COLUMNS = 200;
const TYPES = ['UInt64', 'String', 'Float64', "DateTime64(3, 'UTC')", 'Bool'];
const fieldName = (i: number) => `field_${String(i + 1).padStart(3, '0')}`;

function draftScript(config: EmulatorConfig, serviceId: string, step: number): string {
  const columns: ColumnRow[] = Array.from({ length: WIZARD_COLUMNS }, (_, i) => ({
    name: fieldName(i),
    type: TYPES[i % TYPES.length],
    sourceField: fieldName(i),
  }));
  const values = emptyWizardValues();
  values.name = 'bench-wide-pipe';
  values.kind = 'kafka';
  values.destination.table = 'wide_events';
  values.columns = columns;
  const draft: WizardDraft = { values, step };
  return `sessionStorage.setItem(${JSON.stringify(draftKey(config.organizationId, serviceId))}, ${JSON.stringify(JSON.stringify(draft))});`;
}

/** The two wizard steps that list every column: typing into row 100's column name, and into row 100's source field. */
export function wizardTypingTargets(config: EmulatorConfig, serviceId: string): TypingTarget[] {
  const middle = fieldName(WIZARD_COLUMNS / 2 - 1);
  const path = `/pipes/${encodeURIComponent(serviceId)}/new`;
  return [
    {
      id: 'pipe-wizard.columns',
      path,
      field: `Column ${WIZARD_COLUMNS / 2} name`,
      firstField: 'Column 1 name',
      cell: true,
      initScripts: [draftScript(config, serviceId, 2)],
    },
    {
      id: 'pipe-wizard.mappings',
      path,
      field: `Source field for ${middle}`,
      firstField: `Source field for ${fieldName(0)}`,
      cell: true,
      initScripts: [draftScript(config, serviceId, 3)],
    },
  ];
}
