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
  /** What the script does in each game, by position (app/config/brand.ts `games`). */
  games: [
    {
      features: [
        "Auto farm ng level at mastery",
        "Kumukuha ng mga fruit at chest",
        "Nagte-teleport sa mga isla at boss",
      ],
    },
    {
      features: [
        "Kusang nagtatanim, nagdidilig at nag-aani",
        "Ibinebenta ang ani kapag puno na ang bag",
        "Timer ng restock ng shop at ng mga egg",
      ],
    },
    {
      features: [
        "Kumukuha ng bonds, fuel at bala",
        "Ipinapakita ang mga zombie at item kahit may pader (ESP)",
        "Ito na ang nagmamaneho ng tren para sa iyo",
      ],
    },
    {
      features: [
        "Ipinapakita kung sino ang murderer at sheriff (ESP)",
        "Kusang kumukuha ng coins",
        "Pinupulot ang nahulog na baril",
      ],
    },
    {
      features: [
        "Kusang nagka-cast, nagsha-shake at nagre-reel",
        "Ibinebenta ang huli mo",
        "Nagte-teleport sa mga fishing spot",
      ],
    },
    {
      features: [
        "Nagfa-farm ng coins at breakables",
        "Kusang nagha-hatch ng mga egg",
        "Kine-claim ang mga libreng gift at reward",
      ],
    },
  ],
} satisfies OperatorTranslation;
