import { parse, type FragmentDefinitionNode, type OperationDefinitionNode, type FieldNode } from 'graphql';
import { selectedFieldNames } from './selected-fields.js';

function infoOf(document: string) {
  const parsed = parse(document);
  const operation = parsed.definitions.find(
    (each): each is OperationDefinitionNode => each.kind === 'OperationDefinition',
  )!;
  const fragments = Object.fromEntries(
    parsed.definitions
      .filter((each): each is FragmentDefinitionNode => each.kind === 'FragmentDefinition')
      .map((each) => [each.name.value, each]),
  );
  return { fieldNodes: [operation.selectionSet.selections[0] as FieldNode], fragments };
}

test('names the fields selected directly, in inline fragments and through spreads, once each', () => {
  const info = infoOf(`
    query Q { viewer { id client { clientName } ... on Viewer { hasFaqs } ...Header_viewer ...Footer_viewer } }
    fragment Header_viewer on Viewer { name ...Avatar_viewer }
    fragment Avatar_viewer on Viewer { avatar ...Header_viewer }
    fragment Footer_viewer on Viewer { id signedInSessions { id } }
  `);
  expect([...selectedFieldNames(info)].sort()).toEqual([
    'avatar',
    'client',
    'hasFaqs',
    'id',
    'name',
    'signedInSessions',
  ]);
});

test('a field without a selection set selects nothing below it', () => {
  const info = infoOf('query Q { viewer }');
  expect(selectedFieldNames(info).size).toBe(0);
});
