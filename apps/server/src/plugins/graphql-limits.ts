import {
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  specifiedRules,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/** Deep enough for every query the web sends (the guest list is 4 levels), far from abusive nesting. */
export const GRAPHQL_MAX_DEPTH = 8;
/** Fields selected in one document, fragments expanded and aliases counted: a cap on the work one request asks. */
export const GRAPHQL_MAX_FIELDS = 300;
/** Mutations run by one request, aliases and fragments counted: one request must not multiply work (the web sends 1). */
export const GRAPHQL_MAX_MUTATIONS = 5;

interface Measure {
  /** Levels below the selection set's own. */
  depth: number;
  fields: number;
}

/**
 * Depth and field count of a selection set, fragments expanded. Each fragment is measured once (memo): a chain of
 * fragments that each spread the next one twice would otherwise take 2^n steps — the limit itself a denial of service.
 */
function measurer(fragments: Map<string, FragmentDefinitionNode>) {
  const memo = new Map<string, Measure>();
  const measure = (set: SelectionSetNode, visiting: Set<string>, introspection: boolean): Measure => {
    let depth = 0;
    let fields = 0;
    for (const selection of set.selections) {
      let inner: Measure | null = null;
      if (selection.kind === Kind.FIELD) {
        fields += 1;
        if (selection.selectionSet) {
          const name = selection.name.value;
          const inside = introspection || name === '__schema' || name === '__type';
          const below = measure(selection.selectionSet, visiting, inside);
          // __Type.ofType unwraps a list or non-null type: one object, no fan-out, and a schema wraps a type a few
          // times at most. The standard introspection query nests it 7 levels deep, so it is not counted as a level.
          const level = inside && name === 'ofType' ? 0 : 1;
          inner = { depth: below.depth + level, fields: below.fields };
        }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        inner = measure(selection.selectionSet, visiting, introspection);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        // A fragment that spreads itself is refused by the standard rules; here it is simply not walked again.
        if (!fragment || visiting.has(name)) continue;
        const key = `${introspection}:${name}`;
        inner = memo.get(key) ?? null;
        if (!inner) {
          visiting.add(name);
          inner = measure(fragment.selectionSet, visiting, introspection);
          visiting.delete(name);
          memo.set(key, inner);
        }
      }
      if (inner) {
        depth = Math.max(depth, inner.depth);
        // Saturate: the exact count past the limit does not matter, and a huge fan-out must not overflow.
        fields = Math.min(fields + inner.fields, Number.MAX_SAFE_INTEGER);
      }
    }
    return { depth, fields };
  };
  return (set: SelectionSetNode) => measure(set, new Set(), false);
}

/** The root fields of a mutation, fragments expanded: each one runs, so each one counts (`__typename` does nothing). */
function rootFields(set: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, visiting: Set<string>) {
  let count = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value !== '__typename') count += 1;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      count += rootFields(selection.selectionSet, fragments, visiting);
    } else {
      const fragment = fragments.get(selection.name.value);
      if (!fragment || visiting.has(fragment.name.value)) continue;
      visiting.add(fragment.name.value);
      count += rootFields(fragment.selectionSet, fragments, visiting);
      visiting.delete(fragment.name.value);
    }
    // Past the limit the exact count does not matter (a fan-out of fragments must not take long to count).
    if (count > GRAPHQL_MAX_MUTATIONS) return count;
  }
  return count;
}

/**
 * Refuses documents nested deeper than GRAPHQL_MAX_DEPTH, selecting more than GRAPHQL_MAX_FIELDS fields, or running
 * more than GRAPHQL_MAX_MUTATIONS mutations.
 */
export const costLimitRule: ValidationRule = (context: ValidationContext): ASTVisitor => {
  const document = context.getDocument();
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return {
    OperationDefinition(operation) {
      const measured = measurer(fragments)(operation.selectionSet);
      const depth = measured.depth + 1;
      const fields = measured.fields;
      if (depth > GRAPHQL_MAX_DEPTH) {
        context.reportError(new GraphQLError(`This query is nested too deeply (at most ${GRAPHQL_MAX_DEPTH} levels).`));
      }
      if (fields > GRAPHQL_MAX_FIELDS) {
        context.reportError(new GraphQLError(`This query asks for too many fields (at most ${GRAPHQL_MAX_FIELDS}).`));
      }
      if (
        operation.operation === 'mutation' &&
        rootFields(operation.selectionSet, fragments, new Set()) > GRAPHQL_MAX_MUTATIONS
      ) {
        context.reportError(new GraphQLError(`A request may run at most ${GRAPHQL_MAX_MUTATIONS} mutations.`));
      }
    },
  };
};

/** The standard rules, the cost limit, and no introspection in production (the schema is no map for strangers). */
export function validationRules(production: boolean): ValidationRule[] {
  return [...specifiedRules, costLimitRule, ...(production ? [NoSchemaIntrospectionCustomRule] : [])];
}
