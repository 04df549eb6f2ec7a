import { Component, type ReactNode } from 'react';

interface Props {
  name: string;
  children: ReactNode;
  onError?: (name: string, error: unknown) => void;
}

/** One failing placeholder renders nothing; the rest of the header stays. */
export class PlaceholderBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError?.(this.props.name, error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
