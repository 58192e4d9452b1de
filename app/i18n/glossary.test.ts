/**
 * The glossary (glossary.md) followed by every message and every game's features (app/config/translations): each
 * language's chosen term appears, and the alternatives it replaced appear nowhere (functions are read with sample values).
 */
import { describe, expect, it } from "vitest";
import { ar } from "./messages/ar";
import { en, type Messages } from "./messages/en";
import { es } from "./messages/es";
import { fil } from "./messages/fil";
import { id } from "./messages/id";
import { arPages } from "./messages/pages/ar";
import { enPages } from "./messages/pages/en";
import { esPages } from "./messages/pages/es";
import { filPages } from "./messages/pages/fil";
import { idPages } from "./messages/pages/id";
import { ptBRPages } from "./messages/pages/pt-br";
import { ruPages } from "./messages/pages/ru";
import { thPages } from "./messages/pages/th";
import { viPages } from "./messages/pages/vi";
import { ptBR } from "./messages/pt-br";
import { ru } from "./messages/ru";
import { th } from "./messages/th";
import { vi } from "./messages/vi";
import { ar as arOperator } from "~/config/translations/ar";
import { es as esOperator } from "~/config/translations/es";
import { fil as filOperator } from "~/config/translations/fil";
import { id as idOperator } from "~/config/translations/id";
import { ptBR as ptBROperator } from "~/config/translations/pt-br";
import { ru as ruOperator } from "~/config/translations/ru";
import { th as thOperator } from "~/config/translations/th";
import { vi as viOperator } from "~/config/translations/vi";

/** Every text of a message tree, functions called with sample values ("Rift", 0). */
function texts(tree: unknown): string[] {
  if (typeof tree === "string") return [tree];
  if (typeof tree === "function") {
    const fn = tree as (...args: unknown[]) => string;
    return [fn(...Array.from({ length: fn.length }, (_, i) => (i === 0 && /count/.test(String(fn)) ? 0 : "Rift")))];
  }
  if (tree && typeof tree === "object") return Object.values(tree).flatMap(texts);
  return [];
}

interface Rules {
  /** The messages, and the game features as `games`. */
  messages: Messages | object;
  /** The glossary's terms, each found at least once. */
  uses: (string | RegExp)[];
  /** Alternatives the glossary rejected, found nowhere. */
  avoids: RegExp[];
}

const languages: Record<string, Rules> = {
  en: { messages: { ...en, ...enPages }, uses: ["executor", "Server Codes textbox", "just now"], avoids: [] },
  "pt-BR": {
    messages: { ...ptBR, ...ptBRPages, games: ptBROperator.games },
    uses: [
      "key",
      "executor",
      "revendedor",
      "servidor",
      "Entrar agora",
      "Copiar",
      "Patcheado",
      "(Server Codes)",
      "agora mesmo",
      "Incidentes",
      "recursos",
      "tempo fora do ar",
      "Comando do loader",
      "bosses",
    ],
    avoids: [
      /\bchaves?\b/i,
      /juntar-se|unir-se/i,
      /Fique seguro/,
      /de 0-9/,
      /Comprar com a loja/,
      /mais qualidade/,
      /desde às/,
      /carregamento/,
    ],
  },
  es: {
    messages: { ...es, ...esPages, games: esOperator.games },
    uses: [
      "key",
      "executor",
      "revendedor",
      "servidor",
      "Entrar ahora",
      "Copiar",
      "Parcheado",
      "(Server Codes)",
      "hace un momento",
      "Incidentes",
      "funciones",
      "caídas",
      "bosses",
    ],
    avoids: [/\bun(e|irse|ir)\b/i, /ejecutor/i, /\bllaves?\b/i, /Un JobId solo\b/, /te une\b/, /\bjefes?\b/i],
  },
  id: {
    messages: { ...id, ...idPages, games: idOperator.games },
    uses: [
      "key",
      "executor",
      "reseller",
      "server",
      "Gabung sekarang",
      "Salin",
      "Kena patch",
      "Place ID",
      "(Server Codes)",
      "barusan",
      "Insiden",
      "fitur",
      "Waktu aktif",
      "downtime",
      "Maintenance terjadwal",
      "Riwayat server",
      "0 menit",
      "0 detik",
    ],
    // "Gabung ke Game Roblox..." read as a command while the page is joining.
    avoids: [
      /\bmasuk ke\b/i,
      /\bbergabung\b/i,
      /\bTempat\b|ID tempat/i,
      /Terlanjur/,
      /^Gabung ke game\b/i,
      /\bgangguan\b/i,
      /waktu mati/i,
      /pemeliharaan/i,
      /\b(mnt|dtk)\b/,
    ],
  },
  vi: {
    messages: { ...vi, ...viPages, games: viOperator.games },
    uses: [
      "key",
      "executor",
      "đại lý",
      "server",
      "Vào ngay",
      "Sao chép",
      "Đã bị vá",
      "(Server Codes)",
      "Vừa",
      "Sự cố",
      "tính năng",
      "thời gian ngừng hoạt động",
      "Murderer và Sheriff",
    ],
    avoids: [
      /máy chủ/i,
      /liên kết(?! với Roblox)/i,
      /bảng điều khiển/i,
      /đã không được/,
      /Sao chép thất bại/,
      /Địa điểm/,
      /kẻ sát nhân|cảnh sát trưởng/i,
    ],
  },
  th: {
    messages: { ...th, ...thPages, games: thOperator.games },
    uses: [
      "คีย์",
      "สคริปต์",
      "ตัวรันสคริปต์",
      "ตัวแทนจำหน่าย",
      "เซิร์ฟเวอร์",
      "เข้าเลย",
      "คัดลอก",
      "โดนแพตช์",
      "(Server Codes)",
      "เมื่อสักครู่",
      "เหตุขัดข้อง",
      "ฟีเจอร์",
      "เวลาที่ใช้งานไม่ได้",
    ],
    avoids: [/ตัวรัน(?!สคริปต์)/, /ได้เพิ่ม/, /เมื่อ เมื่อ/, /[\u0e00-\u0e7f] ร้านค้า/],
  },
  fil: {
    messages: { ...fil, ...filPages, games: filOperator.games },
    uses: [
      "key",
      "executor",
      "reseller",
      "private server",
      "Sumali na",
      "Kopyahin",
      "Na-patch",
      "Place ID",
      "(Server Codes)",
      "kani-kanina lang",
      "insidente",
      "Mga laro",
      "mga feature",
      "downtime",
      "Naka-maintenance",
      "Naka-schedule na maintenance",
    ],
    // A game is "laro"; "game link" is the name of a kind of link, like "join link".
    avoids: [
      /pribadong/i,
      /\bLugar\b/,
      /Katayuan/,
      /\bulit\b.*\bulit\b/,
      /\bgame\b(?! link)/i,
      /Inaayos|Inayos|pag-aayos/i,
    ],
  },
  ru: {
    messages: { ...ru, ...ruPages, games: ruOperator.games },
    uses: [
      "ключ",
      "экзекутор",
      "реселлер",
      "сервер",
      "Зайти",
      "Скопировать",
      "Пропатчен",
      "(Server Codes)",
      "только что",
      "Инциденты",
      "функции",
      "простоем",
      "Нестабильно",
      "Устранено",
      "Телепорт к островам и боссам",
    ],
    avoids: [
      /подключ/i,
      /\bКопировать\b/,
      /ссылк[аиу] на вход/i,
      /у официального магазина/,
      /перебоями/,
      /Решено/,
      /\bдн\./,
    ],
  },
  ar: {
    messages: { ...ar, ...arPages, games: arOperator.games },
    uses: [
      "مفتاح",
      "سكربت",
      "مشغّل السكربتات",
      "موزّع",
      "سيرفر",
      "انضم",
      "انسخ",
      "متوقف بعد تحديث Roblox",
      "(Server Codes)",
      "قبل لحظات",
      "السحوبات",
      "الأعطال",
      "الميزات",
      "وقت التوقف",
      "غير مستقر",
      "لشركة Roblox",
    ],
    avoids: [
      /أوقفه/,
      /المشغّل(?! السكربتات)|المشغّلات(?! السكربتات)|مشغّلات(?! السكربتات)/,
      /معطّل/,
      /المسابقات/,
      /خادم/,
      /فشل النسخ/,
      /الحوادث/,
      /أداء ضعيف/,
      /تم الحل/,
      /لـ Roblox/,
    ],
  },
};

describe.each(Object.entries(languages))("glossary, %s", (_tag, { messages, uses, avoids }) => {
  const all = texts(messages);

  it("uses the glossary's terms", () => {
    const missing = uses.filter(
      (term) => !all.some((text) => (typeof term === "string" ? text.includes(term) : term.test(text))),
    );
    expect(missing).toEqual([]);
  });

  it("uses none of the alternatives it replaced", () => {
    const found = all.filter((text) => avoids.some((pattern) => pattern.test(text)));
    expect(found).toEqual([]);
  });
});

describe("the fluent reader's fixes", () => {
  it("Arabic says a failed copy one way, تعذّر النسخ, in all three places", () => {
    expect([
      ar.toasts.loaderCopyFailed.title,
      ar.toasts.serverCodeCopyFailed.title,
      arPages.joiner.result.copyFailed.title,
    ]).toEqual(["تعذّر النسخ", "تعذّر النسخ", "تعذّر النسخ"]);
  });

  it("Indonesian says the join is in progress, not a command", () => {
    expect(idPages.joiner.joining.title).toBe("Sedang gabung ke game Roblox...");
  });
});
