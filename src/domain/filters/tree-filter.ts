// SPEC §4 Filters (tree): selecting a node on the path truncates the path to it; otherwise the
// path is rebuilt from the root to that node; clearing returns to the root.
// SPEC §5: a tree filter is active when the path is longer than one node.
import { sameValue, type FilterValue, type TreeFilter, type TreeNode } from "./filter.types";

export function treeRoot(filter: TreeFilter): TreeNode | undefined {
  return filter.options.find((node) => node.parent === null);
}

function findNode(filter: TreeFilter, id: FilterValue): TreeNode | undefined {
  return filter.options.find((node) => sameValue(node.id, id));
}

/**
 * The path from the root to a node through the parent links, or undefined when a link points to
 * an unknown node or loops (bad server data is not the user's fault: the selection stays put).
 */
export function pathToNode(filter: TreeFilter, id: FilterValue): TreeNode[] | undefined {
  const path: TreeNode[] = [];
  let current = findNode(filter, id);
  while (current !== undefined) {
    if (path.length > filter.options.length) return undefined; // a parent cycle
    path.unshift(current);
    if (current.parent === null) return path;
    current = findNode(filter, current.parent);
  }
  return undefined;
}

/** Selects a node; an unknown node (or one not linked to the root) changes nothing. */
export function selectTreeNode(filter: TreeFilter, id: FilterValue): TreeFilter {
  const onPath = filter.path.findIndex((node) => sameValue(node.id, id));
  if (onPath >= 0) return { ...filter, path: filter.path.slice(0, onPath + 1) };
  const rebuilt = pathToNode(filter, id);
  return rebuilt === undefined ? filter : { ...filter, path: rebuilt };
}

export function isTreeActive(filter: TreeFilter): boolean {
  return filter.path.length > 1;
}

export function clearTree(filter: TreeFilter): TreeFilter {
  const root = treeRoot(filter);
  return { ...filter, path: root === undefined ? [] : [root] };
}

/** The last node of the path: the one whose children the panel lists. */
export function selectedTreeNode(filter: TreeFilter): TreeNode | undefined {
  return filter.path[filter.path.length - 1];
}

/** SPEC §3: the list of child nodes under the current selection (the root's when none). */
export function childNodes(filter: TreeFilter): TreeNode[] {
  const parent = selectedTreeNode(filter) ?? treeRoot(filter);
  if (parent === undefined) return [];
  return filter.options.filter((node) => node.parent !== null && sameValue(node.parent, parent.id));
}
