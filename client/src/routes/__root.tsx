import { Box } from '@mantine/core';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { DocumentTitle } from '../features/layout/DocumentTitle.tsx';
import { SiteFooter } from '../features/layout/SiteFooter.tsx';
import { SiteHeader } from '../features/layout/SiteHeader.tsx';
import { useLayoutText } from '../i18n/en/layout.ts';
import type { RouterContext } from '../lib/router-context.ts';
import { loadPageAssets } from '../lib/page-assets.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  // The home and login pages come with the styles they need; any other page waits for the
  // rest of Mantine's (and the dialogs' code) before it renders (docs/decisions/019).
  beforeLoad: ({ location }) => loadPageAssets(location.pathname),
  component: RootLayout,
});

function RootLayout() {
  const { t } = useLayoutText();
  return (
    <Box mih="100dvh" display="flex" style={{ flexDirection: 'column' }}>
      <DocumentTitle />
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <SiteHeader />
      <Box component="main" id="main" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <SiteFooter />
    </Box>
  );
}
