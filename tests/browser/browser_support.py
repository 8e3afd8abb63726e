"""What the browser tests share: where things are, how Chromium starts, what counts as local."""

from __future__ import annotations

import contextlib
import os
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, NamedTuple, TypeVar, overload
from urllib.parse import urlsplit

if TYPE_CHECKING:
    from playwright import async_api
    from playwright.sync_api import Locator, Page, Request

#: A locator of Playwright's sync or async API.
AnyLocator = TypeVar("AnyLocator", "Locator", "async_api.Locator")

CHROMIUM = Path("/usr/bin/chromium")
REPO = Path(__file__).resolve().parents[2]
LESSON = "01_cards_and_hcp"
# Screenshots for a person to look at; the tests do not compare them.
SCREENSHOTS = Path(os.environ.get("HONEYMOON_SCREENSHOTS", "/tmp"))

CHROMIUM_ARGS = [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-dev-shm-usage",
]

LOCAL_HOSTS = {"127.0.0.1", "localhost", "::1", "[::1]"}
LOCAL_SCHEMES = {"file", "data", "blob", "about", "chrome-extension", "devtools"}


def is_local(url: str) -> bool:
    """Whether a request stays on this machine."""
    parts = urlsplit(url)
    return parts.scheme in LOCAL_SCHEMES or (parts.hostname or "") in LOCAL_HOSTS


class RequestLog:
    """Every URL a page asked for, to check that nothing left this machine."""

    def __init__(self) -> None:
        self.urls: list[str] = []

    def __call__(self, request: Request) -> None:
        self.urls.append(request.url)

    def remote(self) -> list[str]:
        return [url for url in self.urls if not is_local(url)]


def free_port() -> int:
    """A TCP port of 127.0.0.1 that nothing listens on now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def open_notebook(page: Page, url: str, kernel_timeout: float = 60_000) -> Locator:
    """Open a notebook in JupyterLab (a server's or JupyterLite's) at ``url``; its panel, once
    its kernel is idle."""
    from playwright.sync_api import expect

    page.goto(url)
    page.wait_for_function("() => window.jupyterapp && window.jupyterapp.shell.currentWidget "
                           "&& window.jupyterapp.shell.currentWidget.sessionContext", timeout=60_000)
    panel = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden)")
    expect(panel.locator(".jp-Cell").first).to_be_visible(timeout=60_000)
    page.wait_for_function(
        "() => { const s = window.jupyterapp.shell.currentWidget.sessionContext;"
        " return s.isReady && s.session && s.session.kernel && s.session.kernel.status === 'idle'; }",
        timeout=kernel_timeout)
    return panel


def run_all(page: Page, panel: Locator, timeout: float) -> None:
    """Clear the saved outputs of the notebook on the screen (what shows afterwards is live), run
    every cell, and wait (at most ``timeout`` ms) for the end of the run."""
    from playwright.sync_api import expect

    page.evaluate("() => { window.jupyterapp.commands.execute('notebook:clear-all-cell-outputs'); }")
    expect(panel.locator(".jp-OutputArea-output")).to_have_count(0)
    page.wait_for_function("() => window.jupyterapp.shell.currentWidget.content.widgets.every("
                           "cell => cell.model.type !== 'code' || cell.model.executionCount === null)")
    page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
    # Every code cell has run when each shows its execution count; an error stops the run (the
    # caller then reports it from the outputs).
    page.wait_for_function(
        """() => {
            const panel = window.jupyterapp.shell.currentWidget;
            const cells = panel.content.widgets.filter(cell => cell.model.type === 'code');
            const failed = cells.some(cell => cell.model.outputs.toJSON().some(
                out => out.output_type === 'error'));
            return cells.length > 0 && panel.sessionContext.session.kernel.status === 'idle'
                && (failed || cells.every(cell => cell.model.executionCount !== null));
        }""", timeout=timeout)


def click_an_ace(counter: Locator) -> Locator:
    """Click an ace of a fresh HcpCounter: the kernel counts 4; then Check, which compares the
    pick with the hand. The Check's verdict, once shown."""
    import re

    from playwright.sync_api import expect

    expect(counter.locator(".hm-card-toggle")).to_have_count(13)
    expect(counter).to_contain_text(re.compile(r"You counted:.*\b0 HCP"))
    ace = counter.locator(".hm-card-toggle", has_text=re.compile(r"^[♠♥♦♣]A")).first
    ace.scroll_into_view_if_needed()
    ace.click()
    expect(ace).to_have_class(re.compile(r"\bmod-active\b"))
    expect(counter).to_contain_text(re.compile(r"You counted: [♠♥♦♣]A 4 = 4 HCP"), timeout=20_000)
    counter.get_by_role("button", name="Check", exact=True).click()
    verdict = counter.get_by_text(re.compile(r"you counted 4, the hand has \d+ HCP"))
    expect(verdict).to_be_visible(timeout=20_000)
    return verdict


# The play app (`make play`): Voila serving app/play.ipynb with the app's settings (app/voila.py).
PLAY_NOTEBOOK = REPO / "app" / "play.ipynb"
PLAY_FORM = "draw-tricks"  # starts with cards: whoever leads, the learner soon plays one
#: The page's kernel, as the app's template writes it into the page.
KERNEL_ID_SCRIPT = "JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId"


def play_command(port: int) -> list[str]:
    """What ``make play PLAY_ARGS=--port=PORT`` runs, from the repository's folder and with
    ``JUPYTER_PATH=app``: every other option is in app/voila.py."""
    root = ["--ServerApp.allow_root=True"] if os.geteuid() == 0 else []
    return [sys.executable, "-m", "voila", str(PLAY_NOTEBOOK.relative_to(REPO)),
            "--Voila.config_file_paths=app", *root, f"--port={port}"]


class PlayServer:
    """The play app's Voila server, started as ``make play`` starts it (its page's script built
    first, ``make frontend``), on a free port of 127.0.0.1, with its Jupyter folders and its log
    (``voila.log``) under ``home``.

    ``options`` are more Voila options, as PLAY_ARGS passes them. Use it in a ``with``: it waits
    until the server answers (at most ``timeout`` seconds), and stops it and its kernels after.
    """

    def __init__(self, home: Path, *options: str, timeout: float = 90.0) -> None:
        self.home = home
        self.log = home / "voila.log"
        port = free_port()
        self.url = f"http://127.0.0.1:{port}/"
        self.command = [*play_command(port), *options]
        self.timeout = timeout
        self.process: subprocess.Popen[bytes] | None = None

    def __enter__(self) -> PlayServer:
        subprocess.run(["make", "--silent", "frontend"], cwd=REPO, check=True)
        env = {**os.environ, "JUPYTER_PATH": str(REPO / "app"),
               "JUPYTER_RUNTIME_DIR": str(self.home / "runtime"),
               "JUPYTER_CONFIG_DIR": str(self.home / "config")}
        with self.log.open("wb") as out:
            self.process = subprocess.Popen(self.command, stdout=out, stderr=subprocess.STDOUT,
                                            cwd=REPO, env=env, start_new_session=True)
        try:
            self._wait_for_an_answer()
        except BaseException:
            self.__exit__()
            raise
        return self

    def _wait_for_an_answer(self) -> None:
        assert self.process is not None
        deadline = time.monotonic() + self.timeout
        while True:
            if self.process.poll() is not None:
                raise RuntimeError(f"Voila exited with {self.process.returncode}:\n{self.log.read_text()}")
            try:
                with urllib.request.urlopen(self.url + "voila/static/", timeout=2):
                    return
            except urllib.error.HTTPError:
                return  # it answers
            except OSError:
                if time.monotonic() > deadline:
                    raise RuntimeError(f"Voila did not answer:\n{self.log.read_text()}") from None
                time.sleep(0.3)

    def __exit__(self, *_: object) -> None:
        if self.process is None:
            return
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.process.pid, signal.SIGKILL)

    def kernel_running(self, kernel_id: str) -> bool:
        """Whether the server still runs this kernel (Voila's kernel API answers 404 once it is
        shut down)."""
        try:
            with urllib.request.urlopen(f"{self.url}api/kernels/{kernel_id}", timeout=10):
                return True
        except urllib.error.HTTPError as error:
            if error.code == 404:
                return False
            raise


class PlayControls(NamedTuple, Generic[AnyLocator]):
    """What a learner clicks on the play page (locators of Playwright's sync or async API)."""

    launcher: AnyLocator
    form: AnyLocator
    start: AnyLocator
    table: AnyLocator
    legal_card: AnyLocator


@overload
def play_controls(page: Page) -> PlayControls[Locator]: ...
@overload
def play_controls(page: async_api.Page) -> PlayControls[async_api.Locator]: ...
def play_controls(page: Any) -> Any:
    """The play page's controls; ``page`` may come from Playwright's sync or async API (making a
    locator waits for nothing)."""
    launcher = page.locator(".hm-play-launcher")
    table = page.locator(".hm-play-table")
    return PlayControls(launcher, launcher.locator("select").first,
                        launcher.get_by_role("button", name="Start", exact=True), table,
                        table.locator(".hm-card-button:not([disabled])").first)


def played(card_name: str) -> re.Pattern[str]:
    """What the table says once the learner played the card whose button reads ``card_name``
    (a card button shows its rank; its suit is the row's)."""
    return re.compile(r"you: [♠♥♦♣]" + re.escape(card_name.strip()))
