import '../styles/overlay-styles';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Button, Group, Modal, Popover, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useState } from 'react';
import { EDUCATION_STEPS, educationStepAt, nextEducationStep } from '../../domain/education/education-steps';
import { EDUCATION_TEXT, GIA_KEY_OF_SYMBOLS } from '../common/education-content';
import classes from './education.module.css';
import { educationPicture } from '../../domain/education/education-pictures';
import type { EducationTab } from '../../domain/education/education-steps';

/** The C each step teaches (step 0 is the introduction). */
const STEP_TABS: readonly (EducationTab | undefined)[] = [undefined, 'cut', 'color', 'clarity', 'carat'];

export interface EducationModalProps {
  readonly opened: boolean;
  readonly onClose: () => void;
}

/** Diamond education in five steps; the dots jump straight to a step and 'Got it' closes. */
export default function EducationModal({ opened, onClose }: EducationModalProps) {
  const [step, setStep] = useState(0);
  const [symbolsOpened, setSymbolsOpened] = useState(false);
  const current = EDUCATION_STEPS[step] ?? EDUCATION_STEPS[0];
  const text = EDUCATION_TEXT[step] ?? EDUCATION_TEXT[0];
  const tab = STEP_TABS[step];
  const picture = tab ? educationPicture(tab) : null;
  // The key of symbols is a popup over the education: Escape closes the popup first, the education on the next one.
  const symbolsShown = symbolsOpened && step === 3;
  useWindowEvent('keydown', (event) => {
    if (symbolsShown && event.key === 'Escape') setSymbolsOpened(false);
  });
  const close = () => {
    onClose();
    setStep(0);
    setSymbolsOpened(false);
  };
  const advance = () => {
    const next = nextEducationStep(step);
    if (next === null) close();
    else setStep(next);
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      closeOnEscape={!symbolsShown}
      title="Diamond Education"
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close diamond education' }}
    >
      <Stack gap="md" mih={300}>
        <div>
          <Title order={2} size="h3">
            {step === 0 ? 'Diamond Education' : current?.title}
          </Title>
          <Text c="dimmed">{text.lead}</Text>
        </div>
        {picture && <img src={picture.src} srcSet={picture.srcSet} width={picture.width} height={picture.height} alt={picture.alt} style={{ maxWidth: '100%', height: 'auto' }} data-testid="education-picture" />}
        <Text>{text.body}</Text>
        {text.scale.length > 0 && (
          <Group gap={6} aria-label={`${current?.title} scale`}>
            {text.scale.map((grade) => (
              <Badge key={grade} variant="light" size="lg" tt="none">
                {grade}
              </Badge>
            ))}
          </Group>
        )}
        {step === 3 && (
          <Popover width={320} withArrow shadow="md" opened={symbolsShown} onChange={setSymbolsOpened}>
            <Popover.Target>
              <Button variant="subtle" size="compact-sm" w="fit-content" onClick={() => setSymbolsOpened((shown) => !shown)}>
                GIA Key of Symbols
              </Button>
            </Popover.Target>
            <Popover.Dropdown>
              <Text size="sm">{GIA_KEY_OF_SYMBOLS}</Text>
            </Popover.Dropdown>
          </Popover>
        )}
        <Group justify="space-between" mt="auto">
          <Group gap={8} role="group" aria-label="Education steps">
            {EDUCATION_STEPS.map((entry, index) => (
              <UnstyledButton
                key={entry.title}
                className={classes.dot}
                data-active={index === step || undefined}
                aria-label={`Step ${index + 1}: ${entry.title}`}
                aria-current={index === step ? 'step' : undefined}
                onClick={() => setStep(educationStepAt(index))}
              />
            ))}
          </Group>
          <Button onClick={advance}>{current?.action}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
