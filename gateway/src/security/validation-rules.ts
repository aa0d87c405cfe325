import { GraphQLError, Kind, type ASTVisitor, type FieldNode, type ValidationContext, type ValidationRule } from 'graphql';

/** Rejects documents nested deeper than `max` selections (fragments expanded). */
export function depthLimit(max: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map(
      context
        .getDocument()
        .definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
        .map((definition) => [definition.name.value, definition]),
    );
    const depthOf = (selections: readonly import('graphql').SelectionNode[], depth: number, seen: Set<string>): number => {
      let deepest = depth;
      for (const selection of selections) {
        if (selection.kind === Kind.FIELD) {
          if (selection.selectionSet) deepest = Math.max(deepest, depthOf(selection.selectionSet.selections, depth + 1, seen));
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, depthOf(selection.selectionSet.selections, depth, seen));
        } else {
          const fragment = fragments.get(selection.name.value);
          if (fragment && !seen.has(fragment.name.value)) {
            deepest = Math.max(deepest, depthOf(fragment.selectionSet.selections, depth, new Set([...seen, fragment.name.value])));
          }
        }
      }
      return deepest;
    };
    return {
      OperationDefinition(operation) {
        if (depthOf(operation.selectionSet.selections, 1, new Set()) > max) {
          context.reportError(new GraphQLError(`The query is nested more than ${max} levels deep`, { nodes: [operation] }));
        }
      },
    };
  };
}

/** Rejects documents with more than `max` aliased fields: aliases must not multiply work. */
export function aliasLimit(max: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    let aliases = 0;
    return {
      Field(field: FieldNode) {
        if (field.alias && ++aliases === max + 1) {
          context.reportError(new GraphQLError(`The query uses more than ${max} aliases`, { nodes: [field] }));
        }
      },
    };
  };
}

/**
 * Fields that check a secret a person typed may appear once per request, so that aliases cannot
 * turn one request into many password (or, later, TOTP) guesses.
 */
export function singleAttempt(fieldNames: readonly string[]): ValidationRule {
  const guarded = new Set(fieldNames);
  return (context: ValidationContext): ASTVisitor => {
    const counts = new Map<string, number>();
    return {
      Field(field: FieldNode) {
        const name = field.name.value;
        if (!guarded.has(name) || context.getParentType()?.name !== 'Mutation') return;
        const count = (counts.get(name) ?? 0) + 1;
        counts.set(name, count);
        if (count === 2) context.reportError(new GraphQLError(`Only one ${name} is allowed per request`, { nodes: [field] }));
      },
    };
  };
}
