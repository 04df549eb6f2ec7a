import { Component, type ReactNode } from 'react';

/** A lazily loaded part whose code could not load (the chunk loader tried twice): its stand-in stays, and the rest of the page. */
export class FallbackOnError extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
