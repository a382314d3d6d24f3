import { defineNamespace } from '../namespace.ts';

// The frame of every page: header, phone menu, footer, the account menu and the panels' sidebar.
// Part of the home page's first load: texts of one page only belong to that page's namespace.
export const layout = {
  skipToContent: 'Skip to content',
  nav: {
    label: 'Main',
    home: 'Home',
    packages: 'Packages',
    pricing: 'Pricing',
    faqs: 'FAQs',
    channelList: 'Channel List',
    guide: "Beginner's Guide",
  },
  header: {
    login: 'Login',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },
  colorScheme: {
    toLight: 'Switch to light mode',
    toDark: 'Switch to dark mode',
  },
  messaging: {
    chat: 'Chat with support on {{app}}',
    support: '{{app}} support',
    newTab: '(opens in a new tab)',
  },
  notifications: {
    title: 'Notifications',
    noneUnread: 'Notifications, none unread',
    unread: 'Notifications, {{count}} unread',
    unreadTitle_one: '{{count}} unread notification',
    unreadTitle_other: '{{count}} unread notifications',
  },
  account: {
    menu: 'Account menu for {{name}}',
    dashboard: 'Dashboard',
    logout: 'Logout',
    signOutEverywhere: 'Sign out everywhere',
    confirmLogout: {
      title: 'Confirm Logout',
      message: 'Are you sure you want to log out?',
      yes: 'Yes',
      no: 'No',
    },
  },
  footer: {
    about: 'Reliable media streaming with global access and 24/7 support: live TV, movies and series on every screen you own.',
    legal: 'Legal',
    privacy: 'Privacy',
    terms: 'Terms of Service',
    contact: 'Contact Us',
    copyright: '© {{year}} {{brand}}. All rights reserved.',
  },
} as const;

export const useLayoutText = defineNamespace('layout', layout, { es: () => import('../es/layout.ts') });
