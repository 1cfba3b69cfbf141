import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { GUIDED_TOUR_STEP_COUNT } from '../../domain/education/education-steps';

const STEPS = [
  { title: 'Your diamond', text: 'This is the diamond we recommend for your search. Look at it from every side in the pictures.' },
  { title: 'Tune it', text: 'Use minus and plus on Price, Size and Quality to find the next best diamond in that direction.' },
  { title: 'Change your mind', text: 'The arrows walk back and forward through the diamonds you have seen.' },
  { title: 'Compare', text: 'Choose two diamonds with Compare to see them side by side.' },
  { title: 'Make it yours', text: 'Select diamond puts it in your bag; you can add a ring setting next.' },
] as const;

/** The first-visit tour of the detail page: five steps, shown until the shopper dismisses it. */
export function GuidedTour({ opened, onDismiss }: { opened: boolean; onDismiss: () => void }) {
  const [step, setStep] = useState(0);
  const current = STEPS[step] ?? STEPS[0];
  const last = step === GUIDED_TOUR_STEP_COUNT - 1;
  return (
    <Modal opened={opened} onClose={onDismiss} title={`${current.title} (${step + 1} of ${GUIDED_TOUR_STEP_COUNT})`} centered closeButtonProps={{ 'aria-label': 'Close the tour' }}>
      <Text>{current.text}</Text>
      <Group justify="space-between" mt="lg">
        <Button variant="subtle" onClick={onDismiss}>
          Skip the tour
        </Button>
        <Button onClick={() => (last ? onDismiss() : setStep(step + 1))}>{last ? 'Done' : 'Next'}</Button>
      </Group>
    </Modal>
  );
}
