import { Readable, Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { ndJsonStream } from '@agentclientprotocol/sdk/unstable';
import { createDemoAgent } from './demoAgent';

/** Runs the demo agent on this process's stdin/stdout until stdin ends; `--speed N` sets its pace. */
export function runStdioAgent(args: readonly string[]): void {
  const { values } = parseArgs({ args: [...args], options: { speed: { type: 'string', default: '1' } } });
  const speed = Number(values.speed);
  const demo = createDemoAgent({ speed: Number.isFinite(speed) || speed === Infinity ? speed : 1 });
  const stream = ndJsonStream(
    Writable.toWeb(process.stdout) as WritableStream<Uint8Array>,
    Readable.toWeb(process.stdin) as ReadableStream<Uint8Array>,
  );
  // v1 and v2 clients alike: the protocol version of their `initialize` picks the app.
  const connection = demo.connect(stream);
  const stop = () => {
    demo.dispose();
    connection.close();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  // The client closing our stdin ends the connection; stop the scripts so no timer keeps the process alive.
  void connection.closed.then(stop, stop);
}
