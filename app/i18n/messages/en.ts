/**
 * Every word a visitor reads, in English: the source every other language is translated from.
 *
 * For translators: write `messages/<prefix>.ts` as `export const ptBR = { … } satisfies Messages`,
 * with exactly these keys (the build names any missing or extra one). Keep brand and product names
 * as they are (Rift, Rift NOW, Roblox, Discord, UGPhone, rinku, workink, BetterBypasser, executor
 * names); keep every `${placeholder}` of a function, moving it where your language needs it; keep a
 * trailing space where a string has one (a time or a link follows it). The English strings stay
 * exactly as the specification words them.
 *
 * Not here: console lines (for operators, in English), the operator's own texts in app/config/
 * (tagline, stats, banner, key cards, resellers), URLs and the legal prose (app/content/*.mdx).
 */
import type { JoinInputProblem } from "~/lib/join-input";

export const en = {
  common: {
    skipToContent: "Skip to content",
    backToHome: "Back to Home",
    returnHome: "Return to Home",
  },
  header: {
    homeLabel: (brand: string) => `${brand} home`,
    /** The language menu's name, read before the current language ("Language: English"). */
    language: "Language",
  },
  footer: {
    notAffiliated: (brand: string) => `© ${brand}. Not affiliated with Roblox Corporation.`,
    navLabel: "Footer",
    executorStatus: "Executor status",
    terms: "Terms of Service",
    privacy: "Privacy Policy",
  },
  home: {
    highlightsLabel: "Highlights",
    loaderLabel: "Loader command: paste it into your executor",
    getScript: "Get Script",
    getKey: "Get Key",
    documentation: "Documentation",
    community: (platform: string) => `${platform} Community`,
    partnerOfferLabel: "Partner offer",
    gamesTitle: "Supported Games",
    /** Followed by a time: "Updated 12 minutes ago". */
    updatedPrefix: "Updated ",
    executorStatus: "Executor status",
    playGame: (game: string, brand: string) => `Play ${game} with ${brand} script hub`,
  },
  status: {
    game: { operational: "Operational", degraded: "Degraded", down: "Down", maintenance: "Maintenance" },
    executor: { working: "Working", updating: "Updating", patched: "Patched" },
    /** Read by screen readers before the site notice. */
    noticeWarning: "Warning: ",
    noticeInfo: "Notice: ",
  },
  platforms: { windows: "Windows", macos: "macOS", android: "Android", ios: "iOS" },
  executors: {
    title: "Executor status",
    intro: (brand: string) =>
      `Which executors run ${brand} right now. After a Roblox update an executor may be patched for a while; check back here before you try again.`,
    updatedPrefix: "Updated ",
    caption: "Executors, their platforms, status, price and when they were last checked",
    columns: { executor: "Executor", platforms: "Platforms", status: "Status", price: "Price", lastChecked: "Last checked" },
    unknown: "Unknown",
    free: "Free",
    paid: "Paid",
    notChecked: "Not checked",
  },
  getkey: {
    title: (brand: string) => `Get Your ${brand} Key`,
    intro: (premium: string) => `Pick a free key-link provider, or skip the tasks and adverts with ${premium}.`,
    tutorialsTitle: "Video Tutorials",
    tutorialsText: "Not sure how the free key steps work? Watch a short walkthrough.",
    mobileTutorial: "Mobile Tutorial",
    pcTutorial: "PC Tutorial",
    whyTitle: (premium: string) => `Why Choose ${premium}?`,
  },
  resellers: {
    backToGetKey: "Back to Get Key",
    title: (brand: string) => `${brand} Resellers`,
    intro: (premium: string) => `Choose your preferred reseller to purchase ${premium} for lifetime access`,
    /** The official store's card title: "Official Reseller". */
    officialTitle: (name: string) => `${name} Reseller`,
    officialBadge: "OFFICIAL",
    paymentMethods: "Payment methods",
    paymentMethodsLabel: (reseller: string) => `Payment methods accepted by ${reseller}`,
    buyFrom: (name: string) => `Buy from ${name}`,
  },
  joiner: {
    joining: {
      title: "Joining Roblox Game...",
      text: "If the game doesn't launch automatically, make sure you have Roblox installed.",
      launchAgain: "Launch again",
      /** Desktop: the roblox.com page that starts the same server. */
      openInBrowser: "Open in browser",
      /** Phones: the same https link, which opens the app from a tap (universal link). */
      openInApp: "Open in the Roblox app",
    },
    invalid: {
      title: "Can't join this game",
      text: "This join link is incomplete or invalid.",
      hint: "Paste a server link below to make one that works.",
      backHome: "Back to Home",
    },
    place: {
      unnamed: (placeId: string) => `Place ${placeId}`,
      privateServer: (place: string) => `${place}: private server`,
      shareLink: "Private server (share link)",
      /** `serverId` is the first 8 characters of the server's id. */
      server: (serverId: string) => `Server ${serverId}…`,
    },
    tool: {
      heading: "Make a join link",
      label: "Link, or game link and JobId",
      hint: "A Rift or Roblox server link, a private-server or share link, or a game link followed by the server's JobId.",
      submit: "Make link",
      problems: {
        empty: "Paste a link first.",
        tooLong: "That is too long to be a join link. Paste only the link.",
        tooManyParts: "Paste one link, or a game link and a JobId: there is more than that here.",
        scheme: "Only https://, roblox:// and robloxmobile:// links can be joined. This one was not opened.",
        otherSite: "This link goes to another site. Paste a Rift join link or a roblox.com link.",
        notJoinLink:
          "This isn't a join link. Paste a Rift join link, a Roblox server, private-server or share link, or a game link and a JobId.",
        noServer:
          "This link opens the game, not a server. Add the server's JobId after it, like 0a1b2c3d-4e5f-6789-abcd-ef0123456789.",
        noPlace: "A JobId alone doesn't say which game. Add the game's link or place id before it.",
        placeId: "The place id must be digits 0-9 only.",
        placeIdTooBig: "The place id is too long to be a Roblox place id.",
        serverId:
          "The JobId must be letters a-f and digits in groups of 8-4-4-4-12, like 0a1b2c3d-4e5f-6789-abcd-ef0123456789.",
        linkCode: "The private-server link code must be digits 0-9 only (at most 64).",
        shareCode: "The share link's code must be letters and digits only (at most 64).",
        shareType: "This share link isn't for a server. Only share links with type=Server can be joined.",
        duplicate: "The link gives a value twice, or two servers, so it isn't clear which server to join.",
        riftIncomplete: "This Rift link is incomplete: it needs a PlaceId and a ServerId (or a LinkCode or ShareCode).",
      } satisfies Record<JoinInputProblem, string>,
    },
    result: {
      riftLinkLabel: "Rift link to share",
      copy: "Copy link",
      joinNow: "Join now",
      robloxLinkLabel: "Roblox link (opens the app from a tap, or the website):",
      copied: { title: "Link copied", description: "The join link is on your clipboard." },
      copyFailed: { title: "Copy failed", description: "Select the link and copy it by hand." },
    },
    recent: {
      heading: "Recent servers",
      note: "Remembered on this device only. Nothing is sent anywhere.",
      joinAgain: "Join again",
      forget: "Forget",
      joined: (ago: string) => `Joined ${ago}`,
    },
  },
  servercodes: {
    title: "Server Code",
    text: "Copy this Server Code, input it into the Server Codes textbox and you will be redirected automatically.",
    emptyTitle: "No Server Code",
    emptyText: "No server code was provided in the URL.",
    copyCode: "Copy Code",
    /** The button's label for 2 seconds after a copy. */
    copied: "Copied!",
  },
  /** Each toast is a title and a line below it; shown by React, or before it by app/boot/early-copy.ts (the joiner's are in joiner.result). */
  toasts: {
    loaderCopied: { title: "Script Copied!", description: "The script has been copied to your clipboard." },
    loaderCopyFailed: { title: "Copy Failed", description: "Please try again or copy manually." },
    serverCodeCopied: { title: "Copied!", description: "Server code copied to clipboard" },
    serverCodeCopyFailed: { title: "Failed to copy", description: "Please copy the code manually" },
  },
  adBlock: {
    title: "AdBlock Detected",
    message: "We've detected that you're using an ad blocker. Please disable it to access this page and support our service.",
    hintRefresh: "Disable your ad blocker, then refresh the page.",
    hintWhitelist: (host: string) => `Or whitelist the domain ${host} in your ad blocker's settings.`,
    hintSupport: (brand: string) => `Support the development of ${brand}: ads keep the free keys free.`,
    refresh: "Refresh Page",
  },
  redirect: {
    to: (destination: string) => `Redirecting to ${destination}...`,
    /** /bbgetkey, whose destination depends on the visitor. */
    title: "Redirecting...",
    betterBypasser: "Please wait while we redirect you to get your BetterBypasser key.",
    /** "If nothing happens, click here." with "click here" the link. */
    fallbackBefore: "If nothing happens, ",
    fallbackLink: "click here",
    fallbackAfter: ".",
  },
  robux: {
    title: "Free Robux Generator",
    pitch: "Unlimited Robux in one click! Just enter your username, your password, pick 1,000,000 Robux and...",
    counterUnit: "Robux generated here, ever",
    gotcha: "Gotcha: no Robux generator is real",
    scam: "Every “free Robux generator” is a scam. No website, app, script or bot can create Robux: only Roblox can. These pages want your username and password, or a “verification” download, so they can take your account, its items and its Robux.",
    never: "Never give your password to a Robux generator, or to anyone.",
    staySafe: "Stay safe",
    tips: {
      staff: "Roblox staff, moderators and real giveaways never ask for your password.",
      console:
        "Never paste code into your browser's console or address bar because a page tells you to: it hands over your login.",
      twoStep: "Turn on 2-Step Verification in your Roblox security settings.",
      source:
        "Robux only come from Roblox: the official app or website, gift cards from real shops, Premium, or selling your own creations.",
      typed: "Already typed your password into one of these sites? Change it now and sign out of all other sessions.",
    },
  },
  notFound: {
    title: "Oops! Page not found",
    returnHome: "Return to Home",
  },
  error: {
    title: "Unexpected Application Error!",
    text: "Something went wrong while showing this page. Please try again.",
    returnHome: "Return to Home",
  },
  /** The frame of the legal pages; their text itself is app/content/*.mdx (English only for now). */
  legal: {
    /** Shown above a legal document on every language but English: the document itself stays in English. */
    englishGoverns: "This document is in English, and the English text is the one that applies.",
    /** Followed by the date. */
    lastUpdated: "Last updated",
    tableOfContents: "On this page",
    otherDocuments: "Other legal documents",
    documents: {
      terms: {
        title: "Terms of Service",
        description: (brand: string) =>
          `The rules for using ${brand} and its keys: cryptocurrency-only sales, no refunds, one purchaser per key, the free key system, and blacklisting.`,
      },
      privacy: {
        title: "Privacy Policy",
        description: (brand: string) =>
          `What ${brand} collects (script telemetry, a country lookup for key links, one local-storage entry), which third parties are involved, and how long data is kept.`,
      },
      resellerTos: {
        title: "Reseller Terms of Service",
        description: (premium: string) =>
          `The 14 rules every approved ${premium} reseller agrees to: pricing, coupons, support, key records, branding, chargebacks and confidentiality.`,
      },
      showcaserTos: {
        title: "Showcaser Terms of Service",
        description: (brand: string) =>
          `How ${brand} pays content creators for showcase videos: verified organic views, payout milestones, approval, content rules and audits.`,
      },
    },
    milestones: {
      caption: "Payout per video by verified organic views",
      views: "Verified views",
      added: "Added",
      total: "Total",
    },
  },
  /** <title> and search descriptions (the home page's description is the operator's, in app/config/brand.ts). */
  meta: {
    homeTitle: (brand: string) => `${brand}: Roblox Script Hub`,
    pageTitle: (page: string, brand: string) => `${page} | ${brand}`,
    bbgetkey: { title: "BetterBypasser Key", description: "Redirecting you to get your BetterBypasser key." },
    discord: {
      title: (platform: string) => `${platform} Community`,
      description: (brand: string, platform: string) => `Redirects to the ${brand} ${platform} community.`,
    },
    executors: {
      title: "Executor status",
      description: (brand: string) => `Which executors work with ${brand} right now, on Windows, macOS, Android and iOS.`,
    },
    getkey: {
      title: "Get Key",
      description: (brand: string, premium: string) =>
        `Get your ${brand} key: free through a key-link provider, or ${premium} with instant delivery.`,
    },
    joiner: {
      title: "Join a Roblox Server",
      description:
        "Opens Roblox and joins the server from a shared link, or makes a join link from a server, private-server or share link.",
    },
    notFound: { title: "Page not found", description: "This page does not exist." },
    resellers: {
      title: "Resellers",
      description: (premium: string) => `Buy ${premium} for lifetime access from the official store or an approved reseller.`,
    },
    robux: {
      title: "Free Robux Generator",
      description: "The free Robux generator everyone is looking for, and the truth about it.",
    },
    servercodes: {
      /** The page title while a code is shown ("Server Code: ABC123 | Rift"). */
      codeTitle: (code: string) => `Server Code: ${code}`,
      emptyTitle: "Server Codes",
      description: "Shows a shared server code to copy into the Server Codes textbox.",
    },
    ugphone: { description: (partner: string) => `Redirects to the ${partner} partner offer.` },
  },
};

/** A widened copy of a message tree's shape: every string is `string`, every function keeps its parameters. */
export type MessageShape<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { [K in keyof T]: MessageShape<T[K]> };

/** What every language's messages must provide: exactly the keys of `en`. */
export type Messages = MessageShape<typeof en>;
