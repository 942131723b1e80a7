/**
 * A deliberately small GraphQL engine for the Sui emulation: one operation, variables, aliases, arguments,
 * nested selections, inline fragments (`... on Type`) and __typename. Named fragments, directives and
 * mutations are refused with a GraphQL error, as a server would for an unsupported document.
 */

export class GraphQLError extends Error {}

export type Value = unknown;
type Selection =
  | { kind: 'field'; name: string; alias?: string; args: Record<string, ArgValue>; selections?: Selection[] }
  | { kind: 'inline'; on?: string; selections: Selection[] };
type ArgValue =
  | { kind: 'var'; name: string }
  | { kind: 'const'; value: unknown }
  | { kind: 'list'; items: ArgValue[] }
  | { kind: 'object'; fields: Record<string, ArgValue> };

const TOKEN =
  /\s+|,|#[^\n]*|(\.\.\.|[{}()[\]:!$=@])|("(?:[^"\\]|\\.)*")|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|([_A-Za-z][_0-9A-Za-z]*)/y;

function tokenize(source: string): string[] {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < source.length) {
    const start = TOKEN.lastIndex;
    const m = TOKEN.exec(source);
    if (!m) throw new GraphQLError(`Syntax Error: unexpected character at ${start}`);
    const token = m[1] ?? m[2] ?? m[3] ?? m[4];
    if (token !== undefined) tokens.push(token);
  }
  return tokens;
}

class Parser {
  private i = 0;
  constructor(private readonly tokens: string[]) {}

  private peek(): string | undefined {
    return this.tokens[this.i];
  }
  private next(): string {
    const t = this.tokens[this.i++];
    if (t === undefined) throw new GraphQLError('Syntax Error: unexpected end of document');
    return t;
  }
  private expect(t: string): void {
    const got = this.next();
    if (got !== t) throw new GraphQLError(`Syntax Error: expected "${t}", found "${got}"`);
  }

  document(): Selection[] {
    const head = this.peek();
    if (head === 'mutation' || head === 'subscription') throw new GraphQLError(`${head} is not supported`);
    if (head === 'query') {
      this.next();
      if (this.peek() !== '(' && this.peek() !== '{') this.next(); // operation name
      if (this.peek() === '(') this.variableDefinitions();
    }
    const selections = this.selectionSet();
    if (this.peek() !== undefined) throw new GraphQLError('Only one operation per document is supported');
    return selections;
  }

  private variableDefinitions(): void {
    this.expect('(');
    while (this.peek() !== ')') {
      this.expect('$');
      this.next();
      this.expect(':');
      this.type();
      if (this.peek() === '=') {
        this.next();
        this.value();
      }
    }
    this.expect(')');
  }

  private type(): void {
    if (this.peek() === '[') {
      this.next();
      this.type();
      this.expect(']');
    } else this.next();
    if (this.peek() === '!') this.next();
  }

  private selectionSet(): Selection[] {
    this.expect('{');
    const selections: Selection[] = [];
    while (this.peek() !== '}') selections.push(this.selection());
    this.expect('}');
    return selections;
  }

  private selection(): Selection {
    if (this.peek() === '...') {
      this.next();
      if (this.peek() !== 'on') throw new GraphQLError('Named fragments are not supported');
      this.next();
      const on = this.next();
      return { kind: 'inline', on, selections: this.selectionSet() };
    }
    let name = this.next();
    let alias: string | undefined;
    if (this.peek() === ':') {
      this.next();
      alias = name;
      name = this.next();
    }
    if (this.peek() === '@') throw new GraphQLError('Directives are not supported');
    const args: Record<string, ArgValue> = {};
    if (this.peek() === '(') {
      this.next();
      while (this.peek() !== ')') {
        const argName = this.next();
        this.expect(':');
        args[argName] = this.value();
      }
      this.expect(')');
    }
    const selections = this.peek() === '{' ? this.selectionSet() : undefined;
    return { kind: 'field', name, alias, args, selections };
  }

  private value(): ArgValue {
    const t = this.next();
    if (t === '$') return { kind: 'var', name: this.next() };
    if (t === '[') {
      const items: ArgValue[] = [];
      while (this.peek() !== ']') items.push(this.value());
      this.next();
      return { kind: 'list', items };
    }
    if (t === '{') {
      const fields: Record<string, ArgValue> = {};
      while (this.peek() !== '}') {
        const key = this.next();
        this.expect(':');
        fields[key] = this.value();
      }
      this.next();
      return { kind: 'object', fields };
    }
    if (t.startsWith('"')) return { kind: 'const', value: JSON.parse(t) };
    if (/^-?\d/.test(t)) return { kind: 'const', value: Number(t) };
    if (t === 'true' || t === 'false') return { kind: 'const', value: t === 'true' };
    if (t === 'null') return { kind: 'const', value: null };
    return { kind: 'const', value: t }; // enum value
  }
}

function evaluate(arg: ArgValue, variables: Record<string, unknown>): unknown {
  switch (arg.kind) {
    case 'var':
      return variables[arg.name] ?? null;
    case 'const':
      return arg.value;
    case 'list':
      return arg.items.map((item) => evaluate(item, variables));
    case 'object':
      return Object.fromEntries(Object.entries(arg.fields).map(([k, v]) => [k, evaluate(v, variables)]));
  }
}

/**
 * Resolver objects: plain objects whose fields are values or functions of the field's arguments, with a
 * `__typename` used for inline fragments. A missing field is a GraphQL validation error.
 */
export type Node = { __typename: string; [field: string]: unknown };

function project(value: unknown, selections: Selection[], variables: Record<string, unknown>): unknown {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map((item) => project(item, selections, variables));
  const node = value as Node;
  const out: Record<string, unknown> = {};
  for (const sel of selections) {
    if (sel.kind === 'inline') {
      if (!sel.on || sel.on === node.__typename) Object.assign(out, project(node, sel.selections, variables));
      continue;
    }
    const key = sel.alias ?? sel.name;
    if (sel.name === '__typename') {
      out[key] = node.__typename;
      continue;
    }
    if (!(sel.name in node))
      throw new GraphQLError(`Cannot query field "${sel.name}" on type "${node.__typename}".`);
    let field = node[sel.name];
    if (typeof field === 'function') {
      const args = Object.fromEntries(Object.entries(sel.args).map(([k, v]) => [k, evaluate(v, variables)]));
      field = (field as (a: Record<string, unknown>) => unknown)(args);
    }
    out[key] = sel.selections ? project(field, sel.selections, variables) : (field ?? null);
  }
  return out;
}

/** Runs a query document against a root resolver; answers the GraphQL-over-HTTP JSON body. */
export function executeGraphQL(query: string, variables: Record<string, unknown>, root: Node) {
  try {
    const selections = new Parser(tokenize(query)).document();
    return { data: project(root, selections, variables) };
  } catch (error) {
    if (error instanceof GraphQLError) return { data: null, errors: [{ message: error.message }] };
    throw error;
  }
}
