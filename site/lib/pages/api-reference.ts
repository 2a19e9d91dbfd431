// The API reference's generated sections, read from the contract as served, in the words of one language: each operation, its fields, samples, and responses with their headers and examples.
import type { Translate } from '../../../content/source-texts.ts';
import type { ReferenceWords, TableWords } from '../../../content/words.ts';
import { code, fence, json, table } from './markdown-blocks.ts';

type Node = Readonly<Record<string, unknown>>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const node = (value: unknown): Node => (isNode(value) ? value : {});
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** How a language writes what follows a colon mid-sentence (`Words.afterColon`); English leaves it as it is. */
type AfterColon = (text: string) => string;
const asWritten: AfterColon = (text) => text;

/**
 * Reads contracts: resolves local references (`#/components/…`) against the contract they belong to, and says what
 * it reads in `words`, the contract's own descriptions through `translate`, each written after its field's colon as
 * the language writes it (`afterColon`).
 */
class ContractReader {
  private readonly contract: Node;
  private readonly words: ReferenceWords;
  readonly translate: Translate;
  private readonly afterColon: AfterColon;

  constructor(contract: Node, words: ReferenceWords, translate: Translate, afterColon: AfterColon = asWritten) {
    this.contract = contract;
    this.words = words;
    this.translate = translate;
    this.afterColon = afterColon;
  }

  /** `value`, or what its `$ref` points to, followed until it is no reference. */
  resolve(value: unknown): Node {
    let current = node(value);
    for (let ref = current.$ref; typeof ref === 'string'; ref = current.$ref) {
      current = ref
        .slice(2)
        .split('/')
        .reduce<Node>((parent, key) => node(parent[key.replaceAll('~1', '/').replaceAll('~0', '~')]), this.contract);
    }
    return current;
  }

  /** The type of a schema in words: `string`, `array of object`, or the type of its constant. */
  typeOf(schema: Node): string {
    if ('const' in schema) return this.words.typeName(schema.const === null ? 'null' : typeof schema.const);
    if (schema.type === 'array') return this.words.arrayOf(this.typeOf(this.resolve(schema.items)));
    return this.words.typeName(text(schema.type) || 'any');
  }

  /**
   * What a schema requires beyond its type, in words: constant, format, pattern, bounds, allowed values, no other
   * fields. A pattern is written out at its first field only (`patterns` remembers where); later fields name that one.
   */
  rules(schema: Node, path: string, patterns: Map<string, string>): string {
    const item = schema.type === 'array' ? this.resolve(schema.items) : schema;
    const pattern = typeof item.pattern === 'string' ? item.pattern : undefined;
    const firstSeen = pattern === undefined ? undefined : patterns.get(pattern);
    if (pattern !== undefined && firstSeen === undefined) patterns.set(pattern, path);
    const words = this.words;
    const rules = [
      'const' in schema ? words.always(code(JSON.stringify(schema.const))) : '',
      typeof item.format === 'string' ? words.format(code(item.format)) : '',
      pattern === undefined ? '' : firstSeen === undefined ? words.pattern(code(pattern)) : words.samePatternAs(code(firstSeen)),
      typeof item.minimum === 'number' ? words.atLeast(item.minimum) : '',
      typeof item.maximum === 'number' ? words.atMost(item.maximum) : '',
      typeof item.minLength === 'number' ? words.atLeastCharacters(item.minLength) : '',
      typeof item.maxLength === 'number' ? words.atMostCharacters(item.maxLength) : '',
      Array.isArray(item.enum) ? words.oneOf(item.enum.map((value) => code(JSON.stringify(value))).join(', ')) : '',
      item.type === 'object' && item.additionalProperties === false ? words.noOtherFields : '',
    ];
    return rules.filter((rule) => rule !== '').join('; ');
  }

  /**
   * The fields of a schema as a nested list, one item per field: name, type, whether required, description, then
   * its rules; an object's fields (an array's items') nest beneath it. A list wraps at any width, where a table of
   * five columns pushed its last one off-screen.
   */
  fieldList(schema: Node, patterns = new Map<string, string>(), prefix = '', depth = 0): string {
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    const indent = '  '.repeat(depth);
    return Object.entries(node(schema.properties))
      .map(([name, value]) => {
        const field = this.resolve(value);
        const path = `${prefix}${name}`;
        const english = text(field.description) || text(node(value).description);
        const description = english === '' ? '' : this.translate(english);
        const rules = this.rules(field, path, patterns);
        const line = [
          `${indent}- ${code(name)} (${this.typeOf(field)}, ${required.has(name) ? this.words.required : this.words.optional})`,
          description === '' ? '' : `: ${this.afterColon(description.replace(/\.?$/, '.'))}`,
          rules === '' ? '' : ` ${rules.charAt(0).toUpperCase()}${rules.slice(1)}.`,
        ].join('');
        const inner = field.type === 'array' ? this.resolve(field.items) : field;
        const nested =
          inner.type === 'object' ? this.fieldList(inner, patterns, `${path}${field.type === 'array' ? '[]' : ''}.`, depth + 1) : '';
        return nested === '' ? line : `${line}\n${nested}`;
      })
      .join('\n');
  }
}

/** The sample requests the contract carries for an operation (`x-codeSamples`), each under its label. */
function samples(operation: Node): string {
  const list = Array.isArray(operation['x-codeSamples']) ? operation['x-codeSamples'].map(node) : [];
  const language: Readonly<Record<string, string>> = { curl: 'sh', JavaScript: 'js', Python: 'python' };
  return list.map((sample) => `**${text(sample.label)}**\n\n${fence(language[text(sample.lang)] ?? '', text(sample.source))}`).join('\n\n');
}

/** Each operation of the contract as a section headed by its method and path: what it is, its fields, then samples and every response with its example. */
export function operationSections(contract: Node, words: ReferenceWords, translate: Translate, afterColon?: AfterColon): string {
  const reader = new ContractReader(contract, words, translate, afterColon);
  return Object.entries(node(contract.paths))
    .flatMap(([path, item]) =>
      Object.entries(node(item)).map(([method, value]) => {
        const operation = node(value);
        const parameters = (Array.isArray(operation.parameters) ? operation.parameters : []).map((parameter) => reader.resolve(parameter));
        const responses = Object.entries(node(operation.responses)).map(
          ([status, response]) => [status, reader.resolve(response)] as const,
        );
        const ok = node(node(responses.find(([status]) => status === '200')?.[1].content)['application/json']);
        const okSchemaName = text(node(ok.schema).$ref).split('/').pop() ?? '';
        return [
          `## ${method.toUpperCase()} ${path}`,
          `**${translate(text(operation.summary))}.** ${translate(text(operation.description))} ${words.operationId(code(text(operation.operationId)))}`,
          `**${words.request}** ${words.noParameters} ${parameters
            .map((parameter) =>
              words.optionalParameter(text(parameter.in), code(text(parameter.name)), translate(text(parameter.description))),
            )
            .join(' ')}`,
          `### ${words.fieldsHeading(code(okSchemaName))}`,
          reader.fieldList(reader.resolve(ok.schema)),
          `### ${words.samples}`,
          samples(operation),
          `### ${words.responses}`,
          ...responses.flatMap(([status, response]) => {
            const content = node(node(response.content)['application/json']);
            const schemaName = text(node(content.schema).$ref).split('/').pop() ?? '';
            const headers = Object.keys(node(response.headers)).map(code).join(', ') || words.none;
            const body = schemaName === '' ? words.noBody : words.body(code('application/json'), code(schemaName));
            return [
              words.response(status, translate(text(response.description)), headers, body),
              ...(schemaName === '' ? [] : [fence('json', json(content.example))]),
            ];
          }),
        ].join('\n\n');
      }),
    )
    .join('\n\n');
}

/** Every response header the contract declares, with the statuses that carry it and its description. */
export function headerTable(contract: Node, words: ReferenceWords, columns: TableWords['responseHeaders'], translate: Translate): string {
  const reader = new ContractReader(contract, words, translate);
  const carriers = new Map<string, { statuses: Set<string>; description: string; type: string }>();
  for (const item of Object.values(node(contract.paths)))
    for (const operation of Object.values(node(item)))
      for (const [status, value] of Object.entries(node(node(operation).responses)))
        for (const [name, header] of Object.entries(node(reader.resolve(value).headers))) {
          const resolved = reader.resolve(header);
          const entry = carriers.get(name) ?? {
            statuses: new Set(),
            description: translate(text(resolved.description)),
            type: reader.typeOf(reader.resolve(resolved.schema)),
          };
          entry.statuses.add(status);
          carriers.set(name, entry);
        }
  return table(
    columns,
    [...carriers].map(([name, entry]) => [code(name), [...entry.statuses].join(', '), entry.type, entry.description]),
  );
}

/** The field list of a named component schema (the error object, say). */
export function componentFieldList(
  contract: Node,
  name: string,
  words: ReferenceWords,
  translate: Translate,
  afterColon?: AfterColon,
): string {
  const reader = new ContractReader(contract, words, translate, afterColon);
  return reader.fieldList(reader.resolve({ $ref: `#/components/schemas/${name}` }));
}
