import { plural } from "../../plural";
import type { PageMessages } from "./en";

export const ruPages = {
  platforms: { windows: "Windows", macos: "macOS", android: "Android", ios: "iOS" },
  executors: {
    title: "Статус экзекуторов",
    intro: (brand: string) =>
      `Какие экзекуторы сейчас работают с ${brand}. После обновления Roblox экзекутор может какое-то время не работать из-за патча: загляните сюда, прежде чем пробовать снова.`,
    caption: "Экзекуторы: платформы, статус, цена и время последней проверки",
    columns: {
      executor: "Экзекутор",
      platforms: "Платформы",
      status: "Статус",
      price: "Цена",
      lastChecked: "Последняя проверка",
    },
    unknown: "Неизвестно",
    free: "Бесплатно",
    paid: "Платно",
    notChecked: "Не проверено",
  },
  resellers: {
    backToGetKey: "Назад к получению ключа",
    title: (brand: string) => `Реселлеры ${brand}`,
    intro: (premium: string) => `Выберите удобного реселлера и купите ${premium} с пожизненным доступом`,
    /** Names the official store in full (the configured name reads differently in this language). */
    officialTitle: (_name: string) => "Официальный реселлер",
    officialBadge: "ОФИЦИАЛЬНЫЙ",
    paymentMethods: "Способы оплаты",
    paymentMethodsLabel: (reseller: string) => `${reseller}: принимаемые способы оплаты`,
    buyOfficial: (_name: string) => "Купить в официальном магазине",
    buyFrom: (name: string) => `Купить у ${name}`,
  },
  joiner: {
    joining: {
      title: "Заходим в игру Roblox...",
      text: "Если игра не запустилась автоматически, проверьте, что Roblox установлен.",
      launchAgain: "Запустить снова",
      openInBrowser: "Открыть в браузере",
      openInApp: "Открыть в приложении Roblox",
    },
    invalid: {
      title: "Не удаётся зайти в эту игру",
      text: "Эта ссылка для входа неполная или неверная.",
      hint: "Вставьте ниже ссылку на сервер, и мы сделаем из неё рабочую.",
      backHome: "На главную",
    },
    place: {
      unnamed: (placeId: string) => `Игра ${placeId}`,
      privateServer: (place: string) => `${place}: приватный сервер`,
      shareLink: "Приватный сервер (ссылка-приглашение)",
      server: (serverId: string) => `Сервер ${serverId}…`,
    },
    tool: {
      heading: "Создать ссылку для входа",
      label: "Ссылка или ссылка на игру и JobId",
      hint: (brand: string) =>
        `Ссылка на сервер ${brand} или Roblox, ссылка на приватный сервер или ссылка-приглашение, либо ссылка на игру, а после неё JobId сервера.`,
      submit: "Создать ссылку",
      problems: {
        empty: "Сначала вставьте ссылку.",
        tooLong: "Ссылка для входа не бывает такой длинной. Вставьте только саму ссылку.",
        tooManyParts: "Вставьте одну ссылку или ссылку на игру и JobId: здесь есть что-то лишнее.",
        scheme: "Зайти можно только по ссылкам https://, roblox:// и robloxmobile://. Эту ссылку мы не открыли.",
        otherSite: (brand: string) =>
          `Эта ссылка ведёт на другой сайт. Вставьте ссылку для входа ${brand} или ссылку с roblox.com.`,
        notJoinLink: (brand: string) =>
          `Это не ссылка для входа. Вставьте ссылку для входа ${brand}, ссылку на сервер Roblox, приватный сервер или ссылку-приглашение, либо ссылку на игру и JobId.`,
        noServer:
          "Эта ссылка открывает игру, а не сервер. Добавьте после неё JobId сервера, например 0a1b2c3d-4e5f-6789-abcd-ef0123456789.",
        noPlace: "По одному JobId не понять, какая это игра. Добавьте перед ним ссылку на игру или её PlaceId.",
        placeId: "PlaceId может состоять только из цифр 0-9.",
        placeIdTooBig: "Слишком длинный номер: у игр Roblox не бывает такого PlaceId.",
        serverId:
          "JobId должен состоять из букв a-f и цифр, сгруппированных как 8-4-4-4-12, например 0a1b2c3d-4e5f-6789-abcd-ef0123456789.",
        linkCode: "Код ссылки на приватный сервер может состоять только из цифр 0-9 (не больше 64).",
        shareCode: "Код ссылки-приглашения может состоять только из букв и цифр (не больше 64).",
        shareType:
          "Эта ссылка-приглашение ведёт не на сервер. Зайти можно только по ссылкам-приглашениям с type=Server.",
        duplicate:
          "В ссылке одно значение указано дважды или указаны два сервера, поэтому непонятно, на какой из них заходить.",
        riftIncomplete: (brand: string) =>
          `Эта ссылка ${brand} неполная: в ней нужны PlaceId и ServerId (или LinkCode либо ShareCode).`,
      },
    },
    result: {
      riftLinkLabel: (brand: string) => `Ссылка ${brand}, чтобы поделиться`,
      copy: "Скопировать ссылку",
      joinNow: "Зайти",
      robloxLinkLabel: "Ссылка Roblox (по нажатию откроет приложение или сайт):",
      copied: { title: "Ссылка скопирована", description: "Ссылка для входа в буфере обмена." },
      copyFailed: { title: "Не удалось скопировать", description: "Выделите ссылку и скопируйте её вручную." },
    },
    recent: {
      heading: "Недавние серверы",
      note: "Сохраняется только на этом устройстве. Никуда не отправляется.",
      joinAgain: "Зайти снова",
      forget: "Забыть",
      joined: { justNow: "Вы зашли только что", ago: (ago: string) => `Вы зашли ${ago}` },
    },
  },
  servercodes: {
    title: "Код сервера",
    text: "Скопируйте этот код сервера, вставьте его в поле для кодов серверов (Server Codes), и вас автоматически перенаправит.",
    emptyTitle: "Нет кода сервера",
    emptyText: "В ссылке не указан код сервера.",
    copyCode: "Скопировать код",
    copied: "Скопировано!",
  },
  adBlock: {
    title: "Обнаружен блокировщик рекламы",
    message:
      "Похоже, у вас включён блокировщик рекламы. Отключите его, чтобы открыть эту страницу и поддержать наш сервис.",
    hintRefresh: "Отключите блокировщик рекламы и обновите страницу.",
    hintWhitelist: (host: string) => `Или добавьте домен ${host} в исключения в настройках блокировщика.`,
    hintSupport: (brand: string) =>
      `Поддержите развитие ${brand}: благодаря рекламе бесплатные ключи остаются бесплатными.`,
    refresh: "Обновить страницу",
  },
  redirect: {
    to: (destination: string) => `Перенаправляем на ${destination}...`,
    title: "Перенаправляем...",
    betterBypasser: "Подождите, сейчас мы перенаправим вас за ключом BetterBypasser.",
    fallbackBefore: "Если ничего не происходит, ",
    fallbackLink: "нажмите здесь",
    fallbackAfter: ".",
  },
  statusPage: {
    title: "Статус",
    intro: (brand: string) => `Что работает в ${brand} прямо сейчас и что ломалось за последние 90 дней.`,
    now: "Прямо сейчас",
    games: "Игры",
    executors: "Экзекуторы",
    history: "Последние 90 дней",
    strip: (game: string) => `${game}: одна отметка на каждый день, от старых к новым`,
    day: (date: string, status: string) => `${date}: ${status}`,
    noData: "Нет данных",
    incidents: "Инциденты",
    noIncidents: "За последние 90 дней инцидентов не было.",
    began: (time: string) => `Начало: ${time}`,
    /** The status words are present tense ("Не работает"): a dash reads right for an incident that ended. */
    lasted: (status: string, duration: string) => `${status} — ${duration}`,
    since: (status: string, time: string) => `${status} с ${time}`,
    units: {
      day: (count: number) =>
        plural("ru", count, {
          one: `${count} день`,
          few: `${count} дня`,
          many: `${count} дней`,
          other: `${count} дня`,
        }),
      hour: (count: number) => `${count} ч`,
      minute: (count: number) => `${count} мин`,
      second: (count: number) => `${count} сек`,
    },
    unitsJoin: " ",
    feed: "Подписаться (лента Atom)",
    feedTitle: (brand: string) => `Статус ${brand}`,
    resolved: (subject: string, status: string, key: string) =>
      key === "maintenance" ? `Техработы завершены: ${subject}` : `Устранено: ${subject}: ${status}`,
  },
  /** A game's page (/games/<slug>). */
  push: {
    notify: "Уведомлять меня",
    stop: "Отключить уведомления",
    unsupported: "Этот браузер не может показывать уведомления этого сайта.",
    blocked: "Уведомления этого сайта заблокированы в настройках браузера.",
    failed: "Не удалось включить уведомления. Попробуйте позже.",
    on: "Уведомления включены: вы узнаете, когда статус этой игры изменится.",
  },
  gamePage: {
    features: "Что умеет скрипт",
    statusNow: "Статус прямо сейчас",
    /**
     * "Работает 99,2% времени за последние 90 дней" (the badge's word). A plain template: "дней" is right for
     * the 30 and 90 days the pages pass; 21 or 2 to 4 would need plural(), which only page-only groups may use.
     */
    uptime: (percent: string, days: number) => `Работает ${percent}% времени за последние ${days} дней`,
    noUptime: (days: number) => `Пока нет данных за последние ${days} дней`,
    uptimeNote: "Плановые техработы не считаются простоем.",
    play: (game: string) => `Играть в ${game}`,
    allStatuses: "Все статусы",
    /** The breadcrumb's names: home, this page. */
    breadcrumb: "Навигационная цепочка",
    history: "Последние 90 дней",
    incidents: "Инциденты",
  },
  /** Maintenance announced ahead, on /status and a game's page. */
  maintenance: {
    heading: "Плановые техработы",
    allGames: "Все игры",
    /** In parentheses after a window in the feed: "(отменены)". */
    cancelled: "отменены",
    /** A window: its game (or "All games"), its start and end ("Nov 30, 2026, 10:00 UTC") and how long it lasts. */
    window: (game: string, from: string, to: string, duration: string) => `${game}: ${from} – ${to} (${duration})`,
  },
} satisfies PageMessages;
