import { Component, type ReactNode } from 'react';
import { ErrorState } from '../../../components/ErrorState';

interface Props {
  /** 'Failed to load dashboard.' (spec 1 §8), already translated. */
  message: string;
  children: ReactNode;
}

/** Keeps a broken dashboard part (a chart chunk that fails to download, say) from taking the whole portal down. */
export class DashboardErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('Dashboard failed to render', error);
  }

  render() {
    if (this.state.failed) return <ErrorState message={this.props.message} onRetry={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}
