/** The operator's texts in Vietnamese; whatever is left out is shown in English (app/config/localize.ts). */
import type { OperatorTranslation } from "../localize.ts";

export const vi = {
  brand: {
    tagline: "Kho script duy nhất bạn cần, trải nghiệm kho script chất lượng cao, nhiều tính năng nhất!",
    description:
      "{name} là kho script miễn phí cho Roblox: sao chép lệnh tải, lấy key và chơi {gameCount} game được hỗ trợ.",
  },
  stats: [
    {
      label: "Người dùng hoạt động",
    },
    {
      label: "Thời gian hoạt động",
    },
    {
      label: "Game",
    },
  ],
  partnerBanner: {
    title: "Điện thoại đám mây miễn phí từ UgPhone",
    text: "Chạy {name} suốt ngày đêm trên điện thoại Android đám mây. Nhận ngay ưu đãi đối tác.",
    cta: "Nhận ưu đãi",
  },
  getKey: {
    premium: {
      badge: "KHUYÊN DÙNG",
      benefits: ["Nhận key ngay lập tức", "Hỗ trợ ưu tiên", "Không quảng cáo"],
      cta: "Mua {premiumName}",
    },
    freeProviders: [
      {
        badge: "MIỄN PHÍ",
        bullets: ["Hoàn thành nhanh nhất", "Nhiệm vụ đơn giản", "Dễ dùng trên điện thoại"],
        cta: "Lấy key miễn phí",
      },
      {
        badge: "MIỄN PHÍ",
        bullets: ["Miễn phí, có quảng cáo", "Truy cập nhanh", "Không cần thanh toán"],
        cta: "Lấy key miễn phí",
      },
    ],
    whyPremium: [
      {
        title: "Nhận key tức thì",
        text: "Key đến ngay khi bạn thanh toán: không nhiệm vụ, không chờ đợi.",
      },
      {
        title: "Hỗ trợ ưu tiên",
        text: "Đội ngũ ưu tiên giúp bạn bất cứ khi nào bạn cần.",
      },
      {
        title: "Không quảng cáo",
        text: "Bỏ qua mọi trang nhiệm vụ và quảng cáo, trọn đời.",
      },
    ],
  },
  /** What the script does in each game, by position (app/config/brand.ts `games`). */
  games: [
    { features: ["Auto farm level và mastery", "Nhặt trái và rương", "Dịch chuyển tới đảo và boss"] },
    { features: ["Tự trồng, tưới và thu hoạch", "Tự bán nông sản khi túi đầy", "Đếm ngược restock cửa hàng và trứng"] },
    { features: ["Nhặt bond, nhiên liệu và đạn", "Hiện zombie và vật phẩm xuyên tường (ESP)", "Lái tàu giúp bạn"] },
    { features: ["Hiện Murderer và Sheriff (ESP)", "Tự nhặt xu", "Nhặt súng bị rơi"] },
    { features: ["Tự quăng cần, shake và kéo cá", "Bán cá bạn câu được", "Dịch chuyển tới điểm câu cá"] },
    { features: ["Farm xu và vật phá được", "Tự mở trứng", "Nhận quà và phần thưởng miễn phí"] },
  ],
} satisfies OperatorTranslation;
