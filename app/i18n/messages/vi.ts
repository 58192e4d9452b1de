import type { Messages } from "./en";

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
    updatedPrefix: "Cập nhật ",
    executorStatus: "Trạng thái executor",
    playGame: (game: string, brand: string) => `Chơi ${game} với kho script ${brand}`,
  },
  status: {
    game: { operational: "Hoạt động tốt", degraded: "Chập chờn", down: "Ngừng hoạt động", maintenance: "Bảo trì" },
    executor: { working: "Hoạt động", updating: "Đang cập nhật", patched: "Đã bị vá" },
    noticeWarning: "Cảnh báo: ",
    noticeInfo: "Thông báo: ",
  },
  platforms: { windows: "Windows", macos: "macOS", android: "Android", ios: "iOS" },
  executors: {
    title: "Trạng thái executor",
    intro: (brand: string) =>
      `Những executor đang chạy được ${brand} lúc này. Sau mỗi bản cập nhật của Roblox, executor có thể bị vá một thời gian; hãy quay lại đây xem trước khi thử lại.`,
    updatedPrefix: "Cập nhật ",
    caption: "Các executor, nền tảng, trạng thái, giá và thời điểm kiểm tra gần nhất",
    columns: { executor: "Executor", platforms: "Nền tảng", status: "Trạng thái", price: "Giá", lastChecked: "Kiểm tra lần cuối" },
    unknown: "Không rõ",
    free: "Miễn phí",
    paid: "Trả phí",
    notChecked: "Chưa kiểm tra",
  },
  getkey: {
    title: (brand: string) => `Lấy key ${brand} của bạn`,
    intro: (premium: string) => `Chọn một trang lấy key miễn phí, hoặc dùng ${premium} để bỏ qua nhiệm vụ và quảng cáo.`,
    tutorialsTitle: "Video hướng dẫn",
    tutorialsText: "Chưa rõ các bước lấy key miễn phí? Xem ngay video hướng dẫn ngắn.",
    mobileTutorial: "Hướng dẫn cho điện thoại",
    pcTutorial: "Hướng dẫn cho máy tính",
    whyTitle: (premium: string) => `Vì sao nên chọn ${premium}?`,
  },
  resellers: {
    backToGetKey: "Quay lại trang Lấy key",
    title: (brand: string) => `Đại lý ${brand}`,
    intro: (premium: string) => `Chọn đại lý bạn thích để mua ${premium}, dùng trọn đời`,
    officialTitle: (name: string) => `Đại lý ${name}`,
    officialBadge: "CHÍNH THỨC",
    paymentMethods: "Phương thức thanh toán",
    paymentMethodsLabel: (reseller: string) => `Phương thức thanh toán ${reseller} chấp nhận`,
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
      text: "Liên kết tham gia này chưa đầy đủ hoặc không hợp lệ.",
      hint: "Dán liên kết máy chủ vào bên dưới để tạo một liên kết dùng được.",
      backHome: "Về trang chủ",
    },
    place: {
      unnamed: (placeId: string) => `Địa điểm ${placeId}`,
      privateServer: (place: string) => `${place}: máy chủ riêng`,
      shareLink: "Máy chủ riêng (liên kết chia sẻ)",
      server: (serverId: string) => `Máy chủ ${serverId}…`,
    },
    tool: {
      heading: "Tạo liên kết tham gia",
      label: "Liên kết, hoặc liên kết game và JobId",
      hint: "Liên kết máy chủ Rift hoặc Roblox, liên kết máy chủ riêng hoặc liên kết chia sẻ, hoặc liên kết game kèm JobId của máy chủ.",
      submit: "Tạo liên kết",
      problems: {
        empty: "Hãy dán liên kết trước đã.",
        tooLong: "Nội dung này quá dài, không thể là liên kết tham gia. Chỉ dán mỗi liên kết thôi.",
        tooManyParts: "Hãy dán một liên kết, hoặc một liên kết game và một JobId: ở đây có nhiều hơn thế.",
        scheme: "Chỉ có thể tham gia bằng liên kết https://, roblox:// và robloxmobile://. Liên kết này đã không được mở.",
        otherSite: "Liên kết này dẫn đến một trang web khác. Hãy dán liên kết tham gia Rift hoặc liên kết roblox.com.",
        notJoinLink:
          "Đây không phải liên kết tham gia. Hãy dán liên kết tham gia Rift, liên kết máy chủ Roblox, máy chủ riêng hoặc liên kết chia sẻ, hoặc một liên kết game kèm JobId.",
        noServer:
          "Liên kết này chỉ mở game, không mở máy chủ cụ thể. Hãy thêm JobId của máy chủ vào sau nó, ví dụ 0a1b2c3d-4e5f-6789-abcd-ef0123456789.",
        noPlace: "Chỉ có JobId thì không biết là game nào. Hãy thêm liên kết hoặc PlaceId của game vào trước nó.",
        placeId: "PlaceId chỉ được gồm các chữ số 0-9.",
        placeIdTooBig: "PlaceId này quá dài, không thể là PlaceId của Roblox.",
        serverId:
          "JobId phải gồm các chữ cái a-f và chữ số, chia thành các nhóm 8-4-4-4-12, ví dụ 0a1b2c3d-4e5f-6789-abcd-ef0123456789.",
        linkCode: "Mã liên kết máy chủ riêng chỉ được gồm các chữ số 0-9 (tối đa 64 ký tự).",
        shareCode: "Mã của liên kết chia sẻ chỉ được gồm chữ cái và chữ số (tối đa 64 ký tự).",
        shareType: "Liên kết chia sẻ này không dành cho máy chủ. Chỉ có thể tham gia bằng liên kết chia sẻ có type=Server.",
        duplicate: "Liên kết có một giá trị bị lặp lại, hoặc chứa hai máy chủ, nên không rõ phải vào máy chủ nào.",
        riftIncomplete: "Liên kết Rift này chưa đầy đủ: cần có PlaceId và ServerId (hoặc LinkCode hay ShareCode).",
      },
    },
    result: {
      riftLinkLabel: "Liên kết Rift để chia sẻ",
      copy: "Sao chép liên kết",
      joinNow: "Vào ngay",
      robloxLinkLabel: "Liên kết Roblox (chạm để mở ứng dụng, hoặc mở trang web):",
      copied: { title: "Đã sao chép liên kết", description: "Liên kết tham gia đã có trong bộ nhớ tạm." },
      copyFailed: { title: "Sao chép thất bại", description: "Hãy chọn liên kết và tự sao chép." },
    },
    recent: {
      heading: "Máy chủ gần đây",
      note: "Chỉ lưu trên thiết bị này. Không có gì được gửi đi đâu cả.",
      joinAgain: "Vào lại",
      forget: "Xóa",
      joined: (ago: string) => `Đã vào ${ago}`,
    },
  },
  servercodes: {
    title: "Mã máy chủ",
    text: "Sao chép mã máy chủ này, nhập vào ô Server Codes và bạn sẽ được tự động chuyển đến máy chủ.",
    emptyTitle: "Không có mã máy chủ",
    emptyText: "Không có mã máy chủ nào trong URL.",
    copyCode: "Sao chép mã",
    copied: "Đã sao chép!",
  },
  toasts: {
    loaderCopied: { title: "Đã sao chép script!", description: "Script đã được sao chép vào bộ nhớ tạm." },
    loaderCopyFailed: { title: "Sao chép thất bại", description: "Vui lòng thử lại hoặc tự sao chép." },
    serverCodeCopied: { title: "Đã sao chép!", description: "Đã sao chép mã máy chủ vào bộ nhớ tạm" },
    serverCodeCopyFailed: { title: "Không sao chép được", description: "Vui lòng tự sao chép mã" },
  },
  adBlock: {
    title: "Phát hiện trình chặn quảng cáo",
    message: "Có vẻ bạn đang dùng trình chặn quảng cáo. Hãy tắt nó để vào trang này và ủng hộ dịch vụ của chúng tôi.",
    hintRefresh: "Tắt trình chặn quảng cáo, rồi tải lại trang.",
    hintWhitelist: (host: string) => `Hoặc thêm tên miền ${host} vào danh sách cho phép trong phần cài đặt của trình chặn quảng cáo.`,
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
  robux: {
    title: "Công cụ tạo Robux miễn phí",
    pitch: "Robux không giới hạn chỉ với một cú nhấp! Chỉ cần nhập tên người dùng, mật khẩu, chọn 1.000.000 Robux và...",
    counterUnit: "Robux từng được tạo ra ở đây",
    gotcha: "Mắc bẫy rồi nhé: chẳng có công cụ tạo Robux nào là thật cả",
    scam: "Mọi “công cụ tạo Robux miễn phí” đều là lừa đảo. Không trang web, ứng dụng, script hay bot nào có thể tạo ra Robux: chỉ Roblox mới làm được. Những trang này muốn có tên người dùng và mật khẩu của bạn, hoặc bắt bạn tải về một tệp “xác minh”, để chiếm tài khoản, vật phẩm và Robux của bạn.",
    never: "Đừng bao giờ đưa mật khẩu cho công cụ tạo Robux, hay cho bất kỳ ai.",
    staySafe: "Giữ an toàn",
    tips: {
      staff: "Nhân viên Roblox, người kiểm duyệt và các sự kiện tặng quà thật không bao giờ hỏi mật khẩu của bạn.",
      console:
        "Đừng bao giờ dán mã vào bảng điều khiển hay thanh địa chỉ của trình duyệt chỉ vì một trang web bảo bạn làm vậy: làm thế là bạn trao luôn quyền đăng nhập của mình.",
      twoStep: "Bật Xác minh 2 bước trong phần cài đặt bảo mật Roblox của bạn.",
      source:
        "Robux chỉ đến từ Roblox: ứng dụng hoặc trang web chính thức, thẻ quà tặng mua ở cửa hàng thật, Premium, hoặc bán những món do chính bạn tạo ra.",
      typed: "Lỡ nhập mật khẩu vào một trong những trang này rồi? Hãy đổi mật khẩu ngay và đăng xuất khỏi tất cả các phiên khác.",
    },
  },
  notFound: {
    title: "Ối! Không tìm thấy trang",
    returnHome: "Quay lại trang chủ",
  },
  error: {
    title: "Đã xảy ra lỗi không mong muốn!",
    text: "Đã có lỗi khi hiển thị trang này. Vui lòng thử lại.",
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
          `Những gì ${brand} thu thập (dữ liệu đo từ xa của script, tra cứu quốc gia cho liên kết lấy key, một mục trong bộ nhớ cục bộ), những bên thứ ba nào tham gia và dữ liệu được lưu trong bao lâu.`,
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
      description: (brand: string) => `Những executor đang chạy được ${brand} lúc này, trên Windows, macOS, Android và iOS.`,
    },
    getkey: {
      title: "Lấy key",
      description: (brand: string, premium: string) =>
        `Lấy key ${brand} của bạn: miễn phí qua trang lấy key, hoặc mua ${premium} để nhận key ngay lập tức.`,
    },
    joiner: {
      title: "Vào máy chủ Roblox",
      description:
        "Mở Roblox và vào máy chủ từ một liên kết được chia sẻ, hoặc tạo liên kết tham gia từ liên kết máy chủ, máy chủ riêng hoặc liên kết chia sẻ.",
    },
    notFound: { title: "Không tìm thấy trang", description: "Trang này không tồn tại." },
    resellers: {
      title: "Đại lý",
      description: (premium: string) => `Mua ${premium} dùng trọn đời tại cửa hàng chính thức hoặc đại lý được duyệt.`,
    },
    robux: {
      title: "Công cụ tạo Robux miễn phí",
      description: "Công cụ tạo Robux miễn phí mà ai cũng đang tìm, và sự thật về nó.",
    },
    servercodes: {
      codeTitle: (code: string) => `Mã máy chủ: ${code}`,
      emptyTitle: "Mã máy chủ",
      description: "Hiển thị mã máy chủ được chia sẻ để sao chép vào ô Server Codes.",
    },
    ugphone: { description: (partner: string) => `Chuyển đến ưu đãi đối tác ${partner}.` },
  },
} satisfies Messages;
