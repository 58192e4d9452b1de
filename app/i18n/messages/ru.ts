import { plural } from "../plural";
import type { ShellMessages } from "./en";

export const ru = {
  common: {
    skipToContent: "Перейти к содержимому",
    backToHome: "На главную",
    returnHome: "Вернуться на главную",
  },
  header: {
    homeLabel: (brand: string) => `Главная страница ${brand}`,
    language: "Язык",
  },
  footer: {
    notAffiliated: (brand: string) => `© ${brand}. Не имеет отношения к Roblox Corporation.`,
    navLabel: "Нижнее меню",
    executorStatus: "Статус экзекуторов",
    status: "Статус и история",
    terms: "Условия использования",
    privacy: "Политика конфиденциальности",
  },
  home: {
    highlightsLabel: "Главное",
    loaderLabel: "Команда загрузчика: вставьте её в экзекутор",
    getScript: "Получить скрипт",
    getKey: "Получить ключ",
    documentation: "Документация",
    community: (platform: string) => `Сообщество в ${platform}`,
    partnerOfferLabel: "Предложение партнёра",
    gamesTitle: "Поддерживаемые игры",
    executorStatus: "Статус экзекуторов",
    playGame: (game: string, brand: string) => `Играйте в ${game} со скрипт-хабом ${brand}`,
    gamePage: (game: string) => `Статус и функции ${game}`,
    gamePageShort: "Статус и функции",
  },
  time: {
    justNow: "Только что",
    updated: {
      justNow: "Обновлено только что",
      ago: (ago: string) => `Обновлено ${ago}`,
      at: (time: string) => `Обновлено ${time}`,
    },
  },
  status: {
    /** The landing page's notice of maintenance starting within a day: its game (or "All games") and when. */
    maintenanceSoon: (game: string, when: string) => `${game}: плановые техработы с ${when}.`,
    allGames: "Все игры",
    game: { operational: "Работает", degraded: "Нестабильно", down: "Не работает", maintenance: "Техработы" },
    executor: { working: "Работает", updating: "Обновляется", patched: "Пропатчен" },
    noticeWarning: "Внимание: ",
    noticeInfo: "Уведомление: ",
  },
  getkey: {
    title: (brand: string) => `Получите ключ ${brand}`,
    intro: (premium: string) =>
      `Выберите бесплатный сервис получения ключа или пропустите задания и рекламу с ${premium}.`,
    tutorialsTitle: "Видеоинструкции",
    tutorialsText: "Не знаете, как получить бесплатный ключ? Посмотрите короткую видеоинструкцию.",
    mobileTutorial: "Инструкция для телефона",
    pcTutorial: "Инструкция для ПК",
    whyTitle: (premium: string) => `Почему стоит выбрать ${premium}?`,
  },
  toasts: {
    regionLabel: "Уведомления",
    loaderCopied: { title: "Скрипт скопирован!", description: "Скрипт скопирован в буфер обмена." },
    loaderCopyFailed: { title: "Не удалось скопировать", description: "Попробуйте ещё раз или скопируйте вручную." },
    serverCodeCopied: { title: "Скопировано!", description: "Код сервера скопирован в буфер обмена" },
    serverCodeCopyFailed: { title: "Не удалось скопировать", description: "Скопируйте код вручную" },
  },
  robux: {
    title: "Генератор бесплатных Robux",
    pitch: "Безлимитные Robux в один клик! Просто введите имя пользователя, пароль, выберите 1 000 000 Robux и...",
    counterUnit: (count: number) =>
      plural("ru", count, {
        one: "Robux сгенерирован здесь за всё время",
        few: "Robux сгенерировано здесь за всё время",
        many: "Robux сгенерировано здесь за всё время",
        other: "Robux сгенерировано здесь за всё время",
      }),
    gotcha: "Попались: настоящих генераторов Robux не бывает",
    scam: "Любой «генератор бесплатных Robux» — это обман. Ни сайт, ни приложение, ни скрипт, ни бот не могут создать Robux: это может только Roblox. Такие страницы выманивают ваше имя пользователя и пароль или просят скачать что-то «для проверки», чтобы украсть ваш аккаунт, его предметы и Robux.",
    never: "Никогда не сообщайте свой пароль генератору Robux — и вообще никому.",
    staySafe: "Как себя обезопасить",
    tips: {
      staff: "Сотрудники Roblox, модераторы и настоящие розыгрыши никогда не просят ваш пароль.",
      console:
        "Никогда не вставляйте код в консоль браузера или адресную строку только потому, что так велит страница: так вы отдаёте доступ к своему аккаунту.",
      twoStep: "Включите двухэтапную проверку в настройках безопасности Roblox.",
      source:
        "Robux можно получить только от Roblox: в официальном приложении или на сайте, через подарочные карты из настоящих магазинов, подписку Premium или продажу своих творений.",
      typed: "Уже ввели пароль на одном из таких сайтов? Смените его прямо сейчас и завершите все остальные сеансы.",
    },
  },
  notFound: {
    title: "Упс! Страница не найдена",
    returnHome: "Вернуться на главную",
  },
  legal: {
    englishGoverns: "Этот документ на английском языке, и юридическую силу имеет именно английский текст.",
    lastUpdated: "Последнее обновление",
    tableOfContents: "На этой странице",
    otherDocuments: "Другие юридические документы",
    documents: {
      terms: {
        title: "Условия использования",
        description: (brand: string) =>
          `Правила использования ${brand} и ключей: продажа только за криптовалюту, без возврата денег, один покупатель на ключ, система бесплатных ключей и чёрный список.`,
      },
      privacy: {
        title: "Политика конфиденциальности",
        description: (brand: string) =>
          `Какие данные собирает ${brand} (телеметрия скрипта, определение страны для ссылок на ключи, две записи в локальном хранилище), какие третьи стороны в этом участвуют и как долго хранятся данные.`,
      },
      resellerTos: {
        title: "Условия для реселлеров",
        description: (premium: string) =>
          `14 правил, которые принимает каждый одобренный реселлер ${premium}: цены, купоны, поддержка, учёт ключей, брендинг, чарджбэки и конфиденциальность.`,
      },
      showcaserTos: {
        title: "Условия для авторов видеообзоров",
        description: (brand: string) =>
          `Как ${brand} платит авторам за видеообзоры: подтверждённые органические просмотры, этапы выплат, одобрение, правила для контента и проверки.`,
      },
    },
    milestones: {
      caption: "Выплата за видео в зависимости от подтверждённых органических просмотров",
      views: "Подтверждённые просмотры",
      added: "Прибавка",
      total: "Итого",
    },
  },
  meta: {
    homeTitle: (brand: string) => `${brand}: скрипт-хаб для Roblox`,
    pageTitle: (page: string, brand: string) => `${page} | ${brand}`,
    bbgetkey: { title: "Ключ BetterBypasser", description: "Перенаправляем вас за ключом BetterBypasser." },
    discord: {
      title: (platform: string) => `Сообщество в ${platform}`,
      description: (brand: string, platform: string) => `Переход в сообщество ${brand} в ${platform}.`,
    },
    executors: {
      title: "Статус экзекуторов",
      description: (brand: string) => `Какие экзекуторы сейчас работают с ${brand} на Windows, macOS, Android и iOS.`,
    },
    status: {
      title: "Статус",
      description: (brand: string) =>
        `Какие игры и экзекуторы ${brand} работают прямо сейчас, а также все инциденты за последние 90 дней.`,
    },
    getkey: {
      title: "Получить ключ",
      description: (brand: string, premium: string) =>
        `Получите ключ ${brand}: бесплатно через сервис получения ключа или ${premium} с мгновенной выдачей.`,
    },
    joiner: {
      title: "Зайти на сервер Roblox",
      description:
        "Заходите на сервер Roblox по присланной ссылке или сделайте ссылку для входа из ссылки на сервер, приватный сервер или ссылки-приглашения.",
    },
    notFound: { title: "Страница не найдена", description: "Такой страницы не существует." },
    game: {
      description: (game: string, brand: string) =>
        `Что умеет скрипт ${brand} в ${game}, работает ли он прямо сейчас и насколько стабильно.`,
    },
    resellers: {
      title: "Реселлеры",
      description: (premium: string) =>
        `Купите ${premium} с пожизненным доступом в официальном магазине или у одобренного реселлера.`,
    },
    robux: {
      title: "Генератор бесплатных Robux",
      description: "Генератор бесплатных Robux, который все ищут, и правда о нём.",
    },
    servercodes: {
      codeTitle: (code: string) => `Код сервера: ${code}`,
      emptyTitle: "Коды серверов",
      description:
        "Показывает присланный код сервера, чтобы вы скопировали его в поле для кодов серверов (Server Codes).",
    },
    ugphone: { description: (partner: string) => `Переход к предложению партнёра ${partner}.` },
  },
} satisfies ShellMessages;
