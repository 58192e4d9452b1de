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
  /** What the script does in each game, by position (app/config/brand.ts `games`). */
  games: [
    { features: ["Auto farm de level e maestria", "Coleta frutas e baús", "Teleporta para ilhas e bosses"] },
    {
      features: [
        "Planta, rega e colhe sozinho",
        "Vende a colheita quando a mochila enche",
        "Timer de restock da loja e dos ovos",
      ],
    },
    {
      features: [
        "Coleta bonds, combustível e munição",
        "Mostra zumbis e itens através das paredes (ESP)",
        "Dirige o trem por você",
      ],
    },
    { features: ["Mostra o assassino e o xerife (ESP)", "Coleta moedas sozinho", "Pega a arma que caiu"] },
    { features: ["Lança, faz o shake e puxa sozinho", "Vende seus peixes", "Teleporta para pontos de pesca"] },
    { features: ["Farma moedas e breakables", "Abre ovos sozinho", "Resgata presentes e recompensas grátis"] },
  ],
} satisfies OperatorTranslation;
