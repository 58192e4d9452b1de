/** The operator's texts in Portuguese (Brazil); whatever is left out is shown in English (app/config/localize.ts). */
import type { OperatorTranslation } from "../localize.ts";

export const ptBR = {
  brand: {
    tagline:
      "O único hub de scripts de que você vai precisar: experimente o hub de scripts mais completo e com a melhor qualidade!",
    description:
      "O {name} é um hub de scripts grátis para Roblox: copie o comando, pegue uma key e jogue {gameCount} jogos suportados.",
  },
  stats: [
    {
      label: "Usuários ativos",
    },
    {
      label: "Disponibilidade",
    },
    {
      label: "Jogos",
    },
  ],
  partnerBanner: {
    title: "Celular na nuvem grátis da UgPhone",
    text: "Deixe o {name} rodando 24 horas por dia em um celular Android na nuvem. Resgate a oferta do parceiro.",
    cta: "Resgatar",
  },
  getKey: {
    premium: {
      badge: "RECOMENDADO",
      benefits: ["Entrega imediata da key", "Suporte premium", "Sem anúncios"],
      cta: "Garanta o {premiumName}",
    },
    freeProviders: [
      {
        badge: "GRÁTIS",
        bullets: ["Conclusão mais rápida", "Sistema de tarefas simples", "Funciona bem no celular"],
        cta: "Pegar key grátis",
      },
      {
        badge: "GRÁTIS",
        bullets: ["Grátis com anúncios", "Acesso rápido", "Sem pagamento"],
        cta: "Pegar key grátis",
      },
    ],
    whyPremium: [
      {
        title: "Acesso imediato",
        text: "Sua key chega assim que você paga: sem tarefas, sem espera.",
      },
      {
        title: "Suporte premium",
        text: "Ajuda prioritária da equipe sempre que você precisar.",
      },
      {
        title: "Sem anúncios",
        text: "Pule todas as páginas de tarefas e anúncios, para sempre.",
      },
    ],
  },
} satisfies OperatorTranslation;
