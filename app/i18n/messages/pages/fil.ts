import type { PageMessages } from "./en";

/** An incident that ended in the completed aspect: the badges' "Nag-a-update", "gumagana", "May", "Naka-" still go on. */
const ended: Record<string, string> = {
  updating: "Nag-update",
  down: "Hindi gumana",
  degraded: "Nagka-aberya",
  maintenance: "Nag-maintenance",
};

export const filPages = {
  platforms: { windows: "Windows", macos: "macOS", android: "Android", ios: "iOS" },
  executors: {
    title: "Status ng executor",
    intro: (brand: string) =>
      `Aling mga executor ang kayang magpatakbo ng ${brand} ngayon. Pagkatapos ng update ng Roblox, puwedeng ma-patch muna ang isang executor nang ilang panahon; silipin mo ulit dito bago ka sumubok muli.`,
    caption: "Mga executor, ang kanilang platform, status, presyo at kung kailan huling na-check",
    columns: {
      executor: "Executor",
      platforms: "Platform",
      status: "Status",
      price: "Presyo",
      lastChecked: "Huling na-check",
    },
    unknown: "Hindi alam",
    free: "Libre",
    paid: "May bayad",
    notChecked: "Hindi pa na-check",
  },
  resellers: {
    backToGetKey: "Bumalik sa Kunin ang Key",
    title: (brand: string) => `Mga Reseller ng ${brand}`,
    intro: (premium: string) =>
      `Piliin ang gusto mong reseller para bumili ng ${premium} na may panghabambuhay na access`,
    /** Names the official store in full (the configured name reads differently in this language). */
    officialTitle: (_name: string) => "Opisyal na Reseller",
    officialBadge: "OPISYAL",
    paymentMethods: "Mga paraan ng pagbabayad",
    paymentMethodsLabel: (reseller: string) => `${reseller}: mga tinatanggap na paraan ng pagbabayad`,
    buyOfficial: (_name: string) => "Bumili sa opisyal na tindahan",
    buyFrom: (name: string) => `Bumili sa ${name}`,
  },
  joiner: {
    joining: {
      title: "Sumasali sa laro sa Roblox...",
      text: "Kung hindi kusang bumukas ang laro, siguraduhing naka-install ang Roblox.",
      launchAgain: "Buksan ulit",
      openInBrowser: "Buksan sa browser",
      openInApp: "Buksan sa Roblox app",
    },
    invalid: {
      title: "Hindi makasali sa larong ito",
      text: "Kulang o hindi wasto ang join link na ito.",
      hint: "Mag-paste ng server link sa ibaba para makagawa ng gumaganang link.",
      backHome: "Bumalik sa Home",
    },
    place: {
      unnamed: (placeId: string) => `Place ${placeId}`,
      privateServer: (place: string) => `Private server sa ${place}`,
      shareLink: "Private server (galing sa share link)",
      server: (serverId: string) => `Server ${serverId}…`,
    },
    tool: {
      heading: "Gumawa ng join link",
      label: "Link, o game link at JobId",
      hint: (brand: string) =>
        `Server link ng ${brand} o Roblox, link ng private server o share link, o game link na sinusundan ng JobId ng server.`,
      submit: "Gumawa ng link",
      problems: {
        empty: "Mag-paste muna ng link.",
        tooLong: "Masyadong mahaba iyan para maging join link. Ang link lang ang i-paste.",
        tooManyParts: "Isang link lang ang i-paste, o isang game link at isang JobId: sobra pa roon ang laman nito.",
        scheme:
          "Mga https://, roblox:// at robloxmobile:// link lang ang puwedeng gamitin para sumali. Hindi binuksan ang link na ito.",
        otherSite: (brand: string) =>
          `Papunta sa ibang site ang link na ito. Mag-paste ng ${brand} join link o roblox.com link.`,
        notJoinLink: (brand: string) =>
          `Hindi ito join link. Mag-paste ng ${brand} join link, Roblox server link, link ng private server o share link, o game link at JobId.`,
        noServer:
          "Ang laro ang binubuksan ng link na ito, hindi isang server. Idagdag ang JobId ng server pagkatapos nito, gaya ng 0a1b2c3d-4e5f-6789-abcd-ef0123456789.",
        noPlace: "Hindi malalaman kung aling laro kapag JobId lang. Ilagay bago ito ang game link o ang Place ID.",
        placeId: "Mga numerong 0 hanggang 9 lang dapat ang Place ID.",
        placeIdTooBig: "Masyadong mahaba ang Place ID na ito para maging Roblox Place ID.",
        serverId:
          "Ang JobId ay dapat mga letrang a hanggang f at mga numero na nakagrupo nang 8-4-4-4-12, gaya ng 0a1b2c3d-4e5f-6789-abcd-ef0123456789.",
        linkCode: "Mga numerong 0 hanggang 9 lang dapat ang link code ng private server (hanggang 64).",
        shareCode: "Mga letra at numero lang dapat ang code ng share link (hanggang 64).",
        shareType:
          "Hindi para sa server ang share link na ito. Mga share link lang na may type=Server ang puwedeng salihan.",
        duplicate:
          "Dalawang beses lumalabas ang isang halaga sa link, o may dalawang server, kaya hindi malinaw kung aling server ang sasalihan.",
        riftIncomplete: (brand: string) =>
          `Kulang ang ${brand} link na ito: kailangan nito ng PlaceId at ServerId (o LinkCode o ShareCode).`,
      },
    },
    result: {
      riftLinkLabel: (brand: string) => `${brand} link na puwedeng i-share`,
      copy: "Kopyahin ang link",
      joinNow: "Sumali na",
      robloxLinkLabel: "Roblox link (binubuksan ang app kapag na-tap, o ang website):",
      copied: { title: "Nakopya ang link", description: "Nasa clipboard mo na ang join link." },
      copyFailed: { title: "Hindi nakopya", description: "Piliin ang link at kopyahin ito nang mano-mano." },
    },
    recent: {
      heading: "Mga kamakailang server",
      note: "Sa device na ito lang naka-save. Walang ipinapadala kahit saan.",
      joinAgain: "Sumali muli",
      forget: "Kalimutan",
      joined: { justNow: "Sumali ka kani-kanina lang", ago: (ago: string) => `Sumali ka ${ago}` },
    },
  },
  servercodes: {
    title: "Code ng Server",
    text: "Kopyahin ang server code na ito, ilagay ito sa textbox ng mga server code (Server Codes), at awtomatiko kang dadalhin doon.",
    emptyTitle: "Walang Server Code",
    emptyText: "Walang server code na ibinigay sa URL.",
    copyCode: "Kopyahin ang Code",
    copied: "Nakopya!",
  },
  adBlock: {
    title: "May Na-detect na AdBlock",
    message:
      "Napansin naming gumagamit ka ng ad blocker. Pakipatay muna ito para mabuksan ang pahinang ito at masuportahan ang serbisyo namin.",
    hintRefresh: "Patayin ang ad blocker mo, saka i-refresh ang pahina.",
    hintWhitelist: (host: string) => `O payagan ang domain na ${host} sa mga setting ng ad blocker mo.`,
    hintSupport: (brand: string) =>
      `Suportahan ang pag-develop ng ${brand}: dahil sa mga ad, nananatiling libre ang mga libreng key.`,
    refresh: "I-refresh ang Pahina",
  },
  redirect: {
    to: (destination: string) => `Dinadala ka sa ${destination}...`,
    title: "Inililipat ka...",
    betterBypasser: "Sandali lang, dinadala ka namin para makuha ang BetterBypasser key mo.",
    fallbackBefore: "Kung walang mangyari, ",
    fallbackLink: "i-click dito",
    fallbackAfter: ".",
  },
  statusPage: {
    title: "Status",
    intro: (brand: string) => `Ano ang gumagana sa ${brand} ngayon, at ano ang nagka-aberya sa nakalipas na 90 araw.`,
    now: "Ngayon",
    games: "Mga laro",
    executors: "Mga executor",
    history: "Huling 90 araw",
    strip: (game: string) => `${game}, isang marka bawat araw, mula sa pinakaluma hanggang sa pinakabago`,
    day: (date: string, status: string) => `${date}: ${status}`,
    noData: "Walang datos",
    incidents: "Mga insidente",
    noIncidents: "Walang insidente sa nakalipas na 90 araw.",
    began: (time: string) => `Nagsimula noong ${time}`,
    /** "Hindi gumana nang 42 min", "Na-patch nang 2 araw at 3 oras". */
    lasted: (status: string, duration: string, key: string) => `${ended[key] ?? status} nang ${duration}`,
    since: (status: string, time: string) => `${status} mula noong ${time}`,
    units: {
      day: (count: number) => `${count} araw`,
      hour: (count: number) => `${count} oras`,
      minute: (count: number) => `${count} min`,
      second: (count: number) => `${count} seg`,
    },
    unitsJoin: " at ",
    feed: "Mag-subscribe (Atom feed)",
    feedTitle: (brand: string) => `Status ng ${brand}`,
    resolved: (subject: string, status: string, key: string) =>
      key === "maintenance" ? `Tapos na ang maintenance: ${subject}` : `Naayos na: ${subject}: ${status}`,
  },
  /** A game's page (/games/<slug>). */
  push: {
    notify: "Abisuhan ako",
    stop: "Itigil ang mga notification",
    unsupported: "Hindi kayang magpakita ng browser na ito ng mga notification ng site na ito.",
    blocked: "Naka-block ang mga notification ng site na ito sa settings ng browser mo.",
    failed: "Hindi ma-on ang mga notification. Subukan ulit mamaya.",
    on: "Naka-on ang mga notification: aabisuhan ka kapag nagbago ang status ng laro na ito.",
  },
  gamePage: {
    features: "Ano ang kaya ng script",
    statusNow: "Status ngayon",
    /** "Gumagana 99.2% ng oras sa nakalipas na 90 araw" (the badge's word). */
    uptime: (percent: string, days: number) => `Gumagana ${percent}% ng oras sa nakalipas na ${days} araw`,
    noUptime: (days: number) => `Wala pang datos sa nakalipas na ${days} araw`,
    uptimeNote: "Hindi kasama sa downtime ang naka-schedule na maintenance.",
    play: (game: string) => `Laruin ang ${game}`,
    allStatuses: "Lahat ng status",
    /** The breadcrumb's names: home, this page. */
    breadcrumb: "Nabigasyon ng pahina",
    history: "Huling 90 araw",
    incidents: "Mga insidente",
  },
  /** Maintenance announced ahead, on /status and a game's page. */
  maintenance: {
    heading: "Naka-schedule na maintenance",
    allGames: "Lahat ng laro",
    cancelled: "Na-cancel",
    /** A window: its game (or "All games"), its start and end ("Nov 30, 2026, 10:00 UTC") and how long it lasts. */
    window: (game: string, from: string, to: string, duration: string) => `${game}: ${from} – ${to} (${duration})`,
  },
} satisfies PageMessages;
