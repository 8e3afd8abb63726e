/**
 * The play page (app/voila/templates/honeymoon): Voila wrote the notebook's outputs into it and
 * handed it a kernel that has run the notebook; this connects to that kernel, draws its widgets
 * where the outputs show them, says on the page when the table can no longer answer, and shuts
 * the kernel down when the page is left.
 */
import '@jupyter-widgets/controls/css/widgets-base.css';
import '@jupyter-widgets/base/css/index.css';
import './page.css';
import { Kernel } from './kernel';
import { Manager } from './manager';
import { keepSeat } from './seat';

const { baseUrl, kernelId } = JSON.parse(document.getElementById('jupyter-config-data')!.textContent!);
const status = document.getElementById('hm-status')!;
let started = false;
let stopped = false;

/** Tells the learner what is wrong with the page, or nothing once it is right again. */
function say(text: string, stop = false): void {
  if (stopped) return;
  stopped = stop;
  status.textContent = text;
  status.hidden = !text;
  status.classList.add('hm-problem');
}

// Leaving the page posts its kernel's shutdown with the page's `_xsrf` cookie as the form's
// `_xsrf` field. The server sets that cookie only on pages rendered through Jupyter's own
// templates, and Voila renders this one through nbconvert's (ahead of the request, for a
// pre-started kernel): without it the server refused the post (403) and the kernel ran on. The
// page sets the cookie itself, to a fresh random token, unless one is there. The server's check
// is the same double submit (its own cookie is an unsigned random value that must come back in
// the form), so the protection is unchanged: another site's page can neither read nor set it.
// The cookie is read again as the page is left: another tab may have set it meanwhile.
function xsrfToken(): string {
  const found = /(?:^|;\s*)_xsrf=([^;]*)/.exec(document.cookie);
  if (found) return found[1];
  const token = Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join('');
  document.cookie = `_xsrf=${token}; path=${baseUrl}; SameSite=Strict`;
  return token;
}

xsrfToken();
const kernel = new Kernel(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${baseUrl}api/kernels/${kernelId}/channels`);
const manager = new Manager(kernel);
manager.onModel = keepSeat;

kernel.onConnection = (state) => {
  if (state === 'lost') say('The connection to the server was lost. Trying to reconnect…');
  else if (state === 'failed') say('The connection to the server was lost and could not be restored. Reload the page to start a new table.', true);
  else if (started) say('');
};
kernel.onStatus = (state) => {
  document.body.classList.toggle('hm-busy', state === 'busy');
  if (state === 'restarting' || state === 'dead') {
    say('The table stopped: the program behind it ended unexpectedly. Reload the page to start a new table.', true);
  }
};
kernel.onError = ({ ename, evalue }) => say(`Something went wrong at the table (${ename}: ${evalue}). Reload the page if it stops answering.`);

// The server keeps the socket open when it shuts the kernel down (the idle culler does, after
// 30 minutes): the page asks whether its kernel still runs while the learner can see it.
async function checkKernel(): Promise<void> {
  if (document.visibilityState !== 'visible' || stopped) return;
  const response = await fetch(`${baseUrl}api/kernels/${kernelId}`).catch(() => undefined);
  if (response?.status === 404) {
    kernel.close();
    say('This table was closed: it was left alone too long, or the server stopped it. Reload the page to start a new table.', true);
  }
}
setInterval(checkKernel, 10_000);
document.addEventListener('visibilitychange', checkKernel);

addEventListener('pagehide', () => {
  kernel.close();
  const form = new FormData();
  form.append('_xsrf', xsrfToken());
  navigator.sendBeacon(`${baseUrl}voila/api/shutdown/${kernelId}`, form);
});

manager.start().then(() => {
  started = true;
  say('');
}, (error) => {
  console.error(error);
  say('The table could not be set up. Reload the page to try again.', true);
});
