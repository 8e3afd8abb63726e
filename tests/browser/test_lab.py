"""Notebooks in JupyterLab: every lesson's saved pictures before the notebook is trusted, and live,
the first lesson's HcpCounter and the book's widget page.

JupyterLab runs headless on the repository, on a free port of 127.0.0.1 with a token, and with
autosave off: the tests change notebooks in the browser and must never write them back. The
server is stopped by its PID at the end.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import secrets
import signal
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from browser_support import LESSON, REPO, SCREENSHOTS, RequestLog, click_an_ace, free_port, open_notebook

if TYPE_CHECKING:
    from playwright.sync_api import Locator, Page

pytestmark = pytest.mark.browser

NOTEBOOK = REPO / "lessons" / f"{LESSON}.ipynb"
WIDGET_PAGE = REPO / "book" / "widgets.ipynb"
START_TIMEOUT = 90.0



def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


class Lab:
    def __init__(self, url: str, token: str, process: subprocess.Popen[bytes], log: Path) -> None:
        self.url, self.token, self.process, self.log = url, token, process, log

    def get(self, path: str) -> bytes:
        request = urllib.request.Request(self.url + path, headers={"Authorization": f"token {self.token}"})
        with urllib.request.urlopen(request, timeout=5) as response:
            return bytes(response.read())

    def wait_until_up(self) -> None:
        deadline = time.monotonic() + START_TIMEOUT
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"JupyterLab exited with {self.process.returncode}:\n"
                                   f"{self.log.read_text()}")
            try:
                json.loads(self.get("api/status"))
                return
            except OSError:
                time.sleep(0.3)
        raise RuntimeError(f"JupyterLab did not answer within {START_TIMEOUT:.0f} s:\n{self.log.read_text()}")

    def stop(self) -> None:
        """Stop the server we started (its PID; its kernels are in its process group)."""
        if self.process.poll() is None:
            self.process.terminate()  # SIGTERM: Jupyter Server shuts its kernels down and exits
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        # A kernel the server could not shut down would outlive it, in the session we created.
        with contextlib.suppress(ProcessLookupError):
            os.killpg(self.process.pid, signal.SIGKILL)


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Lab]:
    home = tmp_path_factory.mktemp("jupyter")
    # JupyterLab's per-user state (settings, workspaces, runtime files) goes to a temporary folder.
    settings = home / "settings" / "@jupyterlab" / "docmanager-extension"
    settings.mkdir(parents=True)
    (settings / "plugin.jupyterlab-settings").write_text(json.dumps({"autosave": False}))
    notifications = home / "settings" / "@jupyterlab" / "apputils-extension"
    notifications.mkdir(parents=True)
    (notifications / "notification.jupyterlab-settings").write_text(
        json.dumps({"fetchNews": "false", "checkForUpdates": False}))
    port, token = free_port(), secrets.token_hex(16)
    log = home / "lab.log"
    # A data folder of its own: no notebook is trusted (its signatures database is empty), as
    # in a fresh clone.
    env = {**os.environ, "JUPYTER_RUNTIME_DIR": str(home / "runtime"),
           "JUPYTER_CONFIG_DIR": str(home / "config"), "JUPYTER_DATA_DIR": str(home / "data")}
    command = [
        sys.executable, "-m", "jupyterlab", "--no-browser", "--ip", "127.0.0.1", "--port", str(port),
        f"--IdentityProvider.token={token}", "--allow-root", f"--ServerApp.root_dir={REPO}",
        "--LabApp.expose_app_in_browser=True", "--LabApp.news_url=None",
        "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
        "--LabApp.extension_manager=readonly",
        f"--LabApp.user_settings_dir={home / 'settings'}", f"--LabApp.workspaces_dir={home / 'workspaces'}",
    ]
    with log.open("wb") as out:
        process = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT, env=env,
                                   cwd=REPO, start_new_session=True)
    server = Lab(f"http://127.0.0.1:{port}/", token, process, log)
    try:
        server.wait_until_up()
        yield server
    finally:
        server.stop()


def _open(lab: Lab, page: Page, notebook: Path) -> Locator:
    """Open a notebook in JupyterLab and wait for its kernel; the notebook's panel."""
    return open_notebook(page, f"{lab.url}lab/tree/{notebook.relative_to(REPO).as_posix()}?token={lab.token}")


# Each saved output of the notebook on the screen: its cell and place, its type, its size, its
# text, and its images (how many, how many failed to load), once every image has loaded.
_MEASURE = """async () => {
    await Promise.all([...document.images].map(image => image.complete ? null
        : new Promise(done => { image.onload = image.onerror = done; })));
    const notebook = window.jupyterapp.shell.currentWidget;
    const found = [];
    notebook.node.querySelectorAll('.jp-CodeCell').forEach((cell, index) => {
        cell.querySelectorAll('.jp-OutputArea-output').forEach((output, place) => {
            const box = output.getBoundingClientRect();
            const images = [...output.querySelectorAll('img')];
            found.push({cell: index, place, mime: output.dataset.mimeType || '',
                        width: Math.round(box.width), height: Math.round(box.height),
                        text: output.innerText.replace(/\\s+/g, ' ').trim(),
                        images: images.length,
                        broken: images.filter(image => image.naturalWidth === 0).length});
        });
    });
    return found;
}"""
# Whether the code cells that have outputs are trusted, of the notebook on the screen.
_TRUSTED = """() => { const notebook = window.jupyterapp.shell.currentWidget;
    return [notebook.context.path, [...notebook.content.model.cells]
        .filter(cell => cell.type === 'code' && cell.outputs.length).map(cell => cell.trusted)]; }"""
_TRUST = ("() => { for (const cell of window.jupyterapp.shell.currentWidget.content.model.cells) "
          "cell.trusted = true; }")
HTML = "text/html"


LESSONS = sorted((REPO / "lessons").glob("*.ipynb"))
# The notebook widgets' factory starts no kernel: these pictures are the saved ones.
_NO_KERNEL = "() => { window.jupyterapp.docRegistry.getWidgetFactory('Notebook')._preferKernel = false; }"


def test_saved_pictures_show_the_same_before_the_notebook_is_trusted(lab: Lab, page: Page) -> None:
    """A fresh clone's notebooks are not trusted: JupyterLab sanitizes their saved HTML. Each saved
    picture of every lesson must look as it does once trusted (as after running the notebook,
    whose outputs nbval keeps equal to the saved ones): the same size within 2 pixels, the same
    text (no hidden name shown, no label lost), its images all loaded. A widget shows its saved
    picture (HTML) until trusted, then the widget itself: that picture's images must load."""
    page.goto(f"{lab.url}lab?token={lab.token}")
    page.wait_for_function("() => window.jupyterapp && window.jupyterapp.docRegistry"
                           " && window.jupyterapp.docRegistry.getWidgetFactory('Notebook')", timeout=60_000)
    page.evaluate("() => window.jupyterapp.restored")
    page.evaluate(_NO_KERNEL)
    problems = []
    for notebook in LESSONS:
        path = notebook.relative_to(REPO).as_posix()
        page.evaluate("(path) => window.jupyterapp.commands.execute('docmanager:open', {path})", path)
        page.wait_for_function(
            "(path) => { const notebook = window.jupyterapp.shell.currentWidget;"
            " return notebook && notebook.context && notebook.context.path === path"
            " && notebook.context.isReady && notebook.node.querySelector('.jp-OutputArea-output'); }",
            arg=path, timeout=60_000)
        # Every cell drawn, not only those on the screen: the test measures every saved picture.
        page.evaluate("() => { const notebook = window.jupyterapp.shell.currentWidget.content;"
                      " notebook.notebookConfig = {...notebook.notebookConfig, windowingMode: 'none'}; }")
        page.wait_for_timeout(300)
        shown, trusted_cells = page.evaluate(_TRUSTED)
        assert shown == path and trusted_cells
        assert not any(trusted_cells), f"{notebook.name} opened trusted: the test would see nothing"
        untrusted = _settled(page)
        page.screenshot(path=str(SCREENSHOTS / f"honeymoon-untrusted-{notebook.stem}.png"))
        page.evaluate(_TRUST)
        trusted = {(output["cell"], output["place"]): output for output in _settled(page)}
        # Trust marked the notebook changed: forget that, or closing it would ask to save it.
        page.evaluate("() => { window.jupyterapp.shell.currentWidget.context.model.dirty = false;"
                      " return window.jupyterapp.commands.execute('application:close-all'); }")
        problems += _differences(notebook, untrusted, trusted)
    assert not problems, "\n".join(problems)


def _settled(page: Page) -> list[dict[str, Any]]:
    """The outputs measured once the notebook has stopped redrawing: two measures alike, 250 ms
    apart (at most 10 s)."""
    last = page.evaluate(_MEASURE)
    for _ in range(40):
        page.wait_for_timeout(250)
        now = page.evaluate(_MEASURE)
        if now == last:
            return list(now)
        last = now
    return list(last)


def _differences(notebook: Path, untrusted: list[dict[str, Any]],
                 trusted: dict[tuple[int, int], dict[str, Any]]) -> list[str]:
    """Where the saved pictures before trust differ from those after, in words."""
    found, compared = [], 0
    for before in untrusted:
        where = f"{notebook.name}, code cell {before['cell'] + 1}, output {before['place'] + 1}"
        if before["broken"]:
            found.append(f"{where}: an image did not load before trust")
        after = trusted.get((before["cell"], before["place"]))
        if before["mime"] != HTML or after is None or after["mime"] != HTML:
            continue
        compared += 1
        if after["broken"] or before["images"] != after["images"]:
            found.append(f"{where}: images lost before trust")
        if before["text"] != after["text"]:
            found.append(f"{where}: the text differs before trust: {before['text'][:80]!r}")
        if abs(before["width"] - after["width"]) > 2 or abs(before["height"] - after["height"]) > 2:
            found.append(f"{where}: {before['width']}×{before['height']} before trust, "
                         f"{after['width']}×{after['height']} after")
    # A notebook whose only outputs are widgets (the progress page) shows their saved pictures
    # before trust, and the widgets themselves after: nothing to compare, but a picture to see.
    pictured = compared or any(output["mime"] == HTML for output in untrusted)
    return found if pictured else [*found, f"{notebook.name} has no saved HTML picture"]


def test_hcp_counter_counts_a_clicked_ace_live(lab: Lab, page: Page) -> None:
    from playwright.sync_api import expect

    before = _digest(NOTEBOOK)
    requests = RequestLog()
    page.on("request", requests)
    panel = _open(lab, page, NOTEBOOK)

    # Clear the saved outputs first: any counter on the screen afterwards is a live one.
    page.evaluate("() => { window.jupyterapp.commands.execute('notebook:clear-all-cell-outputs'); }")
    expect(panel.locator(".hm-hcp-counter")).to_have_count(0)
    page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")

    counter = panel.locator(".hm-hcp-counter").first
    expect(counter).to_be_visible(timeout=60_000)
    # Pick an ace (the lesson's first counter deals J9.AJT.KT53.A964): the kernel counts 4;
    # Check runs Python too: it compares the pick with the hand.
    feedback = click_an_ace(counter)

    feedback.scroll_into_view_if_needed()
    page.wait_for_timeout(300)
    page.screenshot(path=str(SCREENSHOTS / "honeymoon-lab-lesson.png"))

    assert not requests.remote(), f"requests left this machine: {requests.remote()}"
    assert _digest(NOTEBOOK) == before, f"{NOTEBOOK} was written by the test"


def test_bidding_ladder_opened_unrun_then_clicked_live(lab: Lab, page: Page) -> None:
    """Opened before it is run, the widget page shows each widget's picture, never its raw text;
    run, the ladder takes a click and shows the contract the library made."""
    from playwright.sync_api import expect

    before = _digest(WIDGET_PAGE)
    requests = RequestLog()
    page.on("request", requests)
    panel = _open(lab, page, WIDGET_PAGE)
    ladder = panel.locator(".hm-bidding-ladder").first
    ladder.scroll_into_view_if_needed(timeout=30_000)
    expect(ladder).to_be_visible()
    expect(panel.locator(".jp-OutputArea-output", has_text="BiddingLadder(")).to_have_count(0)

    page.evaluate("() => { window.jupyterapp.commands.execute('notebook:clear-all-cell-outputs'); }")
    expect(panel.locator(".hm-bidding-ladder")).to_have_count(0)
    page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
    ladder = panel.locator(".hm-bidding-ladder").first
    expect(ladder).to_be_visible(timeout=60_000)
    # The cell bid 1♥ and 1♠: the lower bids are disabled, and Pass closes the auction.
    expect(ladder.get_by_role("button", name="1♥", exact=True)).to_be_disabled(timeout=20_000)
    ladder.scroll_into_view_if_needed()
    ladder.get_by_role("button", name="Pass", exact=True).click()
    expect(ladder).to_contain_text("The auction is over: 1♠ by Player 1, 7 tricks to make",
                                   timeout=20_000)
    expect(ladder.get_by_role("button", name="2♣", exact=True)).to_be_disabled()
    page.wait_for_timeout(300)
    page.screenshot(path=str(SCREENSHOTS / "honeymoon-lab-ladder.png"))

    assert not requests.remote(), f"requests left this machine: {requests.remote()}"
    assert _digest(WIDGET_PAGE) == before, f"{WIDGET_PAGE} was written by the test"

