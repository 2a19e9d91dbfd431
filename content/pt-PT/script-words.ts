// Português europeu: what the docs script says on a page in this language (content/words.ts says what each is for); a module of its own, so the script's bundle holds these words and nothing else.
import type { ScriptWords } from '../words.ts';

export const script: ScriptWords = {
  copy: 'Copiar',
  copied: 'Copiado',
  copiedAnnouncement: 'Copiado para a área de transferência',
  copyFailed: 'Não foi possível copiar',
  copyFailedAnnouncement: 'Não foi possível copiar: selecione o texto e copie-o manualmente',
  copyCode: 'Copiar código',
  copyPage: 'Copiar página em Markdown',
  sending: 'A enviar…',
  responseBody: 'Corpo da resposta',
  rateLimited: (seconds) => `Limite de pedidos ultrapassado: aguarde ${seconds} segundos antes de voltar a enviar.`,
  responseAnnouncement: (status, seconds) => `Resposta ${status}${seconds === null ? '' : `: aguarde ${seconds} segundos`}`,
  requestFailed: 'O pedido falhou: verifique a ligação e tente de novo.',
  sendRequest: 'Enviar pedido',
  sendRequestLabel: (path) => `Enviar pedido: GET ${path}`,
  searchPlaceholder: 'Pesquisar',
  searchLabel: 'Pesquisar na documentação',
  nothingFound: 'Sem resultados',
  results: (count) => `${count} ${count === 1 ? 'resultado' : 'resultados'}`,
};
