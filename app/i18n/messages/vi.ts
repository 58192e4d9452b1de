import { plural } from "../plural";
import type { ShellMessages } from "./en";

export const vi = {
  common: {
    skipToContent: "Chuyển đến nội dung",
    backToHome: "Về trang chủ",
    returnHome: "Quay lại trang chủ",
  },
  header: {
    homeLabel: (brand: string) => `Trang chủ ${brand}`,
    language: "Ngôn ngữ",
  },
  footer: {
    notAffiliated: (brand: string) => `© ${brand}. Không liên kết với Roblox Corporation.`,
    navLabel: "Chân trang",
    executorStatus: "Trạng thái executor",
    status: "Trạng thái và lịch sử",
    terms: "Điều khoản dịch vụ",
    privacy: "Chính sách quyền riêng tư",
  },
  home: {
    highlightsLabel: "Điểm nổi bật",
    loaderLabel: "Lệnh tải script: dán vào executor của bạn",
    getScript: "Lấy script",
    getKey: "Lấy key",
    documentation: "Tài liệu",
    community: (platform: string) => `Cộng đồng ${platform}`,
    partnerOfferLabel: "Ưu đãi đối tác",
    gamesTitle: "Game được hỗ trợ",
    executorStatus: "Trạng thái executor",
    playGame: (game: string, brand: string) => `Chơi ${game} với kho script ${brand}`,
    gamePage: (game: string) => `Trạng thái và tính năng của ${game}`,
    gamePageShort: "Trạng thái và tính năng",
  },
  time: {
    justNow: "Vừa xong",
    updated: {
      justNow: "Vừa cập nhật",
      ago: (ago: string) => `Cập nhật ${ago}`,
      at: (time: string) => `Cập nhật lúc ${time}`,
    },
  },
  status: {
    /** The landing page's notice of maintenance starting within a day: its game (or "All games") and when. */
    maintenanceSoon: (game: string, when: string) => `Bảo trì theo lịch cho ${game}: ${when}.`,
    allGames: "tất cả game",
    game: { operational: "Hoạt động tốt", degraded: "Chập chờn", down: "Ngừng hoạt động", maintenance: "Bảo trì" },
    executor: { working: "Hoạt động", updating: "Đang cập nhật", patched: "Đã bị vá" },
    noticeWarning: "Cảnh báo: ",
    noticeInfo: "Thông báo: ",
  },
  getkey: {
    title: (brand: string) => `Lấy key ${brand} của bạn`,
    intro: (premium: string) =>
      `Chọn một trang lấy key miễn phí, hoặc dùng ${premium} để bỏ qua nhiệm vụ và quảng cáo.`,
    tutorialsTitle: "Video hướng dẫn",
    tutorialsText: "Chưa rõ các bước lấy key miễn phí? Xem ngay video hướng dẫn ngắn.",
    mobileTutorial: "Hướng dẫn cho điện thoại",
    pcTutorial: "Hướng dẫn cho máy tính",
    whyTitle: (premium: string) => `Vì sao nên chọn ${premium}?`,
  },
  toasts: {
    regionLabel: "Thông báo",
    loaderCopied: { title: "Đã sao chép script!", description: "Script đã được sao chép vào bộ nhớ tạm." },
    loaderCopyFailed: { title: "Không sao chép được", description: "Vui lòng thử lại hoặc tự sao chép." },
    serverCodeCopied: { title: "Đã sao chép!", description: "Đã sao chép mã server vào bộ nhớ tạm" },
    serverCodeCopyFailed: { title: "Không sao chép được", description: "Vui lòng tự sao chép mã" },
  },
  robux: {
    title: "Công cụ tạo Robux miễn phí",
    pitch:
      "Robux không giới hạn chỉ với một cú nhấp! Chỉ cần nhập tên người dùng, mật khẩu, chọn 1.000.000 Robux và...",
    counterUnit: (count: number) => plural("vi", count, { other: "Robux từng được tạo ra ở đây" }),
    gotcha: "Mắc bẫy rồi nhé: chẳng có công cụ tạo Robux nào là thật cả",
    scam: "Mọi “công cụ tạo Robux miễn phí” đều là lừa đảo. Không trang web, ứng dụng, script hay bot nào có thể tạo ra Robux: chỉ Roblox mới làm được. Những trang này muốn có tên người dùng và mật khẩu của bạn, hoặc bắt bạn tải về một tệp “xác minh”, để chiếm tài khoản, vật phẩm và Robux của bạn.",
    never: "Đừng bao giờ đưa mật khẩu cho công cụ tạo Robux, hay cho bất kỳ ai.",
    staySafe: "Bảo vệ tài khoản của bạn",
    tips: {
      staff: "Nhân viên Roblox, người kiểm duyệt và các sự kiện tặng quà thật không bao giờ hỏi mật khẩu của bạn.",
      console:
        "Đừng bao giờ dán code vào console hay thanh địa chỉ của trình duyệt chỉ vì một trang web bảo bạn làm vậy: làm thế là bạn trao luôn quyền đăng nhập của mình.",
      twoStep: "Bật xác minh 2 bước trong phần cài đặt bảo mật Roblox của bạn.",
      source:
        "Robux chỉ đến từ Roblox: ứng dụng hoặc trang web chính thức, thẻ quà tặng mua ở cửa hàng thật, Premium, hoặc bán những món do chính bạn tạo ra.",
      typed:
        "Lỡ nhập mật khẩu vào một trong những trang này rồi? Hãy đổi mật khẩu ngay và đăng xuất khỏi tất cả các phiên khác.",
    },
  },
  notFound: {
    title: "Ối! Không tìm thấy trang",
    returnHome: "Quay lại trang chủ",
  },
  legal: {
    englishGoverns: "Tài liệu này bằng tiếng Anh và bản tiếng Anh là bản có hiệu lực.",
    lastUpdated: "Cập nhật lần cuối",
    tableOfContents: "Mục lục",
    otherDocuments: "Các văn bản pháp lý khác",
    documents: {
      terms: {
        title: "Điều khoản dịch vụ",
        description: (brand: string) =>
          `Các quy định khi dùng ${brand} và key: chỉ bán bằng tiền mã hóa, không hoàn tiền, mỗi key chỉ một người mua, hệ thống key miễn phí và việc đưa vào danh sách đen.`,
      },
      privacy: {
        title: "Chính sách quyền riêng tư",
        description: (brand: string) =>
          `Những gì ${brand} thu thập (dữ liệu đo từ xa của script, tra cứu quốc gia cho link lấy key, hai mục trong bộ nhớ cục bộ), những bên thứ ba nào tham gia và dữ liệu được lưu trong bao lâu.`,
      },
      resellerTos: {
        title: "Điều khoản dịch vụ cho đại lý",
        description: (premium: string) =>
          `14 quy định mà mọi đại lý ${premium} được duyệt đều đồng ý: giá bán, mã giảm giá, hỗ trợ, lưu hồ sơ key, thương hiệu, yêu cầu bồi hoàn và bảo mật thông tin.`,
      },
      showcaserTos: {
        title: "Điều khoản dịch vụ cho người làm video giới thiệu",
        description: (brand: string) =>
          `Cách ${brand} trả tiền cho nhà sáng tạo nội dung làm video giới thiệu: lượt xem tự nhiên đã xác minh, các mốc thanh toán, xét duyệt, quy định về nội dung và kiểm tra.`,
      },
    },
    milestones: {
      caption: "Tiền trả cho mỗi video theo lượt xem tự nhiên đã xác minh",
      views: "Lượt xem đã xác minh",
      added: "Cộng thêm",
      total: "Tổng cộng",
    },
  },
  meta: {
    homeTitle: (brand: string) => `${brand}: Kho script Roblox`,
    pageTitle: (page: string, brand: string) => `${page} | ${brand}`,
    bbgetkey: { title: "Key BetterBypasser", description: "Đang chuyển bạn đến trang lấy key BetterBypasser." },
    discord: {
      title: (platform: string) => `Cộng đồng ${platform}`,
      description: (brand: string, platform: string) => `Chuyển đến cộng đồng ${platform} của ${brand}.`,
    },
    executors: {
      title: "Trạng thái executor",
      description: (brand: string) =>
        `Những executor đang chạy được ${brand} lúc này, trên Windows, macOS, Android và iOS.`,
    },
    status: {
      title: "Trạng thái",
      description: (brand: string) =>
        `Những game và executor của ${brand} đang hoạt động lúc này, cùng mọi sự cố trong 90 ngày qua.`,
    },
    getkey: {
      title: "Lấy key",
      description: (brand: string, premium: string) =>
        `Lấy key ${brand} của bạn: miễn phí qua trang lấy key, hoặc mua ${premium} để nhận key ngay lập tức.`,
    },
    joiner: {
      title: "Vào server Roblox",
      description:
        "Mở Roblox và vào server từ một link được chia sẻ, hoặc tạo link vào server từ link server, link server riêng hoặc link chia sẻ.",
    },
    notFound: { title: "Không tìm thấy trang", description: "Trang này không tồn tại." },
    game: {
      description: (game: string, brand: string) =>
        `Script ${brand} làm được gì trong ${game}, lúc này có hoạt động không và thời gian hoạt động ra sao.`,
    },
    resellers: {
      title: "Đại lý",
      description: (premium: string) => `Mua ${premium} dùng trọn đời tại cửa hàng chính thức hoặc đại lý được duyệt.`,
    },
    robux: {
      title: "Công cụ tạo Robux miễn phí",
      description: "Công cụ tạo Robux miễn phí mà ai cũng đang tìm, và sự thật về nó.",
    },
    servercodes: {
      codeTitle: (code: string) => `Mã server: ${code}`,
      emptyTitle: "Mã server",
      description: "Hiển thị mã server được chia sẻ để sao chép vào ô mã server (Server Codes).",
    },
    ugphone: { description: (partner: string) => `Chuyển đến ưu đãi đối tác ${partner}.` },
  },
} satisfies ShellMessages;
