import { Box, NavLink, Text } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { isActiveLink, type PanelNav } from './panel-nav.ts';
import classes from './SiteHeader.module.css';

/** The area's links inside the header's phone menu, above the site's links. */
export function PanelMenuLinks({ panel, onNavigate }: { panel: PanelNav; onNavigate: () => void }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <Box component="nav" aria-label={panel.title} className={classes.panelMenu}>
      <Text component="h2" className={classes.panelMenuTitle}>
        {panel.title}
      </Text>
      {panel.links.map((link) => (
        <NavLink
          key={link.to}
          label={link.label}
          leftSection={link.icon}
          active={isActiveLink(link, pathname)}
          variant="filled"
          className={classes.panelMenuLink}
          onClick={onNavigate}
          renderRoot={(props) => <Link {...props} to={link.to} activeOptions={{ exact: link.exact ?? false }} />}
        />
      ))}
      {panel.actions.map((action) => (
        <NavLink
          key={action.label}
          component="button"
          type="button"
          label={action.label}
          leftSection={action.icon}
          className={classes.panelMenuLink}
          onClick={() => {
            onNavigate();
            action.onClick();
          }}
        />
      ))}
    </Box>
  );
}
