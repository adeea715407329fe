import { Component, useEffect, type ReactNode } from 'react';

interface IslandRootProps {
  children?: ReactNode;
  /** Browser only: called once React has committed the island's hydration. */
  onHydrated?: () => void;
  /** Browser only: called after React has dropped the island's markup for an error it threw. */
  onFailed?: () => void;
}

function Committed({ onHydrated }: { onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return null;
}

/**
 * The root of every island, on the server and in the browser alike (so both trees have the same
 * shape). It renders nothing of its own. In the browser, its effect marks the island hydrated once
 * React has committed it, and it catches what the island throws (rendering, in an effect, or in a
 * render an event set off): React would otherwise remove the island's whole markup, the header with
 * its links, say. It renders nothing then, and `onFailed` puts the server's markup back.
 */
export class IslandRoot extends Component<IslandRootProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  // React has already reported the error to the console; this only restores the markup.
  componentDidCatch() {
    this.props.onFailed?.();
  }

  render() {
    if (this.state.failed) return null;
    return (
      <>
        {this.props.children}
        <Committed onHydrated={this.props.onHydrated} />
      </>
    );
  }
}
