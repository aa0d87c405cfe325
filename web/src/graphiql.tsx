// The offline GraphiQL IDE (graphiql.html): workers and styles are bundled, nothing is fetched
// from a CDN.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const fetcher = createGraphiQLFetcher({ url: '/graphql' });
const container = document.getElementById('graphiql');
if (!container) throw new Error('graphiql.html has no #graphiql');

createRoot(container).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} />
  </StrictMode>,
);
