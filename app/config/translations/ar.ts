/** The operator's texts in Arabic; whatever is left out is shown in English (app/config/localize.ts). */
import type { OperatorTranslation } from "../localize.ts";

export const ar = {
  brand: {
    tagline: "مركز السكربتات الوحيد الذي ستحتاجه على الإطلاق. جرّب أغنى مركز سكربتات بالميزات وأعلاها جودة!",
    description:
      "\u200F{name} مركز سكربتات مجاني لمنصة Roblox: انسخ أمر التحميل، واحصل على مفتاح، والعب {gameCount} من الألعاب المدعومة.",
  },
  stats: [
    {
      label: "المستخدمون النشطون",
    },
    {
      label: "مدة التشغيل",
    },
    {
      label: "الألعاب",
    },
  ],
  partnerBanner: {
    title: "هاتف سحابي مجاني من UgPhone",
    text: "شغّل {name} على مدار الساعة على هاتف Android سحابي. احصل على عرض شريكنا.",
    cta: "احصل عليه",
  },
  getKey: {
    premium: {
      badge: "موصى به",
      benefits: ["تسليم فوري للمفتاح", "دعم مميز", "بلا إعلانات"],
      cta: "احصل على {premiumName}",
    },
    freeProviders: [
      {
        badge: "مجاني",
        bullets: ["أسرع وقت لإنهاء الخطوات", "نظام مهام بسيط", "مناسب للجوال"],
        cta: "احصل على مفتاح مجاني",
      },
      {
        badge: "مجاني",
        bullets: ["مجاني مع إعلانات", "وصول سريع", "لا حاجة إلى الدفع"],
        cta: "احصل على مفتاح مجاني",
      },
    ],
    whyPremium: [
      {
        title: "وصول فوري",
        text: "يصلك مفتاحك لحظة الدفع: بلا مهام ولا انتظار.",
      },
      {
        title: "دعم مميز",
        text: "مساعدة ذات أولوية من الفريق متى احتجت إليها.",
      },
      {
        title: "بلا إعلانات",
        text: "تخطَّ كل صفحات المهام والإعلانات، مدى الحياة.",
      },
    ],
  },
} satisfies OperatorTranslation;
