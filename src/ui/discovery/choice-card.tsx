import { Text, Title, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './discovery.module.css';

export interface ChoiceCardProps {
  readonly title: string;
  readonly text: string;
  readonly icon?: ReactNode;
  /** Where the choice leads. */
  readonly to: string;
}

/** A large tile a shopper taps to choose one way forward: a link, so that it works in the server's page before the
 * script runs and opens in a new tab. */
export function ChoiceCard({ title, text, icon, to }: ChoiceCardProps) {
  return (
    <UnstyledButton component={Link} to={to} className={classes.choice}>
      {icon}
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text c="dimmed">{text}</Text>
    </UnstyledButton>
  );
}
