/**
 * The page's kernel, reached through Jupyter Server's websocket for its channels (the messaging
 * protocol v5, framed as the server's v1 websocket protocol), and the comms that widgets talk
 * through.
 */
import { type ICallbacks, type IClassicComm, uuid } from '@jupyter-widgets/base';
import type { JSONObject, JSONValue } from '@lumino/coreutils';

export type Buffers = (ArrayBuffer | ArrayBufferView)[];

export interface Message {
  channel: string;
  header: { msg_id: string; msg_type: string; session: string; username: string; date: string; version: string };
  parent_header: { msg_id?: string };
  metadata: JSONObject;
  content: any;
  buffers?: Buffers;
}

type Handler = (msg: Message) => unknown;

// A lost connection is tried again after 1, 2, 4, 8 and 16 seconds, then given up.
const RECONNECTS = 5;
const OUTPUTS = new Set(['display_data', 'execute_result', 'stream', 'error']);

export class Kernel {
  // What the page may tell the learner: the kernel's execution state, the connection's, and
  // the errors of the kernel's code.
  onStatus: (status: string) => void = () => {};
  onConnection: (state: 'open' | 'lost' | 'failed') => void = () => {};
  onError: (content: { ename: string; evalue: string }) => void = () => {};
  /** Handles a comm the kernel opens for `target`; other targets' comms are closed. */
  readonly targets = new Map<string, (comm: Comm, msg: Message) => Promise<unknown>>();

  private socket!: WebSocket;
  // One session over reconnections: the server keeps what the kernel sent meanwhile for it.
  private readonly session = uuid();
  private readonly comms = new Map<string, Comm>();
  private readonly callbacks = new Map<string, ICallbacks>();
  private readonly replies = new Map<string, (msg: Message) => void>();
  private readonly unsent: Message[] = [];
  // Messages are handled one after the other: a comm opened must have its model before the
  // next message, which may update it, is read.
  private handled: Promise<unknown> = Promise.resolve();
  private reconnects = 0;
  private closed = false;

  constructor(private readonly url: string) {
    this.connect();
  }

  comm(target: string, id: string): Comm {
    const comm = new Comm(this, id, target);
    this.comms.set(id, comm);
    return comm;
  }

  forget(comm: Comm): void {
    this.comms.delete(comm.comm_id);
  }

  send(type: string, content: JSONObject, callbacks?: ICallbacks, metadata: JSONObject = {}, buffers: Buffers = []): string {
    const msg_id = uuid();
    const msg: Message = {
      channel: 'shell',
      header: { msg_id, msg_type: type, session: this.session, username: '', date: new Date().toISOString(), version: '5.3' },
      parent_header: {}, metadata, content, buffers,
    };
    if (callbacks) this.callbacks.set(msg_id, callbacks);
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(encode(msg));
    else this.unsent.push(msg);
    return msg_id;
  }

  request(type: string, content: JSONObject): Promise<Message> {
    return new Promise((resolve) => this.replies.set(this.send(type, content), resolve));
  }

  /** Stops for good: the page is going away. */
  close(): void {
    this.closed = true;
    this.socket.close();
  }

  private connect(): void {
    this.socket = new WebSocket(`${this.url}?session_id=${this.session}`, 'v1.kernel.websocket.jupyter.org');
    this.socket.binaryType = 'arraybuffer';
    this.socket.onopen = () => {
      this.reconnects = 0;
      this.onConnection('open');
      for (const msg of this.unsent.splice(0)) this.socket.send(encode(msg));
    };
    this.socket.onmessage = ({ data }) => {
      const msg = decode(data);
      this.handled = this.handled.then(() => this.handle(msg)).catch(console.error);
    };
    this.socket.onclose = () => {
      if (this.closed) return;
      if (this.reconnects === RECONNECTS) return this.onConnection('failed');
      this.onConnection('lost');
      setTimeout(() => this.connect(), 1000 * 2 ** this.reconnects++);
    };
  }

  private async handle(msg: Message): Promise<void> {
    const type = msg.header.msg_type;
    const parent = msg.parent_header.msg_id ?? '';
    if (msg.channel === 'shell') {
      this.replies.get(parent)?.(msg);
      this.replies.delete(parent);
      this.callbacks.get(parent)?.shell?.reply?.(msg as any);
      return;
    }
    if (msg.channel !== 'iopub') return;
    const callbacks = this.callbacks.get(parent)?.iopub;
    if (type === 'status') {
      this.onStatus(msg.content.execution_state);
      callbacks?.status?.(msg as any);
      if (msg.content.execution_state === 'idle') this.callbacks.delete(parent);
    } else if (type === 'clear_output') {
      callbacks?.clear_output?.(msg as any);
    } else if (OUTPUTS.has(type)) {
      callbacks?.output?.(msg as any);
      if (type === 'error') this.onError(msg.content);
    } else if (type === 'comm_open') {
      const { comm_id, target_name } = msg.content;
      const comm = this.comm(target_name, comm_id);
      const open = this.targets.get(target_name);
      await (open ? open(comm, msg) : comm.close());
    } else if (type === 'comm_msg' || type === 'comm_close') {
      await this.comms.get(msg.content.comm_id)?.receive(msg);
    }
  }
}

/** A comm as ipywidgets' models use it (the classic notebook's interface). */
export class Comm implements IClassicComm {
  private onMsg?: Handler;
  private onClose?: Handler;
  // A model takes its messages once its class is loaded: what comes before waits for it.
  private early: Message[] = [];

  constructor(private readonly kernel: Kernel, readonly comm_id: string, readonly target_name: string) {}

  open(data: JSONValue, callbacks?: ICallbacks, metadata?: JSONObject, buffers?: Buffers): string {
    const content = { comm_id: this.comm_id, target_name: this.target_name, data };
    return this.kernel.send('comm_open', content, callbacks, metadata, buffers);
  }

  send(data: JSONValue, callbacks?: ICallbacks, metadata?: JSONObject, buffers?: Buffers): string {
    return this.kernel.send('comm_msg', { comm_id: this.comm_id, data }, callbacks, metadata, buffers);
  }

  close(data: JSONValue = {}, callbacks?: ICallbacks, metadata?: JSONObject, buffers?: Buffers): string {
    const content = { comm_id: this.comm_id, data };
    const id = this.kernel.send('comm_close', content, callbacks, metadata, buffers);
    this.kernel.forget(this);
    this.onClose?.({ content } as Message);
    return id;
  }

  on_msg(callback: Handler): void {
    this.onMsg = callback;
    for (const msg of this.early.splice(0)) callback(msg);
  }

  on_close(callback: Handler): void {
    this.onClose = callback;
  }

  receive(msg: Message): unknown {
    if (msg.header.msg_type === 'comm_close') {
      this.kernel.forget(this);
      return this.onClose?.(msg);
    }
    if (!this.onMsg) return this.early.push(msg);
    return this.onMsg(msg);
  }
}

// Jupyter Server's v1 websocket protocol: each message is one binary frame, with the number of
// offsets and the offsets (64-bit little-endian), then the channel, the header, parent header,
// metadata and content as JSON, and the buffers. (Voila reads every binary frame this way: a
// message with buffers in the older framing hangs its server.)
function decode(data: ArrayBuffer): Message {
  const view = new DataView(data);
  const offsets = Array.from({ length: Number(view.getBigUint64(0, true)) },
    (_, i) => Number(view.getBigUint64(8 * (i + 1), true)));
  const parts = offsets.slice(0, -1).map((start, i) => data.slice(start, offsets[i + 1]));
  const [channel, ...json] = parts.slice(0, 5).map((part) => new TextDecoder().decode(part));
  const [header, parent_header, metadata, content] = json.map((text) => JSON.parse(text));
  return { channel, header, parent_header, metadata, content, buffers: parts.slice(5).map((part) => new DataView(part)) };
}

function encode({ channel, header, parent_header, metadata, content, buffers = [] }: Message): ArrayBuffer {
  const text = new TextEncoder();
  const parts = [text.encode(channel), ...[header, parent_header, metadata, content].map((part) => text.encode(JSON.stringify(part))),
    ...buffers.map((buffer) => ArrayBuffer.isView(buffer)
      ? new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength) : new Uint8Array(buffer))];
  const offsets = [8 * (parts.length + 2)];
  for (const part of parts) offsets.push(offsets[offsets.length - 1] + part.byteLength);
  const bytes = new Uint8Array(offsets[offsets.length - 1]);
  const view = new DataView(bytes.buffer);
  view.setBigUint64(0, BigInt(offsets.length), true);
  offsets.forEach((offset, i) => view.setBigUint64(8 * (i + 1), BigInt(offset), true));
  parts.forEach((part, i) => bytes.set(part, offsets[i]));
  return bytes.buffer;
}
