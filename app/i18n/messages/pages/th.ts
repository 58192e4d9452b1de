import type { PageMessages } from "./en";

export const thPages = {
  platforms: { windows: "Windows", macos: "macOS", android: "Android", ios: "iOS" },
  executors: {
    title: "สถานะตัวรันสคริปต์",
    intro: (brand: string) =>
      `ตัวรันสคริปต์ที่ใช้กับ ${brand} ได้ในตอนนี้ หลังจาก Roblox อัปเดต ตัวรันสคริปต์อาจโดนแพตช์ไปสักพัก ให้กลับมาเช็กที่หน้านี้ก่อนลองใหม่อีกครั้ง`,
    caption: "ตัวรันสคริปต์ แพลตฟอร์มที่รองรับ สถานะ ราคา และเวลาที่ตรวจสอบล่าสุด",
    columns: {
      executor: "ตัวรันสคริปต์",
      platforms: "แพลตฟอร์ม",
      status: "สถานะ",
      price: "ราคา",
      lastChecked: "ตรวจสอบล่าสุด",
    },
    unknown: "ไม่ทราบ",
    free: "ฟรี",
    paid: "เสียเงิน",
    notChecked: "ยังไม่ได้ตรวจสอบ",
  },
  resellers: {
    backToGetKey: "กลับไปหน้ารับคีย์",
    title: (brand: string) => `ตัวแทนจำหน่าย ${brand}`,
    intro: (premium: string) => `เลือกตัวแทนจำหน่ายที่คุณสะดวก เพื่อซื้อ ${premium} แบบใช้งานได้ตลอดชีพ`,
    /** Names the official store in full (the configured name reads differently in this language). */
    officialTitle: (_name: string) => "ตัวแทนจำหน่ายอย่างเป็นทางการ",
    officialBadge: "ทางการ",
    paymentMethods: "ช่องทางการชำระเงิน",
    paymentMethodsLabel: (reseller: string) => `${reseller}: ช่องทางการชำระเงินที่รองรับ`,
    buyOfficial: (_name: string) => "ซื้อจากร้านค้าทางการ",
    buyFrom: (name: string) => `ซื้อจาก ${name}`,
  },
  joiner: {
    joining: {
      title: "กำลังเข้าเกม Roblox...",
      text: "ถ้าเกมไม่เปิดขึ้นมาเอง ให้ตรวจสอบว่าติดตั้ง Roblox ไว้แล้ว",
      launchAgain: "เปิดอีกครั้ง",
      openInBrowser: "เปิดในเบราว์เซอร์",
      openInApp: "เปิดในแอป Roblox",
    },
    invalid: {
      title: "เข้าเกมนี้ไม่ได้",
      text: "ลิงก์เข้าเกมนี้ไม่สมบูรณ์หรือไม่ถูกต้อง",
      hint: "วางลิงก์เซิร์ฟเวอร์ด้านล่าง เพื่อสร้างลิงก์ที่ใช้งานได้",
      backHome: "กลับหน้าแรก",
    },
    place: {
      unnamed: (placeId: string) => `เพลส ${placeId}`,
      privateServer: (place: string) => `${place}: เซิร์ฟเวอร์ส่วนตัว`,
      shareLink: "เซิร์ฟเวอร์ส่วนตัว (ลิงก์แชร์)",
      server: (serverId: string) => `เซิร์ฟเวอร์ ${serverId}…`,
    },
    tool: {
      heading: "สร้างลิงก์เข้าเกม",
      label: "ลิงก์ หรือลิงก์เกมพร้อม JobId",
      hint: (brand: string) =>
        `ลิงก์เซิร์ฟเวอร์ของ ${brand} หรือ Roblox ลิงก์เซิร์ฟเวอร์ส่วนตัว ลิงก์แชร์ หรือลิงก์เกมที่ตามด้วย JobId ของเซิร์ฟเวอร์`,
      submit: "สร้างลิงก์",
      problems: {
        empty: "กรุณาวางลิงก์ก่อน",
        tooLong: "ยาวเกินกว่าจะเป็นลิงก์เข้าเกม กรุณาวางเฉพาะตัวลิงก์",
        tooManyParts: "วางได้แค่ลิงก์เดียว หรือลิงก์เกมกับ JobId แต่ตรงนี้มีข้อมูลมากกว่านั้น",
        scheme: "เข้าได้เฉพาะลิงก์ https://, roblox:// และ robloxmobile:// เท่านั้น จึงไม่ได้เปิดลิงก์นี้",
        otherSite: (brand: string) => `ลิงก์นี้พาไปยังเว็บอื่น กรุณาวางลิงก์เข้าเกมของ ${brand} หรือลิงก์ roblox.com`,
        notJoinLink: (brand: string) =>
          `นี่ไม่ใช่ลิงก์เข้าเกม กรุณาวางลิงก์เข้าเกมของ ${brand} ลิงก์เซิร์ฟเวอร์ ลิงก์เซิร์ฟเวอร์ส่วนตัว หรือลิงก์แชร์ของ Roblox หรือลิงก์เกมพร้อม JobId`,
        noServer:
          "ลิงก์นี้เปิดแค่ตัวเกม ไม่ได้ระบุเซิร์ฟเวอร์ ให้เพิ่ม JobId ของเซิร์ฟเวอร์ต่อท้าย เช่น 0a1b2c3d-4e5f-6789-abcd-ef0123456789",
        noPlace: "ใส่แค่ JobId อย่างเดียวจะไม่รู้ว่าเป็นเกมไหน ให้เพิ่มลิงก์เกมหรือ PlaceId ไว้ข้างหน้า",
        placeId: "PlaceId ต้องเป็นตัวเลข 0-9 เท่านั้น",
        placeIdTooBig: "ตัวเลขนี้ยาวเกินกว่าจะเป็น PlaceId ของ Roblox",
        serverId:
          "JobId ต้องประกอบด้วยตัวอักษร a-f และตัวเลข แบ่งเป็นกลุ่มแบบ 8-4-4-4-12 เช่น 0a1b2c3d-4e5f-6789-abcd-ef0123456789",
        linkCode: "รหัสลิงก์เซิร์ฟเวอร์ส่วนตัวต้องเป็นตัวเลข 0-9 เท่านั้น (ไม่เกิน 64 หลัก)",
        shareCode: "รหัสของลิงก์แชร์ต้องเป็นตัวอักษรและตัวเลขเท่านั้น (ไม่เกิน 64 ตัว)",
        shareType: "ลิงก์แชร์นี้ไม่ใช่ลิงก์เซิร์ฟเวอร์ เข้าได้เฉพาะลิงก์แชร์ที่มี type=Server เท่านั้น",
        duplicate: "ลิงก์นี้มีค่าเดียวกันซ้ำสองครั้ง หรือมีสองเซิร์ฟเวอร์ จึงไม่รู้ว่าจะเข้าเซิร์ฟเวอร์ไหน",
        riftIncomplete: (brand: string) =>
          `ลิงก์ ${brand} นี้ไม่สมบูรณ์ ต้องมี PlaceId และ ServerId (หรือ LinkCode หรือ ShareCode)`,
      },
    },
    result: {
      riftLinkLabel: (brand: string) => `ลิงก์ ${brand} สำหรับแชร์`,
      copy: "คัดลอกลิงก์",
      joinNow: "เข้าเลย",
      robloxLinkLabel: "ลิงก์ Roblox (แตะเพื่อเปิดแอป หรือเปิดบนเว็บไซต์):",
      copied: { title: "คัดลอกลิงก์แล้ว", description: "ลิงก์เข้าเกมอยู่ในคลิปบอร์ดแล้ว" },
      copyFailed: { title: "คัดลอกไม่สำเร็จ", description: "เลือกลิงก์แล้วคัดลอกเอง" },
    },
    recent: {
      heading: "เซิร์ฟเวอร์ล่าสุด",
      note: "บันทึกไว้บนอุปกรณ์นี้เท่านั้น ไม่มีการส่งข้อมูลไปที่ไหน",
      joinAgain: "เข้าอีกครั้ง",
      forget: "ลบออก",
      joined: { justNow: "เข้าเล่นเมื่อสักครู่", ago: (ago: string) => `เข้าเล่น${ago}` },
    },
  },
  servercodes: {
    title: "โค้ดเซิร์ฟเวอร์",
    text: "คัดลอกโค้ดเซิร์ฟเวอร์นี้ แล้วใส่ลงในช่องโค้ดเซิร์ฟเวอร์ (Server Codes) ระบบจะพาคุณไปเองโดยอัตโนมัติ",
    emptyTitle: "ไม่มีโค้ดเซิร์ฟเวอร์",
    emptyText: "ไม่พบโค้ดเซิร์ฟเวอร์ในลิงก์นี้",
    copyCode: "คัดลอกโค้ด",
    copied: "คัดลอกแล้ว!",
  },
  adBlock: {
    title: "ตรวจพบตัวบล็อกโฆษณา",
    message: "เราตรวจพบว่าคุณกำลังใช้ตัวบล็อกโฆษณา กรุณาปิดเพื่อเข้าใช้หน้านี้และสนับสนุนบริการของเรา",
    hintRefresh: "ปิดตัวบล็อกโฆษณา แล้วรีเฟรชหน้านี้",
    hintWhitelist: (host: string) => `หรือเพิ่มโดเมน ${host} ในรายการที่อนุญาตในการตั้งค่าตัวบล็อกโฆษณา`,
    hintSupport: (brand: string) => `ช่วยสนับสนุนการพัฒนา ${brand}: โฆษณาทำให้คีย์ฟรียังฟรีต่อไปได้`,
    refresh: "รีเฟรชหน้า",
  },
  redirect: {
    to: (destination: string) => `กำลังพาไปที่ ${destination}...`,
    title: "กำลังเปลี่ยนหน้า...",
    betterBypasser: "กรุณารอสักครู่ กำลังพาคุณไปรับคีย์ BetterBypasser",
    fallbackBefore: "ถ้าไม่มีอะไรเกิดขึ้น ",
    fallbackLink: "คลิกที่นี่",
    fallbackAfter: "เพื่อไปต่อ",
  },
  statusPage: {
    title: "สถานะ",
    intro: (brand: string) => `ตอนนี้อะไรใช้งานได้บ้างใน ${brand} และมีอะไรขัดข้องบ้างในช่วง 90 วันที่ผ่านมา`,
    now: "ตอนนี้",
    games: "เกม",
    executors: "ตัวรันสคริปต์",
    history: "ย้อนหลัง 90 วัน",
    strip: (game: string) => `${game} วันละหนึ่งช่อง เรียงจากเก่าไปใหม่`,
    day: (date: string, status: string) => `${date}: ${status}`,
    noData: "ไม่มีข้อมูล",
    incidents: "เหตุขัดข้อง",
    noIncidents: "ไม่มีเหตุขัดข้องในช่วง 90 วันที่ผ่านมา",
    began: (time: string) => `เริ่มเมื่อ ${time}`,
    /** "ใช้งานไม่ได้นาน 42 นาที", "อัปเดตนาน 1 ชม." (the badge's กำลัง says it still goes on): no space before นาน. */
    lasted: (status: string, duration: string, key: string) =>
      `${key === "updating" ? "อัปเดต" : status}นาน ${duration}`,
    since: (status: string, time: string) => `${status}ตั้งแต่ ${time}`,
    units: {
      day: (count: number) => `${count} วัน`,
      hour: (count: number) => `${count} ชม.`,
      minute: (count: number) => `${count} นาที`,
      second: (count: number) => `${count} วินาที`,
    },
    unitsJoin: " ",
    feed: "ติดตามผ่านฟีด Atom",
    feedTitle: (brand: string) => `สถานะ ${brand}`,
    resolved: (subject: string, status: string, key: string) =>
      key === "maintenance" ? `ปิดปรับปรุงเสร็จแล้ว: ${subject}` : `แก้ไขแล้ว: ${subject}: ${status}`,
  },
  /** A game's page (/games/<slug>). */
  push: {
    notify: "แจ้งเตือนฉัน",
    stop: "หยุดการแจ้งเตือน",
    unsupported: "เบราว์เซอร์นี้แสดงการแจ้งเตือนของเว็บไซต์นี้ไม่ได้",
    blocked: "การแจ้งเตือนของเว็บไซต์นี้ถูกบล็อกไว้ในการตั้งค่าเบราว์เซอร์",
    failed: "เปิดการแจ้งเตือนไม่สำเร็จ ลองใหม่อีกครั้งภายหลัง",
    on: "เปิดการแจ้งเตือนแล้ว: คุณจะได้รับแจ้งเมื่อสถานะของเกมนี้เปลี่ยน",
  },
  gamePage: {
    features: "สคริปต์ทำอะไรได้บ้าง",
    statusNow: "สถานะตอนนี้",
    /** "ใช้งานได้ปกติ 99.2% ของเวลาในช่วง 90 วันที่ผ่านมา" (the badge's words). */
    uptime: (percent: string, days: number) => `ใช้งานได้ปกติ ${percent}% ของเวลาในช่วง ${days} วันที่ผ่านมา`,
    noUptime: (days: number) => `ยังไม่มีข้อมูลในช่วง ${days} วันที่ผ่านมา`,
    uptimeNote: "การปิดปรับปรุงตามกำหนดการไม่นับเป็นเวลาที่ใช้งานไม่ได้",
    play: (game: string) => `เล่น ${game}`,
    allStatuses: "สถานะทั้งหมด",
    /** The breadcrumb's names: home, this page. */
    breadcrumb: "เส้นทางนำทาง",
    history: "ย้อนหลัง 90 วัน",
    incidents: "เหตุขัดข้อง",
  },
  /** Maintenance announced ahead, on /status and a game's page. */
  maintenance: {
    heading: "ปิดปรับปรุงตามกำหนดการ",
    allGames: "ทุกเกม",
    cancelled: "ยกเลิกแล้ว",
    /** A window: its game (or "All games"), its start and end ("Nov 30, 2026, 10:00 UTC") and how long it lasts. */
    window: (game: string, from: string, to: string, duration: string) => `${game}: ${from} – ${to} (${duration})`,
  },
} satisfies PageMessages;
