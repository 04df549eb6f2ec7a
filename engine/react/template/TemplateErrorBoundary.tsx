import { Component, type ReactNode } from 'react';

interface Props {
  /** What renders instead when the template fails: the default template, built only if needed. */
  fallback: () => ReactNode;
  onError: (error: unknown) => void;
  children: ReactNode;
  /** A new template resets the boundary. */
  resetKey: string;
}

export class TemplateErrorBoundary extends Component<Props, { failedKey: string | null }> {
  override state: { failedKey: string | null } = { failedKey: null };

  static getDerivedStateFromError() {
    return { failedKey: '__failed__' };
  }

  override componentDidCatch(error: unknown) {
    this.setState({ failedKey: this.props.resetKey });
    this.props.onError(error);
  }

  override render() {
    const failed = this.state.failedKey === '__failed__' || this.state.failedKey === this.props.resetKey;
    return failed ? this.props.fallback() : this.props.children;
  }
}
