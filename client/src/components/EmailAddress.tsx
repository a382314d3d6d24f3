/**
 * An e-mail address that may wrap in a narrow cell: it breaks before the "@", so the domain
 * stays whole on the second line ("samuel.osei" / "@demo.nimbus.example"), and anywhere only
 * when a part alone is wider than the cell.
 */
export function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return (
    <span style={{ overflowWrap: 'anywhere' }}>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </span>
  );
}
