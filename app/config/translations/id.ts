/** The operator's texts in Indonesian; whatever is left out is shown in English (app/config/localize.ts). */
import type { OperatorTranslation } from "../localize.ts";

export const id = {
  brand: {
    tagline:
      "Satu-satunya script hub yang kamu butuhkan. Rasakan script hub dengan fitur terlengkap dan kualitas terbaik!",
    description:
      "{name} adalah script hub gratis untuk Roblox: salin loader-nya, dapatkan key, dan mainkan {gameCount} game yang didukung.",
  },
  stats: [
    {
      label: "Pengguna Aktif",
    },
    {
      label: "Waktu Aktif",
    },
    {
      label: "Game",
    },
  ],
  partnerBanner: {
    title: "HP cloud gratis dari UgPhone",
    text: "Jalankan {name} nonstop 24 jam di HP Android berbasis cloud. Klaim penawaran mitranya.",
    cta: "Klaim",
  },
  getKey: {
    premium: {
      badge: "REKOMENDASI",
      benefits: ["Key langsung dikirim", "Dukungan premium", "Tanpa Iklan"],
      cta: "Dapatkan {premiumName}",
    },
    freeProviders: [
      {
        badge: "GRATIS",
        bullets: ["Paling cepat selesai", "Sistem tugas yang simpel", "Nyaman dipakai di HP"],
        cta: "Dapatkan Key Gratis",
      },
      {
        badge: "GRATIS",
        bullets: ["Gratis dengan iklan", "Akses Cepat", "Tidak Perlu Bayar"],
        cta: "Dapatkan Key Gratis",
      },
    ],
    whyPremium: [
      {
        title: "Akses Instan",
        text: "Key kamu langsung dikirim begitu kamu bayar: tanpa tugas, tanpa menunggu.",
      },
      {
        title: "Dukungan Premium",
        text: "Bantuan prioritas dari tim kapan pun kamu butuh.",
      },
      {
        title: "Tanpa Iklan",
        text: "Lewati semua halaman tugas dan iklan, selamanya.",
      },
    ],
  },
  /** What the script does in each game, by position (app/config/brand.ts `games`). */
  games: [
    { features: ["Auto farm level dan mastery", "Auto ambil buah dan peti", "Teleport ke pulau dan boss"] },
    {
      features: [
        "Auto tanam, siram, dan panen",
        "Auto jual hasil panen saat tas penuh",
        "Timer restock toko dan telur",
      ],
    },
    {
      features: [
        "Auto ambil bond, bahan bakar, dan amunisi",
        "Lihat zombie dan item tembus tembok (ESP)",
        "Kereta disetir otomatis buat kamu",
      ],
    },
    { features: ["Lihat murderer dan sheriff (ESP)", "Auto ambil koin", "Auto ambil pistol yang jatuh"] },
    { features: ["Auto lempar kail, shake, dan tarik", "Jual hasil tangkapanmu", "Teleport ke spot mancing"] },
    { features: ["Auto farm koin dan breakable", "Auto hatch telur", "Klaim hadiah dan reward gratis"] },
  ],
} satisfies OperatorTranslation;
