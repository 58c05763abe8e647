// Statement nodes of Ruby code steps, on top of the formula AST (src/engine/formula/ast.ts). They travel inside
// formula nodes (a block body, an if branch), so a tree mixes both; `asNode` marks the one place they meet.
import type { Node } from '../formula/ast.js';

export type Stmt =
  /** statements in order; the value is the last one's */
  | { t: 'seq'; body: Node[] }
  /** `target = value`; target is a local (`ident`) or an element (`index`) */
  | { t: 'assign'; target: Node; value: Node }
  /** `a, b = value` */
  | { t: 'masgn'; names: string[]; value: Node }
  | { t: 'return'; value: Node | null }
  | { t: 'next'; value: Node | null }
  | { t: 'break' }
  | { t: 'while'; cond: Node; body: Node; until: boolean }
  | { t: 'def'; name: string; params: string[]; body: Node };

export type AnyNode = Node | Stmt;

/** A statement where the formula parser expects a node: the Ruby compiler reads it back as an AnyNode. */
export function asNode(s: Stmt): Node {
  return s as unknown as Node;
}
