import { useEffect, useState } from 'react';
import { DEFAULT_BRIDGE_PORT } from '../../shared/bridgeProtocol';
import type { AgentLink } from './agentLink';
import { connectBridge } from './bridgeLink';
import { startInPageLink } from './inPageLink';

/** Where the page finds its agent: `?agent=demo` forces the in-page demo; `?bridge=ws://…` picks a bridge. */
export interface AgentLinkSettings {
  readonly bridgeUrl: string;
  readonly forceInPage: boolean;
  /** Speed of the in-page demo agent (`?speed=`). */
  readonly speed: number;
}

/** Reads the settings from the page's query string. */
export function readAgentLinkSettings(search: string): AgentLinkSettings {
  const params = new URLSearchParams(search);
  const speed = Number(params.get('speed') ?? 1);
  return {
    bridgeUrl: params.get('bridge') ?? `ws://127.0.0.1:${DEFAULT_BRIDGE_PORT}`,
    forceInPage: params.get('agent') === 'demo',
    speed: speed > 0 ? speed : 1,
  };
}

export type AgentLinkState =
  | { readonly status: 'connecting' }
  | { readonly status: 'connected'; readonly link: AgentLink; readonly notice?: string }
  | { readonly status: 'failed'; readonly message: string };

/** Connects to the bridge, or falls back to the in-page demo agent; closes the link on unmount. */
export function useAgentLink(settings: AgentLinkSettings): AgentLinkState {
  const { bridgeUrl, forceInPage, speed } = settings;
  // The state is stored with the settings it belongs to: a state for other settings means "connecting".
  const key = `${bridgeUrl}|${forceInPage}|${speed}`;
  const [stored, setStored] = useState<{ key: string; state: AgentLinkState }>();
  useEffect(() => {
    const setState = (state: AgentLinkState) => setStored({ key, state });
    let active = true;
    let opened: AgentLink | undefined;
    const adopt = (link: AgentLink, notice?: string) => {
      opened = link;
      if (active) setState({ status: 'connected', link, notice });
      else link.close();
    };
    const inPage = (notice?: string) =>
      startInPageLink({ speed }).then(
        (link) => adopt(link, notice),
        (error: unknown) => {
          if (active) setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
        },
      );
    if (forceInPage) void inPage();
    else {
      connectBridge(bridgeUrl).then(
        (link) => adopt(link),
        (error: unknown) =>
          inPage(
            `${error instanceof Error ? error.message : String(error)}. The demo agent runs in this page instead; ` +
              'start a real agent with "npm run bridge".',
          ),
      );
    }
    return () => {
      active = false;
      opened?.close();
    };
  }, [key, bridgeUrl, forceInPage, speed]);
  return stored?.key === key ? stored.state : { status: 'connecting' };
}
