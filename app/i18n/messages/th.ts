import type { Messages } from "./en";

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
    updatedPrefix: "อัปเดตเมื่อ ",
    executorStatus: "สถานะตัวรันสคริปต์",
    playGame: (game: string, brand: string) => `เล่น ${game} ด้วยสคริปต์ฮับ ${brand}`,
  },
  status: {
    game: { operational: "ใช้งานได้ปกติ", degraded: "มีปัญหาบางส่วน", down: "ใช้งานไม่ได้", maintenance: "ปิดปรับปรุง" },
    executor: { working: "ใช้งานได้", updating: "กำลังอัปเดต", patched: "โดนแพตช์" },
    noticeWarning: "คำเตือน: ",
    noticeInfo: "ประกาศ: ",
  },
  platforms: { windows: "Windows", macos: "macOS", android: "Android", ios: "iOS" },
  executors: {
    title: "สถานะตัวรันสคริปต์",
    intro: (brand: string) =>
      `ตัวรันสคริปต์ที่ใช้กับ ${brand} ได้ในตอนนี้ หลังจาก Roblox อัปเดต ตัวรันอาจโดนแพตช์ไปสักพัก ให้กลับมาเช็กที่หน้านี้ก่อนลองใหม่อีกครั้ง`,
    updatedPrefix: "อัปเดตเมื่อ ",
    caption: "ตัวรันสคริปต์ แพลตฟอร์มที่รองรับ สถานะ ราคา และเวลาที่ตรวจสอบล่าสุด",
    columns: { executor: "ตัวรัน", platforms: "แพลตฟอร์ม", status: "สถานะ", price: "ราคา", lastChecked: "ตรวจสอบล่าสุด" },
    unknown: "ไม่ทราบ",
    free: "ฟรี",
    paid: "เสียเงิน",
    notChecked: "ยังไม่ได้ตรวจสอบ",
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
  resellers: {
    backToGetKey: "กลับไปหน้ารับคีย์",
    title: (brand: string) => `ตัวแทนจำหน่าย ${brand}`,
    intro: (premium: string) => `เลือกตัวแทนจำหน่ายที่คุณสะดวก เพื่อซื้อ ${premium} แบบใช้งานได้ตลอดชีพ`,
    officialTitle: (name: string) => `ตัวแทนจำหน่าย ${name}`,
    officialBadge: "ทางการ",
    paymentMethods: "ช่องทางการชำระเงิน",
    paymentMethodsLabel: (reseller: string) => `ช่องทางการชำระเงินที่ ${reseller} รองรับ`,
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
      hint: "ลิงก์เซิร์ฟเวอร์ของ Rift หรือ Roblox ลิงก์เซิร์ฟเวอร์ส่วนตัว ลิงก์แชร์ หรือลิงก์เกมที่ตามด้วย JobId ของเซิร์ฟเวอร์",
      submit: "สร้างลิงก์",
      problems: {
        empty: "กรุณาวางลิงก์ก่อน",
        tooLong: "ยาวเกินกว่าจะเป็นลิงก์เข้าเกม กรุณาวางเฉพาะตัวลิงก์",
        tooManyParts: "วางได้แค่ลิงก์เดียว หรือลิงก์เกมกับ JobId แต่ตรงนี้มีข้อมูลมากกว่านั้น",
        scheme: "เข้าได้เฉพาะลิงก์ https://, roblox:// และ robloxmobile:// เท่านั้น ลิงก์นี้จึงไม่ถูกเปิด",
        otherSite: "ลิงก์นี้พาไปยังเว็บอื่น กรุณาวางลิงก์เข้าเกมของ Rift หรือลิงก์ roblox.com",
        notJoinLink:
          "นี่ไม่ใช่ลิงก์เข้าเกม กรุณาวางลิงก์เข้าเกมของ Rift ลิงก์เซิร์ฟเวอร์ ลิงก์เซิร์ฟเวอร์ส่วนตัว หรือลิงก์แชร์ของ Roblox หรือลิงก์เกมพร้อม JobId",
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
        riftIncomplete: "ลิงก์ Rift นี้ไม่สมบูรณ์ ต้องมี PlaceId และ ServerId (หรือ LinkCode หรือ ShareCode)",
      },
    },
    result: {
      riftLinkLabel: "ลิงก์ Rift สำหรับแชร์",
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
      joined: (ago: string) => `เข้าเมื่อ ${ago}`,
    },
  },
  servercodes: {
    title: "โค้ดเซิร์ฟเวอร์",
    text: "คัดลอกโค้ดเซิร์ฟเวอร์นี้ แล้วใส่ลงในช่องใส่โค้ดเซิร์ฟเวอร์ ระบบจะพาคุณไปเองโดยอัตโนมัติ",
    emptyTitle: "ไม่มีโค้ดเซิร์ฟเวอร์",
    emptyText: "ไม่พบโค้ดเซิร์ฟเวอร์ในลิงก์นี้",
    copyCode: "คัดลอกโค้ด",
    copied: "คัดลอกแล้ว!",
  },
  toasts: {
    loaderCopied: { title: "คัดลอกสคริปต์แล้ว!", description: "คัดลอกสคริปต์ไปยังคลิปบอร์ดแล้ว" },
    loaderCopyFailed: { title: "คัดลอกไม่สำเร็จ", description: "กรุณาลองอีกครั้ง หรือคัดลอกเอง" },
    serverCodeCopied: { title: "คัดลอกแล้ว!", description: "คัดลอกโค้ดเซิร์ฟเวอร์ไปยังคลิปบอร์ดแล้ว" },
    serverCodeCopyFailed: { title: "คัดลอกไม่สำเร็จ", description: "กรุณาคัดลอกโค้ดเอง" },
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
  robux: {
    title: "ปั๊ม Robux ฟรี",
    pitch: "Robux ไม่จำกัดในคลิกเดียว! แค่ใส่ชื่อผู้ใช้ รหัสผ่าน เลือก 1,000,000 Robux แล้ว...",
    counterUnit: "Robux ที่ปั๊มได้จากเว็บนี้ตั้งแต่เปิดมา",
    gotcha: "หลอกน่ะ: ไม่มีตัวปั๊ม Robux ไหนเป็นของจริง",
    scam: "“ตัวปั๊ม Robux ฟรี” ทุกตัวคือการหลอกลวง ไม่มีเว็บไซต์ แอป สคริปต์ หรือบอทไหนสร้าง Robux ได้ มีแค่ Roblox เท่านั้นที่ทำได้ หน้าเว็บพวกนี้ต้องการชื่อผู้ใช้และรหัสผ่านของคุณ หรือหลอกให้ดาวน์โหลดไฟล์ “ยืนยันตัวตน” เพื่อขโมยบัญชีของคุณ พร้อมไอเทมและ Robux ทั้งหมดในบัญชี",
    never: "ห้ามให้รหัสผ่านกับตัวปั๊ม Robux หรือกับใครก็ตามเด็ดขาด",
    staySafe: "เล่นอย่างปลอดภัย",
    tips: {
      staff: "ทีมงาน Roblox ผู้ดูแล และกิจกรรมแจกของที่เป็นของจริง ไม่มีวันขอรหัสผ่านของคุณ",
      console:
        "อย่าวางโค้ดลงในคอนโซลหรือแถบที่อยู่ของเบราว์เซอร์เพียงเพราะมีหน้าเว็บบอกให้ทำ เพราะนั่นเท่ากับยกข้อมูลล็อกอินของคุณให้คนอื่น",
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
  error: {
    title: "เกิดข้อผิดพลาดที่ไม่คาดคิด!",
    text: "เกิดข้อผิดพลาดระหว่างแสดงหน้านี้ กรุณาลองอีกครั้ง",
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
          `${brand} เก็บข้อมูลอะไรบ้าง (ข้อมูลการทำงานของสคริปต์ การตรวจสอบประเทศสำหรับลิงก์คีย์ และข้อมูลหนึ่งรายการในพื้นที่จัดเก็บของเบราว์เซอร์) มีบุคคลที่สามรายใดเกี่ยวข้อง และเก็บข้อมูลไว้นานแค่ไหน`,
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
      added: "ได้เพิ่ม",
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
    getkey: {
      title: "รับคีย์",
      description: (brand: string, premium: string) =>
        `รับคีย์ ${brand} ของคุณ: ฟรีผ่านผู้ให้บริการลิงก์คีย์ หรือซื้อ ${premium} แล้วได้คีย์ทันที`,
    },
    joiner: {
      title: "เข้าเซิร์ฟเวอร์ Roblox",
      description:
        "เปิด Roblox และเข้าเซิร์ฟเวอร์จากลิงก์ที่แชร์มา หรือสร้างลิงก์เข้าเกมจากลิงก์เซิร์ฟเวอร์ ลิงก์เซิร์ฟเวอร์ส่วนตัว หรือลิงก์แชร์",
    },
    notFound: { title: "ไม่พบหน้านี้", description: "หน้านี้ไม่มีอยู่" },
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
      description: "แสดงโค้ดเซิร์ฟเวอร์ที่แชร์มา เพื่อคัดลอกไปใส่ในช่องใส่โค้ดเซิร์ฟเวอร์",
    },
    ugphone: { description: (partner: string) => `พาไปยังข้อเสนอพาร์ทเนอร์จาก ${partner}` },
  },
} satisfies Messages;
