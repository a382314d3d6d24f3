import type { Translation } from '@nimbus/shared/i18n';
import type { email } from '../en/email.ts';

export default {
  layout: {
    subject: '{{subject}} · {{brand}}',
    signature: '— Soporte de {{brand}}',
    contactEmail: 'Correo: {{address}}',
    contactChat: 'Chat: {{link}}',
  },
  hello: 'Hola, {{name}}:',
  helloNoName: 'Hola:',
  passwordReset: {
    subject: 'Tu código para restablecer la contraseña',
    code: 'Tu código para restablecer la contraseña es {{code}}. Vence en {{minutes}} minutos y solo se puede usar una vez.',
    notYou: 'Si no pediste restablecer tu contraseña, ignora este correo: tu contraseña sigue igual.',
    action: 'Introducir el código',
  },
  paymentVerified: {
    subject: 'Pago verificado (pedido {{reference}})',
    verified: 'Verificamos tu pago de {{amount}} por el plan {{plan}} (referencia del pedido {{reference}}).',
    invoice: 'Adjuntamos tu factura {{number}}; también puedes descargarla desde tu resumen.',
    renewed: 'Tu suscripción está renovada hasta el {{day}}; tu usuario y tu contraseña de streaming no cambian.',
    activating: 'Tu suscripción se activa en un plazo de 5 a 15 minutos; después verás tus credenciales de streaming en tu resumen.',
    action: 'Abrir tu resumen',
  },
  paymentRejected: {
    subject: 'No pudimos verificar tu pago (pedido {{reference}})',
    notVerified: 'No pudimos verificar tu pago de {{amount}} por el plan {{plan}} (referencia del pedido {{reference}}).',
    reason: 'Motivo: {{reason}}',
    checkReceipt: 'Revisa el comprobante que subiste.',
    next: 'Puedes subir un nuevo comprobante desde tu resumen o escribirnos mediante un ticket de soporte.',
    action: 'Subir un nuevo comprobante',
  },
  subscriptionActivated: {
    subject: 'Tu suscripción está activa',
    active: 'Tu suscripción al plan {{plan}} está activa hasta el {{day}}.',
    credentials: 'Tu usuario y tu contraseña de streaming están en tu resumen. ¡Que lo disfrutes!',
    action: 'Ver tus credenciales',
  },
  lineReady: {
    subject: 'Tu suscripción está activa: tu línea está lista',
    active: 'Tu suscripción al plan {{plan}} está activa hasta el {{day}}.',
    playlist: 'Enlace de la lista de reproducción (M3U): {{url}}',
    xtream: 'Acceso Xtream Codes: servidor {{host}}, usuario {{userName}}, contraseña {{password}}.',
    hostInDashboard: 'el que aparece en tu resumen',
    sameDetails: 'Tienes los mismos datos en tu resumen. ¡Que lo disfrutes!',
    action: 'Ver tu línea',
  },
  subscriptionExpiring: {
    subject_one: 'Tu suscripción vence en {{count}} día',
    subject_other: 'Tu suscripción vence en {{count}} días',
    endsOn: 'Tu suscripción al plan {{plan}} vence el {{day}}.',
    renewNow: 'Renueva ahora para seguir viendo sin interrupciones.',
    action: 'Renovar tu plan',
  },
  subscriptionExpired: {
    subject: 'Tu suscripción ha vencido',
    ended: 'Tu suscripción al plan {{plan}} ha vencido.',
    renewAnyTime: 'Renueva cuando quieras para volver a ver.',
    action: 'Renovar tu plan',
  },
  trialEnding: {
    subject_one: 'Tu prueba gratuita termina en {{count}} hora',
    subject_other: 'Tu prueba gratuita termina en {{count}} horas',
    endsOn: 'Tu prueba gratuita de {{plan}} termina el {{when}} (UTC).',
    payToKeep: 'Paga el plan para seguir viendo: tu suscripción de pago empieza en cuanto verifiquemos tu pago.',
    action: 'Elegir tu plan',
  },
  ticketReply: {
    subject: 'Respuesta a tu ticket #{{id}}',
    answered: 'Nuestro equipo de soporte respondió a tu ticket #{{id}} «{{subject}}» (estado: {{status}}):',
    action: 'Abrir tus tickets',
  },
} satisfies Translation<typeof email>;
