import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouterErrorScreen } from './router-error-screen';

type Props = { children: ReactNode; resetKey: string };
type State = { error: unknown; resetKey: string };

/**
 * The router's error screen. A page that throws while rendering, or whose code cannot be
 * downloaded (offline, or an update removed an old chunk), ends here instead of a blank page.
 * Moving to another address clears the error.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Erreur dans la page', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <RouterErrorScreen /> : this.props.children;
  }
}
