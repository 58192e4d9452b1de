/**
 * Every word a visitor reads, in English: the source every other language is translated from.
 *
 * For translators: write `messages/<prefix>.ts` as `export const ptBR = { … } satisfies Messages`,
 * with exactly these keys (the build names any missing or extra one). The hub's and the premium
 * product's names are never typed: they arrive as `${brand}` and `${premium}` from the configuration
 * (brand.name, brand.premiumName), and the build fails on a message that types them. Keep other names
 * as they are (Roblox, Discord, UGPhone, rinku, workink, BetterBypasser, executor names); keep every
 * `${placeholder}` of a function, moving it where your language needs it; keep a
 * trailing space where a string has one (a time or a link follows it). The English strings stay
 * exactly as the specification words them.
 *
 * Not here: console lines (for operators, in English), the operator's own texts in app/config/
 * (tagline, stats, banner, key cards, resellers), URLs and the legal prose (app/content/*.mdx).
 */
import { plural } from "../plural";
import type { PageMessages } from "./pages/en";

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
    status: "Status and history",
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
    executorStatus: "Executor status",
    playGame: (game: string, brand: string) => `Play ${game} with ${brand} script hub`,
    /** A game card's link to its page: its accessible name, and the shorter text it shows. */
    gamePage: (game: string) => `${game} status and features`,
    gamePageShort: "Status & features",
  },
  /**
   * Times, each in a whole sentence of the language. `ago` receives the browser's phrase ("5 minutes
   * ago", "yesterday", "last week": Intl.RelativeTimeFormat, lower-cased), never for the last minute,
   * which `justNow` words; `at` receives the exact time ("Nov 23, 2026, 11:06 AM UTC"), shown before
   * the page's script runs.
   */
  time: {
    /** A time standing alone (the executors' "Last checked" cells), under a minute ago. */
    justNow: "Just now",
    /** When the live status was updated (landing page, /executors). */
    updated: {
      justNow: "Updated just now",
      ago: (ago: string) => `Updated ${ago}`,
      at: (time: string) => `Updated ${time}`,
    },
  },
  status: {
    /** The landing page's notice of maintenance starting within a day: its game (or "All games") and when. */
    maintenanceSoon: (game: string, when: string) => `Maintenance planned for ${game}: ${when}.`,
    allGames: "all games",
    game: { operational: "Operational", degraded: "Degraded", down: "Down", maintenance: "Maintenance" },
    executor: { working: "Working", updating: "Updating", patched: "Patched" },
    /** Read by screen readers before the site notice. */
    noticeWarning: "Warning: ",
    noticeInfo: "Notice: ",
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
  /** Each toast is a title and a line below it; shown by React, or before it by app/boot/early-copy.ts (the joiner's are in joiner.result). */
  toasts: {
    /** The name of the toasts' region (a landmark, in every page from the start: app/components/site-page.tsx), for screen readers. */
    regionLabel: "Notifications",
    loaderCopied: { title: "Script Copied!", description: "The script has been copied to your clipboard." },
    loaderCopyFailed: { title: "Copy Failed", description: "Please try again or copy manually." },
    serverCodeCopied: { title: "Copied!", description: "Server code copied to clipboard" },
    serverCodeCopyFailed: { title: "Failed to copy", description: "Please copy the code manually" },
  },
  robux: {
    title: "Free Robux Generator",
    pitch: "Unlimited Robux in one click! Just enter your username, your password, pick 1,000,000 Robux and...",
    /** The words after the counter's figure (always 0), in the form that fits the count. */
    counterUnit: (count: number) =>
      plural("en", count, { one: "Robux generated here, ever", other: "Robux generated here, ever" }),
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
          `What ${brand} collects (script telemetry, a country lookup for key links, two local-storage entries), which third parties are involved, and how long data is kept.`,
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
      description: (brand: string) =>
        `Which executors work with ${brand} right now, on Windows, macOS, Android and iOS.`,
    },
    status: {
      title: "Status",
      description: (brand: string) =>
        `Which ${brand} games and executors work right now, and every incident of the last 90 days.`,
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
    /** A game's page (/games/<slug>): its title is the game's. */
    game: {
      description: (game: string, brand: string) =>
        `What the ${brand} script does in ${game}, whether it works right now, and its uptime.`,
    },
    resellers: {
      title: "Resellers",
      description: (premium: string) =>
        `Buy ${premium} for lifetime access from the official store or an approved reseller.`,
    },
    robux: {
      title: "Free Robux Generator",
      description: "The free Robux generator everyone is looking for, and the truth about it.",
    },
    servercodes: {
      /** The page title while a code is shown ("Server Code: ABC123 | <brand>"). */
      codeTitle: (code: string) => `Server Code: ${code}`,
      emptyTitle: "Server Codes",
      description: "Shows a shared server code to copy into the Server Codes textbox.",
    },
    ugphone: { description: (partner: string) => `Redirects to the ${partner} partner offer.` },
  },
};

/** What every language's shell messages must provide: exactly the keys of `en`. */
export type ShellMessages = typeof en;

/**
 * Every word of a page: the shell (every page, including the landing page) and the words of the other
 * pages with JavaScript (app/i18n/messages/pages/), which only those pages download.
 */
export type Messages = ShellMessages & PageMessages;
