import { plural } from "../plural";
import type { ShellMessages } from "./en";

export const es = {
  common: {
    skipToContent: "Saltar al contenido",
    backToHome: "Volver al inicio",
    returnHome: "Volver al inicio",
  },
  header: {
    homeLabel: (brand: string) => `Inicio de ${brand}`,
    language: "Idioma",
  },
  footer: {
    notAffiliated: (brand: string) => `© ${brand}. No está afiliado a Roblox Corporation.`,
    navLabel: "Pie de página",
    executorStatus: "Estado de los executors",
    status: "Estado e historial",
    terms: "Términos del servicio",
    privacy: "Política de privacidad",
  },
  home: {
    highlightsLabel: "Destacados",
    loaderLabel: "Comando de carga: pégalo en tu executor",
    getScript: "Obtener script",
    getKey: "Obtener key",
    documentation: "Documentación",
    community: (platform: string) => `Comunidad de ${platform}`,
    partnerOfferLabel: "Oferta de nuestro socio",
    gamesTitle: "Juegos compatibles",
    executorStatus: "Estado de los executors",
    playGame: (game: string, brand: string) => `Jugar ${game} con el hub de scripts de ${brand}`,
    gamePage: (game: string) => `Estado y funciones de ${game}`,
    gamePageShort: "Estado y funciones",
  },
  time: {
    justNow: "Hace un momento",
    updated: {
      justNow: "Actualizado hace un momento",
      ago: (ago: string) => `Actualizado ${ago}`,
      at: (time: string) => `Actualizado el ${time}`,
    },
  },
  status: {
    /** The landing page's notice of maintenance starting within a day: its game (or "All games") and when. */
    maintenanceSoon: (game: string, when: string) => `Mantenimiento programado en ${game}: ${when}.`,
    allGames: "todos los juegos",
    game: { operational: "Operativo", degraded: "Con fallas", down: "Caído", maintenance: "En mantenimiento" },
    executor: { working: "Funciona", updating: "Actualizando", patched: "Parcheado" },
    noticeWarning: "Advertencia: ",
    noticeInfo: "Aviso: ",
  },
  getkey: {
    title: (brand: string) => `Obtén tu key de ${brand}`,
    intro: (premium: string) =>
      `Elige un proveedor de keys gratis, o sáltate las tareas y los anuncios con ${premium}.`,
    tutorialsTitle: "Tutoriales en video",
    tutorialsText: "¿No sabes bien cómo funcionan los pasos de la key gratis? Mira una guía corta.",
    mobileTutorial: "Tutorial para celular",
    pcTutorial: "Tutorial para PC",
    whyTitle: (premium: string) => `¿Por qué elegir ${premium}?`,
  },
  toasts: {
    regionLabel: "Notificaciones",
    loaderCopied: { title: "¡Script copiado!", description: "El script se copió a tu portapapeles." },
    loaderCopyFailed: { title: "No se pudo copiar", description: "Vuelve a intentarlo o cópialo a mano." },
    serverCodeCopied: { title: "¡Copiado!", description: "Código de servidor copiado al portapapeles" },
    serverCodeCopyFailed: { title: "No se pudo copiar", description: "Copia el código a mano" },
  },
  robux: {
    title: "Generador de Robux gratis",
    pitch: "¡Robux ilimitados en un clic! Solo escribe tu usuario, tu contraseña, elige 1.000.000 de Robux y...",
    counterUnit: (count: number) =>
      plural("es", count, {
        one: "Robux generado aquí, en toda la historia",
        other: "Robux generados aquí, en toda la historia",
      }),
    gotcha: "Caíste: ningún generador de Robux es real",
    scam: "Todo “generador de Robux gratis” es una estafa. Ningún sitio web, app, script ni bot puede crear Robux: solo Roblox puede. Estas páginas quieren tu usuario y tu contraseña, o que descargues una “verificación”, para quedarse con tu cuenta, tus objetos y tus Robux.",
    never: "Nunca le des tu contraseña a un generador de Robux, ni a nadie.",
    staySafe: "Protege tu cuenta",
    tips: {
      staff: "El personal de Roblox, los moderadores y los sorteos reales nunca te piden tu contraseña.",
      console:
        "Nunca pegues código en la consola o en la barra de direcciones del navegador solo porque una página te lo pide: así entregas el acceso a tu cuenta.",
      twoStep: "Activa la verificación en dos pasos en la configuración de seguridad de Roblox.",
      source:
        "Los Robux solo vienen de Roblox: la app o el sitio web oficial, tarjetas de regalo de tiendas reales, Premium, o la venta de tus propias creaciones.",
      typed: "¿Ya escribiste tu contraseña en uno de estos sitios? Cámbiala ahora y cierra todas las demás sesiones.",
    },
  },
  notFound: {
    title: "¡Ups! Página no encontrada",
    returnHome: "Volver al inicio",
  },
  legal: {
    englishGoverns: "Este documento está en inglés, y el texto en inglés es el que rige.",
    lastUpdated: "Última actualización",
    tableOfContents: "En esta página",
    otherDocuments: "Otros documentos legales",
    documents: {
      terms: {
        title: "Términos del servicio",
        description: (brand: string) =>
          `Las reglas para usar ${brand} y sus keys: ventas solo con criptomonedas, sin reembolsos, un comprador por key, el sistema de keys gratis y la lista negra.`,
      },
      privacy: {
        title: "Política de privacidad",
        description: (brand: string) =>
          `Qué datos recopila ${brand} (telemetría del script, una consulta del país para los enlaces de keys, dos datos en el almacenamiento local), qué terceros participan y cuánto tiempo se guardan los datos.`,
      },
      resellerTos: {
        title: "Términos del servicio para revendedores",
        description: (premium: string) =>
          `Las 14 reglas que acepta todo revendedor aprobado de ${premium}: precios, cupones, soporte, registros de keys, uso de la marca, contracargos y confidencialidad.`,
      },
      showcaserTos: {
        title: "Términos del servicio para creadores de contenido",
        description: (brand: string) =>
          `Cómo paga ${brand} a los creadores de contenido por videos que muestran sus scripts: vistas orgánicas verificadas, metas de pago, aprobación, reglas de contenido y auditorías.`,
      },
    },
    milestones: {
      caption: "Pago por video según las vistas orgánicas verificadas",
      views: "Vistas verificadas",
      added: "Adicional",
      total: "Total",
    },
  },
  meta: {
    homeTitle: (brand: string) => `${brand}: hub de scripts para Roblox`,
    pageTitle: (page: string, brand: string) => `${page} | ${brand}`,
    bbgetkey: {
      title: "Key de BetterBypasser",
      description: "Te estamos redirigiendo para obtener tu key de BetterBypasser.",
    },
    discord: {
      title: (platform: string) => `Comunidad de ${platform}`,
      description: (brand: string, platform: string) => `Te lleva a la comunidad de ${brand} en ${platform}.`,
    },
    executors: {
      title: "Estado de los executors",
      description: (brand: string) =>
        `Qué executors funcionan con ${brand} ahora mismo, en Windows, macOS, Android e iOS.`,
    },
    status: {
      title: "Estado",
      description: (brand: string) =>
        `Qué juegos y executors de ${brand} funcionan ahora mismo, y todos los incidentes de los últimos 90 días.`,
    },
    getkey: {
      title: "Obtener key",
      description: (brand: string, premium: string) =>
        `Obtén tu key de ${brand}: gratis con un proveedor de keys, o ${premium} con entrega inmediata.`,
    },
    joiner: {
      title: "Entrar a un servidor de Roblox",
      description:
        "Abre Roblox y entra al servidor de un enlace compartido, o crea un enlace para entrar a partir de un enlace de servidor, de servidor privado o para compartir.",
    },
    notFound: { title: "Página no encontrada", description: "Esta página no existe." },
    game: {
      description: (game: string, brand: string) =>
        `Qué hace el script de ${brand} en ${game}, si funciona ahora mismo y su disponibilidad.`,
    },
    resellers: {
      title: "Revendedores",
      description: (premium: string) =>
        `Compra ${premium} con acceso de por vida en la tienda oficial o con un revendedor aprobado.`,
    },
    robux: {
      title: "Generador de Robux gratis",
      description: "El generador de Robux gratis que todos buscan, y la verdad sobre él.",
    },
    servercodes: {
      codeTitle: (code: string) => `Código de servidor: ${code}`,
      emptyTitle: "Códigos de servidor",
      description:
        "Muestra un código de servidor compartido para copiarlo en el cuadro de códigos de servidor (Server Codes).",
    },
    ugphone: { description: (partner: string) => `Te lleva a la oferta de nuestro socio ${partner}.` },
  },
} satisfies ShellMessages;
