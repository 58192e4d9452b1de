/**
 * Every word /joiner shows, in one place (to be translated as a whole). The console lines are not
 * here: they are the spec's, in app/lib/joiner.ts.
 */
import type { JoinInputProblem } from "~/lib/join-input";

export const joinerMessages = {
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
    server: (serverId: string) => `Server ${serverId.slice(0, 8)}…`,
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
} as const;
