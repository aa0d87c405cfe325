// The Relay environment for a screen drawn by the signed-out shell, which does not load Relay (the
// login route's JavaScript budget, docs/performance.md). routes.tsx puts every screen but the login
// page in one; under the signed-in shell, whose provider is already there, it adds nothing.
import { useContext, useState, type ReactNode } from 'react';
import { ReactRelayContext, RelayEnvironmentProvider } from 'react-relay';
import { currentEnvironment } from './environment';
import { useReleaseUnusedQueries } from './preload';
import type { RouteModule } from './queryRoute';

export function RelayScope({ children }: { children: ReactNode }) {
  const outer = useContext(ReactRelayContext);
  // The session's environment when the screen came on: a login or logout moves to a new screen.
  const [environment] = useState(currentEnvironment);
  // The signed-out shell has no root query of its own to release screens' queries with.
  useReleaseUnusedQueries();
  if (outer) return <>{children}</>;
  return <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>;
}

/** The route with its screen inside a RelayScope. */
export function withRelayScope(route: RouteModule): RouteModule {
  const { Component } = route;
  function Scoped() {
    return (
      <RelayScope>
        <Component />
      </RelayScope>
    );
  }
  Scoped.displayName = `RelayScope(${Component.displayName ?? Component.name})`;
  return { ...route, Component: Scoped };
}
