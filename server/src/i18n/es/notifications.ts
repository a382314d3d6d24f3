import type { Translation } from '@nimbus/shared/i18n';
import type { notifications } from '../en/notifications.ts';

export default {
  welcome: {
    title: 'Te damos la bienvenida a {{brand}}',
    message:
      'Tu cuenta está lista. Elige un plan y sube el comprobante de tu pago: activamos tu suscripción entre 5 y 15 minutos después de confirmar el pago.',
  },
  paymentVerified: {
    title: 'Pago verificado',
    message: 'Tu pago de {{amount}} por el plan {{plan}} (pedido {{reference}}) fue verificado.',
    upgraded: 'Tu suscripción pasa al plan {{plan}} hasta el {{day}}.',
    renewed: 'Tu suscripción está renovada hasta el {{day}}.',
  },
  paymentRejected: {
    title: 'Pago no verificado',
    message: 'No pudimos verificar tu pago de {{amount}} por el plan {{plan}} (pedido {{reference}}).',
    reason: 'Motivo: {{reason}}',
    submitAgain: 'Puedes enviarlo de nuevo.',
  },
  subscriptionActivated: {
    title: 'Suscripción activa',
    message: 'Tu suscripción al plan {{plan}} está activa. Tus credenciales de streaming están en tu resumen.',
  },
  subscriptionDeactivated: {
    title: 'Suscripción desactivada',
    message: 'Tu suscripción al plan {{plan}} fue desactivada. Renuévala cuando quieras desde tu resumen.',
  },
  ticketChanged: {
    titleStatus: 'Ticket #{{id}}: {{status}}',
    titleReply: 'Respuesta a tu ticket #{{id}}',
    nowStatus: 'Tu ticket «{{subject}}» ahora está {{status}}.',
    replied: 'Soporte respondió a tu ticket «{{subject}}».',
    reply: 'Respuesta de soporte: {{reply}}',
  },
  ticketStatus: { Open: 'Abierto', InProgress: 'En curso', Resolved: 'Resuelto' },
  trialStarted: {
    title: 'Prueba gratuita iniciada',
    message: 'Estamos preparando tu prueba gratuita de {{hours}} horas. Los datos de tu línea aparecerán en tu resumen cuando esté lista.',
  },
  trialEnding: {
    title: 'Tu prueba gratuita termina pronto',
    message_one: 'Tu prueba gratuita de {{plan}} termina en {{count}} hora, el {{when}} (UTC). Paga el plan para seguir viendo.',
    message_other: 'Tu prueba gratuita de {{plan}} termina en {{count}} horas, el {{when}} (UTC). Paga el plan para seguir viendo.',
  },
  trialEnded: {
    title: 'Prueba gratuita terminada',
    message: 'Tu prueba gratuita de {{plan}} ha terminado. Paga el plan para volver a ver.',
  },
  subscriptionExpiring: {
    title: 'Tu suscripción vence pronto',
    message_one: 'Tu suscripción al plan {{plan}} vence en {{count}} día, el {{day}}. Renueva ahora para seguir viendo.',
    message_other: 'Tu suscripción al plan {{plan}} vence en {{count}} días, el {{day}}. Renueva ahora para seguir viendo.',
  },
  subscriptionExpired: {
    title: 'Suscripción vencida',
    message: 'Tu suscripción al plan {{plan}} venció el {{day}}. Renueva cuando quieras para volver a ver.',
  },
  lineReady: {
    title: 'Tu línea está lista',
    trialUntil: 'Tu prueba gratuita de {{plan}} está activa hasta el {{when}} (UTC).',
    activeUntil: 'Tu suscripción al plan {{plan}} está activa hasta el {{day}}.',
    playlist: 'Lista de reproducción (M3U): {{url}}',
    xtream: 'Xtream Codes: servidor {{host}}, usuario {{userName}}, contraseña {{password}}.',
    hostInDashboard: 'consulta tu resumen',
  },
  linePasswordChanged: {
    title: 'Contraseña de la línea cambiada',
    message: 'Tu línea tiene su nueva contraseña. Introdúcela en tus aplicaciones de reproducción; la anterior ya no funciona.',
  },
} satisfies Translation<typeof notifications>;
