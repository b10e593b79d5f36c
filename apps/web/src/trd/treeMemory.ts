/**
 * What the tree screen showed when the person left for a node's form: coming back finds the same
 * levels open, with the node just created or edited shown and chosen.
 */
export const treeMemory: { expanded: string[]; selected?: string } = { expanded: [] };

export function showInTree(node: { id: string; path: { id: string }[] }): void {
  const ancestors = node.path.map((step) => step.id).filter((id) => id !== node.id);
  treeMemory.expanded = [...new Set([...treeMemory.expanded, ...ancestors])];
  treeMemory.selected = node.id;
}
