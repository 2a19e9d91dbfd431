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
  {
    concept: 'header (HTTP)',
    term: 'cabecera',
    variants: ['header', 'headers', 'encabezado', 'encabezados', 'campo de cabecera', 'campos de cabecera'],
    // "Campo" is a JSON field's word: before a header's name it would call the header one.
    beforeHeaderName: ['campo', 'campos'],
  },
  { concept: 'request', term: 'petición', variants: ['solicitud', 'solicitudes', 'requisición', 'request', 'requests'] },
  { concept: 'break (in a shift)', term: 'descanso', variants: ['pausa', 'pausas'] },
  {
    concept: 'capability (what the product does; "capacidad" is a capability label such as product:read)',
    term: 'función',
    variants: [
      'capacidades del producto',
      'capacidades de Turno',
      'capacidades y las limitaciones',
      'capacidades y limitaciones',
      'capacidades, limitaciones',
      'sus capacidades',
    ],
  },
  // «Tipo de medio» stopped a reader in Spain; «tipo de contenido» is what the Content-Type header names. Where the
  // English says MIME type (the MCP guide's resources table, as MCP's own `mimeType` does), a reader in Madrid wrote
  // «Tipo MIME», the name a developer searches for: it is no variant.
  {
    concept: 'media type (MIME type where the English says so)',
    term: 'tipo de contenido',
    variants: ['tipo de medio', 'tipos de medio'],
  },
  {
    concept: 'client (software), beside the customers of Turno',
    term: 'aplicación cliente',
    variants: ['probar clientes', 'probar un cliente'],
  },
  { concept: 'customer API', term: 'API de clientes', variants: ['API del lado de los clientes', 'API del lado del cliente'] },
  { concept: 'shutdown (of a server)', term: 'apagado', variants: ['reiniciando'] },
  {
    concept: 'address (URL for a whole address, ruta for a path; dirección only for IP and e-mail addresses)',
    term: 'URL',
    variants: [
      'dirección base',
      'su propia dirección',
      'la misma dirección',
      'su dirección pública',
      'esta dirección',
      'las direcciones son',
      'una dirección localhost',
      'como dirección',
    ],
  },
  {
    concept: 'customer API boundary',
    term: 'restricciones de acceso de la API de clientes',
    variants: ['límites de la API de clientes', 'límite de acceso', 'límites de acceso', 'fronteras de la API'],
  },
  // «Inquilino» reads as someone who rents a flat: a company's tenant is its account. The English name once, in
  // brackets, where the overview lists `tenant isolation`, as the permissions document says it; the page explains
  // no more than the English does.
  {
    concept: 'tenant',
    term: 'cuenta de empresa',
    variants: ['tenant', 'tenants', 'inquilino', 'inquilinos', 'arrendatario', 'arrendatarios'],
    english: ['tenant', 'tenants'],
  },
  // Cliente is the client software (aplicación cliente); a company that buys Turno is an empresa cliente, its API the API para empresas cliente.
  {
    concept: 'customer (a company that uses Turno), beside the client software',
    term: 'empresa cliente',
    variants: ['empresas clientes', 'API de clientes', 'datos de clientes', 'cuentas de los clientes'],
  },
  {
    concept: 'count towards a limit',
    term: 'se contabiliza en el límite',
    variants: [
      'cuenta para el límite',
      'cuentan para el límite',
      'cuenta para el mismo límite',
      'cuenta para un límite',
      'cuenta para los límites',
    ],
  },
  { concept: 'array (JSON)', term: 'array', variants: ['arreglo', 'arreglos'] },
  {
    concept: 'the OpenAPI document',
    term: 'especificación OpenAPI',
    variants: ['contrato', 'contratos', 'contrato OpenAPI'],
  },
  {
    concept: "a role's access restriction (ámbito is an OAuth scope only)",
    term: 'restricción de acceso',
    variants: ['ámbito al que', 'el ámbito de cada', 'ámbito de cada'],
  },
  {
    concept: "a request's _meta (the 2026-07-28 client details)",
    term: 'el _meta de cada petición',
    variants: ['envoltorio', 'envoltorios'],
  },
  { concept: 'software (the product)', term: 'aplicación', variants: ['un software'] },
  { concept: 'ISO 3166-1 alpha-2', term: 'alfa-2', variants: ['alpha-2'] },
  { concept: 'clocks go back', term: 'se atrasan', variants: ['se retrasan', 'retrasan'] },
  // robots.txt lets every crawler in; what the English calls welcome (indexing, answering, training) is bienvenido.
  {
    concept: 'crawlers are let in (robots.txt)',
    term: 'se permite el acceso',
    variants: ['rastreadores son bienvenidos', 'bienvenidos todos los rastreadores'],
  },
  { concept: 'file', term: 'archivo', variants: ['fichero', 'ficheros'] },
  { concept: 'computer', term: 'ordenador', variants: ['computadora', 'computadoras'] },
  { concept: 'parser', term: 'analizador', variants: ['parser', 'parsers'] },
  { concept: 'crawler', term: 'rastreador', variants: ['crawler', 'crawlers', 'araña', 'arañas'] },
  // What HTTP writes is shown as code, as it is sent: no Spanish name and no gloss.
  {
    concept: 'chunked (transfer coding)',
    term: '`Transfer-Encoding: chunked`, as code',
    variants: ['chunked', 'codificación por fragmentos', 'división en fragmentos', 'enviado por fragmentos', 'enviados por fragmentos'],
  },
  {
    concept: 'CORS preflight (an OPTIONS request, shown as `OPTIONS`)',
    term: 'petición de comprobación previa',
    variants: ['preflight', 'preflights'],
  },
  {
    concept: 'self-serve (a trial, API keys)',
    term: 'por su cuenta; por cuenta propia',
    variants: ['self-service', 'self-serve', 'autoservicio'],
  },
  { concept: 'Markdown (never plural)', term: 'Markdown', variants: ['Markdowns'] },
  // The ecosystem's own names, said in Spanish; the English name once, in brackets, only where a reader will meet it
  // elsewhere (a document the API sends, a specification, a tool). What Spanish names plainly needs none.
  { concept: 'sitemap', term: 'mapa del sitio', variants: ['sitemap', 'sitemaps'] },
  { concept: 'linkset (RFC 9727)', term: 'conjunto de enlaces', variants: ['linkset', 'linksets'], english: ['linkset'] },
  // Spanish security writing names the attack in English («ataques de DNS rebinding»); «reasignación de DNS» is no
  // established term and stopped a reader in Madrid.
  {
    concept: 'DNS rebinding',
    term: 'ataques de DNS rebinding',
    variants: ['reasignación de DNS', 'revinculación de DNS', 'reenlace de DNS'],
  },
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
  // robots.txt writes them as `Content-Signal`, which the page for agents shows as code.
  { concept: 'content signals', term: 'señales de contenido', variants: ['content signals', 'content signal'] },
  // «Resumen SHA-256» stopped a reader in Spain, and «resumen» is an API summary here: a file's digest is its hash.
  {
    concept: 'digest (of a file)',
    term: 'hash',
    variants: ['digest', 'digests', 'resumen SHA-256', 'resúmenes SHA-256', 'resumen criptográfico'],
  },
  // The English means the standard places agents look in, /llms.txt and /robots.txt among them: a gloss
  // «(well-known)», or «(`/.well-known/`)» as a reader proposed, would say they all sit under /.well-known/, and the
  // English page names no such path (the facts check refuses it).
  { concept: 'well-known (locations)', term: 'rutas estándar', variants: ['well-known'] },
  {
    concept: 'build (of the site)',
    term: 'generación del sitio; al generar el sitio',
    // «Con el sitio» for "at build" is opaque.
    variants: [
      'con el sitio',
      'construir',
      'construye',
      'construido',
      'construida',
      'construcción',
      'compilación',
      'compilar',
      'compila',
      'compilado',
      'compilada',
    ],
  },
  {
    concept: 'protocol version (MCP)',
    term: 'versión del protocolo',
    variants: ['era 2025', 'era de 2025', 'de la era', 'era del protocolo', 'eras del protocolo'],
  },
  { concept: 'URL and URI (feminine, as la dirección)', term: 'la URL, la URI', variants: ['un URI', 'el URI', 'los URI'] },
  {
    concept: 'supporting a protocol version (not "answering" it)',
    term: 'admitir',
    variants: [
      'responde a las versiones',
      'a la que el endpoint no responde',
      'versiones a las que responde',
      'versiones a las que sí responde',
      'la respuesta llega en la',
    ],
  },
  // RFC 9110 says reason phrase: the gloss where the field is defined.
  {
    concept: 'reason phrase',
    term: 'texto del código de estado',
    variants: ['frase de motivo', 'reason phrase'],
    english: ['reason phrase'],
  },
  // The customer API's `authentication` value says `email magic link`.
  {
    concept: 'magic link',
    term: 'enlace de acceso enviado por correo electrónico',
    variants: ['magic link', 'enlace mágico', 'enlaces mágicos'],
    english: ['magic link'],
  },
  // OAuth's own parameter is `scope`.
  { concept: 'OAuth scope', term: 'ámbito', variants: ['scope', 'scopes'], english: ['scope'] },
  { concept: 'stack trace', term: 'traza de pila', variants: ['stack trace', 'stack traces'] },
  // «Visión general» is a calque of overview; a Spanish documentation set opens with an introducción.
  { concept: "overview (the documentation's first page)", term: 'introducción', variants: ['visión general'] },
  // Acronyms take no plural -s in Spanish (las API, as las URL).
  { concept: 'API, in the plural (the API catalog is the catálogo de API)', term: 'API', variants: ['APIs'] },
  // JSON's types in Spanish words throughout, as the API reference names them (cadena, entero, booleano, número,
  // objeto; array, as Spain writes it), never JSON's English names beside them.
  { concept: 'string (JSON type)', term: 'cadena', variants: ['string', 'strings'] },
  { concept: 'integer (JSON type)', term: 'entero', variants: ['integer', 'integers'] },
  { concept: 'boolean (JSON type)', term: 'booleano', variants: ['boolean', 'booleans'] },
  {
    concept: 'the error that changes nothing (500)',
    term: 'se ha producido un error en el servidor',
    variants: ['algo ha fallado por nuestra parte'],
  },
  { concept: 'rate-limit window starting again', term: 'la ventana se reinicie', variants: ['la ventana quede libre'] },
  { concept: 'expectation (417)', term: 'solo admite la expectativa', variants: ['no satisface ninguna expectativa'] },
  { concept: 'naming the server', term: 'puedes dar al servidor cualquier nombre', variants: ['ponle al servidor'] },
  // A status by its number, in the one form the pages use for it everywhere («código de estado»): the error pages'
  // «(error 404)» beside the tables' «código de estado» read as two things to a reader in Madrid. A bare «(estado 404)»
  // is a calque.
  {
    concept: 'status (by its number)',
    term: 'código de estado 404',
    variants: ['(estado 404)', '(estado 405)', 'error 404', 'error 405'],
  },
  // "Paths are exact" carried over word for word; Spanish has the set phrase for "case-sensitive". «Deben coincidir
  // exactamente, también en mayúsculas y minúsculas» and «exactamente igual» (equal to what?) read as English in Madrid.
  {
    concept: 'exact paths and addresses',
    term: 'distinguen entre mayúsculas y minúsculas y deben escribirse exactamente',
    variants: ['rutas son exactas', 'URL son exactas', 'coincidir exactamente', 'también en mayúsculas y minúsculas', 'exactamente igual'],
  },
  // What the error table shows beside a message in Spanish: the message's exact text. «Mensaje enviado:» before every
  // message read badly and repeated the column's name.
  { concept: 'the message exactly as sent (error table)', term: 'Texto literal', variants: ['Mensaje enviado:'] },
  // What the docs welcome (indexing, answering from them, training on them) is expressly permitted: «su indexación…
  // son bienvenidos» was a noun chain off an English predicate, and «sin restricciones» said more than the English.
  {
    concept: 'welcome (indexing, answering, training)',
    term: 'se permite expresamente',
    variants: ['son bienvenidos', 'son bienvenidas', 'sin restricciones'],
  },
  // The Inspector's command line is its CLI (`--cli`), as the command the page shows names it.
  { concept: "the Inspector's command line", term: 'la CLI del Inspector', variants: ['línea de comandos del Inspector'] },
  // A 429 is no exception a client throws by name: the clients treat it as a transport error, and throw.
  {
    concept: 'surface as a thrown transport error',
    term: 'lo tratan como un error de transporte (lanzan una excepción)',
    variants: ['lanzan como un error'],
  },
  // An application mounts the endpoint (Express's app.use), in the error's "when" as in its "what to do".
  { concept: 'mount (an endpoint in an application)', term: 'montar', variants: ['integra el endpoint', 'integre el endpoint'] },
];
