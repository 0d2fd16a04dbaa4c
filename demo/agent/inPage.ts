// The demo agent and a client in the same page: two TransformStreams carry newline-delimited JSON between two
// `ndJsonStream`s, exactly the bytes a stdio pipe would carry. Runs in a browser and in Node.
import { ndJsonStream, type Stream } from '@agentclientprotocol/sdk/unstable';
import { createDemoAgent, type DemoAgent, type DemoAgentOptions, type DemoConnection } from './demoAgent';

/** What `connectInPage` returns: the client's end of the wire, the running agent, and a way to stop both. */
export interface InPageDemo {
  /** The client's stream: `client().connect(stream)` or `connectWith(stream, ...)`. */
  readonly stream: Stream;
  /** The demo agent on the other end (its `pace` controls speed and pause). */
  readonly agent: DemoAgent;
  /** The agent's connection (v1 or v2, as the client's `initialize` chose). */
  readonly connection: DemoConnection;
  /** Stops the agent's scripts and timers and closes the wire; the client's connection then closes too. */
  close(): void;
}

/** Starts the demo agent in this page and returns the stream a client connects to. */
export function connectInPage(options: DemoAgentOptions = {}): InPageDemo {
  const clientToAgent = new TransformStream<Uint8Array, Uint8Array>();
  const agentToClient = new TransformStream<Uint8Array, Uint8Array>();
  const agent = createDemoAgent(options);
  const connection = agent.connect(ndJsonStream(agentToClient.writable, clientToAgent.readable));
  const stream = ndJsonStream(clientToAgent.writable, agentToClient.readable);
  let closed = false;
  return {
    stream,
    agent,
    connection,
    close() {
      if (closed) return;
      closed = true;
      agent.dispose();
      connection.close();
      // Ending the agent's output ends the client's input, so the client side sees the connection close.
      void agentToClient.writable.close().catch(() => {});
    },
  };
}
