import type { Translation } from '@nimbus/shared/i18n';
import type { statusPages } from '../en/status-pages.ts';

export default {
  goHome: 'Ir al inicio',
  notFound: {
    title: 'No encontramos esta página',
    text: 'Puede que el enlace esté mal escrito o desactualizado. Vuelve a empezar desde la página de inicio o echa un vistazo a nuestros planes.',
    plans: 'Ver los planes',
  },
  forbidden: {
    title: 'No tienes acceso a esta página',
    text: 'Inicia sesión con una cuenta que pueda abrirla o vuelve a la página de inicio.',
  },
} satisfies Translation<typeof statusPages>;
