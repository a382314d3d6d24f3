import type { Translation } from '@nimbus/shared/i18n';
import type { layout } from '../en/layout.ts';

export default {
  skipToContent: 'Saltar al contenido',
  nav: {
    label: 'Principal',
    home: 'Inicio',
    packages: 'Planes',
    pricing: 'Precios',
    faqs: 'Preguntas frecuentes',
    channelList: 'Canales',
    guide: 'Guía',
  },
  header: {
    login: 'Entrar',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
  },
  colorScheme: {
    toLight: 'Cambiar al modo claro',
    toDark: 'Cambiar al modo oscuro',
  },
  messaging: {
    chat: 'Chatea con soporte en {{app}}',
    support: 'Soporte en {{app}}',
    newTab: '(se abre en una pestaña nueva)',
  },
  notifications: {
    title: 'Notificaciones',
    noneUnread: 'Notificaciones, ninguna sin leer',
    unread: 'Notificaciones, {{count}} sin leer',
    unreadTitle_one: '{{count}} notificación sin leer',
    unreadTitle_other: '{{count}} notificaciones sin leer',
  },
  account: {
    menu: 'Menú de la cuenta de {{name}}',
    dashboard: 'Resumen',
    logout: 'Cerrar sesión',
    signOutEverywhere: 'Cerrar sesión en todas partes',
    confirmLogout: {
      title: 'Confirmar cierre de sesión',
      message: '¿Seguro que quieres cerrar sesión?',
      yes: 'Sí',
      no: 'No',
    },
  },
  footer: {
    about: 'Streaming fiable con acceso global y soporte 24/7: TV en vivo, películas y series en todas tus pantallas.',
    legal: 'Legal',
    privacy: 'Privacidad',
    terms: 'Términos del servicio',
    contact: 'Contacto',
    copyright: '© {{year}} {{brand}}. Todos los derechos reservados.',
  },
} satisfies Translation<typeof layout>;
