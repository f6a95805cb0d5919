import { Checkbox } from 'antd-mobile';
import { useId, type MouseEvent, type ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FieldError } from '../../shared/ui/field';
import styles from './auth.module.css';

/** A link inside the agreement checkbox's label opens the text without ticking the box. */
function LegalLink({ to, children }: { to: string; children?: ReactNode }) {
  const navigate = useNavigate();
  const open = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    void navigate(to);
  };
  return (
    <a href={`#${to}`} className={styles.legalLink} onClick={open}>
      {children}
    </a>
  );
}

/**
 * The terms and the privacy policy, ticked before the customer is signed in (by a login or by a
 * registration); an unticked box is refused under it.
 */
export function AgreementCheck({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | undefined;
}) {
  const errorId = useId();
  return (
    <>
      <Checkbox
        className={styles.agreement}
        checked={checked}
        onChange={onChange}
        data-testid="agreement"
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={error === undefined ? undefined : errorId}
      >
        <Trans
          i18nKey="login.agreement"
          components={{
            terms: <LegalLink to="/login/agreement" />,
            privacy: <LegalLink to="/login/privacy" />,
          }}
        />
      </Checkbox>
      {/* The box's input is hidden by antd-mobile and cannot take focus: the refusal is announced. */}
      <div role="alert">
        <FieldError id={errorId} message={error} />
      </div>
    </>
  );
}
