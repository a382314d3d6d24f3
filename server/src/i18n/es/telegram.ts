import type { Translation } from '@nimbus/shared/i18n';
import type { telegram } from '../en/telegram.ts';

export default {
  replies: {
    linked:
      'Tu cuenta está vinculada. Aquí recibirás las novedades de tus pagos, tus credenciales, los recordatorios de renovación y las respuestas a tus tickets. Envía /stop para desvincularla.',
    badToken: 'Este enlace ha vencido o ya se usó. Abre la página de tu cuenta y pulsa de nuevo «Vincular Telegram».',
    hello: '¡Hola! Para recibir aquí tus notificaciones, abre la página de tu cuenta y pulsa «Vincular Telegram».',
    stopped: 'Este chat ya no está vinculado a tu cuenta. Puedes volver a vincularlo desde la página de tu cuenta cuando quieras.',
    notLinked: 'Este chat no está vinculado a ninguna cuenta.',
  },
  staff: {
    newPayment: {
      title: 'Nuevo pago por revisar',
      message: '{{name}}: {{amount}} por {{method}}, referencia {{reference}}.',
    },
    newTicket: {
      title: 'Nuevo ticket #{{id}}',
      message: '{{subject}} ({{category}}, prioridad {{priority}})',
    },
  },
} satisfies Translation<typeof telegram>;
