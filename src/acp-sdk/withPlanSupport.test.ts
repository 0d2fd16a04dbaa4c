// @vitest-environment node
import { agent, client, methods, ndJsonStream, PROTOCOL_VERSION, type InitializeRequest } from '@agentclientprotocol/sdk/unstable';
import { describe, expect, it } from 'vitest';
import { withPlanSupport } from './withPlanSupport';

describe('withPlanSupport', () => {
  it('adds both spellings of plan support and keeps the other capabilities', () => {
    const input: InitializeRequest = {
      protocolVersion: 1,
      clientCapabilities: { fs: { readTextFile: true, writeTextFile: false }, terminal: true },
      clientInfo: { name: 'ide', version: '1.0.0' },
    };
    const params = withPlanSupport(input);

    expect(params).toEqual({
      protocolVersion: 1,
      clientCapabilities: { fs: { readTextFile: true, writeTextFile: false }, terminal: true, plan: {}, planCapabilities: {} },
      clientInfo: { name: 'ide', version: '1.0.0' },
    });
    expect(input.clientCapabilities).not.toHaveProperty('plan');
  });

  it("defaults protocolVersion to the SDK's", () => {
    expect(withPlanSupport()).toEqual({
      protocolVersion: PROTOCOL_VERSION,
      clientCapabilities: { plan: {}, planCapabilities: {} },
    });
  });

  it('reaches an SDK agent as clientCapabilities.plan', async () => {
    let seen: InitializeRequest | undefined;
    const toAgent = new TransformStream<Uint8Array, Uint8Array>();
    const toClient = new TransformStream<Uint8Array, Uint8Array>();
    const connection = agent({ name: 'probe' })
      .onRequest(methods.agent.initialize, ({ params }) => {
        seen = params;
        return { protocolVersion: 1 };
      })
      .connect(ndJsonStream(toClient.writable, toAgent.readable));

    await client({ name: 'test' }).connectWith(ndJsonStream(toAgent.writable, toClient.readable), (peer) =>
      peer.request(methods.agent.initialize, withPlanSupport()),
    );
    connection.close();

    expect(seen?.clientCapabilities?.plan).toEqual({});
  });

  it('adds no plan capability for a v2 client (v2 has none) and defaults protocolVersion to 2', () => {
    const input = { info: { name: 'ide', version: '1.0.0' }, capabilities: { elicitation: { form: {} } } };
    const params = withPlanSupport(input, { sdkEntry: 'v2' });

    expect(params).toEqual({ ...input, protocolVersion: 2 });
    expect(params.capabilities).not.toHaveProperty('plan');
    expect(withPlanSupport({ ...input, protocolVersion: 3 }, { sdkEntry: 'v2' }).protocolVersion).toBe(3);
  });
});
