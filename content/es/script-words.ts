// Español (de España): what the docs script says on a page in this language (content/words.ts says what each is for); a module of its own, so the script's bundle holds these words and nothing else.
import type { ScriptWords } from '../words.ts';

export const script: ScriptWords = {
  copy: 'Copiar',
  copied: 'Copiado',
  copiedAnnouncement: 'Copiado al portapapeles',
  copyFailed: 'No se ha podido copiar',
  copyFailedAnnouncement: 'No se ha podido copiar: selecciona el texto y cópialo manualmente',
  copyCode: 'Copiar código',
  copyPage: 'Copiar página en Markdown',
  sending: 'Enviando…',
  responseBody: 'Cuerpo de la respuesta',
  rateLimited: (seconds) => `Límite de peticiones superado: espera ${seconds} segundos antes de volver a enviar la petición.`,
  responseAnnouncement: (status, seconds) => `Respuesta ${status}${seconds === null ? '' : `: espera ${seconds} segundos`}`,
  requestFailed: 'La petición ha fallado: comprueba tu conexión y vuelve a intentarlo.',
  sendRequest: 'Enviar petición',
  sendRequestLabel: (path) => `Enviar petición: GET ${path}`,
  searchPlaceholder: 'Buscar',
  searchLabel: 'Buscar en la documentación',
  nothingFound: 'No hay resultados',
  results: (count) => `${count} ${count === 1 ? 'resultado' : 'resultados'}`,
};
