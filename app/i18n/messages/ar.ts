import { plural } from "../plural";
import type { ShellMessages } from "./en";

/** Left to right, isolated (LRI … PDI): a link, scheme or code inside an Arabic sentence keeps its order. */
const ltr = (text: string) => `\u2066${text}\u2069`;
/** Right-to-left mark, first in a text that begins with a Latin name, so a title or preview runs right to left. */
const rlm = "\u200f";

export const ar = {
  common: {
    skipToContent: "انتقل إلى المحتوى",
    backToHome: "العودة إلى الرئيسية",
    returnHome: "العودة إلى الصفحة الرئيسية",
  },
  header: {
    homeLabel: (brand: string) => `الصفحة الرئيسية لموقع ${brand}`,
    language: "اللغة",
  },
  footer: {
    notAffiliated: (brand: string) => `${rlm}© ${brand}. غير تابع لشركة Roblox Corporation.`,
    navLabel: "تذييل الصفحة",
    executorStatus: "حالة مشغّلات السكربتات",
    status: "الحالة والسجل",
    terms: "شروط الخدمة",
    privacy: "سياسة الخصوصية",
  },
  home: {
    highlightsLabel: "أبرز المزايا",
    loaderLabel: "أمر التحميل: الصقه في مشغّل السكربتات لديك",
    getScript: "احصل على السكربت",
    getKey: "احصل على المفتاح",
    documentation: "الدليل",
    community: (platform: string) => `مجتمع ${platform}`,
    partnerOfferLabel: "عرض من شريكنا",
    gamesTitle: "الألعاب المدعومة",
    executorStatus: "حالة مشغّلات السكربتات",
    playGame: (game: string, brand: string) => `العب ${game} باستخدام مركز سكربتات ${brand}`,
    gamePage: (game: string) => `الحالة والميزات في ${game}`,
    gamePageShort: "الحالة والميزات",
  },
  time: {
    justNow: "قبل لحظات",
    updated: {
      justNow: "تم التحديث قبل لحظات",
      ago: (ago: string) => `تم التحديث ${ago}`,
      at: (time: string) => `تم التحديث في ${time}`,
    },
  },
  status: {
    /** The landing page's notice of maintenance starting within a day: its game (or "All games") and when. */
    maintenanceSoon: (game: string, when: string) => `صيانة مجدولة في ${game} ابتداءً من ${when}.`,
    allGames: "كل الألعاب",
    game: { operational: "يعمل", degraded: "غير مستقر", down: "متوقف", maintenance: "تحت الصيانة" },
    executor: { working: "يعمل", updating: "قيد التحديث", patched: "متوقف بعد تحديث Roblox" },
    noticeWarning: "تحذير: ",
    noticeInfo: "ملاحظة: ",
  },
  getkey: {
    title: (brand: string) => `احصل على مفتاح ${brand}`,
    intro: (premium: string) => `اختر أحد مزوّدي روابط المفاتيح المجانية، أو تخطَّ المهام والإعلانات مع ${premium}.`,
    tutorialsTitle: "شروحات بالفيديو",
    tutorialsText: "لست متأكدًا من طريقة عمل خطوات المفتاح المجاني؟ شاهد شرحًا قصيرًا.",
    mobileTutorial: "شرح للجوال",
    pcTutorial: "شرح للكمبيوتر",
    whyTitle: (premium: string) => `لماذا تختار ${premium}؟`,
  },
  toasts: {
    regionLabel: "الإشعارات",
    loaderCopied: { title: "تم نسخ السكربت!", description: "تم نسخ السكربت إلى الحافظة." },
    loaderCopyFailed: { title: "تعذّر النسخ", description: "حاول مرة أخرى أو انسخه يدويًا." },
    serverCodeCopied: { title: "تم النسخ!", description: "تم نسخ رمز السيرفر إلى الحافظة" },
    serverCodeCopyFailed: { title: "تعذّر النسخ", description: "يرجى نسخ الرمز يدويًا" },
  },
  robux: {
    title: "مولّد Robux مجاني",
    pitch: "احصل على Robux بلا حدود بضغطة واحدة! فقط أدخل اسم المستخدم وكلمة المرور، واختر 1,000,000 Robux و...",
    counterUnit: (count: number) =>
      plural("ar", count, {
        one: "Robux تم توليده هنا منذ إنشاء الموقع",
        other: "Robux تم توليدها هنا منذ إنشاء الموقع",
      }),
    gotcha: "خدعناك: لا يوجد مولّد Robux حقيقي",
    scam: "كل «مولّد Robux مجاني» هو عملية احتيال. لا يوجد موقع أو تطبيق أو سكربت أو بوت يستطيع إنشاء Robux: وحدها Roblox تستطيع ذلك. هذه الصفحات تريد اسم المستخدم وكلمة المرور، أو تطلب منك تحميل ملف «تحقق»، لكي تستولي على حسابك وعناصره ورصيد Robux الذي فيه.",
    never: "لا تعطِ كلمة المرور أبدًا لأي مولّد Robux، ولا لأي شخص.",
    staySafe: "حافظ على أمانك",
    tips: {
      staff: "موظفو Roblox والمشرفون والسحوبات الحقيقية لا يطلبون منك كلمة المرور أبدًا.",
      console:
        "لا تلصق أي كود في وحدة التحكم في المتصفح أو في شريط العنوان لمجرد أن صفحة ما طلبت منك ذلك: فأنت بذلك تسلّم بيانات تسجيل دخولك.",
      twoStep: "فعّل التحقق بخطوتين في إعدادات الأمان في Roblox.",
      source:
        "لا تأتي Robux إلا من Roblox: التطبيق أو الموقع الرسمي، أو بطاقات الهدايا من متاجر حقيقية، أو اشتراك Premium، أو بيع إبداعاتك الخاصة.",
      typed: "هل كتبت كلمة المرور في أحد هذه المواقع؟ غيّرها الآن وسجّل الخروج من جميع الجلسات الأخرى.",
    },
  },
  notFound: {
    title: "عذرًا! الصفحة غير موجودة",
    returnHome: "العودة إلى الصفحة الرئيسية",
  },
  legal: {
    englishGoverns: "هذه الوثيقة باللغة الإنجليزية، والنص الإنجليزي هو النص المعتمد.",
    lastUpdated: "آخر تحديث",
    tableOfContents: "في هذه الصفحة",
    otherDocuments: "وثائق قانونية أخرى",
    documents: {
      terms: {
        title: "شروط الخدمة",
        description: (brand: string) =>
          `قواعد استخدام ${brand} ومفاتيحه: البيع بالعملات الرقمية فقط، ولا استرداد للأموال، ومشترٍ واحد لكل مفتاح، ونظام المفاتيح المجانية، والإدراج في القائمة السوداء.`,
      },
      privacy: {
        title: "سياسة الخصوصية",
        description: (brand: string) =>
          `ما يجمعه ${brand} (بيانات تشغيل السكربت، ومعرفة الدولة من أجل روابط المفاتيح، وإدخالان في التخزين المحلي)، والجهات الخارجية المعنية، ومدة الاحتفاظ بالبيانات.`,
      },
      resellerTos: {
        title: "شروط خدمة الموزّعين",
        description: (premium: string) =>
          `القواعد الأربع عشرة التي يوافق عليها كل موزّع معتمد يبيع ${premium}: الأسعار، وكوبونات الخصم، والدعم، وسجلات المفاتيح، والعلامة التجارية، واسترجاع المدفوعات، والسرية.`,
      },
      showcaserTos: {
        title: "شروط خدمة صنّاع فيديوهات العرض",
        description: (brand: string) =>
          `كيف يدفع ${brand} لصنّاع المحتوى مقابل فيديوهات العرض: المشاهدات الطبيعية المُتحقَّق منها، ومراحل الأرباح، والموافقة، وقواعد المحتوى، والتدقيق.`,
      },
    },
    milestones: {
      caption: "الأرباح لكل فيديو حسب المشاهدات الطبيعية المُتحقَّق منها",
      views: "المشاهدات المُتحقَّق منها",
      added: "المبلغ المضاف",
      total: "الإجمالي",
    },
  },
  meta: {
    homeTitle: (brand: string) => `${rlm}${brand}: مركز سكربتات Roblox`,
    pageTitle: (page: string, brand: string) => `${rlm}${page} | ${brand}`,
    bbgetkey: { title: "مفتاح BetterBypasser", description: "جارٍ تحويلك للحصول على مفتاح BetterBypasser." },
    discord: {
      title: (platform: string) => `مجتمع ${platform}`,
      description: (brand: string, platform: string) => `ينقلك إلى مجتمع ${brand} على ${platform}.`,
    },
    executors: {
      title: "حالة مشغّلات السكربتات",
      description: (brand: string) =>
        `مشغّلات السكربتات التي تعمل مع ${brand} الآن على Windows و macOS و Android و iOS.`,
    },
    status: {
      title: "الحالة",
      description: (brand: string) => `ألعاب ${brand} ومشغّلات السكربتات التي تعمل الآن، وكل الأعطال في آخر 90 يومًا.`,
    },
    getkey: {
      title: "احصل على المفتاح",
      description: (brand: string, premium: string) =>
        `احصل على مفتاح ${brand}: مجانًا عبر أحد مزوّدي روابط المفاتيح، أو ${premium} مع تسليم فوري.`,
    },
    joiner: {
      title: "انضم إلى سيرفر Roblox",
      description:
        "يفتح Roblox وينضم إلى السيرفر من رابط تمت مشاركته، أو ينشئ رابط انضمام من رابط سيرفر أو سيرفر خاص أو رابط مشاركة.",
    },
    notFound: { title: "الصفحة غير موجودة", description: "هذه الصفحة غير موجودة." },
    game: {
      description: (game: string, brand: string) =>
        `ما الذي يفعله سكربت ${brand} في ${game}، وهل يعمل الآن، وما نسبة الوقت الذي عمل فيه.`,
    },
    resellers: {
      title: "الموزّعون",
      description: (premium: string) => `اشترِ ${premium} مع وصول مدى الحياة من المتجر الرسمي أو من موزّع معتمد.`,
    },
    robux: {
      title: "مولّد Robux مجاني",
      description: "مولّد Robux المجاني الذي يبحث عنه الجميع، والحقيقة وراءه.",
    },
    servercodes: {
      codeTitle: (code: string) => `رمز السيرفر: ${ltr(code)}`,
      emptyTitle: "رموز السيرفرات",
      description: "يعرض رمز سيرفر تمت مشاركته لتنسخه في خانة رموز السيرفرات (Server Codes).",
    },
    ugphone: { description: (partner: string) => `ينقلك إلى عرض شريكنا ${partner}.` },
  },
} satisfies ShellMessages;
