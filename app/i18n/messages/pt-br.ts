import { plural } from "../plural";
import type { ShellMessages } from "./en";

export const ptBR = {
  common: {
    skipToContent: "Pular para o conteúdo",
    backToHome: "Voltar para o início",
    returnHome: "Voltar para o início",
  },
  header: {
    homeLabel: (brand: string) => `Página inicial do ${brand}`,
    language: "Idioma",
  },
  footer: {
    notAffiliated: (brand: string) => `© ${brand}. Sem afiliação com a Roblox Corporation.`,
    navLabel: "Rodapé",
    executorStatus: "Status dos executores",
    status: "Status e histórico",
    terms: "Termos de Serviço",
    privacy: "Política de Privacidade",
  },
  home: {
    highlightsLabel: "Destaques",
    loaderLabel: "Comando do loader: cole no seu executor",
    getScript: "Pegar script",
    getKey: "Pegar key",
    documentation: "Documentação",
    community: (platform: string) => `Comunidade no ${platform}`,
    partnerOfferLabel: "Oferta de parceiro",
    gamesTitle: "Jogos suportados",
    executorStatus: "Status dos executores",
    playGame: (game: string, brand: string) => `Jogue ${game} com o hub de scripts ${brand}`,
    gamePage: (game: string) => `Status e recursos de ${game}`,
    gamePageShort: "Status e recursos",
  },
  time: {
    justNow: "Agora mesmo",
    updated: {
      justNow: "Atualizado agora mesmo",
      ago: (ago: string) => `Atualizado ${ago}`,
      at: (time: string) => `Atualizado em ${time}`,
    },
  },
  status: {
    /** The landing page's notice of maintenance starting within a day: its game (or "All games") and when. */
    maintenanceSoon: (game: string, when: string) => `Manutenção programada em ${game}: ${when}.`,
    allGames: "todos os jogos",
    game: { operational: "Operacional", degraded: "Instável", down: "Fora do ar", maintenance: "Em manutenção" },
    executor: { working: "Funcionando", updating: "Atualizando", patched: "Patcheado" },
    /** Read by screen readers before the site notice. */
    noticeWarning: "Atenção: ",
    noticeInfo: "Aviso: ",
  },
  getkey: {
    title: (brand: string) => `Pegue sua key do ${brand}`,
    intro: (premium: string) => `Escolha um site de key grátis ou pule as tarefas e os anúncios com o ${premium}.`,
    tutorialsTitle: "Tutoriais em vídeo",
    tutorialsText: "Não sabe como funcionam os passos da key grátis? Veja um tutorial rapidinho.",
    mobileTutorial: "Tutorial para celular",
    pcTutorial: "Tutorial para PC",
    whyTitle: (premium: string) => `Por que escolher o ${premium}?`,
  },
  /** Each toast is a title and a line below it; shown by React, or before it by app/boot/early-copy.ts (the joiner's are in joiner.result). */
  toasts: {
    regionLabel: "Notificações",
    loaderCopied: { title: "Script copiado!", description: "O script foi copiado para a sua área de transferência." },
    loaderCopyFailed: { title: "Não foi possível copiar", description: "Tente de novo ou copie manualmente." },
    serverCodeCopied: { title: "Copiado!", description: "Código do servidor copiado para a área de transferência" },
    serverCodeCopyFailed: { title: "Não foi possível copiar", description: "Copie o código manualmente" },
  },
  robux: {
    title: "Gerador de Robux grátis",
    pitch:
      "Robux ilimitados em um clique! É só digitar seu nome de usuário, sua senha, escolher 1.000.000 de Robux e...",
    counterUnit: (count: number) =>
      plural("pt-BR", count, {
        "=0": "Robux gerados aqui até hoje",
        one: "Robux gerado aqui até hoje",
        other: "Robux gerados aqui até hoje",
      }),
    gotcha: "Pegadinha: nenhum gerador de Robux é de verdade",
    scam: "Todo “gerador de Robux grátis” é golpe. Nenhum site, app, script ou bot consegue criar Robux: só o Roblox pode. Essas páginas querem seu nome de usuário e sua senha, ou que você baixe uma “verificação”, para roubar sua conta, seus itens e seus Robux.",
    never: "Nunca passe sua senha para um gerador de Robux, nem para ninguém.",
    staySafe: "Proteja sua conta",
    tips: {
      staff: "A equipe do Roblox, os moderadores e os sorteios de verdade nunca pedem sua senha.",
      console:
        "Nunca cole código no console ou na barra de endereço do navegador só porque uma página mandou: isso entrega o seu login.",
      twoStep: "Ative a verificação em duas etapas nas configurações de segurança do Roblox.",
      source:
        "Robux só vêm do Roblox: do app ou do site oficial, de cartões-presente de lojas de verdade, do Premium ou da venda das suas próprias criações.",
      typed: "Já digitou sua senha em um desses sites? Troque agora e saia de todas as outras sessões.",
    },
  },
  notFound: {
    title: "Ops! Página não encontrada",
    returnHome: "Voltar para o início",
  },
  /** The frame of the legal pages; their text itself is app/content/*.mdx (English only for now). */
  legal: {
    englishGoverns: "Este documento está em inglês, e o texto em inglês é o que vale.",
    /** Followed by the date. */
    lastUpdated: "Última atualização",
    tableOfContents: "Nesta página",
    otherDocuments: "Outros documentos legais",
    documents: {
      terms: {
        title: "Termos de Serviço",
        description: (brand: string) =>
          `As regras de uso do ${brand} e das suas keys: vendas só em criptomoeda, sem reembolso, um comprador por key, o sistema de keys grátis e a lista de bloqueio.`,
      },
      privacy: {
        title: "Política de Privacidade",
        description: (brand: string) =>
          `O que o ${brand} coleta (telemetria do script, uma consulta de país para os links de key, dois itens no armazenamento local), quais terceiros estão envolvidos e por quanto tempo os dados são guardados.`,
      },
      resellerTos: {
        title: "Termos de Serviço para Revendedores",
        description: (premium: string) =>
          `As 14 regras que todo revendedor aprovado do ${premium} aceita: preços, cupons, suporte, registro de keys, uso da marca, estornos e confidencialidade.`,
      },
      showcaserTos: {
        title: "Termos de Serviço para Divulgadores",
        description: (brand: string) =>
          `Como o ${brand} paga criadores de conteúdo por vídeos de demonstração: visualizações orgânicas verificadas, metas de pagamento, aprovação, regras de conteúdo e auditorias.`,
      },
    },
    milestones: {
      caption: "Pagamento por vídeo conforme as visualizações orgânicas verificadas",
      views: "Visualizações verificadas",
      added: "Acréscimo",
      total: "Total",
    },
  },
  /** <title> and search descriptions (the home page's description is the operator's, in app/config/brand.ts). */
  meta: {
    homeTitle: (brand: string) => `${brand}: Hub de Scripts para Roblox`,
    pageTitle: (page: string, brand: string) => `${page} | ${brand}`,
    bbgetkey: {
      title: "Key do BetterBypasser",
      description: "Redirecionando você para pegar sua key do BetterBypasser.",
    },
    discord: {
      title: (platform: string) => `Comunidade no ${platform}`,
      description: (brand: string, platform: string) => `Redireciona para a comunidade do ${brand} no ${platform}.`,
    },
    executors: {
      title: "Status dos executores",
      description: (brand: string) =>
        `Quais executores funcionam com o ${brand} agora, no Windows, macOS, Android e iOS.`,
    },
    status: {
      title: "Status",
      description: (brand: string) =>
        `Quais jogos e executores do ${brand} funcionam agora, e todos os incidentes dos últimos 90 dias.`,
    },
    getkey: {
      title: "Pegar key",
      description: (brand: string, premium: string) =>
        `Pegue sua key do ${brand}: grátis por um site de key, ou com o ${premium}, com entrega na hora.`,
    },
    joiner: {
      title: "Entrar em um servidor do Roblox",
      description:
        "Abre o Roblox e entra no servidor a partir de um link compartilhado, ou cria um link de entrada a partir de um link de servidor, de servidor privado ou de compartilhamento.",
    },
    notFound: { title: "Página não encontrada", description: "Esta página não existe." },
    game: {
      description: (game: string, brand: string) =>
        `O que o script do ${brand} faz em ${game}, se está funcionando agora e qual é a disponibilidade dele.`,
    },
    resellers: {
      title: "Revendedores",
      description: (premium: string) =>
        `Compre o ${premium} com acesso vitalício na loja oficial ou com um revendedor aprovado.`,
    },
    robux: {
      title: "Gerador de Robux grátis",
      description: "O gerador de Robux grátis que todo mundo procura, e a verdade sobre ele.",
    },
    servercodes: {
      /** The page title while a code is shown ("Código do servidor: ABC123 | <brand>"). */
      codeTitle: (code: string) => `Código do servidor: ${code}`,
      emptyTitle: "Códigos de servidor",
      description:
        "Mostra um código de servidor compartilhado para você colar na caixa de texto de códigos de servidor (Server Codes).",
    },
    ugphone: { description: (partner: string) => `Redireciona para a oferta do parceiro ${partner}.` },
  },
} satisfies ShellMessages;
