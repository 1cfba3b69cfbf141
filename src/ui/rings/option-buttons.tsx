import '../styles/overlay-styles';
import { Button, Group, Text } from '@mantine/core';
import classes from './rings.module.css';

export interface OptionButtonsProps {
  readonly heading: string;
  readonly options: readonly { readonly label: string; readonly active: boolean }[];
  readonly onChoose: (label: string) => void;
}

/** One configurable option of a ring ('Select Metal Type', 'Select Ring Color'), the active choice highlighted. */
export function OptionButtons({ heading, options, onChoose }: OptionButtonsProps) {
  return (
    <div role="group" aria-label={heading}>
      <Text fw={600} size="sm" mb={4}>
        {heading}
      </Text>
      <Group gap="xs">
        {options.map((option) => (
          <Button key={option.label} variant={option.active ? 'filled' : 'default'} className={classes.choice} data-active={option.active || undefined} aria-pressed={option.active} onClick={() => onChoose(option.label)}>
            {option.label}
          </Button>
        ))}
      </Group>
    </div>
  );
}
