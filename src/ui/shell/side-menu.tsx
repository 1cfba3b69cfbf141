import '../styles/overlay-styles';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/NavLink.css';
import { Anchor, Badge, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandLinkedin, IconBrandX } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useBagCount } from './use-bag-count';
import { useSignedIn } from './use-shell-session';
import { MENU_ENTRIES, SOCIAL_LINKS } from '../common/menu-entries';

const SOCIAL_ICONS = { facebook: IconBrandFacebook, linkedin: IconBrandLinkedin, twitter: IconBrandX, instagram: IconBrandInstagram };

export interface SideMenuProps {
  readonly opened: boolean;
  readonly onClose: () => void;
}

/** The side menu: the drawer's overlay dims the page and closes it on click, as does the cross. Loaded on the first
 * open (see shell-layout), so its drawer is not part of the first page load. */
export default function SideMenu({ opened, onClose }: SideMenuProps) {
  const { pathname } = useLocation();
  // Sign Out shows only for a signed-in customer with an id.
  const { signedIn, signOut: onSignOut } = useSignedIn();
  const count = useBagCount(opened);

  return (
    <Drawer opened={opened} onClose={onClose} title="Menu" position="right" size="xs" closeButtonProps={{ 'aria-label': 'Close menu' }}>
      <nav aria-label="Main menu">
        <Stack gap={0}>
          {MENU_ENTRIES.map((entry) => [
            <NavLink
              key={entry.to}
              component={Link}
              to={entry.to}
              label={entry.label}
              active={pathname === entry.to}
              onClick={onClose}
              rightSection={entry.showsBagCount && count > 0 ? <Badge size="sm" aria-label={`${count} items in your bag`}>{count}</Badge> : undefined}
            />,
            // Sign Out follows My Account, for a signed-in customer only.
            entry.to === '/account' && signedIn ? <NavLink key="sign-out" component="button" label="Sign Out" onClick={onSignOut} /> : null,
          ])}
        </Stack>
      </nav>
      <Text size="sm" c="dimmed" mt="lg" mb="xs">
        Follow us
      </Text>
      <Group gap="md">
        {SOCIAL_LINKS.map(({ label, href }) => {
          const Icon = SOCIAL_ICONS[label];
          return (
            <Anchor key={label} href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
              <Icon size={22} aria-hidden />
            </Anchor>
          );
        })}
      </Group>
    </Drawer>
  );
}
