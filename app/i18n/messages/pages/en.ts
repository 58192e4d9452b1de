/**
 * The words of the pages with JavaScript other than the landing page (/joiner, /executors,
 * /resellers, /servercodes and the redirect pages), in English. Each language's are in
 * `pages/<prefix>.ts` (app/i18n/locale-handle.ts puts them together). Same rules for translators as ../en.ts.
 */
import type { JoinInputProblem } from "~/lib/join-input";

export const enPages = {
  platforms: { windows: "Windows", macos: "macOS", android: "Android", ios: "iOS" },
  executors: {
    title: "Executor status",
    intro: (brand: string) =>
      `Which executors run ${brand} right now. After a Roblox update an executor may be patched for a while; check back here before you try again.`,
    caption: "Executors, their platforms, status, price and when they were last checked",
    columns: {
      executor: "Executor",
      platforms: "Platforms",
      status: "Status",
      price: "Price",
      lastChecked: "Last checked",
    },
    unknown: "Unknown",
    free: "Free",
    paid: "Paid",
    notChecked: "Not checked",
  },
  resellers: {
    backToGetKey: "Back to Get Key",
    title: (brand: string) => `${brand} Resellers`,
    intro: (premium: string) => `Choose your preferred reseller to purchase ${premium} for lifetime access`,
    /** The official store's card title: "Official Reseller". */
    officialTitle: (name: string) => `${name} Reseller`,
    officialBadge: "OFFICIAL",
    paymentMethods: "Payment methods",
    /** The list's name for screen readers: "Official Reseller: accepted payment methods". */
    paymentMethodsLabel: (reseller: string) => `${reseller}: accepted payment methods`,
    /** The official store's button, a whole phrase in each language ("Buy from Official" with the configured name). */
    buyOfficial: (name: string) => `Buy from ${name}`,
    /** Another reseller's button, with its name as configured (a brand, never inflected): "Buy from Kryo Keys". */
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
      hint: (brand: string) =>
        `A ${brand} or Roblox server link, a private-server or share link, or a game link followed by the server's JobId.`,
      submit: "Make link",
      problems: {
        empty: "Paste a link first.",
        tooLong: "That is too long to be a join link. Paste only the link.",
        tooManyParts: "Paste one link, or a game link and a JobId: there is more than that here.",
        scheme: "Only https://, roblox:// and robloxmobile:// links can be joined. This one was not opened.",
        otherSite: (brand: string) =>
          `This link goes to another site. Paste a ${brand} join link or a roblox.com link.`,
        notJoinLink: (brand: string) =>
          `This isn't a join link. Paste a ${brand} join link, a Roblox server, private-server or share link, or a game link and a JobId.`,
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
        riftIncomplete: (brand: string) =>
          `This ${brand} link is incomplete: it needs a PlaceId and a ServerId (or a LinkCode or ShareCode).`,
      } satisfies Record<JoinInputProblem, string | ((brand: string) => string)>,
    },
    result: {
      riftLinkLabel: (brand: string) => `${brand} link to share`,
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
      /** When this device joined the server (see `time` in ../en.ts). */
      joined: { justNow: "Joined just now", ago: (ago: string) => `Joined ${ago}` },
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
  adBlock: {
    title: "AdBlock Detected",
    message:
      "We've detected that you're using an ad blocker. Please disable it to access this page and support our service.",
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
  /** /status: its times are in UTC (the page has no script to learn the reader's time zone). */
  statusPage: {
    title: "Status",
    intro: (brand: string) => `What works in ${brand} right now, and what went wrong in the last 90 days.`,
    now: "Right now",
    games: "Games",
    executors: "Executors",
    history: "Last 90 days",
    /** The name of a game's strip of 90 days. */
    strip: (game: string) => `${game}, one mark per day, oldest first`,
    /** One day of the strip: its date and its worst status. */
    day: (date: string, status: string) => `${date}: ${status}`,
    /** A day before anything was recorded. */
    noData: "No data",
    incidents: "Incidents",
    noIncidents: "No incidents in the last 90 days.",
    /** When an incident began (a date and time, "Nov 25, 2026, 14:05 UTC"). */
    began: (time: string) => `Began ${time}`,
    /**
     * An ended incident's worst status, how long it lasted and that status's key ("updating"), for a language
     * whose status word says it still goes on: "Down for 42 min".
     */
    lasted: (status: string, duration: string, _key: string) => `${status} for ${duration}`,
    /** An incident that lasts, and its status's key for a language that phrases one apart: "Down since 14:05 UTC". */
    since: (status: string, time: string, _key: string) => `${status} since ${time}`,
    /** The parts of a duration, joined by a space: "1 h 5 min". */
    units: {
      day: (count: number) => `${count} d`,
      hour: (count: number) => `${count} h`,
      minute: (count: number) => `${count} min`,
      second: (count: number) => `${count} s`,
    },
    /** Between the parts of a duration ("1 h 5 min"). */
    unitsJoin: " ",
    /** The link to this page's Atom feed. */
    feed: "Subscribe (Atom feed)",
    /** The feed's title. */
    feedTitle: (brand: string) => `${brand} status`,
    /** An ended incident's title in the feed: its game or executor, its worst status and that status's key. */
    resolved: (subject: string, status: string, key: string) =>
      key === "maintenance" ? `Maintenance ended: ${subject}` : `Resolved: ${subject}: ${status}`,
  },
  /** A game's page (/games/<slug>). */
  /**
   * A game's page: the button that turns on notifications of its status changes (Web Push) and turns them off;
   * what it says instead when the browser cannot show them or they are blocked; the toasts after a press.
   */
  push: {
    notify: "Notify me",
    stop: "Stop notifications",
    unsupported: "This browser cannot show this site's notifications.",
    blocked: "Notifications from this site are blocked in your browser's settings.",
    failed: "Notifications could not be turned on. Try again later.",
    on: "Notifications are on: you will hear when this game's status changes.",
  },
  gamePage: {
    features: "What the script does",
    statusNow: "Status right now",
    /** The share of the time the game was operational: "99.2% operational in the last 90 days". */
    uptime: (percent: string, days: number) => `${percent}% operational in the last ${days} days`,
    /** Before anything was recorded. */
    noUptime: (days: number) => `No record in the last ${days} days yet`,
    uptimeNote: "Scheduled maintenance is not counted as downtime.",
    play: (game: string) => `Play ${game}`,
    allStatuses: "All statuses",
    /** The breadcrumb's names: home, this page. */
    breadcrumb: "Breadcrumb",
    history: "Last 90 days",
    incidents: "Incidents",
  },
  /** Maintenance announced ahead, on /status and a game's page. */
  maintenance: {
    heading: "Scheduled maintenance",
    allGames: "All games",
    cancelled: "Cancelled",
    /** A window: its game (or "All games"), its start and end ("Nov 30, 2026, 10:00 UTC") and how long it lasts. */
    window: (game: string, from: string, to: string, duration: string) => `${game}: ${from} – ${to} (${duration})`,
  },
};

/** What every language's page messages must provide: exactly the keys of `enPages`. */
export type PageMessages = typeof enPages;
