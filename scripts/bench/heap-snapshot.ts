/**
 * The page's JS heap split into compiled code and the rest, its data, from a heap snapshot
 * (CDP HeapProfiler.takeHeapSnapshot). The used heap grows for a while as V8 compiles the
 * functions that get hot (bytecode, optimised code and what it keeps: deoptimisation data,
 * feedback, the lists of code that depends on each object shape); that is warm-up, not a leak, so
 * the heap measure (heap.ts) judges growth on the data.
 *
 * What counts: the snapshot's nodes in V8's heap, as the used heap (Runtime.getHeapUsage) counts
 * them: not Blink's own objects (native nodes other than V8's `system / …`) nor what V8 keeps
 * outside its heap (ArrayBuffer contents, external strings such as the scripts' sources). Code: nodes of type `code`, the lists
 * reached as a shape's `dependent_code`, and the objects only code holds (each of their retainers
 * is code).
 */
import type { CDPSession } from 'playwright-core';

export interface HeapSplit {
  /** Bytes of compiled code and what only it holds. */
  code: number;
  /** Bytes of everything else in V8's heap: the page's objects, strings, arrays, shapes. */
  data: number;
}

/** V8's nodes for memory outside its heap: ArrayBuffer contents, external strings (the scripts' sources). */
const OUTSIDE = new Set(['system / JSArrayBufferData', 'system / ExternalStringData']);

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] } };
  nodes: number[];
  edges: number[];
  strings: string[];
}

/** Splits a parsed heap snapshot (the JSON V8 writes). */
export function splitSnapshot(s: Snapshot): HeapSplit {
  const meta = s.snapshot.meta;
  const nf = meta.node_fields.length;
  const ef = meta.edge_fields.length;
  const [TYPE, NAME, SIZE, EDGES] = ['type', 'name', 'self_size', 'edge_count'].map((f) => meta.node_fields.indexOf(f));
  const [ETYPE, ENAME, ETO] = ['type', 'name_or_index', 'to_node'].map((f) => meta.edge_fields.indexOf(f));
  const nodeTypes = meta.node_types[0];
  const edgeTypes = meta.edge_types[0];
  const n = s.nodes.length / nf;
  const type = (i: number) => nodeTypes[s.nodes[i * nf + (TYPE as number)] as number];
  const name = (i: number) => s.strings[s.nodes[i * nf + (NAME as number)] as number] as string;

  const inHeap = new Uint8Array(n);
  const code = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const t = type(i);
    const nm = name(i);
    inHeap[i] = t === 'synthetic' || (t === 'native' && (!nm.startsWith('system /') || OUTSIDE.has(nm))) ? 0 : 1;
    code[i] = t === 'code' ? 1 : 0;
  }
  // Strong retainers of each node (weak edges and shortcuts hold nothing alive), as a flat list.
  const weak = edgeTypes.indexOf('weak');
  const shortcut = edgeTypes.indexOf('shortcut');
  const property = edgeTypes.indexOf('property');
  const internal = edgeTypes.indexOf('internal');
  const count = new Int32Array(n + 1);
  const from = new Int32Array(s.edges.length / ef);
  const to = new Int32Array(s.edges.length / ef);
  let m = 0;
  for (let i = 0, e = 0; i < n; i++) {
    const end = e + (s.nodes[i * nf + (EDGES as number)] as number) * ef;
    for (; e < end; e += ef) {
      const et = s.edges[e + (ETYPE as number)] as number;
      if (et === weak || et === shortcut) continue;
      const target = (s.edges[e + (ETO as number)] as number) / nf;
      const named = et === property || et === internal;
      // a shape's list of the code that depends on it grows with that code
      if (named && s.strings[s.edges[e + (ENAME as number)] as number] === 'dependent_code') code[target] = 1;
      from[m] = i;
      to[m] = target;
      count[target + 1] = (count[target + 1] as number) + 1;
      m++;
    }
  }
  for (let i = 0; i < n; i++) count[i + 1] = (count[i + 1] as number) + (count[i] as number);
  // node i's retainers are retainers[count[i]] … retainers[count[i + 1] - 1]
  const retainers = new Int32Array(m);
  const fill = count.slice(0, n);
  for (let k = 0; k < m; k++) {
    const t = to[k] as number;
    const at = fill[t] as number;
    retainers[at] = from[k] as number;
    fill[t] = at + 1;
  }
  // Objects held by code alone are code's: deoptimisation data, literals, their arrays (a few levels).
  for (let pass = 0, changed = true; changed && pass < 8; pass++) {
    changed = false;
    for (let i = 0; i < n; i++) {
      if (code[i] || !inHeap[i]) continue;
      const a = count[i] as number;
      const b = count[i + 1] as number;
      if (a === b) continue;
      let all = true;
      for (let k = a; k < b && all; k++) all = code[retainers[k] as number] === 1;
      if (all) {
        code[i] = 1;
        changed = true;
      }
    }
  }
  const split: HeapSplit = { code: 0, data: 0 };
  for (let i = 0; i < n; i++) {
    if (!inHeap[i]) continue;
    const size = s.nodes[i * nf + (SIZE as number)] as number;
    if (code[i]) split.code += size;
    else split.data += size;
  }
  return split;
}

/** Takes a heap snapshot of the page (it collects garbage first) and splits it. */
export async function heapSplit(cdp: CDPSession): Promise<HeapSplit> {
  await cdp.send('HeapProfiler.enable');
  const chunks: string[] = [];
  const take = (e: { chunk: string }) => chunks.push(e.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', take);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false, captureNumericValue: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', take);
  }
  return splitSnapshot(JSON.parse(chunks.join('')) as Snapshot);
}
