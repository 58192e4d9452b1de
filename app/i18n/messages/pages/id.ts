import type { PageMessages } from "./en";

/** A time alone takes "pukul" ("pukul 14.05 UTC"), a date and time none ("25 Nov 2026, 14.05 UTC"). */
const atTime = (time: string) => (/^\d{1,2}\.\d{2} UTC$/.test(time) ? `pukul ${time}` : time);

export const idPages = {
  platforms: { windows: "Windows", macos: "macOS", android: "Android", ios: "iOS" },
  executors: {
    title: "Status executor",
    intro: (brand: string) =>
      `Executor mana saja yang bisa menjalankan ${brand} saat ini. Setelah Roblox diperbarui, executor bisa kena patch untuk sementara; cek lagi di sini sebelum kamu mencoba lagi.`,
    caption: "Daftar executor beserta platform, status, harga, dan waktu terakhir dicek",
    columns: {
      executor: "Executor",
      platforms: "Platform",
      status: "Status",
      price: "Harga",
      lastChecked: "Terakhir dicek",
    },
    unknown: "Tidak diketahui",
    free: "Gratis",
    paid: "Berbayar",
    notChecked: "Belum dicek",
  },
  resellers: {
    backToGetKey: "Kembali ke Dapatkan Key",
    title: (brand: string) => `Reseller ${brand}`,
    intro: (premium: string) => `Pilih reseller favoritmu untuk membeli ${premium} dengan akses seumur hidup`,
    /** Names the official store in full (the configured name reads differently in this language). */
    officialTitle: (_name: string) => "Reseller Resmi",
    officialBadge: "RESMI",
    paymentMethods: "Metode pembayaran",
    paymentMethodsLabel: (reseller: string) => `${reseller}: metode pembayaran yang diterima`,
    buyOfficial: (_name: string) => "Beli di toko resmi",
    buyFrom: (name: string) => `Beli di ${name}`,
  },
  joiner: {
    joining: {
      title: "Sedang gabung ke game Roblox...",
      text: "Kalau game tidak terbuka otomatis, pastikan Roblox sudah terpasang.",
      launchAgain: "Buka lagi",
      openInBrowser: "Buka di browser",
      openInApp: "Buka di aplikasi Roblox",
    },
    invalid: {
      title: "Tidak bisa gabung ke game ini",
      text: "Link gabung ini tidak lengkap atau tidak valid.",
      hint: "Tempel link server di bawah untuk membuat link yang berfungsi.",
      backHome: "Kembali ke Beranda",
    },
    place: {
      unnamed: (placeId: string) => `Place ${placeId}`,
      privateServer: (place: string) => `${place}: server privat`,
      shareLink: "Server privat (link berbagi)",
      server: (serverId: string) => `Server ${serverId}…`,
    },
    tool: {
      heading: "Buat link gabung",
      label: "Link, atau link game dan JobId",
      hint: (brand: string) =>
        `Link server ${brand} atau Roblox, link server privat atau link berbagi, atau link game yang diikuti JobId server-nya.`,
      submit: "Buat link",
      problems: {
        empty: "Tempel link dulu.",
        tooLong: "Ini terlalu panjang untuk sebuah link gabung. Tempel link-nya saja.",
        tooManyParts: "Tempel satu link, atau satu link game dan satu JobId: isian ini berisi lebih dari itu.",
        scheme:
          "Hanya link https://, roblox://, dan robloxmobile:// yang bisa dipakai untuk gabung. Link ini tidak dibuka.",
        otherSite: (brand: string) =>
          `Link ini mengarah ke situs lain. Tempel link gabung ${brand} atau link roblox.com.`,
        notJoinLink: (brand: string) =>
          `Ini bukan link gabung. Tempel link gabung ${brand}, link server Roblox, link server privat atau link berbagi, atau link game dan JobId.`,
        noServer:
          "Link ini membuka game-nya, bukan server. Tambahkan JobId server di belakangnya, contohnya 0a1b2c3d-4e5f-6789-abcd-ef0123456789.",
        noPlace: "JobId saja tidak menunjukkan game yang mana. Tambahkan link game atau Place ID di depannya.",
        placeId: "Place ID hanya boleh berisi angka 0 sampai 9.",
        placeIdTooBig: "Place ID ini terlalu panjang untuk sebuah Place ID Roblox.",
        serverId:
          "JobId harus berupa huruf a sampai f dan angka dalam kelompok 8-4-4-4-12, contohnya 0a1b2c3d-4e5f-6789-abcd-ef0123456789.",
        linkCode: "Kode link server privat hanya boleh berisi angka 0 sampai 9 (maksimal 64).",
        shareCode: "Kode link berbagi hanya boleh berisi huruf dan angka (maksimal 64).",
        shareType:
          "Link berbagi ini bukan untuk server. Hanya link berbagi dengan type=Server yang bisa dipakai untuk gabung.",
        duplicate:
          "Link ini berisi nilai yang sama dua kali, atau dua server, jadi tidak jelas harus gabung ke server mana.",
        riftIncomplete: (brand: string) =>
          `Link ${brand} ini tidak lengkap: butuh PlaceId dan ServerId (atau LinkCode atau ShareCode).`,
      },
    },
    result: {
      riftLinkLabel: (brand: string) => `Link ${brand} untuk dibagikan`,
      copy: "Salin link",
      joinNow: "Gabung sekarang",
      robloxLinkLabel: "Link Roblox (membuka aplikasi saat diketuk, atau situs web):",
      copied: { title: "Link disalin", description: "Link gabung sudah ada di papan klip kamu." },
      copyFailed: { title: "Gagal menyalin", description: "Pilih link-nya lalu salin secara manual." },
    },
    recent: {
      heading: "Riwayat server",
      note: "Hanya disimpan di perangkat ini. Tidak ada yang dikirim ke mana pun.",
      joinAgain: "Gabung lagi",
      forget: "Hapus",
      joined: { justNow: "Kamu gabung barusan", ago: (ago: string) => `Kamu gabung ${ago}` },
    },
  },
  servercodes: {
    title: "Kode Server",
    text: "Salin kode server ini, masukkan ke kotak teks kode server (Server Codes), dan kamu akan dialihkan secara otomatis.",
    emptyTitle: "Tidak Ada Kode Server",
    emptyText: "Tidak ada kode server di URL.",
    copyCode: "Salin Kode",
    copied: "Tersalin!",
  },
  adBlock: {
    title: "AdBlock Terdeteksi",
    message:
      "Kami mendeteksi kamu memakai pemblokir iklan. Matikan dulu untuk membuka halaman ini dan mendukung layanan kami.",
    hintRefresh: "Matikan pemblokir iklan kamu, lalu muat ulang halaman.",
    hintWhitelist: (host: string) => `Atau izinkan domain ${host} di pengaturan pemblokir iklan kamu.`,
    hintSupport: (brand: string) => `Dukung pengembangan ${brand}: berkat iklan, key gratis tetap gratis.`,
    refresh: "Muat Ulang Halaman",
  },
  redirect: {
    to: (destination: string) => `Mengalihkan ke ${destination}...`,
    title: "Mengalihkan...",
    betterBypasser: "Tunggu sebentar, kami sedang mengarahkan kamu untuk mendapatkan key BetterBypasser.",
    fallbackBefore: "Kalau tidak terjadi apa-apa, ",
    fallbackLink: "klik di sini",
    fallbackAfter: ".",
  },
  statusPage: {
    title: "Status",
    intro: (brand: string) =>
      `Apa yang berfungsi di ${brand} saat ini, dan apa yang bermasalah dalam 90 hari terakhir.`,
    now: "Saat ini",
    games: "Game",
    executors: "Executor",
    history: "90 hari terakhir",
    strip: (game: string) => `${game}, satu tanda per hari, dari yang terlama ke yang terbaru`,
    day: (date: string, status: string) => `${date}: ${status}`,
    noData: "Tidak ada data",
    incidents: "Insiden",
    noIncidents: "Tidak ada insiden dalam 90 hari terakhir.",
    /** "Mulai pukul 14.05 UTC" (a time alone), "Mulai 25 Nov 2026, 14.05 UTC". */
    began: (time: string) => `Mulai ${atTime(time)}`,
    /** "Diperbarui selama 1 jam": the badge's "Sedang diperbarui" says it still goes on. */
    lasted: (status: string, duration: string, key: string) =>
      `${key === "updating" ? "Diperbarui" : status} selama ${duration}`,
    since: (status: string, time: string) => `${status} sejak ${atTime(time)}`,
    units: {
      day: (count: number) => `${count} hari`,
      hour: (count: number) => `${count} jam`,
      minute: (count: number) => `${count} menit`,
      second: (count: number) => `${count} detik`,
    },
    unitsJoin: " ",
    feed: "Berlangganan (feed Atom)",
    feedTitle: (brand: string) => `Status ${brand}`,
    resolved: (subject: string, status: string, key: string) =>
      key === "maintenance" ? `Maintenance selesai: ${subject}` : `Teratasi: ${subject}: ${status}`,
  },
  /** A game's page (/games/<slug>). */
  push: {
    notify: "Beri tahu saya",
    stop: "Hentikan notifikasi",
    unsupported: "Browser ini tidak bisa menampilkan notifikasi dari situs ini.",
    blocked: "Notifikasi dari situs ini diblokir di pengaturan browser kamu.",
    failed: "Notifikasi tidak bisa diaktifkan. Coba lagi nanti.",
    on: "Notifikasi aktif: kamu akan diberi tahu saat status game ini berubah.",
  },
  gamePage: {
    features: "Yang bisa dilakukan script",
    statusNow: "Status saat ini",
    /** "Waktu aktif 99,2% dalam 90 hari terakhir" (the landing page's "Waktu Aktif"). */
    uptime: (percent: string, days: number) => `Waktu aktif ${percent}% dalam ${days} hari terakhir`,
    noUptime: (days: number) => `Belum ada catatan dalam ${days} hari terakhir`,
    uptimeNote: "Maintenance terjadwal tidak dihitung sebagai downtime.",
    play: (game: string) => `Main ${game}`,
    allStatuses: "Semua status",
    /** The breadcrumb's names: home, this page. */
    breadcrumb: "Jalur navigasi",
    history: "90 hari terakhir",
    incidents: "Insiden",
  },
  /** Maintenance announced ahead, on /status and a game's page. */
  maintenance: {
    heading: "Maintenance terjadwal",
    allGames: "Semua game",
    cancelled: "Dibatalkan",
    /** A window: its game (or "All games"), its start and end ("Nov 30, 2026, 10:00 UTC") and how long it lasts. */
    window: (game: string, from: string, to: string, duration: string) => `${game}: ${from} – ${to} (${duration})`,
  },
} satisfies PageMessages;
