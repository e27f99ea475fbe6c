import { somethingWentWrong } from '@clubroom/domain/messages';
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PageMessage } from '../ui/page-message';

/** A page that fails to load or render says so instead of blanking the site; the next navigation starts afresh. */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary navigation={useLocation().key}>{children}</Boundary>;
}

interface Props {
  navigation: string;
  children: ReactNode;
}
interface State {
  navigation: string;
  failed: boolean;
}

class Boundary extends Component<Props, State> {
  state: State = { navigation: this.props.navigation, failed: false };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps({ navigation }: Props, state: State): Partial<State> | null {
    return navigation === state.navigation ? null : { navigation, failed: false };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <PageMessage title={somethingWentWrong.title}>
        <p>
          <a className="underline" href={location.href}>
            {somethingWentWrong.reload}
          </a>
        </p>
      </PageMessage>
    );
  }
}
