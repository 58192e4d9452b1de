/** The operator's texts in Filipino; whatever is left out is shown in English (app/config/localize.ts). */
import type { OperatorTranslation } from "../localize.ts";

export const fil = {
  brand: {
    tagline:
      "Ang nag-iisang script hub na kakailanganin mo: subukan ang script hub na pinakamaraming feature at pinakamataas ang kalidad!",
    description:
      "Ang {name} ay isang libreng script hub para sa Roblox: kopyahin ang loader, kumuha ng key, at laruin ang {gameCount} na suportadong laro.",
  },
  stats: [
    {
      label: "Mga Aktibong User",
    },
    {
      label: "Oras na Online",
    },
    {
      label: "Mga Laro",
    },
  ],
  partnerBanner: {
    title: "Libreng cloud phone mula sa UgPhone",
    text: "Patakbuhin ang {name} araw at gabi sa isang cloud Android phone. Kunin ang alok ng partner.",
    cta: "I-claim",
  },
  getKey: {
    premium: {
      badge: "INIREREKOMENDA",
      benefits: ["Agad na makukuha ang key", "Premium na suporta", "Walang Ad"],
      cta: "Kunin ang {premiumName}",
    },
    freeProviders: [
      {
        badge: "LIBRE",
        bullets: ["Pinakamabilis matapos", "Simpleng sistema ng task", "Swak sa phone"],
        cta: "Kunin ang Libreng Key",
      },
      {
        badge: "LIBRE",
        bullets: ["Libre, may mga ad", "Mabilis na Access", "Walang Kailangang Bayaran"],
        cta: "Kunin ang Libreng Key",
      },
    ],
    whyPremium: [
      {
        title: "Agad na Access",
        text: "Darating agad ang key mo pagkabayad mo: walang task, walang hintay.",
      },
      {
        title: "Premium na Suporta",
        text: "Inuuna ka ng team sa pagtulong tuwing kailangan mo.",
      },
      {
        title: "Walang Ad",
        text: "Laktawan ang bawat task page at ad, habambuhay.",
      },
    ],
  },
} satisfies OperatorTranslation;
