/**
 * Write actions gated by the signed-in key's role (useKeyRole): a read-only key sees them
 * disabled with the reason (on hover, to assistive technology, and once per page in a notice),
 * never a form that ends in a 403.
 */
import { Alert, Button, Tooltip, VisuallyHidden, type ButtonProps } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useId, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useKeyRole, type KeyRoleAccess } from './keyRole';

type WriteButtonProps = ButtonProps & {
  children: ReactNode;
  /** A link (e.g. to a create page) instead of an action. */
  to?: string;
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  type?: 'button' | 'submit';
  /** Disabled for another reason too (pending, nothing changed, …). */
  disabled?: boolean;
  /** Not possible now, and why (e.g. "Only a stopped service can be deleted"): shown like the role's reason. */
  disabledReason?: string;
  'data-testid'?: string;
  'aria-label'?: string;
};

/** A Button for a write: offered as usual to a key that may write, disabled with the reason otherwise (or when `disabledReason` says why not now). */
export function WriteButton(props: WriteButtonProps) {
  return <WriteButtonFor role={useKeyRole()} {...props} />;
}

/**
 * WriteButton with the key's role read by the caller: a list reads it once for all its rows,
 * where a WriteButton in each row subscribed each to the keys query.
 */
export function WriteButtonFor({
  role,
  to,
  onClick,
  type = 'button',
  disabled,
  disabledReason,
  children,
  ...props
}: WriteButtonProps & { role: KeyRoleAccess }) {
  const reasonId = useId();
  const reason = role.reason ?? disabledReason;
  if (!role.canWrite || disabledReason !== undefined) {
    // The reason describes the button and stays out of its name (outside it).
    return (
      <>
        <Tooltip label={reason} multiline maw={320} withArrow>
          <Button
            {...props}
            // Still the form's submit button, so Enter in a field (implicit submission) clicks it
            // and the cancelled click cancels the submit too: nothing is sent either way.
            type={type}
            data-disabled
            aria-disabled="true"
            aria-describedby={reasonId}
            onClick={(e) => e.preventDefault()}
          >
            {children}
          </Button>
        </Tooltip>
        <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>
      </>
    );
  }
  if (to !== undefined) {
    return (
      <Button {...props} component={Link} to={to} disabled={disabled}>
        {children}
      </Button>
    );
  }
  return (
    <Button {...props} type={type} onClick={onClick} disabled={disabled}>
      {children}
    </Button>
  );
}

/** One line saying why this page's changes are disabled; nothing for a key that may write. */
export function ReadOnlyNotice() {
  const { canWrite, reason } = useKeyRole();
  if (canWrite) return null;
  return (
    <Alert color="gray" variant="light" icon={<IconLock size={16} />} data-testid="read-only-notice">
      {reason}
    </Alert>
  );
}
