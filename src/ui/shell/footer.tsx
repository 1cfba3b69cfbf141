import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconDiamond, IconMessageCircle, IconRings, IconSchool } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FIXED_BAR } from '../common/focus-clear-of-bars';
import classes from './shell.module.css';

const SHORTCUTS = [
  { to: '/shop-by', label: 'Find your diamond', Icon: IconDiamond },
  { to: '/ring-detail', label: 'Build your ring', Icon: IconRings },
];

/** The footer's shortcuts, labelled like a tab bar so they read well on a phone. */
export function Footer({ onOpenEducation, onOpenChat }: { onOpenEducation: () => void; onOpenChat?: () => void }) {
  return (
    <footer className={classes.footer} {...FIXED_BAR}>
      <nav aria-label="Shortcuts" style={{ height: '100%' }}>
        <Group justify="space-evenly" gap={4} h="100%" wrap="nowrap" maw={520} mx="auto">
          {SHORTCUTS.map(({ to, label, Icon }) => (
            <UnstyledButton key={to} component={Link} to={to} className={classes.shortcut}>
              <Icon size={24} stroke={1.5} aria-hidden />
              <Text size="xs">{label}</Text>
            </UnstyledButton>
          ))}
          <UnstyledButton onClick={onOpenEducation} className={classes.shortcut}>
            <IconSchool size={24} stroke={1.5} aria-hidden />
            <Text size="xs">Diamond education</Text>
          </UnstyledButton>
          {onOpenChat && (
            <UnstyledButton onClick={() => onOpenChat()} className={classes.shortcut} aria-haspopup="dialog">
              <IconMessageCircle size={24} stroke={1.5} aria-hidden />
              <Text size="xs">Chat with us</Text>
            </UnstyledButton>
          )}
        </Group>
      </nav>
    </footer>
  );
}
