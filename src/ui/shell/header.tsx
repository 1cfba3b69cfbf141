import { Burger, Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { FIXED_BAR } from '../common/focus-clear-of-bars';
import { LoupeLogo } from '../common/loupe-logo';
import { FIRST_HTML_MENU_ID } from './first-html-menu';
import classes from './shell.module.css';
import { useHydrated } from '../common/use-hydrated';

export interface HeaderProps {
  readonly title: string | null;
  readonly menuOpened: boolean;
  readonly onMenuClick: () => void;
}

export function Header({ title, menuOpened, onMenuClick }: HeaderProps) {
  // Until the page runs, the menu button opens the menu the server wrote (FirstHtmlMenu); then the shop's drawer.
  const hydrated = useHydrated();
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
        <Burger opened={menuOpened} onClick={onMenuClick} aria-label={menuOpened ? 'Close menu' : 'Open menu'} popoverTarget={hydrated ? undefined : FIRST_HTML_MENU_ID} />
      </Group>
    </header>
  );
}
