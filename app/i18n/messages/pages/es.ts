import { plural } from "../../plural";
import type { PageMessages } from "./en";

/** A time alone ("14:05 UTC"), not a date and time ("25 nov 2026, 14:05 UTC"). */
const clockOnly = (time: string) => /^\d{1,2}:\d/.test(time);
/** "las 14:05 UTC" ("la 1:05 UTC"), "el 25 nov 2026, 14:05 UTC". */
const withArticle = (time: string) => (clockOnly(time) ? `${/^0?1:/.test(time) ? "la" : "las"} ${time}` : `el ${time}`);

export const esPages = {
  platforms: { windows: "Windows", macos: "macOS", android: "Android", ios: "iOS" },
  executors: {
    title: "Estado de los executors",
    intro: (brand: string) =>
      `Qué executors funcionan con ${brand} ahora mismo. Después de una actualización de Roblox, un executor puede quedar parcheado por un tiempo; vuelve a revisar aquí antes de intentarlo otra vez.`,
    caption: "Executors, sus plataformas, estado, precio y cuándo se revisaron por última vez",
    columns: {
      executor: "Executor",
      platforms: "Plataformas",
      status: "Estado",
      price: "Precio",
      lastChecked: "Última revisión",
    },
    unknown: "Desconocido",
    free: "Gratis",
    paid: "De pago",
    notChecked: "Sin revisar",
  },
  resellers: {
    backToGetKey: "Volver a Obtener key",
    title: (brand: string) => `Revendedores de ${brand}`,
    intro: (premium: string) => `Elige tu revendedor preferido para comprar ${premium} con acceso de por vida`,
    /** Names the official store in full (the configured name reads differently in this language). */
    officialTitle: (_name: string) => "Revendedor oficial",
    officialBadge: "OFICIAL",
    paymentMethods: "Métodos de pago",
    paymentMethodsLabel: (reseller: string) => `${reseller}: métodos de pago aceptados`,
    buyOfficial: (_name: string) => "Comprar en la tienda oficial",
    buyFrom: (name: string) => `Comprar en ${name}`,
  },
  joiner: {
    joining: {
      title: "Entrando al juego de Roblox...",
      text: "Si el juego no se abre solo, asegúrate de tener Roblox instalado.",
      launchAgain: "Abrir de nuevo",
      openInBrowser: "Abrir en el navegador",
      openInApp: "Abrir en la app de Roblox",
    },
    invalid: {
      title: "No se puede entrar a este juego",
      text: "Este enlace para entrar está incompleto o no es válido.",
      hint: "Pega abajo un enlace de servidor para crear uno que funcione.",
      backHome: "Volver al inicio",
    },
    place: {
      unnamed: (placeId: string) => `Lugar ${placeId}`,
      privateServer: (place: string) => `${place}: servidor privado`,
      shareLink: "Servidor privado (enlace para compartir)",
      server: (serverId: string) => `Servidor ${serverId}…`,
    },
    tool: {
      heading: "Crea un enlace para entrar",
      label: "Enlace, o enlace del juego y JobId",
      hint: (brand: string) =>
        `Un enlace de servidor de ${brand} o Roblox, un enlace de servidor privado o para compartir, o un enlace del juego seguido del JobId del servidor.`,
      submit: "Crear enlace",
      problems: {
        empty: "Primero pega un enlace.",
        tooLong: "Es demasiado largo para ser un enlace para entrar. Pega solo el enlace.",
        tooManyParts: "Pega un enlace, o un enlace del juego y un JobId: aquí hay más que eso.",
        scheme: "Solo se puede entrar con enlaces https://, roblox:// y robloxmobile://. Este no se abrió.",
        otherSite: (brand: string) =>
          `Este enlace lleva a otro sitio. Pega un enlace para entrar de ${brand} o un enlace de roblox.com.`,
        notJoinLink: (brand: string) =>
          `Esto no es un enlace para entrar. Pega un enlace para entrar de ${brand}; un enlace de servidor, de servidor privado o para compartir de Roblox; o un enlace del juego y un JobId.`,
        noServer:
          "Este enlace abre el juego, no un servidor. Agrega después el JobId del servidor, por ejemplo 0a1b2c3d-4e5f-6789-abcd-ef0123456789.",
        noPlace: "Un JobId por sí solo no indica de qué juego es. Agrega antes el enlace del juego o el ID del lugar.",
        placeId: "El ID del lugar solo puede tener dígitos del 0 al 9.",
        placeIdTooBig: "El ID del lugar es demasiado largo para ser un ID de lugar de Roblox.",
        serverId:
          "El JobId debe tener letras de la a a la f y dígitos, en grupos de 8-4-4-4-12, por ejemplo 0a1b2c3d-4e5f-6789-abcd-ef0123456789.",
        linkCode: "El código del enlace del servidor privado solo puede tener dígitos del 0 al 9 (64 como máximo).",
        shareCode: "El código del enlace para compartir solo puede tener letras y dígitos (64 como máximo).",
        shareType:
          "Este enlace para compartir no es de un servidor. Solo se puede entrar con enlaces para compartir que tengan type=Server.",
        duplicate:
          "El enlace trae un mismo dato dos veces, o dos servidores, así que no queda claro a qué servidor entrar.",
        riftIncomplete: (brand: string) =>
          `Este enlace de ${brand} está incompleto: necesita un PlaceId y un ServerId (o un LinkCode o un ShareCode).`,
      },
    },
    result: {
      riftLinkLabel: (brand: string) => `Enlace de ${brand} para compartir`,
      copy: "Copiar enlace",
      joinNow: "Entrar ahora",
      robloxLinkLabel: "Enlace de Roblox (abre la app con un toque, o el sitio web):",
      copied: { title: "Enlace copiado", description: "El enlace para entrar está en tu portapapeles." },
      copyFailed: { title: "No se pudo copiar", description: "Selecciona el enlace y cópialo a mano." },
    },
    recent: {
      heading: "Servidores recientes",
      note: "Se guarda solo en este dispositivo. No se envía nada a ningún lado.",
      joinAgain: "Entrar de nuevo",
      forget: "Olvidar",
      joined: { justNow: "Entraste hace un momento", ago: (ago: string) => `Entraste ${ago}` },
    },
  },
  servercodes: {
    title: "Código de servidor",
    text: "Copia este código de servidor, pégalo en el cuadro de códigos de servidor (Server Codes) y te redirigiremos automáticamente.",
    emptyTitle: "Sin código de servidor",
    emptyText: "No se indicó ningún código de servidor en la URL.",
    copyCode: "Copiar código",
    copied: "¡Copiado!",
  },
  adBlock: {
    title: "Bloqueador de anuncios detectado",
    message:
      "Detectamos que usas un bloqueador de anuncios. Desactívalo para entrar a esta página y apoyar nuestro servicio.",
    hintRefresh: "Desactiva tu bloqueador de anuncios y luego recarga la página.",
    hintWhitelist: (host: string) =>
      `O agrega el dominio ${host} a la lista de sitios permitidos en la configuración de tu bloqueador de anuncios.`,
    hintSupport: (brand: string) =>
      `Apoya el desarrollo de ${brand}: gracias a los anuncios, las keys gratis siguen siendo gratis.`,
    refresh: "Recargar página",
  },
  redirect: {
    to: (destination: string) => `Redirigiendo a ${destination}...`,
    title: "Redirigiendo...",
    betterBypasser: "Espera mientras te redirigimos para obtener tu key de BetterBypasser.",
    fallbackBefore: "Si no pasa nada, ",
    fallbackLink: "haz clic aquí",
    fallbackAfter: ".",
  },
  statusPage: {
    title: "Estado",
    intro: (brand: string) => `Qué funciona en ${brand} ahora mismo y qué falló en los últimos 90 días.`,
    now: "Ahora mismo",
    games: "Juegos",
    executors: "Executors",
    history: "Últimos 90 días",
    strip: (game: string) => `${game}, una marca por día, de la más antigua a la más reciente`,
    day: (date: string, status: string) => `${date}: ${status}`,
    noData: "Sin datos",
    incidents: "Incidentes",
    noIncidents: "No hubo incidentes en los últimos 90 días.",
    /** "Empezó el 25 nov 2026, 14:05 UTC"; a time alone: "Empezó a las 14:05 UTC". */
    began: (time: string) => `Empezó ${clockOnly(time) ? "a " : ""}${withArticle(time)}`,
    /** "Estuvo caído durante 42 min", "Estuvo con fallas durante 1 h 5 min", "Estuvo parcheado durante 2 días 3 h". */
    lasted: (status: string, duration: string) => `Estuvo ${status.toLocaleLowerCase("es")} durante ${duration}`,
    /** "Caído desde las 14:05 UTC", "En mantenimiento desde el 25 nov 2026, 14:05 UTC". */
    since: (status: string, time: string) => `${status} desde ${withArticle(time)}`,
    units: {
      day: (count: number) => plural("es", count, { one: `${count} día`, other: `${count} días` }),
      hour: (count: number) => `${count} h`,
      minute: (count: number) => `${count} min`,
      second: (count: number) => `${count} s`,
    },
    unitsJoin: " ",
    feed: "Suscribirse (feed Atom)",
    feedTitle: (brand: string) => `Estado de ${brand}`,
    resolved: (subject: string, status: string, key: string) =>
      key === "maintenance" ? `Mantenimiento finalizado: ${subject}` : `Resuelto: ${subject}: ${status}`,
  },
  /** A game's page (/games/<slug>). */
  push: {
    notify: "Avisarme",
    stop: "Desactivar notificaciones",
    unsupported: "Este navegador no puede mostrar notificaciones de este sitio.",
    blocked: "Las notificaciones de este sitio están bloqueadas en la configuración del navegador.",
    failed: "No se pudieron activar las notificaciones. Inténtalo más tarde.",
    on: "Notificaciones activadas: te avisaremos cuando cambie el estado de este juego.",
  },
  gamePage: {
    features: "Qué hace el script",
    statusNow: "Estado ahora mismo",
    /** "Operativo el 99,2% del tiempo en los últimos 90 días" (the badge's word; 30 and 90 days, both plural). */
    uptime: (percent: string, days: number) => `Operativo el ${percent}% del tiempo en los últimos ${days} días`,
    noUptime: (days: number) => `Aún no hay registros en los últimos ${days} días`,
    uptimeNote: "Los mantenimientos programados no cuentan como caídas.",
    play: (game: string) => `Jugar ${game}`,
    allStatuses: "Todos los estados",
    /** The breadcrumb's names: home, this page. */
    breadcrumb: "Ruta de navegación",
    history: "Últimos 90 días",
    incidents: "Incidentes",
  },
  /** Maintenance announced ahead, on /status and a game's page. */
  maintenance: {
    heading: "Mantenimiento programado",
    allGames: "Todos los juegos",
    cancelled: "Cancelado",
    /** A window: its game (or "All games"), its start and end ("Nov 30, 2026, 10:00 UTC") and how long it lasts. */
    window: (game: string, from: string, to: string, duration: string) => `${game}: ${from} – ${to} (${duration})`,
  },
} satisfies PageMessages;
