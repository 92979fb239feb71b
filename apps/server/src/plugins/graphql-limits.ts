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

interface Measure {
  depth: number;
  fields: number;
}

function measure(
  set: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  depth: number,
  seen: Set<string>,
): Measure {
  let result: Measure = { depth, fields: 0 };
  const add = (inner: Measure) => {
    result = { depth: Math.max(result.depth, inner.depth), fields: result.fields + inner.fields };
  };
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      result.fields += 1;
      if (selection.selectionSet) add(measure(selection.selectionSet, fragments, depth + 1, seen));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      add(measure(selection.selectionSet, fragments, depth, seen));
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      // A fragment that spreads itself is refused by the standard rules; here it simply is not walked twice.
      if (!fragment || seen.has(name)) continue;
      add(measure(fragment.selectionSet, fragments, depth, new Set([...seen, name])));
    }
  }
  return result;
}

/** Refuses documents nested deeper than GRAPHQL_MAX_DEPTH or selecting more than GRAPHQL_MAX_FIELDS fields. */
export const costLimitRule: ValidationRule = (context: ValidationContext): ASTVisitor => {
  const document = context.getDocument();
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return {
    OperationDefinition(operation) {
      const { depth, fields } = measure(operation.selectionSet, fragments, 1, new Set());
      if (depth > GRAPHQL_MAX_DEPTH) {
        context.reportError(new GraphQLError(`This query is nested too deeply (at most ${GRAPHQL_MAX_DEPTH} levels).`));
      }
      if (fields > GRAPHQL_MAX_FIELDS) {
        context.reportError(new GraphQLError(`This query asks for too many fields (at most ${GRAPHQL_MAX_FIELDS}).`));
      }
    },
  };
};

/** The standard rules, the cost limit, and no introspection in production (the schema is no map for strangers). */
export function validationRules(production: boolean): ValidationRule[] {
  return [...specifiedRules, costLimitRule, ...(production ? [NoSchemaIntrospectionCustomRule] : [])];
}
