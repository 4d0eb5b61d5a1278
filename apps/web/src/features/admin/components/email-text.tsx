import { Fragment } from 'react';

/**
 * An email address that wraps before its '@' and dots, so a long address in a
 * narrow column reads 'maria.fernandez / @gmail.com' rather than breaking
 * mid-word. <wbr> adds no character: copying the address gives it intact.
 */
export function EmailText({ email }: { email: string }) {
  let offset = 0;
  const parts = email.split(/(?=[@.])/).map((part) => {
    const at = offset;
    offset += part.length;
    return { at, part };
  });
  return (
    <>
      {parts.map(({ at, part }) => (
        <Fragment key={at}>
          {at > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
