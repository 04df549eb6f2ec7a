import { posix } from 'node:path';

/** One import between two files of ours, both repo-relative. */
export interface FileImport {
  file: string;
  target: string;
}

/**
 * The import cycles between folders: the folders of every group that import one another round in
 * a circle (a strongly connected component of the folder graph with more than one folder), each
 * group sorted, the groups in order of their first folder. A folder is a file's own directory, so
 * `a/` and `a/b/` are two folders: a parent and its sub-folder must not import each other both ways.
 */
export function folderCycles(imports: readonly FileImport[]): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const { file, target } of imports) {
    const from = posix.dirname(file);
    const to = posix.dirname(target);
    if (from === to) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    if (!edges.has(to)) edges.set(to, new Set());
    edges.get(from)!.add(to);
  }
  return stronglyConnected(edges)
    .filter((group) => group.length > 1)
    .map((group) => group.sort())
    .sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** Tarjan's algorithm, iterative, so that a long chain of folders cannot overflow the stack. */
function stronglyConnected(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const groups: string[][] = [];
  let next = 0;
  for (const root of edges.keys()) {
    if (index.has(root)) continue;
    const work: { node: string; targets: Iterator<string> }[] = [];
    const enter = (node: string) => {
      index.set(node, next);
      low.set(node, next);
      next += 1;
      stack.push(node);
      onStack.add(node);
      work.push({ node, targets: (edges.get(node) ?? new Set()).values() });
    };
    enter(root);
    while (work.length > 0) {
      const frame = work.at(-1)!;
      const step = frame.targets.next();
      if (!step.done) {
        const target = step.value;
        if (!index.has(target)) enter(target);
        else if (onStack.has(target)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const group: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          group.push(member);
        } while (member !== frame.node);
        groups.push(group);
      }
    }
  }
  return groups;
}
