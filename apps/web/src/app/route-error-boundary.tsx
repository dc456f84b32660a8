import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CloudOff } from 'lucide-react';
import { CenteredMessage } from '@/components/centered-message';
import { Button } from '@/components/ui/button';

interface Props {
  children: ReactNode;
}

interface State {
  error: Error | null;
}

// A screen's code that failed to download (a new deploy, a dropped connection) stays failed
// inside React.lazy, so only a reload can fetch it again.
const CHUNK_LOAD_ERROR = /dynamically imported module|Importing a module script failed|Failed to fetch/i;

/** Catches a crashing screen so the rest of the app stays usable, and offers a retry. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A screen crashed', error, info.componentStack);
  }

  private retry = () => {
    if (this.state.error && CHUNK_LOAD_ERROR.test(this.state.error.message)) {
      window.location.reload();
      return;
    }
    this.setState({ error: null });
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <CenteredMessage
        icon={CloudOff}
        title="Something went wrong"
        actions={<Button onClick={this.retry}>Try Again</Button>}
      >
        <p>This screen hit a snag while loading. Your data is safe; please try again.</p>
      </CenteredMessage>
    );
  }
}
