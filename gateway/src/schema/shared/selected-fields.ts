import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/**
 * The names of the fields a query selects on the value a resolver returns, through inline
 * fragments and fragment spreads (Relay's documents are mostly spreads). Directives are ignored:
 * the set may name a field that `@skip` leaves out, which only costs a read started in vain.
 */
export function selectedFieldNames(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>): Set<string> {
  const names = new Set<string>();
  const seen = new Set<string>();
  const visit = (selectionSet: SelectionSetNode | undefined) => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === 'Field') names.add(selection.name.value);
      else if (selection.kind === 'InlineFragment') visit(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        visit(info.fragments[selection.name.value]?.selectionSet);
      }
    }
  };
  for (const node of info.fieldNodes) visit(node.selectionSet);
  return names;
}
