import { Text } from '@mantine/core';

/** An email address that may wrap only after its '@', so a narrow column never splits a name mid-word. */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  return (
    <Text size="sm">
      {at < 0 ? email : <>{email.slice(0, at + 1)}<wbr />{email.slice(at + 1)}</>}
    </Text>
  );
}
