import { NOT_IN_CLOUD_MARKS, NOT_OFFERED_BY_CLOUD, offeredByCloud, regionPlace, type CloudLimitedField, type ManagementDialect } from '../../../../contract';

const lowerFirst = (s: string) => s[0].toLowerCase() + s.slice(1);

/**
 * A field's choices, a region with its place beside the code ("eu-west-1 (Ireland)", so a search
 * finds it by either), each value ClickHouse Cloud refuses marked in its label (so the mark shows
 * in the list and in the field once chosen): "only on the local emulator" when the console talks
 * to the emulator, "not offered by ClickHouse Cloud" when it talks to the real service.
 */
export function markedOptions(field: CloudLimitedField, values: readonly string[], dialect: ManagementDialect) {
  return values.map((value) => {
    const notes = [field === 'region' ? regionPlace(value) : undefined, offeredByCloud(field, value) ? undefined : lowerFirst(NOT_IN_CLOUD_MARKS[dialect])];
    const note = notes.filter(Boolean).join(' · ');
    return { value, label: note ? `${value} (${note})` : value };
  });
}

const PLURAL: Record<CloudLimitedField, string> = { region: 'regions', profile: 'profiles' };

/**
 * One sentence for the field's description about the marked values among `offered` (empty when
 * none is offered): against the emulator they are taken; against the real service, refused.
 */
export function notInCloudNote(field: CloudLimitedField, dialect: ManagementDialect, offered: readonly string[]): string {
  const marked = (NOT_OFFERED_BY_CLOUD[field] as readonly string[]).filter((v) => offered.includes(v));
  if (marked.length === 0) return '';
  const list = marked.join(', ');
  return dialect === 'cloud'
    ? `ClickHouse Cloud does not offer the marked ${PLURAL[field]} (${list}): choose another.`
    : `The marked ${PLURAL[field]} (${list}) work only on the local emulator: ClickHouse Cloud does not offer them.`;
}
