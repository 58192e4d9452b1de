/** The operator's texts in Thai; whatever is left out is shown in English (app/config/localize.ts). */
import type { OperatorTranslation } from "../localize.ts";

export const th = {
  brand: {
    tagline: "สคริปต์ฮับเดียวที่คุณต้องมี สัมผัสสคริปต์ฮับที่ฟีเจอร์จัดเต็มและคุณภาพสูงที่สุด!",
    description: "{name} คือสคริปต์ฮับฟรีสำหรับ Roblox: คัดลอกคำสั่งโหลดสคริปต์ รับคีย์ แล้วเล่นได้ทั้ง {gameCount} เกมที่รองรับ",
  },
  stats: [
    {
      label: "ผู้ใช้งานแอคทีฟ",
    },
    {
      label: "ความพร้อมใช้งาน",
    },
    {
      label: "เกม",
    },
  ],
  partnerBanner: {
    title: "มือถือคลาวด์ฟรีจาก UgPhone",
    text: "รัน {name} ได้ตลอด 24 ชั่วโมงบนมือถือ Android บนคลาวด์ รับข้อเสนอจากพาร์ทเนอร์ได้เลย",
    cta: "รับสิทธิ์",
  },
  getKey: {
    premium: {
      badge: "แนะนำ",
      benefits: ["ได้คีย์ทันที", "บริการช่วยเหลือแบบพรีเมียม", "ไม่มีโฆษณา"],
      cta: "รับ {premiumName}",
    },
    freeProviders: [
      {
        badge: "ฟรี",
        bullets: ["ทำเสร็จเร็วที่สุด", "ระบบภารกิจเข้าใจง่าย", "ใช้บนมือถือได้สะดวก"],
        cta: "รับคีย์ฟรี",
      },
      {
        badge: "ฟรี",
        bullets: ["ฟรี (มีโฆษณา)", "เข้าถึงได้รวดเร็ว", "ไม่ต้องจ่ายเงิน"],
        cta: "รับคีย์ฟรี",
      },
    ],
    whyPremium: [
      {
        title: "เข้าใช้งานได้ทันที",
        text: "ได้คีย์ทันทีที่ชำระเงิน: ไม่ต้องทำภารกิจ ไม่ต้องรอ",
      },
      {
        title: "บริการช่วยเหลือแบบพรีเมียม",
        text: "ทีมงานช่วยเหลือคุณเป็นลำดับแรกทุกครั้งที่ต้องการ",
      },
      {
        title: "ไม่มีโฆษณา",
        text: "ข้ามหน้าภารกิจและโฆษณาทั้งหมดได้ตลอดชีพ",
      },
    ],
  },
} satisfies OperatorTranslation;
