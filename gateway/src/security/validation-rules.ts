import {
  getNamedType,
  GraphQLError,
  isInterfaceType,
  isObjectType,
  Kind,
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/** Rejects documents nested deeper than `max` selections (fragments expanded). */
export function depthLimit(max: number): ValidationRule {
  // Introspection's own subtrees are not counted: GraphiQL nests them past any sensible limit
  // (`ofType` chains), and Apollo turns introspection off in production, so outside it they are
  // only ever our IDE's.
  const introspectionFields = new Set(['__schema', '__type']);
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map(
      context
        .getDocument()
        .definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
        .map((definition) => [definition.name.value, definition]),
    );
    const depthOf = (
      selections: readonly import('graphql').SelectionNode[],
      depth: number,
      seen: Set<string>,
    ): number => {
      let deepest = depth;
      for (const selection of selections) {
        if (selection.kind === Kind.FIELD) {
          if (introspectionFields.has(selection.name.value)) continue;
          if (selection.selectionSet)
            deepest = Math.max(deepest, depthOf(selection.selectionSet.selections, depth + 1, seen));
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, depthOf(selection.selectionSet.selections, depth, seen));
        } else {
          const fragment = fragments.get(selection.name.value);
          if (fragment && !seen.has(fragment.name.value)) {
            deepest = Math.max(
              deepest,
              depthOf(fragment.selectionSet.selections, depth, new Set([...seen, fragment.name.value])),
            );
          }
        }
      }
      return deepest;
    };
    return {
      OperationDefinition(operation) {
        if (depthOf(operation.selectionSet.selections, 1, new Set()) > max) {
          context.reportError(
            new GraphQLError(`The query is nested more than ${max} levels deep`, { nodes: [operation] }),
          );
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

/** The SDL directive that marks a field as checking a secret a person typed. */
export const secretCheckDirective = 'secretCheck';
export const singleSecretCheckMessage = 'Only one secret check is allowed per request';

function checksSecret(field: GraphQLField<unknown, unknown> | undefined): boolean {
  return field?.astNode?.directives?.some((directive) => directive.name.value === secretCheckDirective) ?? false;
}

/**
 * At most one field that checks a secret (a password, a TOTP code, a date of birth, a password-rule
 * check) per request, counted across all such fields together, however aliased or spread through
 * fragments, so that one request cannot become many guesses. Batches are off, so
 * a request is one operation. The fields are the ones whose SDL carries @secretCheck: a new field
 * is covered by carrying it, and nothing here names them.
 */
export function singleSecretCheck(): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const schema = context.getSchema();
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    return {
      OperationDefinition(operation) {
        const found: FieldNode[] = [];
        // Each spread is followed, even of a fragment seen before in another branch (it runs
        // there too); only a fragment inside itself, which other rules refuse, is cut short.
        const collect = (
          selectionSet: SelectionSetNode,
          parent: GraphQLNamedType | undefined | null,
          path: ReadonlySet<string>,
        ): void => {
          for (const selection of selectionSet.selections) {
            if (found.length > 1) return;
            if (selection.kind === Kind.FIELD) {
              const field =
                isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[selection.name.value] : undefined;
              if (checksSecret(field)) found.push(selection);
              if (selection.selectionSet)
                collect(selection.selectionSet, field ? getNamedType(field.type) : undefined, path);
            } else if (selection.kind === Kind.INLINE_FRAGMENT) {
              collect(
                selection.selectionSet,
                selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent,
                path,
              );
            } else {
              const fragment = fragments.get(selection.name.value);
              if (!fragment || path.has(fragment.name.value)) continue;
              collect(
                fragment.selectionSet,
                schema.getType(fragment.typeCondition.name.value),
                new Set([...path, fragment.name.value]),
              );
            }
          }
        };
        collect(operation.selectionSet, schema.getRootType(operation.operation), new Set());
        if (found.length > 1) context.reportError(new GraphQLError(singleSecretCheckMessage, { nodes: found }));
      },
    };
  };
}
