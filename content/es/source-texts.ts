// Español de España: the English texts the pages quote from the contract, the error catalogue, the MCP errors and the documents, each keyed by the exact English it translates (content/source-texts.ts says why).
import type { SourceTexts } from '../source-texts.ts';

export const sourceTexts: SourceTexts = {
  // The contract: operations.
  'Product information': 'Información del producto',
  'What the service is: name, website, category, markets, languages, capabilities, limitations, contact, location and links to every public resource. Read-only; needs no account, key or OAuth. Capability: `product:read`.':
    'Qué es el servicio: nombre, sitio web, categoría, mercados, idiomas, funciones, limitaciones, contacto, ubicación y los enlaces a todos los recursos públicos. Solo lectura; no requiere cuenta, clave ni OAuth. Capacidad: `product:read`.',
  'Public capabilities and access boundaries': 'Capacidades públicas y restricciones de acceso',
  'The public read-only capabilities and the endpoints they cover, and the boundaries of the separate customer API (authentication, roles, tenant isolation). Read-only; needs no account, key or OAuth. Capability: `product:read`.':
    'Las capacidades públicas de solo lectura y los endpoints que abarcan, y las restricciones de acceso (autenticación, roles y aislamiento entre cuentas de empresa) de la API para empresas cliente, que es independiente de esta. Solo lectura; no requiere cuenta, clave ni OAuth. Capacidad: `product:read`.',
  'Fixed fictional sample week of shifts': 'Semana de ejemplo de turnos, fija y ficticia',
  'One fixed, fictional, deterministic week of shifts in the `Europe/Lisbon` time zone, for testing clients without credentials or personal data. It is not customer data. Read-only; needs no account, key or OAuth. Capability: `examples:read`.':
    'Una semana de turnos fija, ficticia y determinista en la zona horaria `Europe/Lisbon`, para probar aplicaciones cliente sin credenciales ni datos personales. No se trata de datos de empresas cliente. Solo lectura; no requiere cuenta, clave ni OAuth. Capacidad: `examples:read`.',
  'An ETag from an earlier response; the server answers 304 when it still matches.':
    'ETag de una respuesta anterior; el servidor responde con un 304 si la representación no ha cambiado.',
  'Public read-only response; no customer data.': 'Respuesta pública de solo lectura; sin datos de empresas cliente.',
  'The representation matching `If-None-Match` is still current.': 'La representación que coincide con `If-None-Match` sigue vigente.',
  'Rate limit exceeded. Wait the number of seconds in `Retry-After` before retrying.':
    'Límite de peticiones superado. Espera el número de segundos que indica `Retry-After` antes de volver a intentarlo.',

  // The contract: the product document's fields.
  "The service's own product name.": 'Nombre comercial del servicio.',
  "The service's website.": 'Sitio web del servicio.',
  'What the service is, in one paragraph.': 'Qué es el servicio, en un párrafo.',
  'The kind of software the service is.': 'Categoría de software del servicio.',
  'Names of the markets served.': 'Nombres de los mercados en los que se ofrece el servicio.',
  'BCP 47 language tags.': 'Etiquetas de idioma BCP 47.',
  'Feature descriptions.': 'Descripciones de las funciones.',
  'Statements of what the service does not do.': 'Frases que indican lo que el servicio no hace.',
  'The public contact email address.': 'Dirección de correo electrónico pública de contacto.',
  'Where the company behind the service is based.': 'Dónde tiene su sede la empresa responsable del servicio.',
  'City name.': 'Nombre de la ciudad.',
  'ISO 3166-1 alpha-2 country code.': 'Código de país ISO 3166-1 alfa-2.',
  'Absolute URLs of the public resources.': 'URL absolutas de los recursos públicos.',
  'The developer documentation page.': 'Página de la documentación para desarrolladores.',
  'The OpenAPI contract.': 'Especificación OpenAPI.',
  'The permissions endpoint.': 'Endpoint de permisos.',
  'The weekly example endpoint.': 'Endpoint de la semana de ejemplo.',
  'The MCP endpoint.': 'Endpoint MCP.',

  // The contract: the permissions document's fields.
  'The public interface needs no account, key, token or OAuth.': 'La interfaz pública no requiere cuenta, clave, token ni OAuth.',
  'What anyone may read without an account.': 'Lo que cualquiera puede leer sin cuenta.',
  'Capability label; not an OAuth scope.': 'Nombre de la capacidad; no es un ámbito (scope) de OAuth.',
  'What the capability lets a client read.': 'Lo que la capacidad permite leer a una aplicación cliente.',
  'Paths of the endpoints the capability covers.': 'Rutas de los endpoints que abarca la capacidad.',
  'No public capability changes data.': 'Ninguna capacidad pública modifica datos.',
  'The customer-side API, separate from this public interface.': 'La API para empresas cliente, independiente de esta interfaz pública.',
  'How people sign in to the customer API.': 'Cómo inician sesión las personas en la API para empresas cliente.',
  'Whether the customer API offers OAuth.': 'Indica si la API para empresas cliente admite OAuth.',
  'Whether customers can create API keys themselves.': 'Indica si las empresas cliente pueden crear claves de API por su cuenta.',
  'Whether an AI agent can act for a customer.': 'Indica si un agente de IA puede actuar en nombre de una empresa cliente.',
  'The restrictions the customer API applies to every access, one per item.':
    'Las restricciones que la API para empresas cliente aplica a todo acceso, una por elemento.',
  'The roles of the customer API and the access restriction of each.':
    'Los roles de la API para empresas cliente y la restricción de acceso de cada uno.',
  'Role name.': 'Nombre del rol.',
  'The access restriction of the role.': 'Restricción de acceso del rol.',

  // The contract: the sample week's fields.
  'Whether the week is fictional.': 'Indica si la semana es ficticia.',
  'What the week shows, in one paragraph.': 'Lo que muestra la semana, en un párrafo.',
  'IANA time zone the shifts are planned in.': 'Zona horaria IANA en la que se planifican los turnos.',
  'The Monday the week starts on, as a calendar date (RFC 3339 full-date).':
    'El lunes con el que empieza la semana, como fecha de calendario (formato full-date del RFC 3339).',
  'Every shift of the week.': 'Todos los turnos de la semana.',
  'Identifier of the shift, unique within the week.': 'Identificador del turno, único dentro de la semana.',
  'Identifier of a fictional employee.': 'Identificador de un empleado ficticio.',
  'RFC 3339 date-time with an explicit offset (Z or +HH:MM/-HH:MM).': 'Fecha y hora RFC 3339 con desfase explícito (Z o +HH:MM/-HH:MM).',
  'Breaks within the shift; empty when there are none.': 'Descansos del turno; array vacío si no hay ninguno.',

  // The contract: response headers and the error object.
  'Strong validator of this representation.': 'Validador fuerte de esta representación.',
  "Caching policy of the response: `private, max-age=300` with 200 and 304 (each answer carries the client's own rate-limit state, so shared caches must not store it), `no-store` with 429 (an error is never cached).":
    'Política de caché de la respuesta: `private, max-age=300` con 200 y 304 (cada respuesta lleva el estado del límite de peticiones del propio cliente, por lo que las cachés compartidas no deben guardarla) y `no-store` con 429 (un error nunca se guarda en caché).',
  'IETF RateLimit header field (draft-ietf-httpapi-ratelimit-headers-08): the policy name, the requests remaining (`r`) and the seconds until the window resets (`t`), e.g. `"product";r=119;t=60`. Absent while the limiter\'s state is unknown (its store unreachable, when requests are served without a limit).':
    'Cabecera RateLimit del IETF (draft-ietf-httpapi-ratelimit-headers-08): el nombre de la política, las peticiones que quedan (`r`) y los segundos hasta que la ventana se reinicia (`t`), por ejemplo `"product";r=119;t=60`. No se envía mientras se desconoce el estado del limitador (cuando el almacén de contadores no está accesible y las peticiones se sirven sin límite).',
  'IETF RateLimit-Policy header field (draft-ietf-httpapi-ratelimit-headers-08): the policy name, its quota (`q`) and window in seconds (`w`), e.g. `"product";q=120;w=60`. Absent, like `RateLimit`, while the limiter\'s state is unknown.':
    'Cabecera RateLimit-Policy del IETF (draft-ietf-httpapi-ratelimit-headers-08): el nombre de la política, su cuota (`q`) y la ventana en segundos (`w`), por ejemplo `"product";q=120;w=60`. Igual que `RateLimit`, no se envía mientras se desconoce el estado del limitador.',
  'Seconds to wait before retrying.': 'Segundos que hay que esperar antes de volver a intentarlo.',
  'The HTTP status code.': 'Código de estado HTTP.',
  'The HTTP reason phrase.': 'Texto del código de estado HTTP (reason phrase).',
  'What went wrong and what to do.': 'Qué ha fallado y qué hacer.',

  // The error catalogue: each message in Spanish, saying what the message says and no more, beside the message as the origin sends it.
  'The request could not be parsed: check the URL encoding and the request syntax.':
    'No se ha podido interpretar la petición: comprueba la codificación de la URL y la sintaxis de la petición.',
  'No public resource at this path. Paths are exact and case-sensitive; see /openapi.json for the public endpoints.':
    'No hay ningún recurso público en esta ruta. Las rutas distinguen entre mayúsculas y minúsculas y deben escribirse exactamente. Consulta /openapi.json para ver los endpoints públicos.',
  'This resource does not support this method: use one of the methods in the Allow header.':
    'Este recurso no admite este método: usa uno de los métodos que indica la cabecera `Allow`.',
  'None of the media types in the Accept header is available here. Available: text/html; charset=utf-8, text/markdown; charset=utf-8.':
    'Ninguno de los tipos de contenido de la cabecera `Accept` está disponible aquí. Disponibles: text/html; charset=utf-8, text/markdown; charset=utf-8.',
  'The request did not arrive in time: send it again, whole, without pauses.':
    'La petición no ha llegado a tiempo: vuelve a enviarla, completa, sin interrupciones.',
  'The request body is too large.': 'El cuerpo de la petición es demasiado grande.',
  'The request target is too long.': 'El destino de la petición es demasiado largo.',
  'This server meets no expectation other than 100-continue: send the request without that Expect header.':
    'Este servidor solo admite la expectativa `100-continue`: envía la petición sin esa cabecera `Expect`.',
  'Rate limit exceeded: wait the number of seconds in Retry-After before retrying.':
    'Límite de peticiones superado: espera el número de segundos que indica `Retry-After` antes de volver a intentarlo.',
  'The request headers are too large.': 'Las cabeceras de la petición son demasiado grandes.',
  'Something went wrong on our side; the request changed nothing. Try again later.':
    'Se ha producido un error en el servidor; la petición no ha modificado nada. Vuelve a intentarlo más tarde.',
  'No origin server answered; the request changed nothing. Try again shortly.':
    'No ha respondido ningún servidor de origen; la petición no ha modificado nada. Vuelve a intentarlo dentro de un momento.',
  'The server is shutting down or not yet ready and could not finish this request; it changed nothing. Retry on a new connection.':
    'El servidor se está apagando o aún no está listo y no ha podido terminar esta petición; la petición no ha modificado nada. Vuelve a intentarlo en una conexión nueva.',
  'The origin server did not answer in time; the request may not have been served. Try again shortly.':
    'El servidor de origen no ha respondido a tiempo; puede que la petición no se haya procesado. Vuelve a intentarlo dentro de un momento.',

  // The error catalogue: when the origin, or the reference nginx, answers each status.
  'Bytes that do not parse as HTTP/1.1, an HTTP/1.1 request without `Host` or with two, or an absolute-form target that does not parse or names another host than `Host`.':
    'Bytes que no forman una petición HTTP/1.1 válida, una petición HTTP/1.1 sin `Host` o con dos, o un destino en forma absoluta que no se puede interpretar o que indica un host distinto del de `Host`.',
  'A path that is not valid percent-encoding.': 'Una ruta con una codificación porcentual no válida.',
  'A request nginx cannot parse.': 'Una petición que nginx no puede interpretar.',
  'Nothing public at the path; a client that asks for HTML or Markdown gets the page described above.':
    'No hay nada público en la ruta; si se pide HTML o Markdown, el servidor devuelve la página descrita en la sección anterior.',
  'A method the path does not support, `Allow` listing those it does; a client that asks for HTML or Markdown gets the page described above.':
    'Un método que la ruta no admite (`Allow` indica los que admite); si se pide HTML o Markdown, el servidor devuelve la página descrita en la sección anterior.',
  '`CONNECT`, whatever its target.': '`CONNECT`, sea cual sea el destino.',
  'A documentation page asked for with an `Accept` that allows neither HTML nor Markdown; the message names both types. A path with one type is served in it whatever the `Accept`, a page asked for with no `Accept` (or an empty one) is served as HTML, and `Accept-Encoding` never causes a 406, since with no acceptable coding the body is sent uncompressed.':
    'Una página de la documentación pedida con un `Accept` que no admite ni HTML ni Markdown; el mensaje indica los dos tipos. Si una ruta solo está disponible en un formato, se sirve en ese formato, sea cual sea el `Accept`. Una página pedida sin `Accept` (o con uno vacío) se sirve en HTML. `Accept-Encoding` nunca provoca un 406: si no hay ninguna codificación aceptable, el cuerpo se envía sin comprimir.',
  'The request line and header fields have not all arrived within 20 s (the default of `HEADERS_TIMEOUT_MS`).':
    'La línea de petición y las cabeceras no han llegado completas en un plazo de 20 s (valor por defecto de `HEADERS_TIMEOUT_MS`).',
  'The header fields have not all arrived within 10 s, or nothing of the body for 10 s.':
    'Las cabeceras no han llegado completas en un plazo de 10 s, o han pasado 10 s sin que llegue ningún dato del cuerpo.',
  'A body over 64 KiB, on any path; the origin itself refuses a body only on `/mcp`, over 32 KiB, with the JSON-RPC error below.':
    'Un cuerpo de más de 64 KiB, en cualquier ruta. El servidor de origen, por su parte, solo rechaza en `/mcp` los cuerpos de más de 32 KiB, con el error JSON-RPC que se describe más adelante.',
  'A request line over 16 KiB; without nginx, the origin answers it with 431.':
    'Una línea de petición de más de 16 KiB; sin nginx, el servidor de origen responde con un 431.',
  'An `Expect` header other than `100-continue`.': 'Una cabecera `Expect` distinta de `100-continue`.',
  'More than 120 requests a minute from one client to one REST endpoint, or 60 to `/mcp` (a batch counting one per message); with `Retry-After` and the `RateLimit` fields.':
    'Más de 120 peticiones por minuto de un cliente a un endpoint REST, o 60 a `/mcp` (en un lote, cada mensaje cuenta como una petición); con `Retry-After` y las cabeceras `RateLimit`.',
  'More than 64 requests in progress at once from one address, or more than 100 a second (with bursts of up to 1000); with `Retry-After: 1` and no `RateLimit` field.':
    'Más de 64 peticiones en curso a la vez desde una misma dirección IP o más de 100 por segundo (con ráfagas de hasta 1000); con `Retry-After: 1` y sin la cabecera `RateLimit`.',
  'The request line and header fields together over 16 KiB.': 'La línea de petición y las cabeceras, juntas, de más de 16 KiB.',
  'A header field over 16 KiB.': 'Una cabecera de más de 16 KiB.',
  "A failure of the origin's own.": 'Un fallo del propio servidor de origen.',
  "A failure of nginx's own.": 'Un fallo del propio nginx.',
  'No origin could be reached.': 'No se ha podido contactar con ningún servidor de origen.',
  '`/readyz`, as soon as a shutdown begins.': '`/readyz`, en cuanto empieza el apagado.',
  'No origin is ready.': 'Ningún servidor de origen está listo.',
  'An origin did not answer in time.': 'Un servidor de origen no ha respondido a tiempo.',

  // The MCP errors: when each happens and what to do.
  "The `Host` header names neither the public host nor `localhost` (protection against DNS rebinding); the message is the SDK's.":
    'La cabecera `Host` no indica el host público ni `localhost`. El servidor la comprueba para protegerse de ataques de DNS rebinding. El mensaje es el del SDK.',
  'Call the endpoint by its public address.': 'Llama al endpoint por su URL pública.',
  'Any method but `POST` and `OPTIONS`: there is no SSE stream to `GET` and no session to `DELETE`.':
    'Cualquier método salvo `POST` y `OPTIONS`: no hay flujo SSE que pedir con `GET` ni sesión que borrar con `DELETE`.',
  'Send every message with `POST`; the `Allow` header lists the methods.':
    'Envía todos los mensajes con `POST`; la cabecera `Allow` indica los métodos.',
  'A `Content-Type` other than `application/json`.': 'Un `Content-Type` distinto de `application/json`.',
  'Send `Content-Type: application/json`.': 'Envía `Content-Type: application/json`.',
  'A compressed request body.': 'Un cuerpo de la petición comprimido.',
  'Send the body uncompressed.': 'Envía el cuerpo sin comprimir.',
  'A body over 32 KiB, by `Content-Length` or, for one sent with `Transfer-Encoding: chunked`, counted as it is read. Behind the reference nginx, a body over 64 KiB is refused by nginx itself, with the error object above.':
    'Un cuerpo de más de 32 KiB, según `Content-Length` o, si llega con `Transfer-Encoding: chunked`, contado a medida que se lee. Detrás del nginx de referencia, el propio nginx rechaza los cuerpos de más de 64 KiB, con el objeto de error REST.',
  'Send smaller messages: no message this endpoint supports is that large.':
    'Envía mensajes más pequeños: ningún mensaje que acepte este endpoint llega a ese tamaño.',
  'A body whose arrays and objects nest more than 64 levels deep.': 'Un cuerpo cuyos arrays y objetos se anidan en más de 64 niveles.',
  'Send the message as the protocol defines it: no MCP message nests that deep.':
    'Envía el mensaje tal como lo define el protocolo: ningún mensaje MCP tiene tantos niveles.',
  'An application that mounts the endpoint has already consumed the body and left nothing that reads as JSON text.':
    'Una aplicación que monta el endpoint ya ha consumido el cuerpo y no ha dejado nada que se pueda leer como texto JSON.',
  'Mount the endpoint before any middleware that reads the body, or do not consume the body before it.':
    'Monta el endpoint antes de cualquier middleware que lea el cuerpo, o no consumas el cuerpo antes.',
  'The body is not JSON.': 'El cuerpo no es JSON.',
  'Send one JSON-RPC message as JSON.': 'Envía un mensaje JSON-RPC en JSON.',
  'A JSON-RPC batch under any protocol version but 2025-03-26 (2025-06-18 removed batches).':
    'Un lote JSON-RPC con cualquier versión del protocolo salvo la 2025-03-26 (la versión 2025-06-18 eliminó los lotes).',
  'Send one message per request.': 'Envía un mensaje por petición.',
  'An empty batch, or one of more than 10 messages.': 'Un lote vacío o con más de 10 mensajes.',
  'Send 1 to 10 messages per batch; each counts against the rate limit.':
    'Envía de 1 a 10 mensajes por lote; cada uno se contabiliza en el límite de peticiones.',
  "An answer that would exceed 512 KiB; only a batch's answer can be that large.":
    'Una respuesta que superaría los 512 KiB; solo la respuesta a un lote puede ser tan grande.',
  'Split the batch.': 'Divide el lote.',
  "An `Accept` that allows neither the answer's type nor a wildcard that covers it: `application/json`, or `text/event-stream` for `subscriptions/listen` (2026-07-28), whose stream closes at once, since no list ever changes.":
    'Un `Accept` que no admite el tipo de la respuesta ni un comodín que lo abarque: `application/json` o, para `subscriptions/listen` (2026-07-28), `text/event-stream`, un flujo que se cierra de inmediato porque ninguna lista cambia nunca.',
  'Accept `application/json` (`text/event-stream` for `subscriptions/listen`), or send no `Accept` header.':
    'Incluye `application/json` en la cabecera `Accept` (`text/event-stream` para `subscriptions/listen`) o no envíes esa cabecera.',
  '2026-07-28: an `Mcp-Method` or `Mcp-Name` header that disagrees with the body.':
    'Versión 2026-07-28: una cabecera `Mcp-Method` o `Mcp-Name` que no coincide con el cuerpo.',
  'Send the headers the body implies, or none.': 'Envía cabeceras coherentes con el cuerpo, o no las envíes.',
  'An `MCP-Protocol-Version` header naming a version the endpoint does not support, whatever the method, `initialize` included; `data.supported` lists every version it supports. The `protocolVersion` parameter in the body of an `initialize` is negotiated instead, never refused.':
    'Una cabecera `MCP-Protocol-Version` con una versión que el endpoint no admite, sea cual sea el método, `initialize` incluido; `data.supported` indica todas las versiones que admite. El parámetro `protocolVersion`, en el cuerpo de un `initialize`, se negocia y nunca se rechaza.',
  'Retry with a version from `data.supported`; a client of 2024-11-05 to 2025-11-25 negotiates its version with `initialize`.':
    'Vuelve a intentarlo con una versión de `data.supported`. Un cliente de las versiones 2024-11-05 a 2025-11-25 negocia su versión con `initialize`.',
  '2026-07-28: a method the server does not implement, such as `prompts/list`, `logging/setLevel` or `completion/complete`.':
    'Versión 2026-07-28: un método que el servidor no implementa, como `prompts/list`, `logging/setLevel` o `completion/complete`.',
  'Call `tools/list`, `tools/call`, `resources/list`, `resources/read` or `server/discover`.':
    'Llama a `tools/list`, `tools/call`, `resources/list`, `resources/read` o `server/discover`.',
  '2024-11-05 to 2025-11-25: a method the server does not implement, such as `prompts/list`, `logging/setLevel` or `completion/complete`.':
    'Versiones 2024-11-05 a 2025-11-25: un método que el servidor no implementa, como `prompts/list`, `logging/setLevel` o `completion/complete`.',
  'Call `tools/list`, `tools/call`, `resources/list` or `resources/read`.':
    'Llama a `tools/list`, `tools/call`, `resources/list` o `resources/read`.',
  '`tools/call` names a tool that does not exist.': 'Una llamada a `tools/call` indica una herramienta que no existe.',
  'Call `get_product_info` or `get_sample_schedule`.': 'Llama a `get_product_info` o a `get_sample_schedule`.',
  '2024-11-05 to 2025-11-25: `resources/read` of an unknown URI, which `data.uri` names.':
    'Versiones 2024-11-05 a 2025-11-25: un `resources/read` de una URI desconocida, indicada en `data.uri`.',
  '2026-07-28: `resources/read` of an unknown URI, which `data.uri` names.':
    'Versión 2026-07-28: un `resources/read` de una URI desconocida, indicada en `data.uri`.',
  'Read a URI from `resources/list`.': 'Lee una de las URI que devuelve `resources/list`.',
  'An HTTP/1.1 request without `Host` or with two, or whose body breaks its `Transfer-Encoding: chunked` framing or ends before its `Content-Length`.':
    'Una petición HTTP/1.1 sin `Host` o con dos, o cuyo cuerpo rompe el formato de `Transfer-Encoding: chunked` o termina antes de lo que anuncia su `Content-Length`.',
  'Send a well-formed HTTP/1.1 request.': 'Envía una petición HTTP/1.1 bien formada.',
  'Send the request without that `Expect` header.': 'Envía la petición sin esa cabecera `Expect`.',
  "The body has not arrived whole within 30 s of the request's start (the default of `REQUEST_TIMEOUT_MS`).":
    'El cuerpo no ha llegado completo en los 30 s siguientes al inicio de la petición (el valor por defecto de `REQUEST_TIMEOUT_MS`).',
  'Send it again, whole, without pauses.': 'Vuelve a enviar la petición, completa y sin interrupciones.',
  'The server is shutting down, and the request was still arriving when its grace ended.':
    'El servidor se está apagando y la petición aún estaba llegando cuando terminó el periodo de gracia.',
  'Retry on a new connection.': 'Vuelve a intentarlo en una conexión nueva.',
  "A failure of the server's own; the request changed nothing.": 'Un fallo del propio servidor; la petición no ha modificado nada.',
  'Try again later.': 'Vuelve a intentarlo más tarde.',

  // The product document's capabilities and limitations.
  'Plan employee shifts across one or more stores': 'Planificar los turnos de los empleados en una o varias tiendas',
  'AI-assisted schedule proposals': 'Propuestas de horario generadas con ayuda de IA',
  'Manager review and publication of schedules': 'Revisión y publicación de los horarios por parte del encargado',
  'Employee availability and absences': 'Disponibilidad y ausencias de los empleados',
  'Employee shift swaps': 'Intercambios de turnos entre empleados',
  'Turno does not do payroll or payment processing.': 'Turno no gestiona nóminas ni pagos.',
  'Turno gives no guarantee of full legal compliance.': 'Turno no garantiza el pleno cumplimiento de la normativa.',
  'The public API and MCP endpoint return product information and synthetic examples only; they grant no access to customer accounts.':
    'La API pública y el endpoint MCP devuelven solo información del producto y ejemplos sintéticos; no dan acceso a las cuentas de las empresas cliente.',
  'No self-serve business trial and no delegated agent access are offered.':
    'Las empresas no pueden activar una prueba por su cuenta y no se ofrece acceso delegado para agentes.',

  // The permissions document's customer API boundaries and roles.
  'active membership': 'pertenencia activa a la cuenta de empresa',
  'tenant isolation': 'aislamiento entre cuentas de empresa (tenants)',
  'assigned stores': 'tiendas asignadas',
  'server-side role checks': 'comprobación de los roles en el servidor',
  "Own tenant and its stores; no other tenant's data.": 'Su propia cuenta de empresa y sus tiendas; ningún dato de otra cuenta.',
  'Assigned stores within the active tenant membership.':
    'Las tiendas asignadas, dentro de la cuenta de empresa de la que es miembro activo.',
  'Own schedule and permitted employee workflows in assigned stores.':
    'Su propio horario y las tareas permitidas a los empleados en las tiendas asignadas.',

  // What tools/list and resources/list say, in the MCP guide's tables.
  'What Turno is: workforce scheduling software; its capabilities, its limitations (no payroll, no guaranteed legal compliance, no customer data over this interface), contact, location and links to every public resource. Same JSON as GET /api/public/product. Read-only, takes no input.':
    'Qué es Turno: una aplicación de planificación de turnos de trabajo; sus funciones, sus limitaciones (no gestiona nóminas, no garantiza el pleno cumplimiento de la normativa y no hay datos de empresas cliente en esta interfaz), el contacto, la ubicación y los enlaces a todos los recursos públicos. El mismo JSON que devuelve GET /api/public/product. Solo lectura, no recibe argumentos.',
  'A fixed, fictional, deterministic week of shifts in Europe/Lisbon (RFC 3339 date-times with offsets, breaks, several employees) to test a client against. Not customer data. Same JSON as GET /api/public/examples/weekly. Read-only, takes no input.':
    'Una semana de turnos fija, ficticia y determinista en la zona horaria Europe/Lisbon (fechas y horas RFC 3339 con desfase, descansos y varios empleados) con la que probar una aplicación cliente. No se trata de datos de empresas cliente. El mismo JSON que devuelve GET /api/public/examples/weekly. Solo lectura, no recibe argumentos.',
  'The OpenAPI 3.1.0 contract of the three public REST endpoints.': 'La especificación OpenAPI 3.1.0 de los tres endpoints REST públicos.',
  'Public capabilities and the boundaries of the customer API (roles, tenant isolation, no OAuth).':
    'Las capacidades públicas y las restricciones de acceso de la API para empresas cliente: roles, aislamiento entre cuentas de empresa y ausencia de OAuth.',
  'What this interface offers, which tool or endpoint answers what, the limits and what is not available (the agent skill, also the instructions of initialize).':
    'Qué ofrece esta interfaz, qué herramienta o endpoint responde a qué, los límites y lo que no está disponible (la habilidad de agente, que también es el texto de las instrucciones de initialize).',
};
