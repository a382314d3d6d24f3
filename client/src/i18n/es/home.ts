import type { Translation } from '@nimbus/shared/i18n';
import type { home } from '../en/home.ts';

export default {
  categories: {
    sports: 'Deportes',
    movies: 'Películas y series',
    kids: 'Infantil',
    international: 'Internacional',
  },
  figures: {
    uptime: '99,9 %',
    activation: '5–15 min',
    support: '24/7',
    liveChannels: 'canales en vivo',
  },
  hero: {
    badge: 'Sin contrato · sin compromiso',
    title: 'TV en vivo, películas y series en <accent>todas tus pantallas</accent>',
    lead: 'Disfruta de más de {{channels}} canales en vivo sin cargos ocultos. Paga como prefieras y tu suscripción estará activa entre 5 y 15 minutos después de que se confirme tu pago.',
    viewPricing: 'Ver precios',
    stats: { uptime: 'disponibilidad', activation: 'activación', support: 'soporte' },
    tonight: 'Esta noche en pantalla',
    lineup: {
      sports: 'Todas las ligas, en vivo',
      movies: 'Un catálogo que no para de crecer',
      kids: 'Dibujos animados y programas familiares',
      international: 'Canales de todo el mundo',
    },
  },
  partners: {
    caption: 'Cadenas de deportes, cine, noticias y familia en una sola suscripción',
  },
  why: {
    eyebrow: 'Pensado para los espectadores',
    title: 'Por qué elegirnos',
    lead: 'Sin contrato, sin cargos ocultos y sin instalaciones complicadas: elige un plan, paga como prefieras y empieza a ver.',
    channels: {
      title: '{{channels}} canales en vivo',
      text: 'Deportes, noticias, películas, infantiles y canales internacionales de todo el mundo, todo en una misma oferta.',
    },
    uptime: {
      title: '99,9 % de disponibilidad',
      text: 'Servidores con balanceo de carga preparados para los eventos en vivo, para que el partido siga en pantalla en el momento decisivo.',
    },
    activation: {
      title: 'Listo en 5 a 15 minutos',
      text: 'Tu suscripción se activa entre 5 y 15 minutos después de que se confirme tu pago. Sin técnicos ni esperas.',
    },
    support: {
      title: 'Soporte 24/7',
      text: 'Personas reales te responden por correo electrónico y en nuestra app de mensajería, de día y de noche, desde la instalación hasta tu última pregunta.',
    },
  },
  plans: {
    eyebrow: 'Precios',
    title: 'Elige tu plan',
    lead: 'Todos los planes incluyen la oferta completa de canales. Elige en cuántos dispositivos quieres ver a la vez; sin cargos ocultos, cancela cuando quieras.',
    loading: 'Cargando planes',
    loadFailed: {
      title: 'No pudimos cargar los planes',
      text: 'Comprueba tu conexión e inténtalo de nuevo.',
      retry: 'Reintentar',
    },
    none: {
      title: 'Nuestros planes están en camino',
      text: 'Estamos dando los últimos retoques a nuestras suscripciones. Crea tu cuenta ahora y estarás listo para empezar a ver en cuanto estén disponibles.',
      register: 'Crea tu cuenta',
    },
  },
  carousel: {
    label: 'Planes de suscripción',
    slide: '{{name}}, plan {{position}} de {{total}}',
    previous: 'Planes anteriores',
    next: 'Planes siguientes',
    noPlans: 'No hay planes',
    onePlan: '1 plan',
    range: 'Mostrando {{start}}–{{end}} de {{total}}',
    single: 'Mostrando {{start}} de {{total}}',
  },
  planCard: {
    access: '{{days}} días de acceso',
    channels: 'más de {{channels}} canales',
    forDevices: 'para {{devices}}',
    devices_one: '{{count}} dispositivo',
    devices_other: '{{count}} dispositivos',
    notAvailable: 'No disponible',
    devicesPicker: 'Número de dispositivos',
    getIt: 'CONTRATAR AHORA',
    getItLabel: 'Contratar ahora: {{plan}}, {{devices}}',
  },
} satisfies Translation<typeof home>;
