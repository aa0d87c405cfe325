// The offline GraphiQL IDE (graphiql.html): workers and styles are bundled, nothing is fetched
// from a CDN. The explorer builds a query by clicking through the schema's described fields; the
// example operations open as tabs with variables for the demo cast (graphiqlExamples.ts).
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import '@graphiql/plugin-explorer/style.css';
import './graphiql-theme.css';
import { explorerPlugin } from '@graphiql/plugin-explorer';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { exampleTabs } from './graphiqlExamples';

const fetcher = createGraphiQLFetcher({ url: '/graphql' });
const plugins = [explorerPlugin()];
const container = document.getElementById('graphiql');
if (!container) throw new Error('graphiql.html has no #graphiql');

createRoot(container).render(
  <StrictMode>
    {/* The first tab's variables are GraphiQL's initial ones: it fills that editor from this prop, not from the tab. */}
    <GraphiQL
      fetcher={fetcher}
      plugins={plugins}
      defaultTabs={exampleTabs}
      initialVariables={exampleTabs[0]!.variables}
      defaultEditorToolsVisibility
      forcedTheme="light"
    />
  </StrictMode>,
);
