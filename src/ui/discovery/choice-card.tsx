import { Text, Title, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './discovery.module.css';

export interface ChoiceCardProps {
  readonly title: string;
  readonly text: string;
  readonly icon?: ReactNode;
  readonly onChoose: () => void;
}

/** A large tile a shopper taps to choose one way forward. */
export function ChoiceCard({ title, text, icon, onChoose }: ChoiceCardProps) {
  return (
    <UnstyledButton className={classes.choice} onClick={onChoose}>
      {icon}
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text c="dimmed">{text}</Text>
    </UnstyledButton>
  );
}
