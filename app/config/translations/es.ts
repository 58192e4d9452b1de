/** The operator's texts in Spanish; whatever is left out is shown in English (app/config/localize.ts). */
import type { OperatorTranslation } from "../localize.ts";

export const es = {
  brand: {
    tagline:
      "El único hub de scripts que vas a necesitar. ¡Disfruta del hub de scripts más completo y de mejor calidad!",
    description:
      "{name} es un hub de scripts gratis para Roblox: copia el comando de carga, obtén una key y juega {gameCount} juegos compatibles.",
  },
  stats: [
    {
      label: "Usuarios activos",
    },
    {
      label: "Disponibilidad",
    },
    {
      label: "Juegos",
    },
  ],
  partnerBanner: {
    title: "Teléfono en la nube gratis con UgPhone",
    text: "Usa {name} las 24 horas en un teléfono Android en la nube. Aprovecha la oferta de nuestro socio.",
    cta: "Canjear",
  },
  getKey: {
    premium: {
      badge: "RECOMENDADO",
      benefits: ["Entrega inmediata de la key", "Soporte premium", "Sin anuncios"],
      cta: "Obtener {premiumName}",
    },
    freeProviders: [
      {
        badge: "GRATIS",
        bullets: ["El más rápido de completar", "Sistema de tareas sencillo", "Ideal para celular"],
        cta: "Obtener key gratis",
      },
      {
        badge: "GRATIS",
        bullets: ["Gratis con anuncios", "Acceso rápido", "Sin pagar nada"],
        cta: "Obtener key gratis",
      },
    ],
    whyPremium: [
      {
        title: "Acceso inmediato",
        text: "Tu key llega en cuanto pagas: sin tareas ni esperas.",
      },
      {
        title: "Soporte premium",
        text: "Ayuda prioritaria del equipo cuando la necesites.",
      },
      {
        title: "Sin anuncios",
        text: "Sáltate todas las páginas de tareas y los anuncios, para siempre.",
      },
    ],
  },
  /** What the script does in each game, by position (app/config/brand.ts `games`). */
  games: [
    { features: ["Auto farm de nivel y maestría", "Recoge frutas y cofres", "Te teletransporta a islas y bosses"] },
    {
      features: [
        "Planta, riega y cosecha automáticamente",
        "Vende la cosecha cuando la mochila se llena",
        "Contador de restock de la tienda y los huevos",
      ],
    },
    {
      features: [
        "Recoge bonds, combustible y munición",
        "Muestra zombis e ítems a través de las paredes (ESP)",
        "Maneja el tren por ti",
      ],
    },
    {
      features: [
        "Muestra al asesino y al sheriff (ESP)",
        "Recoge monedas automáticamente",
        "Recoge el arma que se cayó",
      ],
    },
    {
      features: [
        "Lanza, hace shake y recoge automáticamente",
        "Vende lo que pescas",
        "Te teletransporta a zonas de pesca",
      ],
    },
    {
      features: ["Farmea monedas y breakables", "Abre huevos automáticamente", "Reclama regalos y recompensas gratis"],
    },
  ],
} satisfies OperatorTranslation;
