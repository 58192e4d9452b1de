import { plural } from "../../plural";
import type { PageMessages } from "./en";

/** The end of the patched status word ("متوقف بعد تحديث Roblox"), after a duration or a time. */
const afterUpdate = "بعد تحديث Roblox";
/** Left to right, isolated (LRI … PDI): a link, scheme or code inside an Arabic sentence keeps its order. */
const ltr = (text: string) => `\u2066${text}\u2069`;
/** Right-to-left mark, first in a text that begins with a Latin name, so a title or preview runs right to left. */
const rlm = "\u200f";

/**
 * A count and its noun as they follow لمدة ("for"): 1 the noun alone, 2 the dual ("يومين"), 3 to 10 the
 * plural ("5 دقائق"), 11 to 99 the singular ("42 دقيقة", "15 يومًا").
 */
const counted = (count: number, [one, two, few, many]: readonly [string, string, string, string]) =>
  plural("ar", count, { one, two, few: `${count} ${few}`, many: `${count} ${many}`, other: `${count} ${one}` });

export const arPages = {
  platforms: { windows: "Windows", macos: "macOS", android: "Android", ios: "iOS" },
  executors: {
    title: "حالة مشغّلات السكربتات",
    intro: (brand: string) =>
      `مشغّلات السكربتات التي يعمل معها ${brand} الآن. بعد أي تحديث لشركة Roblox قد يتوقف مشغّل السكربتات عن العمل لبعض الوقت، فتحقق من هذه الصفحة قبل أن تحاول مرة أخرى.`,
    caption: "مشغّلات السكربتات ومنصاتها وحالتها وسعرها ووقت آخر فحص لها",
    columns: {
      executor: "مشغّل السكربتات",
      platforms: "المنصات",
      status: "الحالة",
      price: "السعر",
      lastChecked: "آخر فحص",
    },
    unknown: "غير معروف",
    free: "مجاني",
    paid: "مدفوع",
    notChecked: "لم يُفحص بعد",
  },
  resellers: {
    backToGetKey: "العودة إلى صفحة المفتاح",
    title: (brand: string) => `موزّعو ${brand}`,
    intro: (premium: string) => `اختر الموزّع الذي تفضّله لشراء ${premium} مع وصول مدى الحياة`,
    /** Names the official store in full (the configured name reads differently in this language). */
    officialTitle: (_name: string) => "الموزّع الرسمي",
    officialBadge: "رسمي",
    paymentMethods: "طرق الدفع",
    paymentMethodsLabel: (reseller: string) => `${rlm}${reseller}: طرق الدفع المقبولة`,
    buyOfficial: (_name: string) => "اشترِ من المتجر الرسمي",
    buyFrom: (name: string) => `اشترِ من ${name}`,
  },
  joiner: {
    joining: {
      title: "جارٍ الانضمام إلى لعبة Roblox...",
      text: "إذا لم تبدأ اللعبة تلقائيًا، فتأكد من أن Roblox مثبّت على جهازك.",
      launchAgain: "شغّل مرة أخرى",
      openInBrowser: "افتح في المتصفح",
      openInApp: "افتح في تطبيق Roblox",
    },
    invalid: {
      title: "لا يمكن الانضمام إلى هذه اللعبة",
      text: "رابط الانضمام هذا ناقص أو غير صالح.",
      hint: "الصق رابط سيرفر في الأسفل لإنشاء رابط يعمل.",
      backHome: "العودة إلى الرئيسية",
    },
    place: {
      unnamed: (placeId: string) => `لعبة رقم ${ltr(placeId)}`,
      privateServer: (place: string) => `${rlm}${place}: سيرفر خاص`,
      shareLink: "سيرفر خاص (رابط مشاركة)",
      server: (serverId: string) => `سيرفر ${ltr(`${serverId}…`)}`,
    },
    tool: {
      heading: "أنشئ رابط انضمام",
      label: "الرابط، أو رابط اللعبة مع JobId",
      hint: (brand: string) =>
        `رابط سيرفر من ${brand} أو Roblox، أو رابط سيرفر خاص أو رابط مشاركة، أو رابط لعبة يليه JobId الخاص بالسيرفر.`,
      submit: "أنشئ الرابط",
      problems: {
        empty: "الصق رابطًا أولًا.",
        tooLong: "هذا أطول من أن يكون رابط انضمام. الصق الرابط فقط.",
        tooManyParts: "الصق رابطًا واحدًا، أو رابط لعبة مع JobId: يوجد هنا أكثر من ذلك.",
        scheme: `يمكن الانضمام فقط عبر روابط ${ltr("https://")} أو ${ltr("roblox://")} أو ${ltr("robloxmobile://")}. لم يتم فتح هذا الرابط.`,
        otherSite: (brand: string) =>
          `هذا الرابط يؤدي إلى موقع آخر. الصق رابط انضمام من ${brand} أو رابطًا من ${ltr("roblox.com")}.`,
        notJoinLink: (brand: string) =>
          `هذا ليس رابط انضمام. الصق رابط انضمام من ${brand}، أو رابط سيرفر أو سيرفر خاص أو رابط مشاركة من Roblox، أو رابط لعبة مع JobId.`,
        noServer: `هذا الرابط يفتح اللعبة وليس سيرفرًا محددًا. أضف JobId الخاص بالسيرفر بعده، مثل ${ltr("0a1b2c3d-4e5f-6789-abcd-ef0123456789")}.`,
        noPlace: "الـ JobId وحده لا يحدد اللعبة. أضف قبله رابط اللعبة أو رقمها (PlaceId).",
        placeId: `يجب أن يتكوّن رقم اللعبة (PlaceId) من الأرقام من 0 إلى 9 فقط.`,
        placeIdTooBig: "رقم اللعبة (PlaceId) أطول من أن يكون رقم لعبة في Roblox.",
        serverId: `يجب أن يتكوّن الـ JobId من الحروف من a إلى f والأرقام، في مجموعات ${ltr("8-4-4-4-12")}، مثل ${ltr("0a1b2c3d-4e5f-6789-abcd-ef0123456789")}.`,
        linkCode: `يجب أن يتكوّن رمز رابط السيرفر الخاص من الأرقام من 0 إلى 9 فقط (64 رقمًا كحد أقصى).`,
        shareCode: "يجب أن يتكوّن رمز رابط المشاركة من حروف وأرقام فقط (64 خانة كحد أقصى).",
        shareType: `رابط المشاركة هذا ليس لسيرفر. يمكن الانضمام فقط عبر روابط المشاركة التي تحتوي على ${ltr("type=Server")}.`,
        duplicate: "الرابط يحتوي على قيمة مكررة أو على سيرفرين، لذلك لا يتضح إلى أي سيرفر تنضم.",
        riftIncomplete: (brand: string) =>
          `رابط ${brand} هذا ناقص: يحتاج إلى PlaceId بالإضافة إلى ServerId (أو LinkCode أو ShareCode).`,
      },
    },
    result: {
      riftLinkLabel: (brand: string) => `رابط ${brand} للمشاركة`,
      copy: "انسخ الرابط",
      joinNow: "انضم الآن",
      robloxLinkLabel: "رابط Roblox (يفتح التطبيق بلمسة، أو الموقع):",
      copied: { title: "تم نسخ الرابط", description: "تم نسخ رابط الانضمام إلى الحافظة." },
      copyFailed: { title: "تعذّر النسخ", description: "حدّد الرابط وانسخه يدويًا." },
    },
    recent: {
      heading: "السيرفرات الأخيرة",
      note: "محفوظة على هذا الجهاز فقط. لا يُرسَل أي شيء إلى أي مكان.",
      joinAgain: "انضم مرة أخرى",
      forget: "إزالة",
      joined: { justNow: "انضممت قبل لحظات", ago: (ago: string) => `انضممت ${ago}` },
    },
  },
  servercodes: {
    title: "رمز السيرفر",
    text: "انسخ رمز السيرفر هذا، ثم الصقه في خانة رموز السيرفرات (Server Codes) وسيتم نقلك تلقائيًا.",
    emptyTitle: "لا يوجد رمز سيرفر",
    emptyText: "لا يحتوي الرابط على أي رمز سيرفر.",
    copyCode: "انسخ الرمز",
    copied: "تم النسخ!",
  },
  adBlock: {
    title: "تم اكتشاف مانع إعلانات",
    message: "يبدو أنك تستخدم مانع إعلانات. يرجى تعطيله لتتمكن من دخول هذه الصفحة ودعم خدمتنا.",
    hintRefresh: "عطّل مانع الإعلانات، ثم حدّث الصفحة.",
    hintWhitelist: (host: string) => `أو أضف النطاق ${ltr(host)} إلى قائمة الاستثناءات في إعدادات مانع الإعلانات.`,
    hintSupport: (brand: string) => `ادعم تطوير ${brand}: الإعلانات هي ما يُبقي المفاتيح المجانية مجانية.`,
    refresh: "حدّث الصفحة",
  },
  redirect: {
    to: (destination: string) => `جارٍ تحويلك إلى ${destination}...`,
    title: "جارٍ التحويل...",
    betterBypasser: "يرجى الانتظار بينما نحوّلك للحصول على مفتاح BetterBypasser.",
    fallbackBefore: "إذا لم يحدث شيء، ",
    fallbackLink: "اضغط هنا",
    fallbackAfter: ".",
  },
  statusPage: {
    title: "الحالة",
    intro: (brand: string) => `ما الذي يعمل في ${brand} الآن، وما الذي تعطّل في آخر 90 يومًا.`,
    now: "الآن",
    games: "الألعاب",
    executors: "مشغّلات السكربتات",
    history: "آخر 90 يومًا",
    strip: (game: string) => `${rlm}${game}، علامة لكل يوم، من الأقدم إلى الأحدث`,
    day: (date: string, status: string) => `${date}: ${status}`,
    noData: "لا توجد بيانات",
    incidents: "الأعطال",
    noIncidents: "لم تحدث أي أعطال في آخر 90 يومًا.",
    began: (time: string) => `بدأ في ${time}`,
    /** "متوقف لمدة 42 دقيقة", "تحت الصيانة لمدة ساعتين"; patched: "متوقف لمدة يومين بعد تحديث Roblox". */
    lasted: (status: string, duration: string, key: string) =>
      key === "patched" ? `متوقف لمدة ${duration} ${afterUpdate}` : `${status} لمدة ${duration}`,
    /** "متوقف منذ 14:05 UTC"; patched: "متوقف منذ 14:05 UTC بعد تحديث Roblox". */
    since: (status: string, time: string, key: string) =>
      key === "patched" ? `متوقف منذ ${time} ${afterUpdate}` : `${status} منذ ${time}`,
    /** Whole words: the abbreviations (ي، س، د، ث) read as letters to most players. */
    units: {
      day: (count: number) => counted(count, ["يوم", "يومين", "أيام", "يومًا"]),
      hour: (count: number) => counted(count, ["ساعة", "ساعتين", "ساعات", "ساعة"]),
      minute: (count: number) => counted(count, ["دقيقة", "دقيقتين", "دقائق", "دقيقة"]),
      second: (count: number) => counted(count, ["ثانية", "ثانيتين", "ثوانٍ", "ثانية"]),
    },
    /** "ساعة و5 دقائق". */
    unitsJoin: " و",
    feed: "اشترك (موجز Atom)",
    feedTitle: (brand: string) => `حالة ${brand}`,
    resolved: (subject: string, status: string, key: string) =>
      key === "maintenance" ? `انتهت الصيانة: ${subject}` : `انتهى: ${subject}: ${status}`,
  },
  /** A game's page (/games/<slug>). */
  push: {
    notify: "أبلغني",
    stop: "إيقاف الإشعارات",
    unsupported: "لا يستطيع هذا المتصفح عرض إشعارات هذا الموقع.",
    blocked: "إشعارات هذا الموقع محظورة في إعدادات المتصفح.",
    failed: "تعذّر تفعيل الإشعارات. حاول مرة أخرى لاحقًا.",
    on: "الإشعارات مفعّلة: سنبلغك عندما تتغير حالة هذه اللعبة.",
  },
  gamePage: {
    features: "ما الذي يفعله السكربت",
    statusNow: "الحالة الآن",
    /**
     * "يعمل بنسبة 99.2% من الوقت في آخر 90 يومًا" (the badge's word). A plain template: "يومًا" is right for the
     * 30 and 90 days the pages pass (11 to 99); 3 to 10 or 100 would need plural(), which only page-only groups may use.
     */
    uptime: (percent: string, days: number) => `يعمل بنسبة ${percent}% من الوقت في آخر ${days} يومًا`,
    noUptime: (days: number) => `لا توجد بيانات بعد عن آخر ${days} يومًا`,
    uptimeNote: "الصيانة المجدولة لا تُحسب ضمن وقت التوقف.",
    play: (game: string) => `العب ${game}`,
    allStatuses: "كل الحالات",
    /** The breadcrumb's names: home, this page. */
    breadcrumb: "مسار التنقل",
    history: "آخر 90 يومًا",
    incidents: "الأعطال",
  },
  /** Maintenance announced ahead, on /status and a game's page. */
  maintenance: {
    heading: "الصيانة المجدولة",
    allGames: "كل الألعاب",
    cancelled: "ملغاة",
    /** A window: its game (or "All games"), its start and end ("Nov 30, 2026, 10:00 UTC") and how long it lasts. */
    window: (game: string, from: string, to: string, duration: string) =>
      `${game}: من ${from} إلى ${to} (لمدة ${duration})`,
  },
} satisfies PageMessages;
