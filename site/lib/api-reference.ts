// The API reference's generated sections, read from the contract as served: each operation, its responses with their headers, field tables, examples and curl.
import { bullets, code, fence, json, table } from './markdown-blocks.ts';

type Node = Readonly<Record<string, unknown>>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const node = (value: unknown): Node => (isNode(value) ? value : {});
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Reads contracts: resolves local references (`#/components/…`) against the contract they belong to. */
class ContractReader {
  constructor(private readonly contract: Node) {}

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
    if ('const' in schema) return schema.const === null ? 'null' : typeof schema.const;
    if (schema.type === 'array') return `array of ${this.typeOf(this.resolve(schema.items))}`;
    return text(schema.type) || 'any';
  }

  /** What a schema requires beyond its type: constant, format, pattern, bounds, allowed values, no other fields. */
  rules(schema: Node): string {
    const item = schema.type === 'array' ? this.resolve(schema.items) : schema;
    const rules = [
      'const' in schema ? `constant ${code(JSON.stringify(schema.const))}` : '',
      typeof item.format === 'string' ? `format ${code(item.format)}` : '',
      typeof item.pattern === 'string' ? `pattern ${code(item.pattern)}` : '',
      typeof item.minimum === 'number' ? `at least ${item.minimum}` : '',
      typeof item.maximum === 'number' ? `at most ${item.maximum}` : '',
      typeof item.minLength === 'number' ? `at least ${item.minLength} characters` : '',
      typeof item.maxLength === 'number' ? `at most ${item.maxLength} characters` : '',
      Array.isArray(item.enum) ? `one of ${item.enum.map((value) => code(JSON.stringify(value))).join(', ')}` : '',
      item.type === 'object' && item.additionalProperties === false ? 'no other fields' : '',
    ];
    return rules.filter((rule) => rule !== '').join('; ');
  }

  /** One row per field, nested objects and array items flattened into paths (`links.mcp`, `shifts[].breaks[].startsAt`). */
  fieldRows(schema: Node, prefix = ''): string[][] {
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    return Object.entries(node(schema.properties)).flatMap(([name, value]) => {
      const field = this.resolve(value);
      const path = `${prefix}${name}`;
      const row = [code(path), this.typeOf(field), required.has(name) ? 'yes' : 'no', this.rules(field), text(field.description)];
      const inner = field.type === 'array' ? this.resolve(field.items) : field;
      const nested = inner.type === 'object' ? this.fieldRows(inner, `${path}${field.type === 'array' ? '[]' : ''}.`) : [];
      return [row, ...nested];
    });
  }
}

/** The field table of a schema. */
function fieldTable(reader: ContractReader, schema: Node): string {
  return table(['Field', 'Type', 'Required', 'Rule', 'Description'], reader.fieldRows(schema));
}

/** Each operation of the contract as a section: request, curl, responses with headers, fields of the 200 body, example. */
export function operationSections(contract: Node): string {
  const reader = new ContractReader(contract);
  const baseUrl = text(node(Array.isArray(contract.servers) ? contract.servers[0] : undefined).url);
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
          `## ${text(operation.summary)}`,
          bullets([
            `**Method and path:** ${code(`${method.toUpperCase()} ${path}`)}`,
            `**Operation id:** ${code(text(operation.operationId))}`,
            `**Capability:** ${code(text(operation['x-capability']))}`,
          ]),
          text(operation.description),
          `**Request.** No path parameters, no query parameters, no body. ${parameters
            .map((parameter) => `Optional ${text(parameter.in)} ${code(text(parameter.name))}: ${text(parameter.description)}`)
            .join(' ')}`,
          fence('sh', `curl -s ${baseUrl}${path}`),
          '### Responses',
          table(
            ['Status', 'Meaning', 'Headers', 'Body'],
            responses.map(([status, response]) => {
              const schemaName =
                text(node(node(node(response.content)['application/json']).schema).$ref)
                  .split('/')
                  .pop() ?? '';
              return [
                status,
                text(response.description),
                Object.keys(node(response.headers)).map(code).join(', ') || 'none',
                schemaName === '' ? 'none' : `${code('application/json')}, ${code(schemaName)}`,
              ];
            }),
          ),
          `### Fields of ${code(okSchemaName)} (the 200 body)`,
          fieldTable(reader, reader.resolve(ok.schema)),
          '### Example 200 body',
          fence('json', json(ok.example)),
        ].join('\n\n');
      }),
    )
    .join('\n\n');
}

/** Every response header the contract declares, with the statuses that carry it and its description. */
export function headerTable(contract: Node): string {
  const reader = new ContractReader(contract);
  const carriers = new Map<string, { statuses: Set<string>; description: string; type: string }>();
  for (const item of Object.values(node(contract.paths)))
    for (const operation of Object.values(node(item)))
      for (const [status, value] of Object.entries(node(node(operation).responses)))
        for (const [name, header] of Object.entries(node(reader.resolve(value).headers))) {
          const resolved = reader.resolve(header);
          const entry = carriers.get(name) ?? {
            statuses: new Set(),
            description: text(resolved.description),
            type: reader.typeOf(reader.resolve(resolved.schema)),
          };
          entry.statuses.add(status);
          carriers.set(name, entry);
        }
  return table(
    ['Header', 'Sent with', 'Type', 'Description'],
    [...carriers].map(([name, entry]) => [code(name), [...entry.statuses].join(', '), entry.type, entry.description]),
  );
}

/** The field table of a named component schema (the error object, say). */
export function componentFieldTable(contract: Node, name: string): string {
  const reader = new ContractReader(contract);
  return fieldTable(reader, reader.resolve({ $ref: `#/components/schemas/${name}` }));
}
