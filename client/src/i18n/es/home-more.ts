import type { Translation } from '@nimbus/shared/i18n';
import type { homeMore } from '../en/home-more.ts';

export default {
  counter: {
    title: '<count>{{customers}}+</count> clientes satisfechos',
    text: 'Familias, aficionados al deporte y personas que viven lejos de casa ven la tele con nosotros cada día. Únete a ellos en pocos minutos.',
    uptime: 'de disponibilidad del servidor',
    support: 'de atención humana',
    activation: 'hasta la activación',
  },
  included: {
    eyebrow: 'Una sola suscripción',
    title: 'Qué incluye',
    lead: 'Todos los planes dan acceso a la oferta completa: no hay paquetes adicionales que comprar después.',
    about: {
      sports: 'Fútbol, baloncesto, tenis, motor y veladas de combate en vivo, con canales dedicados a cada evento.',
      movies: 'Un catálogo a la carta que no deja de crecer, junto a los canales de cine premium que ya conoces.',
      kids: 'Dibujos animados, canales educativos y familiares reunidos en su propia categoría, fácil de encontrar.',
      international: 'Noticias, entretenimiento y deporte de tu país, vivas donde vivas, en su idioma original.',
    },
    points: {
      leagues: 'Grandes ligas y copas',
      events: 'Canales especiales en día de partido',
      catchUp: 'Contenido a la carta en canales seleccionados',
      releases: 'Estrenos cada semana',
      seasons: 'Temporadas completas',
      subtitles: 'Subtítulos cuando están disponibles',
      ages: 'De los más pequeños a los adolescentes',
      familyMovies: 'Películas familiares a la carta',
      category: 'Una categoría infantil aparte',
      regions: 'Europa, América, África, Asia',
      packs: 'Paquetes árabes y del sur de Asia',
      news: 'Noticias regionales y locales',
    },
  },
  devices: {
    eyebrow: 'Dispositivos compatibles',
    title: 'Mira en las pantallas que ya tienes',
    lead: 'Una cuenta y los dispositivos que elijas: mira en tantas pantallas a la vez como incluya tu plan.',
    smartTv: { name: 'Smart TV', detail: 'Android TV, Google TV, Samsung y LG' },
    firestick: { name: 'Amazon Firestick', detail: 'Fire TV Stick, Lite y 4K' },
    androidBox: { name: 'Android TV box', detail: 'Cualquier box con Android 7 o posterior' },
    phones: { name: 'Teléfonos', detail: 'iPhone y Android' },
    tablets: { name: 'Tabletas', detail: 'iPad y tabletas Android' },
    computers: { name: 'Computadoras', detail: 'Windows, macOS y Linux' },
    note: 'Para una reproducción fluida en HD te recomendamos una conexión a internet de al menos 20 Mbps. Nuestra <guide>guía para principiantes</guide> te explica paso a paso la instalación en cada dispositivo.',
  },
  commitment: {
    eyebrow: 'Nuestro compromiso',
    title: 'Un servicio honesto, desde tu primer pago hasta tu última pregunta',
    lead: 'Ver la tele en streaming debería ser sencillo. Estas son las promesas que cumplimos con cada cliente, elija el plan que elija.',
    uptime: 'Servidores supervisados las 24 horas, con capacidad reservada para los grandes eventos en vivo.',
    activation: {
      title: 'Activación en 5 a 15 minutos',
      text: 'En cuanto se confirma tu pago, tu suscripción se activa y tus credenciales aparecen en tu resumen.',
    },
    fees: { title: 'Sin cargos ocultos', text: 'El precio que ves en el plan es el precio que pagas. Sin cargos de instalación ni de equipos.' },
    refund: {
      title: 'Reembolso sencillo',
      text: 'Si no podemos activar tu suscripción, te devolvemos el dinero íntegro. Una vez activada, la venta es definitiva.',
    },
    cancel: {
      title: 'Cancela cuando quieras',
      text: 'Sin contrato: cada plan se paga una vez por su periodo y nada se renueva sin tu permiso.',
    },
    support: 'Escríbenos por correo electrónico o en nuestra app de mensajería siempre que necesites ayuda.',
  },
  testimonials: {
    eyebrow: 'Opiniones',
    title: 'Lo que dicen nuestros clientes',
    lead: 'Unas palabras de espectadores que ya se han cambiado.',
    rating: 'Valoración: 5 de 5',
    daniel: {
      place: 'Toronto, Canadá',
      quote:
        'Pagué con USDT, subí el comprobante y mis datos de acceso aparecieron en el resumen unos diez minutos después. El fútbol de los sábados no se ha congelado ni una vez desde entonces.',
    },
    amina: {
      place: 'Mánchester, Reino Unido',
      quote:
        'Por fin tenemos los canales de noticias árabes que ven mis padres, y los niños tienen su propia sección de dibujos. El soporte me ayudó a configurar el Firestick por chat.',
    },
    lucas: {
      place: 'Lisboa, Portugal',
      quote:
        'Precios claros, sin contrato y funciona en la tele, en mi teléfono y en mi computadora portátil. Renové por un año entero después de los tres primeros meses.',
    },
  },
  faq: {
    eyebrow: 'Ayuda',
    title: 'Preguntas frecuentes',
    lead: 'Todo lo que necesitas saber antes de suscribirte.',
    activation: {
      question: '¿Cuándo puedo empezar a ver?',
      answer:
        'Tu suscripción se activa entre 5 y 15 minutos después de que se confirme tu pago. Tu usuario y tu contraseña de streaming aparecerán entonces en tu resumen.',
    },
    paymentMethods: {
      question: '¿Qué métodos de pago se aceptan?',
      answer:
        'Tarjetas, criptomonedas (BTC y USDT), PayPal y transferencia bancaria. Después de pagar, sube tu comprobante en la página de pago y nuestro equipo lo verifica.',
    },
    devices: {
      question: '¿En qué dispositivos puedo ver?',
      answer:
        'Smart TV, Amazon Firestick, Android TV box, teléfonos, tabletas y computadoras. Al elegir tu plan, decide en cuántos dispositivos quieres ver a la vez.',
    },
  },
} satisfies Translation<typeof homeMore>;
