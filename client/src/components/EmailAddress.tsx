import { Fragment } from 'react';

/**
 * An e-mail address that may wrap in a narrow cell where people break one: before the "@" and
 * after a dot of the domain ("samuel.osei" / "@demo.nimbus." / "example"), never inside a
 * word of the domain. The part before the "@" breaks anywhere when it alone is too wide.
 */
export function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  const labels = email.slice(at).split('.');
  return (
    <span style={{ overflowWrap: 'anywhere' }}>
      {email.slice(0, at)}
      <wbr />
      {labels.map((label, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {index < labels.length - 1 ? `${label}.` : label}
        </Fragment>
      ))}
    </span>
  );
}
