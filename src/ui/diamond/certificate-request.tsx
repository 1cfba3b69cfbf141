import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Input.css';
import { Button, Group, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { RequestCertificate } from '../../application/contact/request-certificate.use-case';
import type { DiamondId } from '../../domain/diamond/diamond';
import { CERTIFICATE_BUTTON_LABELS, CERTIFICATE_ISSUERS, certificateRequestErrors, type CertificateRequestStatus } from '../../domain/diamond/certificate-request';
import { CERTIFICATE_SENT_MS } from '../../domain/shared/timers';
import { useInjection } from '../di/use-injection';
import classes from './product-details.module.css';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';

/** The certificate logos; any of them opens the request card: READY → LOADING → COMPLETE ('Sent!', then the card
 * flips to the thanks) or ERROR. */
export function CertificateRequest({ diamondId, pagePath }: { diamondId: DiamondId; pagePath: string }) {
  const requestCertificate = useInjection(RequestCertificate);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<CertificateRequestStatus>('READY');
  const [values, setValues] = useState({ name: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<'name' | 'email', string>>>({});
  const [flipped, setFlipped] = useState(false);

  // 'Sent!' stays on the button a moment, then the card flips to the thanks.
  useEffect(() => {
    if (status !== 'COMPLETE') return;
    const timer = window.setTimeout(() => setFlipped(true), CERTIFICATE_SENT_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const send = () => {
    const invalid = certificateRequestErrors(values);
    setErrors(invalid ?? {});
    if (invalid) return;
    setStatus('LOADING');
    requestCertificate.execute({ ...values, diamondId, pagePath }).subscribe({
      complete: () => setStatus('COMPLETE'),
      error: () => setStatus('ERROR'),
    });
  };

  return (
    <section aria-label="Certificates">
      <Text size="sm" c="dimmed" mb={4}>
        Ask for the grading certificate of this diamond
      </Text>
      <Group gap="sm">
        {CERTIFICATE_ISSUERS.map((issuer) => (
          <UnstyledButton key={issuer} className={classes.certificate} onClick={() => setOpen(true)} aria-label={`Request the ${issuer} certificate`}>
            {issuer}
          </UnstyledButton>
        ))}
      </Group>
      <Modal opened={open} onClose={() => setOpen(false)} title="Request the certificate" centered closeButtonProps={{ 'aria-label': 'Close the request' }}>
        {flipped ? (
          <Stack className={classes.flipped} role="status">
            <Text fw={600}>Thank you!</Text>
            <Text>We will email the certificate of diamond {diamondId} to {values.email} shortly.</Text>
            <Button variant="default" onClick={() => setOpen(false)}>
              Close
            </Button>
          </Stack>
        ) : (
          <Stack>
            <TextInput label="Name" required value={values.name} error={errors.name} onChange={(e) => { const value = e.currentTarget.value; setValues((v) => ({ ...v, name: value })); }} />
            <TextInput label="Email" type="email" required value={values.email} error={errors.email} onChange={(e) => { const value = e.currentTarget.value; setValues((v) => ({ ...v, email: value })); }} />
            {status === 'ERROR' && (
              <Text c="red" role="alert">
                {SHOP_ERRORS.SOMETHING_WENT_WRONG.message}
              </Text>
            )}
            <Button onClick={send} loading={status === 'LOADING'} disabled={status === 'LOADING' || status === 'COMPLETE'}>
              {status === 'LOADING' ? 'Sending' : CERTIFICATE_BUTTON_LABELS[status]}
            </Button>
          </Stack>
        )}
      </Modal>
    </section>
  );
}
