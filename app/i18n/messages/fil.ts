import type { Messages } from "./en";

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
    updatedPrefix: "Na-update ",
    executorStatus: "Status ng executor",
    playGame: (game: string, brand: string) => `Laruin ang ${game} gamit ang ${brand} script hub`,
  },
  status: {
    game: { operational: "Gumagana", degraded: "May aberya", down: "Hindi gumagana", maintenance: "Inaayos" },
    executor: { working: "Gumagana", updating: "Nag-a-update", patched: "Na-patch" },
    noticeWarning: "Babala: ",
    noticeInfo: "Paalala: ",
  },
  platforms: { windows: "Windows", macos: "macOS", android: "Android", ios: "iOS" },
  executors: {
    title: "Status ng executor",
    intro: (brand: string) =>
      `Aling mga executor ang kayang magpatakbo ng ${brand} ngayon. Pagkatapos ng update ng Roblox, puwedeng ma-patch muna ang isang executor nang ilang panahon; silipin mo ulit dito bago ka sumubok ulit.`,
    updatedPrefix: "Na-update ",
    caption: "Mga executor, ang kanilang platform, status, presyo at kung kailan huling na-check",
    columns: { executor: "Executor", platforms: "Platform", status: "Katayuan", price: "Presyo", lastChecked: "Huling na-check" },
    unknown: "Hindi alam",
    free: "Libre",
    paid: "May bayad",
    notChecked: "Hindi pa na-check",
  },
  getkey: {
    title: (brand: string) => `Kunin ang ${brand} Key Mo`,
    intro: (premium: string) => `Pumili ng libreng provider ng key link, o laktawan ang mga task at ad gamit ang ${premium}.`,
    tutorialsTitle: "Mga Video Tutorial",
    tutorialsText: "Hindi sigurado kung paano gumagana ang mga hakbang para sa libreng key? Manood ng maikling gabay.",
    mobileTutorial: "Tutorial sa Mobile",
    pcTutorial: "Tutorial sa PC",
    whyTitle: (premium: string) => `Bakit Piliin ang ${premium}?`,
  },
  resellers: {
    backToGetKey: "Bumalik sa Kunin ang Key",
    title: (brand: string) => `Mga Reseller ng ${brand}`,
    intro: (premium: string) => `Piliin ang gusto mong reseller para bumili ng ${premium} na may panghabambuhay na access`,
    officialTitle: (name: string) => `${name} na Reseller`,
    officialBadge: "OPISYAL",
    paymentMethods: "Mga paraan ng pagbabayad",
    paymentMethodsLabel: (reseller: string) => `Mga paraan ng pagbabayad na tinatanggap ng ${reseller}`,
    buyFrom: (name: string) => `Bumili sa ${name}`,
  },
  joiner: {
    joining: {
      title: "Sumasali sa Roblox Game...",
      text: "Kung hindi kusang bumukas ang game, siguraduhing naka-install ang Roblox.",
      launchAgain: "Buksan ulit",
      openInBrowser: "Buksan sa browser",
      openInApp: "Buksan sa Roblox app",
    },
    invalid: {
      title: "Hindi makasali sa game na ito",
      text: "Kulang o hindi wasto ang join link na ito.",
      hint: "Mag-paste ng server link sa ibaba para makagawa ng gumaganang link.",
      backHome: "Bumalik sa Home",
    },
    place: {
      unnamed: (placeId: string) => `Lugar ${placeId}`,
      privateServer: (place: string) => `${place}: pribadong server`,
      shareLink: "Pribadong server (share link)",
      server: (serverId: string) => `Server ${serverId}…`,
    },
    tool: {
      heading: "Gumawa ng join link",
      label: "Link, o game link at JobId",
      hint: "Server link ng Rift o Roblox, link ng private server o share link, o game link na sinusundan ng JobId ng server.",
      submit: "Gumawa ng link",
      problems: {
        empty: "Mag-paste muna ng link.",
        tooLong: "Masyadong mahaba iyan para maging join link. Ang link lang ang i-paste.",
        tooManyParts: "Isang link lang ang i-paste, o isang game link at isang JobId: sobra pa roon ang laman nito.",
        scheme: "Mga https://, roblox:// at robloxmobile:// link lang ang puwedeng gamitin para sumali. Hindi binuksan ang link na ito.",
        otherSite: "Papunta sa ibang site ang link na ito. Mag-paste ng Rift join link o roblox.com link.",
        notJoinLink:
          "Hindi ito join link. Mag-paste ng Rift join link, Roblox server link, link ng private server o share link, o game link at JobId.",
        noServer:
          "Ang game ang binubuksan ng link na ito, hindi isang server. Idagdag ang JobId ng server pagkatapos nito, gaya ng 0a1b2c3d-4e5f-6789-abcd-ef0123456789.",
        noPlace: "Hindi malalaman kung aling game kapag JobId lang. Idagdag muna bago ito ang link ng game o ang place id.",
        placeId: "Mga numerong 0-9 lang dapat ang place id.",
        placeIdTooBig: "Masyadong mahaba ang place id na ito para maging Roblox place id.",
        serverId:
          "Ang JobId ay dapat mga letrang a-f at mga numero na nakagrupo nang 8-4-4-4-12, gaya ng 0a1b2c3d-4e5f-6789-abcd-ef0123456789.",
        linkCode: "Mga numerong 0-9 lang dapat ang link code ng private server (hanggang 64).",
        shareCode: "Mga letra at numero lang dapat ang code ng share link (hanggang 64).",
        shareType: "Hindi para sa server ang share link na ito. Mga share link lang na may type=Server ang puwedeng salihan.",
        duplicate: "Dalawang beses lumalabas ang isang halaga sa link, o may dalawang server, kaya hindi malinaw kung aling server ang sasalihan.",
        riftIncomplete: "Kulang ang Rift link na ito: kailangan nito ng PlaceId at ServerId (o LinkCode o ShareCode).",
      },
    },
    result: {
      riftLinkLabel: "Rift link na puwedeng i-share",
      copy: "Kopyahin ang link",
      joinNow: "Sumali na",
      robloxLinkLabel: "Roblox link (binubuksan ang app kapag na-tap, o ang website):",
      copied: { title: "Nakopya ang link", description: "Nasa clipboard mo na ang join link." },
      copyFailed: { title: "Hindi nakopya", description: "Piliin ang link at kopyahin ito nang mano-mano." },
    },
    recent: {
      heading: "Mga kamakailang server",
      note: "Sa device na ito lang naka-save. Walang ipinapadala kahit saan.",
      joinAgain: "Sumali ulit",
      forget: "Kalimutan",
      joined: (ago: string) => `Sumali ${ago}`,
    },
  },
  servercodes: {
    title: "Code ng Server",
    text: "Kopyahin ang Server Code na ito, ilagay ito sa textbox ng Server Codes, at awtomatiko kang dadalhin doon.",
    emptyTitle: "Walang Server Code",
    emptyText: "Walang server code na ibinigay sa URL.",
    copyCode: "Kopyahin ang Code",
    copied: "Nakopya!",
  },
  toasts: {
    loaderCopied: { title: "Nakopya ang Script!", description: "Nakopya na ang script sa clipboard mo." },
    loaderCopyFailed: { title: "Hindi Nakopya", description: "Subukan ulit o kopyahin nang mano-mano." },
    serverCodeCopied: { title: "Nakopya!", description: "Nakopya ang server code sa clipboard" },
    serverCodeCopyFailed: { title: "Hindi nakopya", description: "Pakikopya nang mano-mano ang code" },
  },
  adBlock: {
    title: "May Na-detect na AdBlock",
    message: "Napansin naming gumagamit ka ng ad blocker. Pakipatay muna ito para mabuksan ang pahinang ito at masuportahan ang serbisyo namin.",
    hintRefresh: "Patayin ang ad blocker mo, saka i-refresh ang pahina.",
    hintWhitelist: (host: string) => `O payagan ang domain na ${host} sa mga setting ng ad blocker mo.`,
    hintSupport: (brand: string) => `Suportahan ang pag-develop ng ${brand}: dahil sa mga ad, nananatiling libre ang mga libreng key.`,
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
  robux: {
    title: "Libreng Robux Generator",
    pitch: "Walang limitasyong Robux sa isang click! Ilagay lang ang username at password mo, pumili ng 1,000,000 Robux at...",
    counterUnit: "Robux na nagawa rito, kailanman",
    gotcha: "Huli ka: walang totoong Robux generator",
    scam: "Scam ang bawat “libreng Robux generator”. Walang website, app, script o bot na kayang gumawa ng Robux: Roblox lang ang may kakayahan niyan. Hinihingi ng mga pahinang ito ang username at password mo, o pinapa-download ka ng isang “verification”, para makuha nila ang account mo, ang mga item nito at ang Robux nito.",
    never: "Huwag na huwag ibigay ang password mo sa isang Robux generator, o kahit kanino.",
    staySafe: "Mag-ingat",
    tips: {
      staff: "Hindi kailanman hihingin ng Roblox staff, mga moderator at totoong giveaway ang password mo.",
      console:
        "Huwag kailanman mag-paste ng code sa console o address bar ng browser mo dahil lang sinabi ng isang pahina: parang ibinigay mo na rin ang login mo.",
      twoStep: "I-on ang 2-Step Verification sa security settings ng Roblox mo.",
      source:
        "Sa Roblox lang nanggagaling ang Robux: sa opisyal na app o website, mga gift card mula sa totoong tindahan, Premium, o pagbebenta ng sarili mong mga gawa.",
      typed: "Na-type mo na ang password mo sa isa sa mga site na ito? Palitan mo na ito ngayon at mag-sign out sa lahat ng iba pang session.",
    },
  },
  notFound: {
    title: "Hala! Hindi mahanap ang pahina",
    returnHome: "Bumalik sa Home",
  },
  error: {
    title: "May Hindi Inaasahang Error!",
    text: "Nagkaproblema habang ipinapakita ang pahinang ito. Pakisubukan ulit.",
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
          `Kung ano ang kinokolekta ng ${brand} (telemetry ng script, pagtukoy ng bansa para sa mga key link, isang entry sa local storage), aling mga third party ang kasali, at gaano katagal itinatago ang data.`,
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
      description: (brand: string) => `Aling mga executor ang gumagana sa ${brand} ngayon, sa Windows, macOS, Android at iOS.`,
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
    resellers: {
      title: "Mga Reseller",
      description: (premium: string) => `Bumili ng ${premium} para sa panghabambuhay na access mula sa opisyal na tindahan o sa isang aprubadong reseller.`,
    },
    robux: {
      title: "Libreng Robux Generator",
      description: "Ang libreng Robux generator na hinahanap ng lahat, at ang totoo tungkol dito.",
    },
    servercodes: {
      codeTitle: (code: string) => `Code ng Server: ${code}`,
      emptyTitle: "Mga Server Code",
      description: "Ipinapakita ang ibinahaging server code para kopyahin sa textbox ng Server Codes.",
    },
    ugphone: { description: (partner: string) => `Dadalhin ka sa alok ng partner na ${partner}.` },
  },
} satisfies Messages;
