/**
 * The bench's split of a heap snapshot into compiled code and data (scripts/bench/heap-snapshot.ts),
 * on a hand-made snapshot in V8's format: what V8 keeps outside its heap and Blink's own objects
 * count in neither; code, the shapes' dependent-code lists and what only code holds count as code;
 * anything the page's objects also hold stays data.
 */
import { describe, expect, it } from 'vitest';
import { splitSnapshot } from '../../scripts/bench/heap-snapshot';

// V8's own lists, in its order
const NODE_TYPES = [
  ...['hidden', 'array', 'string', 'object', 'code', 'closure', 'regexp', 'number', 'native', 'synthetic'],
  ...['concatenated string', 'sliced string', 'symbol', 'bigint', 'object shape'],
];
const EDGE_TYPES = ['context', 'element', 'property', 'internal', 'hidden', 'shortcut', 'weak'];

/** A snapshot from nodes [type, name, size] and edges [from, type, name, to] (indices into the nodes). */
function snapshot(nodes: [string, string, number][], edges: [number, string, string, number][]) {
  const strings: string[] = [];
  const str = (s: string) => {
    const i = strings.indexOf(s);
    return i >= 0 ? i : strings.push(s) - 1;
  };
  const flatNodes = nodes.flatMap(([type, name, size], i) => [
    NODE_TYPES.indexOf(type),
    str(name),
    i + 1,
    size,
    edges.filter((e) => e[0] === i).length,
  ]);
  // edges listed by their node, in node order, as V8 writes them
  const flatEdges = [...edges]
    .sort((a, b) => a[0] - b[0])
    .flatMap(([, type, name, to]) => [EDGE_TYPES.indexOf(type), str(name), to * 5]);
  return {
    snapshot: {
      meta: {
        node_fields: ['type', 'name', 'id', 'self_size', 'edge_count'],
        node_types: [NODE_TYPES] as [string[]],
        edge_fields: ['type', 'name_or_index', 'to_node'],
        edge_types: [EDGE_TYPES] as [string[]],
      },
    },
    nodes: flatNodes,
    edges: flatEdges,
    strings,
  };
}

describe('heap snapshot split', () => {
  it('counts code, what only code holds and dependent-code lists as code; the rest of V8 heap as data', () => {
    const s = snapshot(
      [
        ['synthetic', '(GC roots)', 0], // 0
        ['object', 'Table', 100], // 1: the page's data
        ['code', 'system / Code', 1000], // 2
        ['array', '(deopt data)', 200], // 3: only the code holds it
        ['string', 'shared literal', 30], // 4: the code and the table hold it
        ['object shape', 'system / Map', 50], // 5: V8's heap, data
        ['native', 'system / WeakArrayList', 40], // 6: the shape's dependent code
        ['native', 'system / ExternalStringData', 5000], // 7: outside V8's heap
        ['native', 'blink::PlainTextNode', 7000], // 8: Blink's heap
        ['closure', 'deal', 60], // 9
        ['array', '(weakly held)', 20], // 10: held by code, and weakly by the table
      ],
      [
        [0, 'element', '1', 1],
        [0, 'element', '2', 9],
        [1, 'property', 'label', 4],
        [1, 'property', 'map', 5],
        [1, 'weak', 'cache', 10],
        [9, 'internal', 'code', 2],
        [2, 'internal', 'deoptimization_data', 3],
        [2, 'internal', 'literal', 4],
        [2, 'internal', 'other', 10],
        [3, 'element', '0', 7],
        [5, 'internal', 'dependent_code', 6],
        [1, 'internal', 'native', 8],
      ],
    );
    expect(splitSnapshot(s)).toEqual({ code: 1000 + 200 + 40 + 20, data: 100 + 30 + 50 + 60 });
  });
});
