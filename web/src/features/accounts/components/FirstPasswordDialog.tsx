import { Modal } from '@mantine/core';
import FirstPasswordStep, { type FirstPasswordStepProps } from './FirstPasswordStep';

/**
 * The choose-your-own-password step over everything else (the sign-in page after a one-time password, or a shell
 * reached before choosing one): it cannot be dismissed, only completed or left through its own "sign in as
 * someone else". Loaded only when needed, so neither the sign-in page nor a shell carries it otherwise.
 */
export default function FirstPasswordDialog(props: FirstPasswordStepProps) {
  return (
    <Modal.Root opened onClose={() => undefined} closeOnEscape={false} closeOnClickOutside={false} centered size="md">
      <Modal.Overlay />
      <Modal.Content aria-labelledby="first-password-title" radius="lg" data-testid="first-password-dialog">
        <Modal.Body p={{ base: 'md', sm: 'xl' }}>
          <FirstPasswordStep {...props} />
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
