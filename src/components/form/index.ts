/**
 * The forms module: everything a feature needs to build a form, imported from here only (lint
 * forbids reaching into its files from features/). docs/architecture.md, "Adding a form".
 *
 * - The shell: useFormShell (react-hook-form, the rules, the operation it sends named once, one
 *   request per intent, server errors on fields, the lost-reply lookup, steps) and FormShellForm
 *   (the one plain <form> that shows it all).
 * - The inputs: Controlled* bound to a field by name.
 * - What the long tables of rows use: one row of inputs at a time, row forms, row errors.
 */

// The shell
export { useFormShell, type FormShell, type FormShellBase, type FormShellOptions, type OperationSend, type OwnSend } from './useFormShell';
export { FormShellForm } from './FormShellForm';
export { ResetButton } from './ResetButton';
export { stepResolver, type FormSteps, type StepOptions } from './formSteps';
export { useStepInUrl } from './useStepInUrl';
export { withRootError } from './rootErrorResolver';
export { listedByName, LookupInconclusive, type CreateLookup, type FoundResource } from './lostReply';
export { createSubmitGate, type SubmitGate } from './submitGate';
export { LeaveGuard, LeaveWhenDirtyGuard } from './LeaveGuard';

// The inputs, and the types shared editors take
export { ControlledAutocomplete } from './ControlledAutocomplete';
export { ControlledNumberInput } from './ControlledNumberInput';
export { ControlledPasswordInput } from './ControlledPasswordInput';
export { ControlledSelect } from './ControlledSelect';
export { ControlledSwitch } from './ControlledSwitch';
export { ControlledMultiSelect, ControlledTagsInput } from './ControlledTagsInput';
export { ControlledTextInput } from './ControlledTextInput';
export { ControlledTextarea } from './ControlledTextarea';
export { narrowControl, narrowForm, type FormControl, type FormMethods } from './formControl';

// Following values outside a render
export { sameValues } from './sameValues';
export { subscribeValueChanges, type ValueChangeKind } from './valueChanges';

// The long tables of rows
export { EditableCell, cellClasses } from './EditableCell';
export { useActiveRow, useEditFocus, type ActiveRow } from './useActiveRow';
export { useRowError, useRowValue, useRowValues, type RowValues } from './rowValues';
export { submitPageFormOnEnter, useRowForm } from './rowForms';
export { useRowErrorFocus } from './useRowErrorFocus';
