import { Component, type ErrorInfo, type ReactNode } from 'react';
import { GlobalErrorDialog } from './GlobalErrorDialog.tsx';

interface AppErrorBoundaryProps {
  reload(): void;
  children: ReactNode;
}

/** The last line of defence: a render error anywhere shows the global error dialog, not a blank page. */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unexpected error while rendering', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <GlobalErrorDialog reload={this.props.reload} /> : this.props.children;
  }
}
