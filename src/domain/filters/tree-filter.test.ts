import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { TreeFilter, TreeNode } from "./filter.types";
import { childNodes, clearTree, isTreeActive, pathToNode, selectTreeNode } from "./tree-filter";

const node = (id: number, parent: number | null, title = `Nod ${id}`): TreeNode => ({ id, parent, title, hasChildren: true });

// 1 Alla ämnen → 2 Naturvetenskap → 4 Biologi → 5 Genetik; 1 → 3 Språk → 6 Svenska
const subjects: TreeFilter = {
  kind: "TREE",
  title: "Ämne",
  queryKey: "subject",
  options: [node(1, null, "Alla ämnen"), node(2, 1), node(3, 1), node(4, 2), node(5, 4), node(6, 3)],
  path: [node(1, null, "Alla ämnen")],
};
const ids = (f: TreeFilter) => f.path.map((n) => n.id);

describe("tree filter", () => {
  it("rebuilds the path from the root through the parent links", () => {
    expect(ids(selectTreeNode(subjects, 5))).toEqual([1, 2, 4, 5]);
  });

  it("truncates the path when the node is on it", () => {
    const deep = selectTreeNode(subjects, 5);
    expect(ids(selectTreeNode(deep, 2))).toEqual([1, 2]);
  });

  it("rebuilds rather than appends when the node lies on another branch", () => {
    expect(ids(selectTreeNode(selectTreeNode(subjects, 5), 6))).toEqual([1, 3, 6]);
  });

  it("is active only when the path is longer than one node", () => {
    expect(isTreeActive(subjects)).toBe(false);
    expect(isTreeActive(selectTreeNode(subjects, 2))).toBe(true);
  });

  it("clears to the root", () => {
    expect(ids(clearTree(selectTreeNode(subjects, 5)))).toEqual([1]);
  });

  it("ignores an unknown node and a broken parent chain", () => {
    expect(selectTreeNode(subjects, 99)).toBe(subjects);
    const broken: TreeFilter = { ...subjects, options: [...subjects.options, node(7, 42)] };
    expect(selectTreeNode(broken, 7)).toBe(broken);
  });

  it("does not loop on a parent cycle", () => {
    const cyclic: TreeFilter = { ...subjects, options: [node(1, null), node(8, 9), node(9, 8)] };
    expect(pathToNode(cyclic, 8)).toBeUndefined();
  });

  it("lists the children of the selected node", () => {
    expect(childNodes(subjects).map((n) => n.id)).toEqual([2, 3]);
    expect(childNodes(selectTreeNode(subjects, 2)).map((n) => n.id)).toEqual([4]);
  });

  it("always yields a path that starts at the root and follows the parent links", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 10 }), (clicks) => {
        const result = clicks.reduce(selectTreeNode, subjects);
        expect(result.path[0]?.id).toBe(1);
        result.path.forEach((n, i) => {
          if (i > 0) expect(n.parent).toBe(result.path[i - 1]?.id);
        });
        const last = clicks[clicks.length - 1];
        if (last !== undefined) expect(result.path[result.path.length - 1]?.id).toBe(last);
      }),
    );
  });
});
