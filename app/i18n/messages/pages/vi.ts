import type { PageMessages } from "./en";

/** The status words of an incident that ended, without the badges' "Đang" (ongoing) and "Đã" (done at once). */
const ended: Record<string, string> = { updating: "Cập nhật", patched: "Bị vá" };

export const viPages = {
  platforms: { windows: "Windows", macos: "macOS", android: "Android", ios: "iOS" },
  executors: {
    title: "Trạng thái executor",
    intro: (brand: string) =>
      `Những executor đang chạy được ${brand} lúc này. Sau mỗi bản cập nhật của Roblox, executor có thể bị vá một thời gian; hãy quay lại đây xem trước khi thử lại.`,
    caption: "Các executor, nền tảng, trạng thái, giá và thời điểm kiểm tra gần nhất",
    columns: {
      executor: "Executor",
      platforms: "Nền tảng",
      status: "Trạng thái",
      price: "Giá",
      lastChecked: "Kiểm tra lần cuối",
    },
    unknown: "Không rõ",
    free: "Miễn phí",
    paid: "Trả phí",
    notChecked: "Chưa kiểm tra",
  },
  resellers: {
    backToGetKey: "Quay lại trang Lấy key",
    title: (brand: string) => `Đại lý ${brand}`,
    intro: (premium: string) => `Chọn đại lý bạn thích để mua ${premium}, dùng trọn đời`,
    /** Names the official store in full (the configured name reads differently in this language). */
    officialTitle: (_name: string) => "Đại lý chính thức",
    officialBadge: "CHÍNH THỨC",
    paymentMethods: "Phương thức thanh toán",
    paymentMethodsLabel: (reseller: string) => `${reseller}: phương thức thanh toán được chấp nhận`,
    buyOfficial: (_name: string) => "Mua tại cửa hàng chính thức",
    buyFrom: (name: string) => `Mua tại ${name}`,
  },
  joiner: {
    joining: {
      title: "Đang vào game Roblox...",
      text: "Nếu game không tự mở, hãy kiểm tra xem bạn đã cài Roblox chưa.",
      launchAgain: "Mở lại",
      openInBrowser: "Mở trong trình duyệt",
      openInApp: "Mở trong ứng dụng Roblox",
    },
    invalid: {
      title: "Không thể vào game này",
      text: "Link vào server này chưa đầy đủ hoặc không hợp lệ.",
      hint: "Dán link server vào bên dưới để tạo một link dùng được.",
      backHome: "Về trang chủ",
    },
    place: {
      unnamed: (placeId: string) => `Game ${placeId}`,
      privateServer: (place: string) => `${place}: server riêng`,
      shareLink: "Server riêng (link chia sẻ)",
      server: (serverId: string) => `Server ${serverId}…`,
    },
    tool: {
      heading: "Tạo link vào server",
      label: "Link, hoặc link game và JobId",
      hint: (brand: string) =>
        `Link server của ${brand} hoặc Roblox, link server riêng hoặc link chia sẻ, hoặc link game kèm JobId của server.`,
      submit: "Tạo link",
      problems: {
        empty: "Hãy dán link trước đã.",
        tooLong: "Nội dung này quá dài, không thể là link vào server. Chỉ dán mỗi link thôi.",
        tooManyParts: "Hãy dán một link, hoặc một link game và một JobId: ở đây có nhiều hơn thế.",
        scheme: "Chỉ vào được bằng link https://, roblox:// và robloxmobile://. Link này chưa được mở.",
        otherSite: (brand: string) =>
          `Link này dẫn đến một trang web khác. Hãy dán link vào server của ${brand} hoặc link roblox.com.`,
        notJoinLink: (brand: string) =>
          `Đây không phải link vào server. Hãy dán link vào server của ${brand}, link server Roblox, link server riêng hoặc link chia sẻ, hoặc một link game kèm JobId.`,
        noServer:
          "Link này chỉ mở game, không mở một server cụ thể. Hãy thêm JobId của server vào sau nó, ví dụ 0a1b2c3d-4e5f-6789-abcd-ef0123456789.",
        noPlace: "Chỉ có JobId thì không biết là game nào. Hãy thêm link hoặc PlaceId của game vào trước nó.",
        placeId: "PlaceId chỉ được gồm các chữ số 0-9.",
        placeIdTooBig: "PlaceId này quá dài, không thể là PlaceId của Roblox.",
        serverId:
          "JobId phải gồm các chữ cái a-f và chữ số, chia thành các nhóm 8-4-4-4-12, ví dụ 0a1b2c3d-4e5f-6789-abcd-ef0123456789.",
        linkCode: "Mã của link server riêng chỉ được gồm các chữ số 0-9 (tối đa 64 ký tự).",
        shareCode: "Mã của link chia sẻ chỉ được gồm chữ cái và chữ số (tối đa 64 ký tự).",
        shareType: "Link chia sẻ này không dành cho server. Chỉ vào được bằng link chia sẻ có type=Server.",
        duplicate: "Link có một giá trị bị lặp lại, hoặc chứa hai server, nên không rõ phải vào server nào.",
        riftIncomplete: (brand: string) =>
          `Link ${brand} này chưa đầy đủ: cần có PlaceId và ServerId (hoặc LinkCode hay ShareCode).`,
      },
    },
    result: {
      riftLinkLabel: (brand: string) => `Link ${brand} để chia sẻ`,
      copy: "Sao chép link",
      joinNow: "Vào ngay",
      robloxLinkLabel: "Link Roblox (chạm để mở ứng dụng, hoặc mở trang web):",
      copied: { title: "Đã sao chép link", description: "Link vào server đã có trong bộ nhớ tạm." },
      copyFailed: { title: "Không sao chép được", description: "Hãy chọn link và tự sao chép." },
    },
    recent: {
      heading: "Server gần đây",
      note: "Chỉ lưu trên thiết bị này. Không có gì được gửi đi đâu cả.",
      joinAgain: "Vào lại",
      forget: "Xóa",
      joined: { justNow: "Vừa vào", ago: (ago: string) => `Đã vào ${ago}` },
    },
  },
  servercodes: {
    title: "Mã server",
    text: "Sao chép mã server này, nhập vào ô mã server (Server Codes) và bạn sẽ được tự động chuyển đến server.",
    emptyTitle: "Không có mã server",
    emptyText: "Không có mã server nào trong URL.",
    copyCode: "Sao chép mã",
    copied: "Đã sao chép!",
  },
  adBlock: {
    title: "Phát hiện trình chặn quảng cáo",
    message: "Có vẻ bạn đang dùng trình chặn quảng cáo. Hãy tắt nó để vào trang này và ủng hộ dịch vụ của chúng tôi.",
    hintRefresh: "Tắt trình chặn quảng cáo, rồi tải lại trang.",
    hintWhitelist: (host: string) =>
      `Hoặc thêm tên miền ${host} vào danh sách cho phép trong phần cài đặt của trình chặn quảng cáo.`,
    hintSupport: (brand: string) => `Ủng hộ ${brand} phát triển: quảng cáo giúp key miễn phí luôn miễn phí.`,
    refresh: "Tải lại trang",
  },
  redirect: {
    to: (destination: string) => `Đang chuyển đến ${destination}...`,
    title: "Đang chuyển hướng...",
    betterBypasser: "Vui lòng đợi trong khi chúng tôi chuyển bạn đến trang lấy key BetterBypasser.",
    fallbackBefore: "Nếu không có gì xảy ra, ",
    fallbackLink: "nhấn vào đây",
    fallbackAfter: ".",
  },
  statusPage: {
    title: "Trạng thái",
    intro: (brand: string) =>
      `Những gì đang hoạt động trên ${brand} lúc này, và những gì từng gặp sự cố trong 90 ngày qua.`,
    now: "Hiện tại",
    games: "Game",
    executors: "Executor",
    history: "90 ngày qua",
    strip: (game: string) => `${game}, mỗi ngày một vạch, từ cũ đến mới`,
    day: (date: string, status: string) => `${date}: ${status}`,
    noData: "Không có dữ liệu",
    incidents: "Sự cố",
    noIncidents: "Không có sự cố nào trong 90 ngày qua.",
    began: (time: string) => `Bắt đầu lúc ${time}`,
    /** "Bị vá suốt 2 ngày", "Cập nhật suốt 1 giờ": "Đang" says it still goes on, "Đã bị vá trong" reads "within". */
    lasted: (status: string, duration: string, key: string) => `${ended[key] ?? status} suốt ${duration}`,
    since: (status: string, time: string) => `${status} từ ${time}`,
    units: {
      day: (count: number) => `${count} ngày`,
      hour: (count: number) => `${count} giờ`,
      minute: (count: number) => `${count} phút`,
      second: (count: number) => `${count} giây`,
    },
    unitsJoin: " ",
    feed: "Theo dõi (feed Atom)",
    feedTitle: (brand: string) => `Trạng thái ${brand}`,
    resolved: (subject: string, status: string, key: string) =>
      key === "maintenance" ? `Đã bảo trì xong: ${subject}` : `Đã khắc phục: ${subject}: ${status}`,
  },
  /** A game's page (/games/<slug>). */
  push: {
    notify: "Thông báo cho tôi",
    stop: "Tắt thông báo",
    unsupported: "Trình duyệt này không hiển thị được thông báo của trang này.",
    blocked: "Thông báo của trang này đang bị chặn trong cài đặt trình duyệt.",
    failed: "Không bật được thông báo. Hãy thử lại sau.",
    on: "Đã bật thông báo: bạn sẽ được báo khi trạng thái của game này thay đổi.",
  },
  gamePage: {
    features: "Script làm được gì",
    statusNow: "Trạng thái hiện tại",
    /** "Hoạt động tốt 99,2% thời gian trong 90 ngày qua" (the badge's words). */
    uptime: (percent: string, days: number) => `Hoạt động tốt ${percent}% thời gian trong ${days} ngày qua`,
    noUptime: (days: number) => `Chưa có dữ liệu trong ${days} ngày qua`,
    uptimeNote: "Bảo trì theo lịch không bị tính là thời gian ngừng hoạt động.",
    play: (game: string) => `Chơi ${game}`,
    allStatuses: "Tất cả trạng thái",
    /** The breadcrumb's names: home, this page. */
    breadcrumb: "Đường dẫn trang",
    history: "90 ngày qua",
    incidents: "Sự cố",
  },
  /** Maintenance announced ahead, on /status and a game's page. */
  maintenance: {
    heading: "Bảo trì theo lịch",
    allGames: "Tất cả game",
    cancelled: "Đã hủy",
    /** A window: its game (or "All games"), its start and end ("Nov 30, 2026, 10:00 UTC") and how long it lasts. */
    window: (game: string, from: string, to: string, duration: string) => `${game}: ${from} – ${to} (${duration})`,
  },
} satisfies PageMessages;
