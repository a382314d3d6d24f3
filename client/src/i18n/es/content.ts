import type { Translation } from '@nimbus/shared/i18n';
import type { content } from '../en/content.ts';

export default {
  opensInNewTab: '(se abre en una pestaña nueva)',
  sections: {
    expandAll: 'Desplegar todas las secciones',
    collapseAll: 'Contraer todas las secciones',
  },
  contact: {
    supportPageOnly: 'Los clientes con sesión iniciada pueden contactarnos desde la página de soporte.',
    email: 'Correo electrónico:',
  },
  legal: {
    eyebrow: 'Información legal',
    lastUpdated: 'Última actualización: 10 de agosto de 2025',
  },

  channelList: {
    eyebrow: 'Más de {{channels}} canales en directo',
    title: 'Lista de canales',
    lead: 'Noticias, deportes, películas y los favoritos de toda la familia, de tu país y de todo el mundo, incluidos en todos los planes. Abre una región para ver una selección de sus canales.',
    regions: {
      title: 'Canales por país y región',
      text: 'Todos los planes incluyen todas las regiones. La oferta de canales cambia de vez en cuando, a medida que cambian las cadenas y los derechos de emisión; los nombres de los canales pertenecen a sus propietarios.',
      count: '{{channels}} canales',
      selection: 'Una selección de los {{channels}} canales:',
    },
    regionNames: {
      'united-states': 'Estados Unidos',
      'united-kingdom': 'Reino Unido',
      canada: 'Canadá',
      'latin-america': 'Latinoamérica',
      spain: 'España',
      france: 'Francia',
      germany: 'Alemania, Austria y Suiza',
      italy: 'Italia',
      'portugal-brazil': 'Portugal y Brasil',
      arabic: 'Mundo árabe',
      'india-pakistan': 'India y Pakistán',
      africa: 'África',
      caribbean: 'Caribe',
      'rest-of-europe': 'Resto de Europa y Turquía',
      'asia-pacific': 'Asia y Pacífico',
      sports: 'Deportes de todo el mundo',
      kids: 'Infantiles',
    },
    moreChannels: {
      localAffiliates: 'Cadenas locales de las grandes ciudades',
      matchDay: 'Canales especiales en días de partido',
    },
    library: {
      title: 'Canales en directo, películas y series',
      text: 'Además de los canales en directo, todos los planes incluyen el catálogo a la carta: empieza una película o mira una serie entera de una sentada cuando quieras.',
      live: { label: 'Canales en directo', text: 'Agrupados en {{regions}} países, regiones y temáticas.' },
      movies: { label: 'Películas', text: 'Clásicos, favoritas para toda la familia y estrenos nuevos cada semana.' },
      series: { label: 'Series', text: 'Temporadas completas de drama, comedia, documentales y anime.' },
    },
    whyChoose: {
      title: 'Por qué elegir {{brand}}',
      channels: { title: 'Más de {{channels}} canales en directo', text: 'Los canales locales de tu país y las grandes cadenas internacionales.' },
      uptime: { title: '99,9\u00a0% de disponibilidad', text: 'Servidores supervisados, con capacidad reservada para los grandes eventos en directo.' },
      activation: { title: 'Activación rápida', text: 'Todo listo de 5 a 15 minutos después de que se confirme tu pago.' },
      fees: { title: 'Sin cargos ocultos', text: 'Un precio claro por plan, pagues como pagues.' },
      cancel: { title: 'Cancela cuando quieras', text: 'Sin contrato: renuevas solo cuando tú quieres.' },
      support: { title: 'Soporte 24/7', text: 'Ayuda por correo electrónico y en nuestra app de mensajería, de día y de noche.' },
    },
    pricing: {
      title: '¿Todo listo para empezar a ver?',
      text: 'Elige un plan y el número de dispositivos, paga como prefieras y tus canales estarán listos de 5 a 15 minutos después de que se confirme tu pago. Sin cargos ocultos y puedes cancelar cuando quieras.',
      button: 'Ver planes y precios',
    },
  },

  guide: {
    eyebrow: 'Todo listo en minutos',
    title: 'Guía para principiantes',
    lead: '¿Es tu primera vez con la TV por streaming? Esta guía paso a paso te ayuda a ver {{channels}} canales en tu Fire Stick, smart TV, teléfono o tableta, y a que la imagen se vea fluida.',
    fireStick: {
      title: 'Amazon Fire TV Stick',
      intro: 'Configurar un Fire TV Stick lleva unos cinco minutos.',
      steps: {
        plugIn: 'Enchufa el stick a tu televisor y conéctalo a tu red wifi.',
        install:
          'En la pantalla de inicio, abre <strong>Buscar</strong> y después <strong>Búsqueda</strong>, y busca una app de reproducción compatible con el inicio de sesión de Xtream Codes o con listas M3U. Instálala desde la Amazon Appstore; nuestro equipo de soporte puede recomendarte una que funcione bien en tu modelo.',
        open: 'Abre el reproductor y elige añadir una nueva lista o un nuevo usuario.',
        credentials:
          'Escribe el <strong>nombre de usuario</strong> y la <strong>contraseña</strong> de streaming que aparecen en los detalles de la suscripción de tu resumen, o pega el enlace de la lista (M3U) que aparece allí. Si la app te pide la dirección de un servidor, nuestro equipo de soporte te la facilita.',
        wait: 'Espera mientras la lista de canales se carga por primera vez; puede tardar uno o dos minutos.',
      },
      tip: 'Consejo: un Fire TV Stick 4K reproduce los deportes en alta definición bastante mejor que los modelos anteriores.',
    },
    androidTv: {
      title: 'Smart TV y TV box con Android',
      steps: {
        store: 'Abre Google Play Store en tu televisor o en tu box (Android 7 o posterior).',
        install: 'Busca una app de reproducción compatible con Xtream Codes o M3U e instálala.',
        credentials: 'Abre la app, elige añadir un usuario o una lista y escribe las credenciales de streaming que aparecen en tu resumen.',
        categories: 'Elige las categorías de canales que quieres ver primero; podrás cambiarlas más adelante.',
      },
      otherTvs:
        'Los televisores Samsung (Tizen) y LG (webOS) no ejecutan apps de Android: instala un reproductor desde su propia tienda de apps, o conecta un Fire TV Stick o un box Android.',
    },
    phone: {
      title: 'Teléfonos y tabletas',
      steps: {
        install: 'Instala una app de reproducción desde la App Store (iPhone, iPad) o Google Play (Android).',
        signIn: 'Inicia sesión con el nombre de usuario y la contraseña de streaming que aparecen en tu resumen.',
        watch: 'Activa la rotación de pantalla para verlo a pantalla completa y, siempre que puedas, usa wifi para ahorrar datos móviles.',
      },
      devices:
        'Cada teléfono o tableta cuenta como uno de los dispositivos de tu plan mientras está reproduciendo. Una hora de streaming en HD consume entre 1,5 y 3 GB de datos, aproximadamente.',
    },
    interface: {
      title: 'Cómo moverte por la app',
      intro:
        'Nuestra oferta tiene {{channels}} canales, agrupados para que encuentres rápido lo que buscas. La mayoría de las apps de reproducción se organizan igual:',
      items: {
        live: '<strong>TV en directo</strong>: canales por país o por categoría: deportes, noticias, cine, infantiles y mucho más.',
        library: '<strong>Películas</strong> y <strong>Series</strong>: el catálogo a la carta, con buscador y géneros.',
        favourites: '<strong>Favoritos</strong>: mantén pulsado un canal (o usa el botón de menú) para añadirlo, y tendrás tus canales habituales a un clic.',
        epg: '<strong>Guía de TV (EPG)</strong>: lo que se emite ahora y a continuación; algunas apps te permiten programar recordatorios.',
      },
    },
    optimization: {
      title: 'Cómo conseguir la mejor imagen',
      intro: 'Casi siempre, los cortes y las cargas se deben a la red de tu casa, no a la emisión. Para que la reproducción sea fluida:',
      items: {
        speed: 'Te recomendamos una conexión a internet de al menos <strong>20 Mbps</strong> por cada pantalla que reproduzca en HD.',
        ethernet: 'Siempre que puedas, conecta el televisor o el box con un cable Ethernet; es la opción más estable.',
        wifi: 'Por wifi, usa la banda de 5 GHz y mantén el dispositivo cerca del router.',
        restart: 'Reinicia el router y el dispositivo de vez en cuando, y cierra las apps que se ejecutan en segundo plano.',
        decoder: 'Si un canal se entrecorta, prueba en los ajustes del reproductor otro decodificador de vídeo u otro formato de emisión.',
        updates: 'Mantén actualizados la app de reproducción y el software de tu dispositivo.',
      },
    },
    safety: {
      title: 'Cómo protegerte',
      items: {
        officialStores: 'Instala las apps de reproducción solo desde las tiendas de apps oficiales y mantenlas actualizadas.',
        credentials:
          'No compartas la contraseña de tu cuenta ni tus credenciales de streaming. Nunca te pediremos tu contraseña por correo electrónico ni por chat.',
        vpn: 'El servicio funciona con o sin VPN. Si decides usar una por privacidad, comprueba que esté permitida en tu país y elige un servidor cercano para obtener la mejor velocidad.',
        law: 'Usa el servicio solo para verlo en privado y respeta las leyes de tu país; nuestros <termsLink>Términos del servicio</termsLink> explican qué está permitido.',
        parentalPin: 'Si los niños usan el mismo dispositivo, configura un PIN de control parental en tu app de reproducción.',
      },
    },
    faq: {
      title: 'Preguntas frecuentes',
      ready: {
        question: '¿Cuándo estará lista mi suscripción?',
        answer: 'De 5 a 15 minutos después de que se confirme tu pago. Entonces tus credenciales aparecen en tu resumen y recibes una notificación.',
      },
      login: {
        question: 'Mis datos de acceso no funcionan en la app. ¿Qué hago?',
        answer:
          'Copia el nombre de usuario y la contraseña directamente desde tu resumen (distinguen entre mayúsculas y minúsculas), comprueba la dirección del servidor si la app te la pide y asegúrate de que el estado de tu suscripción sea Activo.',
      },
      devices: {
        question: '¿Puedo ver el servicio en más dispositivos?',
        answer:
          'Sí: elige una opción del plan con más dispositivos cuando renueves o mejores tu plan. Cada plan indica cuántas pantallas pueden reproducir a la vez.',
      },
      buffering: {
        question: 'La imagen se queda cargando todo el rato.',
        answer:
          'Comprueba tu velocidad (recomendamos 20 Mbps), cambia a una conexión por cable o a la banda wifi de 5 GHz y reinicia el router. Si solo le pasa a un canal, dinos cuál.',
      },
      stillStuck: {
        emailAndApp: '¿Sigues sin poder entrar? Escríbenos a <email>{{email}}</email> o envíanos un mensaje por <app>{{app}}</app>.',
        email: '¿Sigues sin poder entrar? Escríbenos a <email>{{email}}</email>.',
        ticketAndApp: '¿Sigues sin poder entrar? Abre un ticket en la página de soporte de tu cuenta o envíanos un mensaje por <app>{{app}}</app>.',
        ticket: '¿Sigues sin poder entrar? Abre un ticket en la página de soporte de tu cuenta.',
      },
    },
  },

  privacy: {
    title: 'Política de privacidad',
    lead: 'Cómo {{brand}} recopila, utiliza y protege tus datos personales cuando navegas por nuestro sitio, compras una suscripción o te pones en contacto con soporte.',
    informationCollected: {
      title: '1. Información que recopilamos',
      intro: 'Solo recopilamos lo necesario para vender, activar y dar soporte a tu suscripción:',
      items: {
        account:
          '<strong>Datos de la cuenta</strong> que nos facilitas al registrarte: nombre y apellidos, dirección de correo electrónico, número de teléfono (opcional), empresa (opcional), dirección de facturación y el tipo de dispositivo en el que ves el servicio.',
        password:
          '<strong>Tu contraseña</strong>, que nunca almacenamos de forma legible: solo conservamos un hash unidireccional de ella, con sal criptográfica.',
        subscriptions:
          '<strong>Registros de la suscripción</strong>: el plan y el número de dispositivos que elegiste, las fechas de inicio y fin, el estado y las credenciales de streaming que te emitimos.',
        support: '<strong>Mensajes de soporte</strong>: los tickets que abres, nuestras respuestas y cualquier información que añadas a ellos.',
        technical:
          '<strong>Datos técnicos</strong> que nuestros servidores registran cuando usas el sitio: dirección IP, tipo de navegador y la hora de cada solicitud, conservados en registros de seguridad.',
      },
    },
    paymentData: {
      title: '2. Datos de pago',
      intro:
        'Los pagos se gestionan de forma manual: pagas con tarjeta, criptomonedas (BTC o USDT), PayPal o transferencia bancaria y, a continuación, subes un comprobante para que nuestro equipo lo verifique.',
      items: {
        stored: 'Almacenamos el comprobante que subes (una imagen o un PDF de hasta 1 MB), el importe, el método, la fecha y el estado de la verificación.',
        neverStored:
          'Nunca te pedimos ni almacenamos el número completo de tu tarjeta, su código de seguridad, la contraseña de tu banca en línea ni las claves privadas de tu monedero de criptomonedas. Elimina esos datos del comprobante antes de subirlo.',
        access: 'Los comprobantes solo pueden verlos tú y el personal de {{brand}} que verifica los pagos.',
        blockchain:
          'Por su propia naturaleza, las transacciones con criptomonedas quedan registradas en una cadena de bloques pública; no podemos modificar ni eliminar ese registro público.',
      },
    },
    useOfInformation: {
      title: '3. Cómo utilizamos tu información',
      intro: 'Utilizamos tu información para:',
      items: {
        account: 'crear y proteger tu cuenta y mantener tu sesión iniciada;',
        payments: 'verificar tus pagos y activar, renovar o finalizar tu suscripción;',
        messages: 'enviarte mensajes del servicio, como códigos para restablecer la contraseña, resultados de pagos y avisos de activación y de vencimiento;',
        support: 'responder a tus tickets y mensajes de soporte;',
        fraud: 'detectar fraudes, abusos y el uso compartido de la cuenta más allá de los dispositivos de tu plan;',
        accounting: 'llevar los registros contables que nos exige la ley.',
      },
      noSale:
        'No vendemos tus datos personales ni los utilizamos para elaborar perfiles publicitarios. Solo te enviamos correos comerciales si has pedido recibirlos, y todos ellos te permiten darte de baja.',
    },
    cookies: {
      title: '4. Cookies y almacenamiento local',
      session:
        'Para mantener tu sesión iniciada, el sitio guarda un token de sesión y tu perfil básico en el almacenamiento local de tu navegador. Esto es estrictamente necesario para prestar el servicio y se elimina cuando cierras sesión o cuando la sesión caduca.',
      noTracking:
        'No utilizamos cookies publicitarias ni píxeles de seguimiento de terceros. Si algún día añadimos analíticas opcionales, te pediremos antes tu consentimiento y actualizaremos esta política.',
      clearing:
        'Puedes borrar el almacenamiento local y las cookies en los ajustes de tu navegador en cualquier momento; después tendrás que volver a iniciar sesión.',
    },
    sharing: {
      title: '5. Cómo compartimos tu información',
      intro: 'Solo compartimos datos personales cuando es necesario para prestar el servicio, y únicamente con:',
      items: {
        providers:
          'proveedores de servicios que alojan nuestros servidores, guardan nuestras copias de seguridad y envían nuestros correos electrónicos, en virtud de contratos que los obligan a protegerlos y a utilizarlos únicamente siguiendo nuestras instrucciones;',
        payments:
          'los proveedores de pago que eliges para pagar (por ejemplo, PayPal o tu banco), que tramitan el pago conforme a sus propias políticas de privacidad;',
        authorities:
          'las autoridades públicas, cuando nos obligue a ello un requerimiento legal válido o cuando sea necesario para proteger a nuestros clientes o nuestro servicio frente al fraude.',
      },
      sale: 'Si {{brand}} se vendiera o se fusionara con otra empresa, tus datos pasarían al nuevo titular, sujetos a esta misma política.',
    },
    security: {
      title: '6. Seguridad de los datos',
      intro: 'Protegemos tus datos con medidas adecuadas a su grado de sensibilidad, entre ellas:',
      items: {
        https: 'conexiones cifradas (HTTPS) en todas las páginas y solicitudes;',
        hashes: 'contraseñas almacenadas únicamente como hashes unidireccionales robustos;',
        tokens: 'tokens de inicio de sesión que caducan y que dejan de funcionar en cuanto cambias tu contraseña;',
        staff: 'acceso del personal limitado a lo que necesita cada rol, con cada acción del personal anotada en un registro de auditoría.',
      },
      noSystem:
        'Ningún sistema es completamente seguro. No compartas tu contraseña ni tus credenciales de streaming, y avísanos de inmediato si crees que otra persona las ha utilizado.',
    },
    yourRights: {
      title: '7. Tus derechos',
      intro: 'Según el lugar donde vivas, puedes tener derecho a:',
      items: {
        access: 'acceder a los datos personales que conservamos sobre ti y recibir una copia de ellos;',
        correct: 'rectificar los datos inexactos o incompletos;',
        delete:
          'solicitarnos que eliminemos tu cuenta. En ese caso, eliminamos tus datos personales y dejamos la cuenta inutilizable; los registros de pago se conservan, sin más datos personales de los necesarios, durante el tiempo que exija la normativa fiscal y contable;',
        object: 'oponerte a determinados usos de tus datos o solicitar su limitación, y retirar cualquier consentimiento que hayas otorgado;',
        complain: 'presentar una reclamación ante la autoridad de protección de datos de tu país.',
      },
      howTo:
        'Para ejercer cualquiera de estos derechos, escríbenos desde la dirección de correo electrónico de tu cuenta. Te responderemos en un plazo de 30 días.',
    },
    thirdPartyLinks: {
      title: '8. Enlaces de terceros',
      text: 'Nuestro sitio incluye enlaces a servicios que no controlamos, como nuestro canal de soporte en la app de mensajería, PayPal y las tiendas de apps que ofrecen apps de reproducción. Cuando sales de nuestro sitio, se aplican sus propios términos y políticas de privacidad, y no somos responsables de cómo tratan tus datos. Te recomendamos leer sus políticas antes de utilizarlos.',
    },
    updates: {
      title: '9. Actualizaciones de esta política',
      text: 'Podemos actualizar esta política cuando cambien nuestro servicio o la ley. La fecha que figura al principio de la página indica la versión más reciente. Si un cambio afecta a la forma en que utilizamos los datos que ya nos has facilitado, te lo comunicaremos por correo electrónico o mediante una notificación en tu resumen antes de que entre en vigor.',
    },
    contact: {
      title: '10. Contacto',
      intro: 'Para cualquier consulta sobre esta política o tus datos personales, ponte en contacto con el equipo de soporte de {{brand}}:',
      replyTime: 'Respondemos a las solicitudes relativas a la privacidad en un plazo de 30 días y, por lo general, mucho antes.',
    },
  },

  terms: {
    title: 'Términos del servicio',
    lead: 'Las normas de uso de {{brand}}: qué obtienes, cómo funcionan los pagos y los reembolsos, y qué esperamos unos de otros.',
    acceptance: {
      title: '1. Aceptación de los términos',
      agreement:
        'Estos términos regulan el uso del sitio web y del servicio de streaming de {{brand}}. Al crear una cuenta, pagar un plan o utilizar el servicio, los aceptas. Si no estás de acuerdo con ellos, no utilices el servicio.',
      age: 'Para crear una cuenta y comprar una suscripción debes tener al menos 18 años o la mayoría de edad que establezca la ley de tu país.',
    },
    services: {
      title: '2. Nuestros servicios',
      intro:
        '{{brand}} vende suscripciones de duración limitada que dan acceso a canales de TV en directo y a un catálogo a la carta de películas y series, para el número de dispositivos del plan que elijas.',
      items: {
        activation:
          'Una vez confirmado tu pago, tu suscripción se activa en un plazo de 5 a 15 minutos y tu nombre de usuario y tu contraseña de streaming aparecen en tu resumen.',
        period: 'Una suscripción dura el periodo de su plan, contado desde la activación, y finaliza en su fecha de fin salvo que la renueves.',
        lineUp:
          'La oferta de canales y el catálogo cambian con el tiempo, a medida que cambian las cadenas y los derechos de emisión. Nuestro objetivo es una disponibilidad del 99,9\u00a0%, pero las tareas de mantenimiento, las circunstancias ajenas a nuestro control o tu propia conexión pueden interrumpir ocasionalmente el servicio.',
        players:
          'Ves el servicio a través de una app de reproducción compatible de terceros en tu propio dispositivo. Esas apps no son nuestras, y su disponibilidad en cada dispositivo depende de sus desarrolladores.',
      },
    },
    paymentsAndRefunds: {
      title: '3. Métodos de pago y reembolsos',
      intro:
        'Aceptamos tarjetas, criptomonedas (BTC y USDT), PayPal y transferencia bancaria. Los precios se muestran en dólares estadounidenses en cada plan y lo incluyen todo: no hay cargos ocultos.',
      items: {
        receipt:
          'Después de pagar, sube tu comprobante en la página de pago. Nuestro equipo lo verifica y tu suscripción se activa de 5 a 15 minutos después de que se confirme el pago.',
        amount:
          'El importe debe coincidir con el precio del plan que elegiste. Un pago que no pueda verificarse se marca como fallido, y nos pondremos en contacto contigo para resolverlo.',
        finalSales:
          '<strong>Todas las ventas son definitivas una vez activada la suscripción.</strong> Si no podemos activar tu suscripción, o nos pides cancelarla antes de que la activemos, te reembolsamos el importe íntegro por el mismo método con el que pagaste, descontando, en su caso, la comisión de red que nos cueste una transferencia de criptomonedas.',
        noAutoRenewal:
          'Los planes no se renuevan automáticamente. Puedes dejar el servicio en cualquier momento simplemente no renovándolo; no hay contrato ni penalización por cancelación.',
      },
    },
    accountResponsibility: {
      title: '4. Responsabilidad sobre la cuenta',
      intro: 'Eres responsable de tu cuenta y de todo lo que se haga con ella. En particular, te comprometes a:',
      items: {
        details: 'facilitar datos veraces y completos al registrarte, y mantenerlos actualizados;',
        secrets: 'mantener en secreto tu contraseña y tus credenciales de streaming;',
        devices: 'no reproducir el servicio en más dispositivos a la vez de los que incluye tu plan;',
        misuse: 'avisarnos de inmediato si crees que otra persona ha utilizado tu cuenta.',
      },
      suspension:
        'Podemos suspender una cuenta cuyas credenciales se estén compartiendo o utilizando más allá de lo que permite su plan, tras explicarte el motivo.',
    },
    prohibitedUse: {
      title: '5. Usos prohibidos',
      intro: 'No puedes:',
      items: {
        resell: 'revender, alquilar, retransmitir ni exhibir públicamente el servicio o su contenido;',
        record: 'grabar, copiar ni redistribuir las emisiones, ni ayudar a nadie a hacerlo;',
        share: 'compartir tus credenciales con personas ajenas a tu hogar;',
        security: 'intentar eludir nuestras medidas de seguridad, sobrecargar nuestros servidores o acceder a cuentas o datos que no sean tuyos;',
        law: 'utilizar el servicio de cualquier forma que infrinja la ley del lugar donde vives.',
      },
      consequences: 'Podemos suspender o cerrar una cuenta que incumpla estas normas. Si el incumplimiento es grave, se hará sin reembolso.',
    },
    contentDisclaimer: {
      title: '6. Exención de responsabilidad sobre el contenido',
      ownership:
        'Los canales y los programas pertenecen a sus cadenas y a los titulares de sus derechos. {{brand}} no los produce y no se hace responsable de lo que emiten, de los cambios de programación ni de los programas que no están disponibles en algunas regiones.',
      names:
        'Los nombres de canales que aparecen en este sitio pertenecen a sus propietarios y se utilizan únicamente para describir la oferta de canales. Algunos contenidos están destinados a adultos; eres responsable del control parental de las apps de reproducción que utiliza tu familia.',
    },
    liability: {
      title: '7. Limitación de responsabilidad',
      limit:
        'El servicio se presta tal cual y según su disponibilidad. En la medida en que la ley lo permita, {{brand}} no será responsable de los daños indirectos o consecuentes, como el lucro cesante o los eventos que te hayas perdido, y nuestra responsabilidad total por cualquier reclamación se limita al importe que pagaste por tu periodo de suscripción en curso.',
      consumerRights:
        'Nada de lo dispuesto en estos términos limita la responsabilidad que no pueda limitarse por ley, ni te priva de los derechos que te correspondan como consumidor en tu país.',
    },
    privacy: {
      title: '8. Privacidad',
      text: 'Tratamos tus datos personales tal como se describe en nuestra <privacyLink>Política de privacidad</privacyLink>, que forma parte de estos términos.',
    },
    changes: {
      title: '9. Cambios en estos términos',
      text: 'Podemos actualizar estos términos. La fecha que figura al principio de esta página indica la versión más reciente. Te informaremos de los cambios importantes por correo electrónico o en tu resumen al menos 14 días antes de que entren en vigor. Una suscripción que ya hayas pagado mantiene su precio y su periodo hasta que finalice.',
    },
    contact: {
      title: '10. Contacto',
      intro: '¿Tienes preguntas sobre estos términos, tu suscripción o un pago? Nuestro equipo de soporte responde 24/7:',
    },
  },
} satisfies Translation<typeof content>;
