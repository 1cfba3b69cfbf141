import '../styles/overlay-styles';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { GuidedTourModel } from '../../application/diamond/guided-tour.model';
import { useModel, useModelState } from '../rx/use-model';

const STEPS = [
  { title: 'Your diamond', text: 'This is the diamond we recommend for your search. Look at it from every side in the pictures.' },
  { title: 'Tune it', text: 'Use minus and plus on Price, Size and Quality to find the next best diamond in that direction.' },
  { title: 'Change your mind', text: 'The arrows walk back and forward through the diamonds you have seen.' },
  { title: 'Compare', text: 'Choose two diamonds with Compare to see them side by side.' },
  { title: 'Make it yours', text: 'Select diamond puts it in your bag; you can add a ring setting next.' },
] as const;

/** The first-visit tour of the detail page: five steps, shown until the shopper dismisses it. Rendered once the
 * stone is on screen. */
export function GuidedTour() {
  const model = useModel(GuidedTourModel);
  const tour = useModelState(model);
  const current = STEPS[tour.step] ?? STEPS[0];
  return (
    <Modal opened={tour.open} onClose={() => model.dismiss()} title={`${current.title} (${tour.step + 1} of ${tour.stepCount})`} centered closeButtonProps={{ 'aria-label': 'Close the tour' }}>
      <Text>{current.text}</Text>
      <Group justify="space-between" mt="lg">
        <Button variant="subtle" onClick={() => model.dismiss()}>
          Skip the tour
        </Button>
        <Button onClick={() => model.next()}>{tour.last ? 'Done' : 'Next'}</Button>
      </Group>
    </Modal>
  );
}
