import { ControlledTextarea, ControlledTextInput, type FormControl } from '../../../components/form';
import { SectionCard } from '../../../components/SectionCard';
import { ALERT_MESSAGE_RULE, ALERT_NAME_RULE } from '../../../contract';

/** The values this section edits, in both dialects' forms (narrowControl gives it their control). */
export interface AlertTextValues {
  name?: string | null;
  message?: string | null;
}

/** Name and message of an alert: optional, left empty = not sent. */
export function AlertTextSection({ control }: { control: FormControl<AlertTextValues> }) {
  return (
    <SectionCard title="Name and message" description="Optional. Leave them empty to send nothing.">
      <ControlledTextInput control={control} name="name" emptyAsUndefined label="Name" description={`Optional. ${ALERT_NAME_RULE}.`} />
      <ControlledTextarea
        control={control}
        name="message"
        emptyAsUndefined
        autosize
        minRows={2}
        maxRows={8}
        label="Message"
        description={`Optional. ${ALERT_MESSAGE_RULE}, attached to the alert.`}
      />
    </SectionCard>
  );
}
