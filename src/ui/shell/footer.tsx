import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconDiamond, IconRings } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import classes from './shell.module.css';

/** The footer's shortcuts: find a diamond and build a ring. */
export function Footer() {
  return (
    <footer className={classes.footer}>
      <nav aria-label="Shortcuts">
        <Group justify="center" gap="xl" h="100%">
          <Tooltip label="Find your diamond">
            <ActionIcon component={Link} to="/shop-by" variant="subtle" size="xl" aria-label="Find your diamond">
              <IconDiamond aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Build your ring">
            <ActionIcon component={Link} to="/ring-detail" variant="subtle" size="xl" aria-label="Build your ring">
              <IconRings aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </nav>
    </footer>
  );
}
