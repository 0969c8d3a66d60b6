/**
 * Strongly connected components of a directed graph (Tarjan's algorithm, iterative so deep graphs cannot overflow
 * the call stack). Returns the component index of every node; components are numbered from 0.
 */
export function stronglyConnectedComponents(nodeCount: number, successors: readonly (readonly number[])[]): Int32Array {
  const index = new Int32Array(nodeCount).fill(-1);
  const low = new Int32Array(nodeCount);
  const component = new Int32Array(nodeCount).fill(-1);
  const onStack = new Uint8Array(nodeCount);
  const stack: number[] = [];
  const callNode: number[] = [];
  const callEdge: number[] = [];
  let counter = 0;
  let componentCount = 0;

  for (let root = 0; root < nodeCount; root += 1) {
    if (index[root] !== -1) continue;
    callNode.push(root);
    callEdge.push(0);
    index[root] = low[root] = counter++;
    stack.push(root);
    onStack[root] = 1;
    while (callNode.length > 0) {
      const depth = callNode.length - 1;
      const v = callNode[depth]!;
      const next = successors[v] ?? [];
      const e = callEdge[depth]!;
      if (e < next.length) {
        callEdge[depth] = e + 1;
        const w = next[e]!;
        if (index[w] === -1) {
          index[w] = low[w] = counter++;
          stack.push(w);
          onStack[w] = 1;
          callNode.push(w);
          callEdge.push(0);
        } else if (onStack[w]) {
          low[v] = Math.min(low[v]!, index[w]!);
        }
        continue;
      }
      // All successors done: close the component rooted at v, then return to the caller.
      if (low[v] === index[v]) {
        let w: number;
        do {
          w = stack.pop()!;
          onStack[w] = 0;
          component[w] = componentCount;
        } while (w !== v);
        componentCount += 1;
      }
      callNode.pop();
      callEdge.pop();
      const caller = callNode[callNode.length - 1];
      if (caller !== undefined) low[caller] = Math.min(low[caller]!, low[v]!);
    }
  }
  return component;
}
