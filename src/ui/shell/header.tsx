import { Burger, Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { FIXED_BAR } from '../common/focus-clear-of-bars';
import { LoupeLogo } from '../common/loupe-logo';
import classes from './shell.module.css';

export interface HeaderProps {
  readonly title: string | null;
  readonly menuOpened: boolean;
  readonly onMenuClick: () => void;
}

export function Header({ title, menuOpened, onMenuClick }: HeaderProps) {
  return (
    <header className={classes.header} {...FIXED_BAR}>
      <Group justify="space-between" h="100%" px="md" wrap="nowrap">
        <UnstyledButton component={Link} to="/" aria-label="Loupe home">
          <LoupeLogo />
        </UnstyledButton>
        {title && (
          <Text fw={600} size="lg">
            {title}
          </Text>
        )}
        <Burger opened={menuOpened} onClick={onMenuClick} aria-label={menuOpened ? 'Close menu' : 'Open menu'} />
      </Group>
    </header>
  );
}
