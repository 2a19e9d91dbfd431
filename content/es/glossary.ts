// Español de España: the one term for each concept and the variants it replaces (content/glossary.ts says how the build holds the prose to it).
import type { GlossaryEntry } from '../glossary.ts';

export const glossary: readonly GlossaryEntry[] = [
  {
    concept: 'rate limit',
    term: 'límite de peticiones',
    variants: ['rate limit', 'rate limits', 'rate-limit', 'tasa', 'tasas', 'límite de tasa', 'límites de tasa', 'limitación de velocidad'],
  },
  {
    concept: 'responses of the rate-limited endpoints',
    term: 'respuestas de los endpoints sujetos al límite de peticiones',
    variants: ['respuestas limitadas', 'respuesta limitada'],
  },
  { concept: 'endpoint', term: 'endpoint', variants: ['punto final', 'puntos finales', 'punto de conexión', 'puntos de conexión'] },
  { concept: 'header (HTTP)', term: 'cabecera', variants: ['header', 'headers', 'encabezado', 'encabezados'] },
  { concept: 'request', term: 'petición', variants: ['solicitud', 'solicitudes', 'requisición', 'request', 'requests'] },
  { concept: 'break (in a shift)', term: 'descanso', variants: ['pausa', 'pausas'] },
  {
    concept: 'customer API boundary',
    term: 'restricciones de acceso de la API de clientes',
    variants: ['límites de la API de clientes', 'límite de acceso', 'límites de acceso', 'fronteras de la API'],
  },
  { concept: 'tenant', term: 'inquilino', variants: ['tenant', 'tenants', 'arrendatario', 'arrendatarios'] },
  { concept: 'file', term: 'archivo', variants: ['fichero', 'ficheros'] },
  { concept: 'computer', term: 'ordenador', variants: ['computadora', 'computadoras'] },
  { concept: 'parser', term: 'analizador', variants: ['parser', 'parsers'] },
  { concept: 'crawler', term: 'rastreador', variants: ['crawler', 'crawlers', 'araña', 'arañas'] },
  { concept: 'self-serve', term: 'autoservicio', variants: ['self-service', 'self-serve'] },
  { concept: 'Markdown (never plural)', term: 'Markdown', variants: ['Markdowns'] },
  // The ecosystem's own names, said in Spanish; the English name once, in brackets, where a reader must recognise it.
  {
    concept: 'server card (MCP)',
    term: 'ficha del servidor',
    variants: ['server card', 'server cards', 'tarjeta del servidor'],
    english: ['server card'],
  },
  {
    concept: 'agent skill',
    term: 'habilidad de agente',
    variants: ['agent skill', 'agent skills', 'skill', 'skills'],
    english: ['agent skill', 'agent skills'],
  },
  {
    concept: 'content signals',
    term: 'señales de contenido',
    variants: ['content signals', 'content signal'],
    english: ['content signals'],
  },
  { concept: 'digest (of a file)', term: 'resumen', variants: ['digest', 'digests'], english: ['digest'] },
  { concept: 'well-known (locations)', term: 'rutas estándar', variants: ['well-known'], english: ['well-known'] },
  { concept: 'build (of the site)', term: 'compilación', variants: ['construir', 'construye', 'construido', 'construida', 'construcción'] },
  {
    concept: 'protocol version (MCP)',
    term: 'versión del protocolo',
    variants: ['era 2025', 'era de 2025', 'de la era', 'era del protocolo', 'eras del protocolo'],
  },
  { concept: 'URL and URI (feminine, as la dirección)', term: 'la URL, la URI', variants: ['un URI', 'el URI', 'los URI'] },
];
