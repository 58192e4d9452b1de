import { plural } from "../plural";
import type { ShellMessages } from "./en";

export const fil = {
  common: {
    skipToContent: "Lumaktaw sa nilalaman",
    backToHome: "Bumalik sa Home",
    returnHome: "Bumalik sa Home",
  },
  header: {
    homeLabel: (brand: string) => `Home ng ${brand}`,
    language: "Wika",
  },
  footer: {
    notAffiliated: (brand: string) => `© ${brand}. Walang kaugnayan sa Roblox Corporation.`,
    navLabel: "Ibaba ng pahina",
    executorStatus: "Status ng executor",
    status: "Status at history",
    terms: "Mga Tuntunin ng Serbisyo",
    privacy: "Patakaran sa Privacy",
  },
  home: {
    highlightsLabel: "Mga tampok",
    loaderLabel: "Command ng loader: i-paste ito sa executor mo",
    getScript: "Kunin ang Script",
    getKey: "Kunin ang Key",
    documentation: "Dokumentasyon",
    community: (platform: string) => `Komunidad sa ${platform}`,
    partnerOfferLabel: "Alok ng partner",
    gamesTitle: "Mga Suportadong Laro",
    executorStatus: "Status ng executor",
    playGame: (game: string, brand: string) => `Laruin ang ${game} gamit ang ${brand} script hub`,
    gamePage: (game: string) => `Status at mga feature ng ${game}`,
    gamePageShort: "Status at mga feature",
  },
  time: {
    justNow: "Kani-kanina lang",
    updated: {
      justNow: "Na-update kani-kanina lang",
      ago: (ago: string) => `Na-update ${ago}`,
      at: (time: string) => `Na-update noong ${time}`,
    },
  },
  status: {
    /** The landing page's notice of maintenance starting within a day: its game (or "All games") and when. */
    maintenanceSoon: (game: string, when: string) => `May naka-schedule na maintenance sa ${game}: ${when}.`,
    allGames: "lahat ng laro",
    game: { operational: "Gumagana", degraded: "May aberya", down: "Hindi gumagana", maintenance: "Naka-maintenance" },
    executor: { working: "Gumagana", updating: "Nag-a-update", patched: "Na-patch" },
    noticeWarning: "Babala: ",
    noticeInfo: "Paalala: ",
  },
  getkey: {
    title: (brand: string) => `Kunin ang ${brand} Key Mo`,
    intro: (premium: string) =>
      `Pumili ng libreng provider ng key link, o laktawan ang mga task at ad gamit ang ${premium}.`,
    tutorialsTitle: "Mga Video Tutorial",
    tutorialsText: "Hindi sigurado kung paano gumagana ang mga hakbang para sa libreng key? Manood ng maikling gabay.",
    mobileTutorial: "Tutorial sa Mobile",
    pcTutorial: "Tutorial sa PC",
    whyTitle: (premium: string) => `Bakit Piliin ang ${premium}?`,
  },
  toasts: {
    regionLabel: "Mga notification",
    loaderCopied: { title: "Nakopya ang Script!", description: "Nakopya na ang script sa clipboard mo." },
    loaderCopyFailed: { title: "Hindi Nakopya", description: "Subukan muli o kopyahin nang mano-mano." },
    serverCodeCopied: { title: "Nakopya!", description: "Nakopya ang server code sa clipboard" },
    serverCodeCopyFailed: { title: "Hindi nakopya", description: "Pakikopya nang mano-mano ang code" },
  },
  robux: {
    title: "Libreng Robux Generator",
    pitch:
      "Walang limitasyong Robux sa isang click! Ilagay lang ang username at password mo, pumili ng 1,000,000 Robux at...",
    counterUnit: (count: number) => plural("fil", count, { other: "Robux na nagawa rito hanggang ngayon" }),
    gotcha: "Huli ka: walang totoong Robux generator",
    scam: "Scam ang bawat “libreng Robux generator”. Walang website, app, script o bot na kayang gumawa ng Robux: Roblox lang ang may kakayahan niyan. Hinihingi ng mga pahinang ito ang username at password mo, o pinapa-download ka ng isang “verification”, para makuha nila ang account mo, ang mga item nito at ang Robux nito.",
    never: "Huwag na huwag ibigay ang password mo sa isang Robux generator, o kahit kanino.",
    staySafe: "Protektahan ang account mo",
    tips: {
      staff: "Hindi kailanman hihingin ng Roblox staff, mga moderator at totoong giveaway ang password mo.",
      console:
        "Huwag kailanman mag-paste ng code sa console o address bar ng browser mo dahil lang sinabi ng isang pahina: parang ibinigay mo na rin ang login mo.",
      twoStep: "I-on ang 2-Step Verification sa security settings ng Roblox mo.",
      source:
        "Sa Roblox lang nanggagaling ang Robux: sa opisyal na app o website, mga gift card mula sa totoong tindahan, Premium, o pagbebenta ng sarili mong mga gawa.",
      typed:
        "Na-type mo na ang password mo sa isa sa mga site na ito? Palitan mo na ito ngayon at mag-sign out sa lahat ng iba pang session.",
    },
  },
  notFound: {
    title: "Hala! Hindi mahanap ang pahina",
    returnHome: "Bumalik sa Home",
  },
  legal: {
    englishGoverns: "Nasa Ingles ang dokumentong ito, at ang tekstong Ingles ang masusunod.",
    lastUpdated: "Huling na-update",
    tableOfContents: "Sa pahinang ito",
    otherDocuments: "Iba pang legal na dokumento",
    documents: {
      terms: {
        title: "Mga Tuntunin ng Serbisyo",
        description: (brand: string) =>
          `Ang mga patakaran sa paggamit ng ${brand} at ng mga key nito: cryptocurrency lang ang tinatanggap na bayad, walang refund, isang bumibili bawat key, ang sistema ng libreng key, at pag-blacklist.`,
      },
      privacy: {
        title: "Patakaran sa Privacy",
        description: (brand: string) =>
          `Kung ano ang kinokolekta ng ${brand} (telemetry ng script, pagtukoy ng bansa para sa mga key link, dalawang entry sa local storage), aling mga third party ang kasali, at gaano katagal itinatago ang data.`,
      },
      resellerTos: {
        title: "Mga Tuntunin ng Serbisyo para sa Reseller",
        description: (premium: string) =>
          `Ang 14 na patakarang sinasang-ayunan ng bawat aprubadong reseller ng ${premium}: presyo, kupon, suporta, rekord ng mga key, branding, chargeback at pagiging kumpidensyal.`,
      },
      showcaserTos: {
        title: "Mga Tuntunin ng Serbisyo para sa Showcaser",
        description: (brand: string) =>
          `Paano binabayaran ng ${brand} ang mga content creator para sa mga showcase video: beripikadong organic na views, mga antas ng bayad, pag-apruba, mga patakaran sa content at pagsusuri.`,
      },
    },
    milestones: {
      caption: "Bayad kada video ayon sa beripikadong organic na views",
      views: "Beripikadong views",
      added: "Dagdag",
      total: "Kabuuan",
    },
  },
  meta: {
    homeTitle: (brand: string) => `${brand}: Script Hub para sa Roblox`,
    pageTitle: (page: string, brand: string) => `${page} | ${brand}`,
    bbgetkey: { title: "Key ng BetterBypasser", description: "Dinadala ka para makuha ang BetterBypasser key mo." },
    discord: {
      title: (platform: string) => `Komunidad sa ${platform}`,
      description: (brand: string, platform: string) => `Dadalhin ka sa komunidad ng ${brand} sa ${platform}.`,
    },
    executors: {
      title: "Status ng executor",
      description: (brand: string) =>
        `Aling mga executor ang gumagana sa ${brand} ngayon, sa Windows, macOS, Android at iOS.`,
    },
    status: {
      title: "Status",
      description: (brand: string) =>
        `Aling mga laro at executor ng ${brand} ang gumagana ngayon, at lahat ng insidente sa nakalipas na 90 araw.`,
    },
    getkey: {
      title: "Kunin ang Key",
      description: (brand: string, premium: string) =>
        `Kunin ang ${brand} key mo: libre sa pamamagitan ng isang provider ng key link, o ${premium} na agad na ibinibigay.`,
    },
    joiner: {
      title: "Sumali sa Roblox Server",
      description:
        "Binubuksan ang Roblox at sumasali sa server mula sa ibinahaging link, o gumagawa ng join link mula sa server link, link ng private server o share link.",
    },
    notFound: { title: "Hindi mahanap ang pahina", description: "Walang ganitong pahina." },
    game: {
      description: (game: string, brand: string) =>
        `Ano ang kaya ng ${brand} script sa ${game}, kung gumagana ito ngayon, at gaano ito kadalas gumagana.`,
    },
    resellers: {
      title: "Mga Reseller",
      description: (premium: string) =>
        `Bumili ng ${premium} para sa panghabambuhay na access mula sa opisyal na tindahan o sa isang aprubadong reseller.`,
    },
    robux: {
      title: "Libreng Robux Generator",
      description: "Ang libreng Robux generator na hinahanap ng lahat, at ang totoo tungkol dito.",
    },
    servercodes: {
      codeTitle: (code: string) => `Code ng Server: ${code}`,
      emptyTitle: "Mga Server Code",
      description:
        "Ipinapakita ang ibinahaging server code para kopyahin sa textbox ng mga server code (Server Codes).",
    },
    ugphone: { description: (partner: string) => `Dadalhin ka sa alok ng partner na ${partner}.` },
  },
} satisfies ShellMessages;
