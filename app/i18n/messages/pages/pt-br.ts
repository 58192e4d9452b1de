import { plural } from "../../plural";
import type { PageMessages } from "./en";

/** A time alone ("14:05 UTC"), not a date and time ("25 de nov. de 2026, 14:05 UTC"). */
const clockOnly = (time: string) => /^\d{1,2}:\d/.test(time);
/** Midnight and one o'clock are singular: "à 01:05", "desde a 00:30"; "às 14:05", "desde as 14:05". */
const singularHour = (time: string) => /^0?[01]:/.test(time);

export const ptBRPages = {
  platforms: { windows: "Windows", macos: "macOS", android: "Android", ios: "iOS" },
  executors: {
    title: "Status dos executores",
    intro: (brand: string) =>
      `Quais executores rodam o ${brand} agora. Depois de uma atualização do Roblox, um executor pode ficar patcheado por um tempo; volte aqui antes de tentar de novo.`,
    caption: "Executores, suas plataformas, status, preço e quando foram verificados pela última vez",
    columns: {
      executor: "Executor",
      platforms: "Plataformas",
      status: "Status",
      price: "Preço",
      lastChecked: "Última verificação",
    },
    unknown: "Desconhecido",
    free: "Grátis",
    paid: "Pago",
    notChecked: "Não verificado",
  },
  resellers: {
    backToGetKey: "Voltar para Pegar key",
    title: (brand: string) => `Revendedores do ${brand}`,
    intro: (premium: string) => `Escolha seu revendedor preferido para comprar o ${premium} com acesso vitalício`,
    /** Names the official store in full (the configured name reads differently in this language). */
    officialTitle: (_name: string) => "Revendedor oficial",
    officialBadge: "OFICIAL",
    paymentMethods: "Formas de pagamento",
    paymentMethodsLabel: (reseller: string) => `${reseller}: formas de pagamento aceitas`,
    buyOfficial: (_name: string) => "Comprar na loja oficial",
    buyFrom: (name: string) => `Comprar na ${name}`,
  },
  joiner: {
    joining: {
      title: "Entrando no jogo do Roblox...",
      text: "Se o jogo não abrir sozinho, confira se o Roblox está instalado.",
      launchAgain: "Abrir de novo",
      /** Desktop: the roblox.com page that starts the same server. */
      openInBrowser: "Abrir no navegador",
      /** Phones: the same https link, which opens the app from a tap (universal link). */
      openInApp: "Abrir no app do Roblox",
    },
    invalid: {
      title: "Não dá para entrar neste jogo",
      text: "Este link de entrada está incompleto ou é inválido.",
      hint: "Cole um link de servidor abaixo para criar um que funcione.",
      backHome: "Voltar para o início",
    },
    place: {
      unnamed: (placeId: string) => `Jogo ${placeId}`,
      privateServer: (place: string) => `${place}: servidor privado`,
      shareLink: "Servidor privado (link de compartilhamento)",
      /** `serverId` is the first 8 characters of the server's id. */
      server: (serverId: string) => `Servidor ${serverId}…`,
    },
    tool: {
      heading: "Criar um link de entrada",
      label: "Link, ou link do jogo e JobId",
      hint: (brand: string) =>
        `Um link de servidor do ${brand} ou do Roblox, um link de servidor privado ou de compartilhamento, ou um link do jogo seguido do JobId do servidor.`,
      submit: "Criar link",
      problems: {
        empty: "Cole um link primeiro.",
        tooLong: "Isso é longo demais para ser um link de entrada. Cole só o link.",
        tooManyParts: "Cole um link, ou um link do jogo e um JobId: aqui tem mais do que isso.",
        scheme: "Só dá para entrar por links https://, roblox:// e robloxmobile://. Este link não foi aberto.",
        otherSite: (brand: string) =>
          `Este link leva para outro site. Cole um link de entrada do ${brand} ou um link do roblox.com.`,
        notJoinLink: (brand: string) =>
          `Isto não é um link de entrada. Cole um link de entrada do ${brand}, um link de servidor, de servidor privado ou de compartilhamento do Roblox, ou um link do jogo e um JobId.`,
        noServer:
          "Este link abre o jogo, não um servidor. Adicione o JobId do servidor depois dele, por exemplo 0a1b2c3d-4e5f-6789-abcd-ef0123456789.",
        noPlace: "Só o JobId não diz qual é o jogo. Coloque antes dele o link do jogo ou o PlaceId.",
        placeId: "O PlaceId só pode ter dígitos de 0 a 9.",
        placeIdTooBig: "Este PlaceId é longo demais para ser um PlaceId do Roblox.",
        serverId:
          "O JobId deve ter letras de a a f e dígitos, em grupos de 8-4-4-4-12, por exemplo 0a1b2c3d-4e5f-6789-abcd-ef0123456789.",
        linkCode: "O código do link de servidor privado só pode ter dígitos de 0 a 9 (no máximo 64).",
        shareCode: "O código do link de compartilhamento só pode ter letras e dígitos (no máximo 64).",
        shareType:
          "Este link de compartilhamento não é de um servidor. Só dá para entrar por links de compartilhamento com type=Server.",
        duplicate:
          "O link traz o mesmo dado duas vezes, ou dois servidores, então não dá para saber em qual servidor entrar.",
        riftIncomplete: (brand: string) =>
          `Este link do ${brand} está incompleto: ele precisa de um PlaceId e de um ServerId (ou de um LinkCode ou ShareCode).`,
      },
    },
    result: {
      riftLinkLabel: (brand: string) => `Link do ${brand} para compartilhar`,
      copy: "Copiar link",
      joinNow: "Entrar agora",
      robloxLinkLabel: "Link do Roblox (abre o app com um toque, ou o site):",
      copied: { title: "Link copiado", description: "O link de entrada está na sua área de transferência." },
      copyFailed: { title: "Não foi possível copiar", description: "Selecione o link e copie manualmente." },
    },
    recent: {
      heading: "Servidores recentes",
      note: "Salvos só neste dispositivo. Nada é enviado para lugar nenhum.",
      joinAgain: "Entrar de novo",
      forget: "Esquecer",
      joined: { justNow: "Entrou agora mesmo", ago: (ago: string) => `Entrou ${ago}` },
    },
  },
  servercodes: {
    title: "Código do servidor",
    text: "Copie este código do servidor, cole na caixa de texto de códigos de servidor (Server Codes) e você será redirecionado automaticamente.",
    emptyTitle: "Nenhum código de servidor",
    emptyText: "Nenhum código de servidor foi informado na URL.",
    copyCode: "Copiar código",
    /** The button's label for 2 seconds after a copy. */
    copied: "Copiado!",
  },
  adBlock: {
    title: "Bloqueador de anúncios detectado",
    message:
      "Detectamos que você está usando um bloqueador de anúncios. Desative-o para acessar esta página e apoiar o nosso serviço.",
    hintRefresh: "Desative o bloqueador de anúncios e depois atualize a página.",
    hintWhitelist: (host: string) =>
      `Ou coloque o domínio ${host} na lista de permissões do seu bloqueador de anúncios.`,
    hintSupport: (brand: string) => `Apoie o desenvolvimento do ${brand}: são os anúncios que mantêm as keys grátis.`,
    refresh: "Atualizar página",
  },
  redirect: {
    to: (destination: string) => `Redirecionando para ${destination}...`,
    /** /bbgetkey, whose destination depends on the visitor. */
    title: "Redirecionando...",
    betterBypasser: "Aguarde enquanto redirecionamos você para pegar sua key do BetterBypasser.",
    /** "Se nada acontecer, clique aqui." with "clique aqui" the link. */
    fallbackBefore: "Se nada acontecer, ",
    fallbackLink: "clique aqui",
    fallbackAfter: ".",
  },
  statusPage: {
    title: "Status",
    intro: (brand: string) => `O que funciona no ${brand} agora e o que deu problema nos últimos 90 dias.`,
    now: "Agora",
    games: "Jogos",
    executors: "Executores",
    history: "Últimos 90 dias",
    strip: (game: string) => `${game}, uma marca por dia, da mais antiga para a mais recente`,
    day: (date: string, status: string) => `${date}: ${status}`,
    noData: "Sem dados",
    incidents: "Incidentes",
    noIncidents: "Nenhum incidente nos últimos 90 dias.",
    /** "Começou em 25 de nov. de 2026, 14:05 UTC"; a time alone: "Começou às 14:05 UTC". */
    began: (time: string) =>
      clockOnly(time) ? `Começou ${singularHour(time) ? "à" : "às"} ${time}` : `Começou em ${time}`,
    /** "Ficou fora do ar por 42 min", "Ficou instável por 1 h 5 min", "Ficou patcheado por 2 dias 3 h". */
    lasted: (status: string, duration: string) => `Ficou ${status.toLocaleLowerCase("pt-BR")} por ${duration}`,
    /** "Fora do ar desde as 14:05 UTC", "Em manutenção desde 25 de nov. de 2026, 14:05 UTC". */
    since: (status: string, time: string) =>
      clockOnly(time) ? `${status} desde ${singularHour(time) ? "a" : "as"} ${time}` : `${status} desde ${time}`,
    units: {
      day: (count: number) =>
        plural("pt-BR", count, { "=0": `${count} dias`, one: `${count} dia`, other: `${count} dias` }),
      hour: (count: number) => `${count} h`,
      minute: (count: number) => `${count} min`,
      second: (count: number) => `${count} s`,
    },
    unitsJoin: " ",
    feed: "Assinar (feed Atom)",
    feedTitle: (brand: string) => `Status do ${brand}`,
    resolved: (subject: string, status: string, key: string) =>
      key === "maintenance" ? `Manutenção concluída: ${subject}` : `Resolvido: ${subject}: ${status}`,
  },
  /** A game's page (/games/<slug>). */
  push: {
    notify: "Avise-me",
    stop: "Parar notificações",
    unsupported: "Este navegador não mostra notificações deste site.",
    blocked: "As notificações deste site estão bloqueadas nas configurações do navegador.",
    failed: "Não foi possível ativar as notificações. Tente de novo mais tarde.",
    on: "Notificações ativadas: você será avisado quando o status deste jogo mudar.",
  },
  gamePage: {
    features: "O que o script faz",
    statusNow: "Status agora",
    /**
     * "Operacional em 99,2% do tempo nos últimos 90 dias" (the badge's word). A plain template, right for the
     * 30 and 90 days the pages pass ("no último dia" would need plural(), which only page-only groups may use).
     */
    uptime: (percent: string, days: number) => `Operacional em ${percent}% do tempo nos últimos ${days} dias`,
    noUptime: (days: number) => `Ainda sem registros nos últimos ${days} dias`,
    uptimeNote: "Manutenções programadas não contam como tempo fora do ar.",
    play: (game: string) => `Jogar ${game}`,
    allStatuses: "Todos os status",
    /** The breadcrumb's names: home, this page. */
    breadcrumb: "Trilha de navegação",
    history: "Últimos 90 dias",
    incidents: "Incidentes",
  },
  /** Maintenance announced ahead, on /status and a game's page. */
  maintenance: {
    heading: "Manutenção programada",
    allGames: "Todos os jogos",
    cancelled: "Cancelada",
    /** A window: its game (or "All games"), its start and end ("Nov 30, 2026, 10:00 UTC") and how long it lasts. */
    window: (game: string, from: string, to: string, duration: string) => `${game}: ${from} – ${to} (${duration})`,
  },
} satisfies PageMessages;
