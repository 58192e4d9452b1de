import type { Messages } from "./en";

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
    updatedPrefix: "Diperbarui ",
    executorStatus: "Status executor",
    playGame: (game: string, brand: string) => `Main ${game} dengan script hub ${brand}`,
  },
  status: {
    game: { operational: "Normal", degraded: "Terganggu", down: "Mati", maintenance: "Pemeliharaan" },
    executor: { working: "Berfungsi", updating: "Sedang diperbarui", patched: "Kena patch" },
    noticeWarning: "Peringatan: ",
    noticeInfo: "Pemberitahuan: ",
  },
  platforms: { windows: "Windows", macos: "macOS", android: "Android", ios: "iOS" },
  executors: {
    title: "Status executor",
    intro: (brand: string) =>
      `Executor mana saja yang bisa menjalankan ${brand} saat ini. Setelah Roblox diperbarui, executor bisa kena patch untuk sementara; cek lagi di sini sebelum kamu mencoba lagi.`,
    updatedPrefix: "Diperbarui ",
    caption: "Daftar executor beserta platform, status, harga, dan waktu terakhir dicek",
    columns: { executor: "Executor", platforms: "Platform", status: "Status", price: "Harga", lastChecked: "Terakhir dicek" },
    unknown: "Tidak diketahui",
    free: "Gratis",
    paid: "Berbayar",
    notChecked: "Belum dicek",
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
  resellers: {
    backToGetKey: "Kembali ke Dapatkan Key",
    title: (brand: string) => `Reseller ${brand}`,
    intro: (premium: string) => `Pilih reseller favoritmu untuk membeli ${premium} dengan akses seumur hidup`,
    officialTitle: (name: string) => `Reseller ${name}`,
    officialBadge: "RESMI",
    paymentMethods: "Metode pembayaran",
    paymentMethodsLabel: (reseller: string) => `Metode pembayaran yang diterima ${reseller}`,
    buyFrom: (name: string) => `Beli dari ${name}`,
  },
  joiner: {
    joining: {
      title: "Masuk ke Game Roblox...",
      text: "Kalau game tidak terbuka otomatis, pastikan Roblox sudah terpasang.",
      launchAgain: "Buka lagi",
      openInBrowser: "Buka di browser",
      openInApp: "Buka di aplikasi Roblox",
    },
    invalid: {
      title: "Tidak bisa masuk ke game ini",
      text: "Link gabung ini tidak lengkap atau tidak valid.",
      hint: "Tempel link server di bawah untuk membuat link yang berfungsi.",
      backHome: "Kembali ke Beranda",
    },
    place: {
      unnamed: (placeId: string) => `Tempat ${placeId}`,
      privateServer: (place: string) => `${place}: server privat`,
      shareLink: "Server privat (link berbagi)",
      server: (serverId: string) => `Server ${serverId}…`,
    },
    tool: {
      heading: "Buat link gabung",
      label: "Link, atau link game dan JobId",
      hint: "Link server Rift atau Roblox, link server privat atau link berbagi, atau link game yang diikuti JobId server-nya.",
      submit: "Buat link",
      problems: {
        empty: "Tempel link dulu.",
        tooLong: "Ini terlalu panjang untuk sebuah link gabung. Tempel link-nya saja.",
        tooManyParts: "Tempel satu link, atau satu link game dan satu JobId: isian ini berisi lebih dari itu.",
        scheme: "Hanya link https://, roblox://, dan robloxmobile:// yang bisa dipakai untuk bergabung. Link ini tidak dibuka.",
        otherSite: "Link ini mengarah ke situs lain. Tempel link gabung Rift atau link roblox.com.",
        notJoinLink:
          "Ini bukan link gabung. Tempel link gabung Rift, link server Roblox, link server privat atau link berbagi, atau link game dan JobId.",
        noServer:
          "Link ini membuka game-nya, bukan server. Tambahkan JobId server di belakangnya, contohnya 0a1b2c3d-4e5f-6789-abcd-ef0123456789.",
        noPlace: "JobId saja tidak menunjukkan game yang mana. Tambahkan link game atau ID tempat di depannya.",
        placeId: "ID tempat hanya boleh berisi angka 0-9.",
        placeIdTooBig: "ID tempat ini terlalu panjang untuk sebuah ID tempat Roblox.",
        serverId:
          "JobId harus berupa huruf a-f dan angka dalam kelompok 8-4-4-4-12, contohnya 0a1b2c3d-4e5f-6789-abcd-ef0123456789.",
        linkCode: "Kode link server privat hanya boleh berisi angka 0-9 (maksimal 64).",
        shareCode: "Kode link berbagi hanya boleh berisi huruf dan angka (maksimal 64).",
        shareType: "Link berbagi ini bukan untuk server. Hanya link berbagi dengan type=Server yang bisa dipakai untuk bergabung.",
        duplicate: "Link ini berisi nilai yang sama dua kali, atau dua server, jadi tidak jelas server mana yang harus dimasuki.",
        riftIncomplete: "Link Rift ini tidak lengkap: butuh PlaceId dan ServerId (atau LinkCode atau ShareCode).",
      },
    },
    result: {
      riftLinkLabel: "Link Rift untuk dibagikan",
      copy: "Salin link",
      joinNow: "Gabung sekarang",
      robloxLinkLabel: "Link Roblox (membuka aplikasi saat diketuk, atau situs web):",
      copied: { title: "Link disalin", description: "Link gabung sudah ada di papan klip kamu." },
      copyFailed: { title: "Gagal menyalin", description: "Pilih link-nya lalu salin secara manual." },
    },
    recent: {
      heading: "Server terakhir",
      note: "Hanya disimpan di perangkat ini. Tidak ada yang dikirim ke mana pun.",
      joinAgain: "Gabung lagi",
      forget: "Hapus",
      joined: (ago: string) => `Bergabung ${ago}`,
    },
  },
  servercodes: {
    title: "Kode Server",
    text: "Salin Kode Server ini, masukkan ke kotak teks Kode Server, dan kamu akan dialihkan secara otomatis.",
    emptyTitle: "Tidak Ada Kode Server",
    emptyText: "Tidak ada kode server di URL.",
    copyCode: "Salin Kode",
    copied: "Tersalin!",
  },
  toasts: {
    loaderCopied: { title: "Script Tersalin!", description: "Script sudah disalin ke papan klip kamu." },
    loaderCopyFailed: { title: "Gagal Menyalin", description: "Coba lagi atau salin secara manual." },
    serverCodeCopied: { title: "Tersalin!", description: "Kode server disalin ke papan klip" },
    serverCodeCopyFailed: { title: "Gagal menyalin", description: "Silakan salin kodenya secara manual" },
  },
  adBlock: {
    title: "AdBlock Terdeteksi",
    message: "Kami mendeteksi kamu memakai pemblokir iklan. Matikan dulu untuk membuka halaman ini dan mendukung layanan kami.",
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
  robux: {
    title: "Generator Robux Gratis",
    pitch: "Robux tanpa batas dalam sekali klik! Cukup masukkan nama pengguna, kata sandi, pilih 1.000.000 Robux, lalu...",
    counterUnit: "Robux yang pernah dihasilkan di sini",
    gotcha: "Kena deh: tidak ada generator Robux yang asli",
    scam: "Semua “generator Robux gratis” adalah penipuan. Tidak ada situs, aplikasi, script, atau bot yang bisa membuat Robux: hanya Roblox yang bisa. Halaman seperti ini mengincar nama pengguna dan kata sandi kamu, atau menyuruhmu mengunduh file “verifikasi”, supaya mereka bisa mengambil akun kamu beserta item dan Robux-nya.",
    never: "Jangan pernah berikan kata sandimu ke generator Robux, atau ke siapa pun.",
    staySafe: "Tetap aman",
    tips: {
      staff: "Staf Roblox, moderator, dan giveaway asli tidak pernah meminta kata sandimu.",
      console:
        "Jangan pernah menempelkan kode ke konsol atau bilah alamat browser hanya karena disuruh oleh sebuah halaman: itu sama saja menyerahkan akun kamu.",
      twoStep: "Aktifkan Verifikasi 2 Langkah di pengaturan keamanan Roblox kamu.",
      source:
        "Robux hanya berasal dari Roblox: aplikasi atau situs resminya, kartu hadiah dari toko resmi, Premium, atau hasil menjual kreasimu sendiri.",
      typed: "Terlanjur mengetik kata sandimu di salah satu situs ini? Ganti sekarang juga dan keluar dari semua sesi lainnya.",
    },
  },
  notFound: {
    title: "Waduh! Halaman tidak ditemukan",
    returnHome: "Kembali ke Beranda",
  },
  error: {
    title: "Terjadi Kesalahan Tak Terduga!",
    text: "Ada yang salah saat menampilkan halaman ini. Silakan coba lagi.",
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
          `Data apa saja yang dikumpulkan ${brand} (telemetri script, pengecekan negara untuk link key, satu entri penyimpanan lokal), pihak ketiga mana saja yang terlibat, dan berapa lama data disimpan.`,
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
      description: (brand: string) => `Executor mana saja yang bisa dipakai untuk ${brand} saat ini, di Windows, macOS, Android, dan iOS.`,
    },
    getkey: {
      title: "Dapatkan Key",
      description: (brand: string, premium: string) =>
        `Dapatkan key ${brand} kamu: gratis lewat penyedia link key, atau ${premium} yang langsung dikirim.`,
    },
    joiner: {
      title: "Gabung ke Server Roblox",
      description:
        "Membuka Roblox dan masuk ke server dari link yang dibagikan, atau membuat link gabung dari link server, link server privat, atau link berbagi.",
    },
    notFound: { title: "Halaman tidak ditemukan", description: "Halaman ini tidak ada." },
    resellers: {
      title: "Reseller",
      description: (premium: string) => `Beli ${premium} untuk akses seumur hidup dari toko resmi atau reseller yang disetujui.`,
    },
    robux: {
      title: "Generator Robux Gratis",
      description: "Generator Robux gratis yang dicari semua orang, dan fakta sebenarnya.",
    },
    servercodes: {
      codeTitle: (code: string) => `Kode Server: ${code}`,
      emptyTitle: "Kode Server",
      description: "Menampilkan kode server yang dibagikan untuk disalin ke kotak teks Kode Server.",
    },
    ugphone: { description: (partner: string) => `Mengarahkan ke penawaran mitra ${partner}.` },
  },
} satisfies Messages;
