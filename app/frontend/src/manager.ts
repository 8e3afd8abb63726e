/** The widget manager: the kernel's widget models, and their views where the page shows them. */
import * as base from '@jupyter-widgets/base';
import * as controls from '@jupyter-widgets/controls';
import { ManagerBase } from '@jupyter-widgets/base-manager';
import type { JSONObject } from '@lumino/coreutils';
import { Widget } from '@lumino/widgets';
import type { Buffers, Comm, Kernel } from './kernel';

// The modules ipywidgets' own widgets come from; a widget of any other module (a custom one)
// shows ipywidgets' error widget in its place.
const MODULES: Record<string, Record<string, unknown>> = {
  '@jupyter-widgets/base': base,
  '@jupyter-widgets/controls': controls,
};

export class Manager extends ManagerBase {
  /** Called with each widget model once it is made (the kernel's, as the page loads them). */
  onModel?: (model: base.WidgetModel) => void;

  constructor(private readonly kernel: Kernel) {
    super();
    kernel.targets.set(this.comm_target_name, (comm, msg) => this.handle_comm_open(comm, msg as any));
  }

  /** Fetches every widget's state from the kernel and draws the page's widget outputs. */
  async start(): Promise<void> {
    await this._loadFromKernel();
    const outputs = document.querySelectorAll('script[type="application/vnd.jupyter.widget-view+json"]');
    await Promise.all(Array.from(outputs, (script) => this.display(script)));
  }

  private async display(script: Element): Promise<void> {
    const host = script.parentElement!;
    const { model_id } = JSON.parse(script.textContent!);
    try {
      const view = await this.create_view(await this.get_model(model_id));
      script.remove();
      Widget.attach(view.luminoWidget, host);
    } catch (error) {
      console.error(error);
      host.textContent = 'This part of the page is no longer running. Reload the page to start again.';
    }
  }

  register_model(model_id: string, modelPromise: Promise<base.WidgetModel>): void {
    super.register_model(model_id, modelPromise);
    modelPromise.then((model) => this.onModel?.(model), () => undefined); // a failed model is reported where it is shown
  }

  protected async loadClass(className: string, moduleName: string, moduleVersion: string) {
    const found = MODULES[moduleName]?.[className];
    if (!found) throw new Error(`The page has no ${className} from ${moduleName} ${moduleVersion}`);
    return found as typeof base.WidgetModel | typeof base.WidgetView;
  }

  protected async _create_comm(target: string, id?: string, data?: JSONObject, metadata?: JSONObject,
                               buffers?: Buffers): Promise<Comm> {
    const comm = this.kernel.comm(target, id ?? base.uuid());
    if (data || metadata) comm.open(data ?? {}, undefined, metadata, buffers);
    return comm;
  }

  protected async _get_comm_info(): Promise<{}> {
    const reply = await this.kernel.request('comm_info_request', { target_name: this.comm_target_name });
    return reply.content.comms;
  }
}
