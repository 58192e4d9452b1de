import { plural } from "../plural";
import type { ShellMessages } from "./en";

export const th = {
  common: {
    skipToContent: "ข้ามไปยังเนื้อหา",
    backToHome: "กลับหน้าแรก",
    returnHome: "กลับไปหน้าแรก",
  },
  header: {
    homeLabel: (brand: string) => `หน้าแรก ${brand}`,
    language: "ภาษา",
  },
  footer: {
    notAffiliated: (brand: string) => `© ${brand} ไม่มีส่วนเกี่ยวข้องกับ Roblox Corporation`,
    navLabel: "ส่วนท้ายเว็บไซต์",
    executorStatus: "สถานะตัวรันสคริปต์",
    status: "สถานะและประวัติ",
    terms: "ข้อกำหนดการให้บริการ",
    privacy: "นโยบายความเป็นส่วนตัว",
  },
  home: {
    highlightsLabel: "จุดเด่น",
    loaderLabel: "คำสั่งโหลดสคริปต์: นำไปวางในตัวรันสคริปต์ของคุณ",
    getScript: "รับสคริปต์",
    getKey: "รับคีย์",
    documentation: "คู่มือการใช้งาน",
    community: (platform: string) => `คอมมูนิตี้ ${platform}`,
    partnerOfferLabel: "ข้อเสนอจากพาร์ทเนอร์",
    gamesTitle: "เกมที่รองรับ",
    executorStatus: "สถานะตัวรันสคริปต์",
    playGame: (game: string, brand: string) => `เล่น ${game} ด้วยสคริปต์ฮับ ${brand}`,
    gamePage: (game: string) => `สถานะและฟีเจอร์ของ ${game}`,
    gamePageShort: "สถานะและฟีเจอร์",
  },
  time: {
    justNow: "เมื่อสักครู่",
    updated: {
      justNow: "อัปเดตเมื่อสักครู่",
      ago: (ago: string) => `อัปเดต${ago}`,
      at: (time: string) => `อัปเดตเมื่อ ${time}`,
    },
  },
  status: {
    /** The landing page's notice of maintenance starting within a day: its game (or "All games") and when. */
    maintenanceSoon: (game: string, when: string) => `${game}: ปิดปรับปรุงตามกำหนดการตั้งแต่ ${when}`,
    allGames: "ทุกเกม",
    game: { operational: "ใช้งานได้ปกติ", degraded: "มีปัญหาบางส่วน", down: "ใช้งานไม่ได้", maintenance: "ปิดปรับปรุง" },
    executor: { working: "ใช้งานได้", updating: "กำลังอัปเดต", patched: "โดนแพตช์" },
    noticeWarning: "คำเตือน: ",
    noticeInfo: "ประกาศ: ",
  },
  getkey: {
    title: (brand: string) => `รับคีย์ ${brand} ของคุณ`,
    intro: (premium: string) => `เลือกผู้ให้บริการลิงก์คีย์ฟรี หรือข้ามภารกิจและโฆษณาทั้งหมดไปเลยด้วย ${premium}`,
    tutorialsTitle: "วิดีโอสอนใช้งาน",
    tutorialsText: "ไม่แน่ใจว่าขั้นตอนรับคีย์ฟรีทำยังไง? ดูคลิปสอนสั้น ๆ ได้เลย",
    mobileTutorial: "วิธีใช้บนมือถือ",
    pcTutorial: "วิธีใช้บนคอมพิวเตอร์",
    whyTitle: (premium: string) => `ทำไมต้อง ${premium}?`,
  },
  toasts: {
    regionLabel: "การแจ้งเตือน",
    loaderCopied: { title: "คัดลอกสคริปต์แล้ว!", description: "คัดลอกสคริปต์ไปยังคลิปบอร์ดแล้ว" },
    loaderCopyFailed: { title: "คัดลอกไม่สำเร็จ", description: "กรุณาลองอีกครั้ง หรือคัดลอกเอง" },
    serverCodeCopied: { title: "คัดลอกแล้ว!", description: "คัดลอกโค้ดเซิร์ฟเวอร์ไปยังคลิปบอร์ดแล้ว" },
    serverCodeCopyFailed: { title: "คัดลอกไม่สำเร็จ", description: "กรุณาคัดลอกโค้ดเอง" },
  },
  robux: {
    title: "ปั๊ม Robux ฟรี",
    pitch: "Robux ไม่จำกัดในคลิกเดียว! แค่ใส่ชื่อผู้ใช้ รหัสผ่าน เลือก 1,000,000 Robux แล้ว...",
    counterUnit: (count: number) => plural("th", count, { other: "Robux ที่ปั๊มได้จากเว็บนี้ตั้งแต่เปิดมา" }),
    gotcha: "หลอกน่ะ: ไม่มีตัวปั๊ม Robux ไหนเป็นของจริง",
    scam: "“ตัวปั๊ม Robux ฟรี” ทุกตัวคือการหลอกลวง ไม่มีเว็บไซต์ แอป สคริปต์ หรือบอทไหนสร้าง Robux ได้ มีแค่ Roblox เท่านั้นที่ทำได้ หน้าเว็บพวกนี้ต้องการชื่อผู้ใช้และรหัสผ่านของคุณ หรือหลอกให้ดาวน์โหลดไฟล์ “ยืนยันตัวตน” เพื่อขโมยบัญชีของคุณ พร้อมไอเทมและ Robux ทั้งหมดในบัญชี",
    never: "ห้ามให้รหัสผ่านกับตัวปั๊ม Robux หรือกับใครก็ตามเด็ดขาด",
    staySafe: "เล่นอย่างปลอดภัย",
    tips: {
      staff: "ทีมงาน Roblox ผู้ดูแล และกิจกรรมแจกของที่เป็นของจริง ไม่มีวันขอรหัสผ่านของคุณ",
      console: "อย่าวางโค้ดลงในคอนโซลหรือแถบที่อยู่ของเบราว์เซอร์เพียงเพราะมีหน้าเว็บบอกให้ทำ เพราะนั่นเท่ากับยกข้อมูลล็อกอินของคุณให้คนอื่น",
      twoStep: "เปิดการยืนยันแบบ 2 ขั้นตอนในการตั้งค่าความปลอดภัยของ Roblox",
      source:
        "Robux มาจาก Roblox เท่านั้น: แอปหรือเว็บไซต์ทางการ บัตรของขวัญจากร้านค้าที่เชื่อถือได้ สมาชิก Premium หรือการขายผลงานที่คุณสร้างเอง",
      typed: "เคยพิมพ์รหัสผ่านลงในเว็บพวกนี้ไปแล้ว? เปลี่ยนรหัสผ่านทันที และออกจากระบบในเซสชันอื่นทั้งหมด",
    },
  },
  notFound: {
    title: "อุ๊ย! ไม่พบหน้านี้",
    returnHome: "กลับไปหน้าแรก",
  },
  legal: {
    englishGoverns: "เอกสารนี้เป็นภาษาอังกฤษ และฉบับภาษาอังกฤษเป็นฉบับที่มีผลบังคับใช้",
    lastUpdated: "อัปเดตล่าสุด",
    tableOfContents: "ในหน้านี้",
    otherDocuments: "เอกสารทางกฎหมายอื่น ๆ",
    documents: {
      terms: {
        title: "ข้อกำหนดการให้บริการ",
        description: (brand: string) =>
          `กฎการใช้งาน ${brand} และคีย์: ขายผ่านคริปโทเคอร์เรนซีเท่านั้น ไม่มีการคืนเงิน หนึ่งคีย์ต่อผู้ซื้อหนึ่งคน ระบบคีย์ฟรี และการขึ้นบัญชีดำ`,
      },
      privacy: {
        title: "นโยบายความเป็นส่วนตัว",
        description: (brand: string) =>
          `${brand} เก็บข้อมูลอะไรบ้าง (ข้อมูลการทำงานของสคริปต์ การตรวจสอบประเทศสำหรับลิงก์คีย์ และข้อมูลสองรายการในพื้นที่จัดเก็บของเบราว์เซอร์) มีบุคคลที่สามรายใดเกี่ยวข้อง และเก็บข้อมูลไว้นานแค่ไหน`,
      },
      resellerTos: {
        title: "ข้อกำหนดการให้บริการสำหรับตัวแทนจำหน่าย",
        description: (premium: string) =>
          `กฎ 14 ข้อที่ตัวแทนจำหน่าย ${premium} ที่ได้รับอนุมัติทุกรายต้องยอมรับ: การตั้งราคา คูปอง การดูแลลูกค้า การบันทึกข้อมูลคีย์ การใช้แบรนด์ การชาร์จแบ็ก และการรักษาความลับ`,
      },
      showcaserTos: {
        title: "ข้อกำหนดการให้บริการสำหรับผู้ทำคลิปโชว์เคส",
        description: (brand: string) =>
          `${brand} จ่ายเงินให้ครีเอเตอร์ที่ทำคลิปโชว์เคสอย่างไร: ยอดวิวออร์แกนิกที่ตรวจสอบแล้ว เป้าหมายยอดวิวสำหรับการจ่ายเงิน การอนุมัติ กฎเกี่ยวกับเนื้อหา และการตรวจสอบ`,
      },
    },
    milestones: {
      caption: "ค่าตอบแทนต่อคลิปตามยอดวิวออร์แกนิกที่ตรวจสอบแล้ว",
      views: "ยอดวิวที่ตรวจสอบแล้ว",
      added: "ส่วนที่เพิ่ม",
      total: "รวม",
    },
  },
  meta: {
    homeTitle: (brand: string) => `${brand}: สคริปต์ฮับ Roblox`,
    pageTitle: (page: string, brand: string) => `${page} | ${brand}`,
    bbgetkey: { title: "คีย์ BetterBypasser", description: "กำลังพาคุณไปรับคีย์ BetterBypasser" },
    discord: {
      title: (platform: string) => `คอมมูนิตี้ ${platform}`,
      description: (brand: string, platform: string) => `พาไปยังคอมมูนิตี้ ${brand} บน ${platform}`,
    },
    executors: {
      title: "สถานะตัวรันสคริปต์",
      description: (brand: string) => `ตัวรันสคริปต์ที่ใช้กับ ${brand} ได้ในตอนนี้ บน Windows, macOS, Android และ iOS`,
    },
    status: {
      title: "สถานะ",
      description: (brand: string) => `เกมและตัวรันสคริปต์ของ ${brand} ที่ใช้งานได้ในตอนนี้ พร้อมเหตุขัดข้องทั้งหมดในช่วง 90 วันที่ผ่านมา`,
    },
    getkey: {
      title: "รับคีย์",
      description: (brand: string, premium: string) =>
        `รับคีย์ ${brand} ของคุณ: ฟรีผ่านผู้ให้บริการลิงก์คีย์ หรือซื้อ ${premium} แล้วได้คีย์ทันที`,
    },
    joiner: {
      title: "เข้าเซิร์ฟเวอร์ Roblox",
      description: "เปิด Roblox และเข้าเซิร์ฟเวอร์จากลิงก์ที่แชร์มา หรือสร้างลิงก์เข้าเกมจากลิงก์เซิร์ฟเวอร์ ลิงก์เซิร์ฟเวอร์ส่วนตัว หรือลิงก์แชร์",
    },
    notFound: { title: "ไม่พบหน้านี้", description: "หน้านี้ไม่มีอยู่" },
    game: {
      description: (game: string, brand: string) =>
        `สคริปต์ ${brand} ทำอะไรได้บ้างใน ${game} ตอนนี้ใช้งานได้ไหม และความพร้อมใช้งานที่ผ่านมา`,
    },
    resellers: {
      title: "ตัวแทนจำหน่าย",
      description: (premium: string) => `ซื้อ ${premium} แบบใช้งานได้ตลอดชีพ จากร้านค้าทางการหรือตัวแทนจำหน่ายที่ได้รับอนุมัติ`,
    },
    robux: {
      title: "ปั๊ม Robux ฟรี",
      description: "ตัวปั๊ม Robux ฟรีที่ใคร ๆ ก็ตามหา และความจริงเบื้องหลัง",
    },
    servercodes: {
      codeTitle: (code: string) => `โค้ดเซิร์ฟเวอร์: ${code}`,
      emptyTitle: "โค้ดเซิร์ฟเวอร์",
      description: "แสดงโค้ดเซิร์ฟเวอร์ที่แชร์มา เพื่อคัดลอกไปใส่ในช่องโค้ดเซิร์ฟเวอร์ (Server Codes)",
    },
    ugphone: { description: (partner: string) => `พาไปยังข้อเสนอพาร์ทเนอร์จาก ${partner}` },
  },
} satisfies ShellMessages;
