import '../styles/overlay-styles';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Input.css';
import { Button, Group, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { CertificateRequestModel } from '../../application/diamond/certificate-request.model';
import type { DiamondId } from '../../domain/diamond/diamond';
import { CERTIFICATE_BUTTON_LABELS, CERTIFICATE_ISSUERS } from '../../domain/diamond/certificate-request';
import { useModel, useModelState } from '../rx/use-model';
import classes from './product-details.module.css';

/** The certificate logos; any of them opens the request card: READY → LOADING → COMPLETE ('Sent!', then the card
 * flips to the thanks) or ERROR. */
export function CertificateRequest({ diamondId, pagePath }: { diamondId: DiamondId; pagePath: string }) {
  const model = useModel(CertificateRequestModel);
  const { open, status, values, errors, error, flipped } = useModelState(model);

  return (
    <section aria-label="Certificates">
      <Text size="sm" c="dimmed" mb={4}>
        Ask for the grading certificate of this diamond
      </Text>
      <Group gap="sm">
        {CERTIFICATE_ISSUERS.map((issuer) => (
          <UnstyledButton key={issuer} className={classes.certificate} onClick={() => model.open(diamondId, pagePath)} aria-label={`Request the ${issuer} certificate`}>
            {issuer}
          </UnstyledButton>
        ))}
      </Group>
      <Modal opened={open} onClose={() => model.close()} title="Request the certificate" centered closeButtonProps={{ 'aria-label': 'Close the request' }}>
        {flipped ? (
          <Stack className={classes.flipped} role="status">
            <Text fw={600}>Thank you!</Text>
            <Text>We will email the certificate of diamond {diamondId} to {values.email} shortly.</Text>
            <Button variant="default" onClick={() => model.close()}>
              Close
            </Button>
          </Stack>
        ) : (
          <Stack>
            <TextInput label="Name" required value={values.name} error={errors.name} onChange={(e) => model.change('name', e.currentTarget.value)} />
            <TextInput label="Email" type="email" required value={values.email} error={errors.email} onChange={(e) => model.change('email', e.currentTarget.value)} />
            {error && (
              <Text c="red" role="alert">
                {error.message}
              </Text>
            )}
            <Button onClick={() => model.send()} loading={status === 'LOADING'} disabled={status === 'LOADING' || status === 'COMPLETE'}>
              {status === 'LOADING' ? 'Sending' : CERTIFICATE_BUTTON_LABELS[status]}
            </Button>
          </Stack>
        )}
      </Modal>
    </section>
  );
}
