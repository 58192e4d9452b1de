import { plural } from "../plural";
import type { ShellMessages } from "./en";

export const id = {
  common: {
    skipToContent: "Langsung ke konten",
    backToHome: "Kembali ke Beranda",
    returnHome: "Kembali ke Beranda",
  },
  header: {
    homeLabel: (brand: string) => `Beranda ${brand}`,
    language: "Bahasa",
  },
  footer: {
    notAffiliated: (brand: string) => `© ${brand}. Tidak berafiliasi dengan Roblox Corporation.`,
    navLabel: "Kaki halaman",
    executorStatus: "Status executor",
    status: "Status dan riwayat",
    terms: "Ketentuan Layanan",
    privacy: "Kebijakan Privasi",
  },
  home: {
    highlightsLabel: "Sorotan",
    loaderLabel: "Perintah loader: tempel ke executor kamu",
    getScript: "Dapatkan Script",
    getKey: "Dapatkan Key",
    documentation: "Dokumentasi",
    community: (platform: string) => `Komunitas ${platform}`,
    partnerOfferLabel: "Penawaran mitra",
    gamesTitle: "Game yang Didukung",
    executorStatus: "Status executor",
    playGame: (game: string, brand: string) => `Main ${game} dengan script hub ${brand}`,
    gamePage: (game: string) => `Status dan fitur ${game}`,
    gamePageShort: "Status dan fitur",
  },
  time: {
    justNow: "Barusan",
    updated: {
      justNow: "Diperbarui barusan",
      ago: (ago: string) => `Diperbarui ${ago}`,
      at: (time: string) => `Diperbarui pada ${time}`,
    },
  },
  status: {
    /** The landing page's notice of maintenance starting within a day: its game (or "All games") and when. */
    maintenanceSoon: (game: string, when: string) => `Maintenance terjadwal untuk ${game}: ${when}.`,
    allGames: "semua game",
    game: { operational: "Normal", degraded: "Terganggu", down: "Mati", maintenance: "Maintenance" },
    executor: { working: "Berfungsi", updating: "Sedang diperbarui", patched: "Kena patch" },
    noticeWarning: "Peringatan: ",
    noticeInfo: "Pemberitahuan: ",
  },
  getkey: {
    title: (brand: string) => `Dapatkan Key ${brand} Kamu`,
    intro: (premium: string) => `Pilih penyedia link key gratis, atau lewati semua tugas dan iklan dengan ${premium}.`,
    tutorialsTitle: "Video Tutorial",
    tutorialsText: "Bingung cara kerja langkah-langkah key gratis? Tonton panduan singkatnya.",
    mobileTutorial: "Tutorial HP",
    pcTutorial: "Tutorial PC",
    whyTitle: (premium: string) => `Kenapa Pilih ${premium}?`,
  },
  toasts: {
    regionLabel: "Notifikasi",
    loaderCopied: { title: "Script Tersalin!", description: "Script sudah disalin ke papan klip kamu." },
    loaderCopyFailed: { title: "Gagal Menyalin", description: "Coba lagi atau salin secara manual." },
    serverCodeCopied: { title: "Tersalin!", description: "Kode server disalin ke papan klip" },
    serverCodeCopyFailed: { title: "Gagal menyalin", description: "Silakan salin kodenya secara manual" },
  },
  robux: {
    title: "Generator Robux Gratis",
    pitch:
      "Robux tanpa batas dalam sekali klik! Cukup masukkan nama pengguna, kata sandi, pilih 1.000.000 Robux, lalu...",
    counterUnit: (count: number) => plural("id", count, { other: "Robux yang pernah dihasilkan di sini" }),
    gotcha: "Kena deh: tidak ada generator Robux yang asli",
    scam: "Semua “generator Robux gratis” adalah penipuan. Tidak ada situs, aplikasi, script, atau bot yang bisa membuat Robux: hanya Roblox yang bisa. Halaman seperti ini mengincar nama pengguna dan kata sandi kamu, atau menyuruhmu mengunduh file “verifikasi”, supaya mereka bisa mengambil akun kamu beserta item dan Robux-nya.",
    never: "Jangan pernah berikan kata sandimu ke generator Robux, atau ke siapa pun.",
    staySafe: "Amankan akunmu",
    tips: {
      staff: "Staf Roblox, moderator, dan giveaway asli tidak pernah meminta kata sandimu.",
      console:
        "Jangan pernah menempelkan kode ke konsol atau bilah alamat browser hanya karena disuruh oleh sebuah halaman: itu sama saja menyerahkan akun kamu.",
      twoStep: "Aktifkan Verifikasi 2 Langkah di pengaturan keamanan Roblox kamu.",
      source:
        "Robux hanya berasal dari Roblox: aplikasi atau situs resminya, kartu hadiah dari toko resmi, Premium, atau hasil menjual kreasimu sendiri.",
      typed:
        "Telanjur mengetik kata sandimu di salah satu situs ini? Ganti sekarang juga dan keluar dari semua sesi lainnya.",
    },
  },
  notFound: {
    title: "Waduh! Halaman tidak ditemukan",
    returnHome: "Kembali ke Beranda",
  },
  legal: {
    englishGoverns: "Dokumen ini dalam bahasa Inggris, dan teks bahasa Inggris inilah yang berlaku.",
    lastUpdated: "Terakhir diperbarui",
    tableOfContents: "Di halaman ini",
    otherDocuments: "Dokumen hukum lainnya",
    documents: {
      terms: {
        title: "Ketentuan Layanan",
        description: (brand: string) =>
          `Aturan penggunaan ${brand} dan key-nya: penjualan hanya dengan mata uang kripto, tanpa pengembalian dana, satu pembeli per key, sistem key gratis, dan daftar hitam.`,
      },
      privacy: {
        title: "Kebijakan Privasi",
        description: (brand: string) =>
          `Data apa saja yang dikumpulkan ${brand} (telemetri script, pengecekan negara untuk link key, dua entri penyimpanan lokal), pihak ketiga mana saja yang terlibat, dan berapa lama data disimpan.`,
      },
      resellerTos: {
        title: "Ketentuan Layanan Reseller",
        description: (premium: string) =>
          `14 aturan yang disepakati setiap reseller ${premium} yang disetujui: harga, kupon, dukungan, catatan key, penggunaan merek, pembatalan pembayaran, dan kerahasiaan.`,
      },
      showcaserTos: {
        title: "Ketentuan Layanan Kreator Konten",
        description: (brand: string) =>
          `Cara ${brand} membayar kreator konten untuk video demo: penayangan organik terverifikasi, target pembayaran, persetujuan, aturan konten, dan audit.`,
      },
    },
    milestones: {
      caption: "Pembayaran per video berdasarkan penayangan organik terverifikasi",
      views: "Penayangan terverifikasi",
      added: "Tambahan",
      total: "Total",
    },
  },
  meta: {
    homeTitle: (brand: string) => `${brand}: Script Hub Roblox`,
    pageTitle: (page: string, brand: string) => `${page} | ${brand}`,
    bbgetkey: { title: "Key BetterBypasser", description: "Mengarahkan kamu untuk mendapatkan key BetterBypasser." },
    discord: {
      title: (platform: string) => `Komunitas ${platform}`,
      description: (brand: string, platform: string) => `Mengarahkan ke komunitas ${platform} ${brand}.`,
    },
    executors: {
      title: "Status executor",
      description: (brand: string) =>
        `Executor mana saja yang bisa dipakai untuk ${brand} saat ini, di Windows, macOS, Android, dan iOS.`,
    },
    status: {
      title: "Status",
      description: (brand: string) =>
        `Game dan executor ${brand} mana saja yang berfungsi saat ini, serta semua insiden dalam 90 hari terakhir.`,
    },
    getkey: {
      title: "Dapatkan Key",
      description: (brand: string, premium: string) =>
        `Dapatkan key ${brand} kamu: gratis lewat penyedia link key, atau ${premium} yang langsung dikirim.`,
    },
    joiner: {
      title: "Gabung ke Server Roblox",
      description:
        "Membuka Roblox dan gabung ke server dari link yang dibagikan, atau membuat link gabung dari link server, link server privat, atau link berbagi.",
    },
    notFound: { title: "Halaman tidak ditemukan", description: "Halaman ini tidak ada." },
    game: {
      description: (game: string, brand: string) =>
        `Apa saja yang bisa dilakukan script ${brand} di ${game}, apakah berfungsi saat ini, dan waktu aktifnya.`,
    },
    resellers: {
      title: "Reseller",
      description: (premium: string) =>
        `Beli ${premium} untuk akses seumur hidup dari toko resmi atau reseller yang disetujui.`,
    },
    robux: {
      title: "Generator Robux Gratis",
      description: "Generator Robux gratis yang dicari semua orang, dan fakta sebenarnya.",
    },
    servercodes: {
      codeTitle: (code: string) => `Kode Server: ${code}`,
      emptyTitle: "Kode Server",
      description: "Menampilkan kode server yang dibagikan untuk disalin ke kotak teks kode server (Server Codes).",
    },
    ugphone: { description: (partner: string) => `Mengarahkan ke penawaran mitra ${partner}.` },
  },
} satisfies ShellMessages;
