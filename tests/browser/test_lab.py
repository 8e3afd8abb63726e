"""Notebooks in JupyterLab: every lesson's saved pictures before the notebook is trusted, and live,
the first lesson's HcpCounter, the book's widget page, and an exercise of lesson 2 answered by
clicking, then the progress page. Every notebook opens unmodified.

JupyterLab runs headless on the repository, on a free port of 127.0.0.1 with a token, and with
autosave off: the tests change notebooks in the browser and must never write them back. Each
page starts from an empty workspace: JupyterLab would otherwise reopen the tabs of the tests
before (their kernels too), and the commands that act on the notebook on the screen could reach
another one. The kernels keep progress in a file of the server's own. The server is stopped by
its PID at the end.
"""

from __future__ import annotations

import contextlib
import hashlib
import html
import json
import os
import re
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
from browser_support import (
    LESSON,
    REPO,
    SCREENSHOTS,
    RequestLog,
    click_an_ace,
    free_port,
    open_notebook,
    run_all,
)

if TYPE_CHECKING:
    from playwright.sync_api import Locator, Page

    from honeymoon_course.question import Feedback

pytestmark = pytest.mark.browser

NOTEBOOK = REPO / "lessons" / f"{LESSON}.ipynb"
WIDGET_PAGE = REPO / "book" / "widgets.ipynb"
EXERCISE_LESSON = REPO / "lessons" / "02_tricks.ipynb"
PROGRESS_PAGE = REPO / "lessons" / "your_progress.ipynb"
START_TIMEOUT = 90.0
#: Running a whole lesson, on a machine busy with other work too.
RUN_TIMEOUT = 180_000


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


class Lab:
    """The test's JupyterLab server; its kernels keep the learner's progress in ``progress``."""

    def __init__(self, url: str, token: str, process: subprocess.Popen[bytes], log: Path,
                 progress: Path) -> None:
        self.url, self.token, self.process, self.log, self.progress = url, token, process, log, progress

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
    # Every cell drawn, not only those on the screen: test_saved_pictures_… measures every one.
    notebooks = home / "settings" / "@jupyterlab" / "notebook-extension"
    notebooks.mkdir(parents=True)
    (notebooks / "tracker.jupyterlab-settings").write_text(json.dumps({"windowingMode": "none"}))
    notifications = home / "settings" / "@jupyterlab" / "apputils-extension"
    notifications.mkdir(parents=True)
    (notifications / "notification.jupyterlab-settings").write_text(
        json.dumps({"fetchNews": "false", "checkForUpdates": False}))
    port, token = free_port(), secrets.token_hex(16)
    log = home / "lab.log"
    # A data folder of its own: no notebook is trusted (its signatures database is empty), as
    # in a fresh clone. A progress file of its own: never the learner's, whatever the shell says.
    progress = home / "progress.json"
    env = {**os.environ, "JUPYTER_RUNTIME_DIR": str(home / "runtime"),
           "JUPYTER_CONFIG_DIR": str(home / "config"), "JUPYTER_DATA_DIR": str(home / "data"),
           "HONEYMOON_PROGRESS": str(progress)}
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
    server = Lab(f"http://127.0.0.1:{port}/", token, process, log, progress)
    try:
        server.wait_until_up()
        yield server
    finally:
        server.stop()


def _open(lab: Lab, page: Page, notebook: Path) -> Locator:
    """Open a notebook in JupyterLab, alone in an empty workspace, and wait for its kernel; the
    notebook's panel. A notebook opens unmodified: no dot on its tab before anything is done."""
    from playwright.sync_api import expect

    path = notebook.relative_to(REPO).as_posix()
    panel = open_notebook(page, f"{lab.url}lab/tree/{path}?reset&token={lab.token}")
    expect(page.locator(".jp-NotebookPanel")).to_have_count(1)
    opened = _opened(page)
    assert opened["path"] == path, f"{opened['path']} is on the screen, not {path}"
    assert not opened["dirty"], _why_modified(notebook, opened)
    return panel


# What JupyterLab made of the notebook on the screen once its kernel answered: it writes the
# kernel's kernelspec and language_info into the notebook, and marks it modified if they differ
# from the saved ones (the kernel's info and spec resolve the updates, then one turn more).
_OPENED = """async () => {
    const notebook = window.jupyterapp.shell.currentWidget;
    const kernel = notebook.sessionContext.session.kernel;
    await kernel.info;
    await kernel.spec;
    await new Promise(done => setTimeout(done, 0));
    const metadata = notebook.context.model.sharedModel.getMetadata();
    return {path: notebook.context.path, dirty: notebook.context.model.dirty,
            kernelspec: metadata.kernelspec, language_info: metadata.language_info};
}"""
#: What JupyterLab rewrites in a notebook on opening it, from the kernel.
KERNEL_METADATA = ("kernelspec", "language_info")


def _opened(page: Page) -> dict[str, Any]:
    """The notebook on the screen: its path, whether it is marked modified, and the kernel's
    metadata JupyterLab wrote into it."""
    opened: dict[str, Any] = page.evaluate(_OPENED)
    return opened


def _why_modified(notebook: Path, opened: dict[str, Any]) -> str:
    """Why JupyterLab marked ``notebook`` modified on opening it, as far as the kernel's metadata
    tells: each key whose saved value differs from the kernel's."""
    saved = json.loads(notebook.read_text(encoding="utf-8"))["metadata"]
    differ = [f"{key}: saved {saved.get(key)}, the kernel's {opened[key]}"
              for key in KERNEL_METADATA if saved.get(key) != opened[key]]
    if not differ:
        return f"{notebook.name} is marked modified as soon as it opens, not by its kernel's metadata"
    return (f"{notebook.name} is marked modified as soon as it opens: JupyterLab wrote its kernel's "
            f"metadata over the saved one ({'; '.join(differ)}). `make lessons` saves the kernel's "
            "language_info; the kernelspec must be the kernel's own (`jupyter kernelspec list`)")


# Each saved output of the notebook on the screen: its cell and place, its type, its size, its
# text, and its images (how many, how many failed to load), once every image has loaded.
# How far the notebook on the screen has drawn its outputs, cheaply: what _settled waits on.
_SHAPE = """async () => {
    await Promise.all([...document.images].map(image => image.complete ? null
        : new Promise(done => { image.onload = image.onerror = done; })));
    const outputs = window.jupyterapp.shell.currentWidget.node.querySelectorAll('.jp-OutputArea-output');
    return [...outputs].map(output => output.offsetHeight + 'x' + output.offsetWidth).join();
}"""
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
    page.goto(f"{lab.url}lab?reset&token={lab.token}")
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
        shown, trusted_cells = page.evaluate(_TRUSTED)
        assert shown == path and trusted_cells
        assert page.evaluate("() => window.jupyterapp.shell.currentWidget.content.notebookConfig"
                             ".windowingMode") == "none", "cells off the screen would not be measured"
        assert not any(trusted_cells), f"{notebook.name} opened trusted: the test would see nothing"
        untrusted = _settled(page)
        page.screenshot(path=str(SCREENSHOTS / f"honeymoon-untrusted-{notebook.stem}.png"))
        page.evaluate(_TRUST)
        trusted = {(output["cell"], output["place"]): output for output in _settled(page)}
        # Trust marked the notebook changed: forget that, or closing it would ask to save it.
        _close_all(page)
        problems += _differences(notebook, untrusted, trusted)
    assert not problems, "\n".join(problems)


def _settled(page: Page) -> list[dict[str, Any]]:
    """The outputs measured once the notebook has stopped redrawing: their sizes alike twice,
    250 ms apart (at most 10 s)."""
    last = page.evaluate(_SHAPE)
    for _ in range(40):
        page.wait_for_timeout(250)
        now = page.evaluate(_SHAPE)
        if now == last:
            break
        last = now
    return list(page.evaluate(_MEASURE))


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


def test_an_exercise_answered_by_clicking_is_kept_in_your_progress(lab: Lab, page: Page) -> None:
    """A learner opens lesson 2 (untrusted, unmodified: so does every lesson, their kernel's
    metadata being this kernel's), runs it, clicks a wrong card in the first exercise and is
    told why, then the right one and is told so; after a kernel restart, the progress page,
    run, shows lesson 2 as the progress file has it, and the file has that exercise's two tries."""
    from playwright.sync_api import expect

    from honeymoon import Card
    from honeymoon.tricks import trick_winner
    from honeymoon_course.progress import ProgressFile
    from honeymoon_course.tricks import trick_question
    from honeymoon_widgets import YourProgress

    # Lesson 2's first exercise, as its cell builds it: ♦5 led by Cor, then Dora's ♠A, at no-trump.
    cards = [Card.parse("5D"), Card.parse("AS")]
    question = trick_question(list(enumerate(cards)), None, names=("Cor", "Dora"))
    winner = trick_winner(cards, None)
    right, wrong = cards[winner], cards[1 - winner]
    before = (_digest(EXERCISE_LESSON), _digest(PROGRESS_PAGE))
    requests = RequestLog()
    page.on("request", requests)
    panel = _open(lab, page, EXERCISE_LESSON)
    path, trusted_cells = page.evaluate(_TRUSTED)
    assert trusted_cells and not any(trusted_cells), f"{path} opened trusted"
    opened = _opened(page)
    unlike = [lesson.name for lesson in LESSONS
              if any(json.loads(lesson.read_text(encoding="utf-8"))["metadata"].get(key) != opened[key]
                     for key in KERNEL_METADATA)]
    assert not unlike, (f"these lessons would open modified: {', '.join(unlike)}; "
                        + _why_modified(REPO / "lessons" / unlike[0], opened))

    run_all(page, panel, RUN_TIMEOUT)
    cell = panel.locator(".jp-CodeCell", has=page.locator(".jp-InputArea", has_text='name="exercise 1"'))
    exercise = cell.locator(".jp-OutputArea .hm-exercise")
    faces = exercise.locator(".hm-card-pick")
    expect(faces).to_have_count(2, timeout=60_000)  # the live widget: the saved picture has no buttons
    exercise.scroll_into_view_if_needed()
    expect(exercise.locator(".hm-prompt")).to_have_text(question.prompt)
    _pick_and_check(exercise, str(wrong), question.check(wrong.code))
    expect(exercise.locator(".hm-message")).not_to_contain_text(str(right))  # the reason, never the answer
    _pick_and_check(exercise, str(right), question.check(right.code))
    page.screenshot(path=str(SCREENSHOTS / "honeymoon-lab-exercise.png"))
    _restart_kernel(page, panel)
    _close_all(page)

    tries = [(a.question, a.tries, a.hints, a.right, a.shown) for a in ProgressFile(lab.progress).attempts()
             if a.lesson == 2]
    assert tries == [(f"exercise 1: {question.topic}", 2, 0, True, False)], tries
    panel = _open(lab, page, PROGRESS_PAGE)
    run_all(page, panel, RUN_TIMEOUT)
    table = panel.locator(".hm-progress-table")
    expect(table).to_be_visible()
    row = table.locator("tbody tr", has=page.locator("td:first-child", has_text=re.compile(r"^2$")))
    expect(row.locator("td")).to_have_text(_row(YourProgress(ProgressFile(lab.progress)).table.value, 2))
    page.screenshot(path=str(SCREENSHOTS / "honeymoon-lab-progress.png"))
    _close_all(page)

    assert not requests.remote(), f"requests left this machine: {requests.remote()}"
    assert (_digest(EXERCISE_LESSON), _digest(PROGRESS_PAGE)) == before, "a notebook was written by the test"


def _pick_and_check(exercise: Locator, card: str, feedback: Feedback) -> None:
    """Click the face of ``card`` (``♠A``) in ``exercise``, then *Check*: the face shows as
    picked, and the exercise says what the library's ``feedback`` says, as right or wrong."""
    from playwright.sync_api import expect

    face = exercise.locator(".hm-card-pick", has_text=card)
    face.click()
    expect(face).to_have_class(re.compile(r"\bmod-active\b"))
    exercise.get_by_role("button", name="Check", exact=True).click()
    message = exercise.locator(".hm-message")
    expect(message).to_have_text(feedback.message, timeout=30_000)
    expect(message).to_have_class(re.compile(r"\bhm-right\b" if feedback.correct else r"\bhm-wrong\b"))


def _close_all(page: Page) -> None:
    """Close every tab, the notebook on the screen's changes forgotten (autosave is off: the
    file is never written), so that closing asks nothing."""
    page.evaluate("() => { window.jupyterapp.shell.currentWidget.context.model.dirty = false;"
                  " return window.jupyterapp.commands.execute('application:close-all'); }")


def _restart_kernel(page: Page, panel: Locator) -> None:
    """Restart the kernel as a learner does (the toolbar's button, then the dialog's), and wait
    until the new kernel is idle."""
    from playwright.sync_api import expect

    page.evaluate("""() => {
        const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
        window.hmStatuses = [];
        kernel.statusChanged.connect((_, status) => window.hmStatuses.push(status));
    }""")
    panel.get_by_role("button", name="Restart the kernel", exact=True).click()
    dialog = page.locator(".jp-Dialog")
    dialog.locator("button", has_text=re.compile(r"^Restart$")).click()  # its name: Confirm Kernel Restart
    expect(dialog).to_have_count(0)
    page.wait_for_function("() => window.hmStatuses.includes('restarting')"
                           " && window.hmStatuses[window.hmStatuses.length - 1] === 'idle'", timeout=60_000)


def _row(table: str, lesson: int) -> list[str]:
    """The texts of the cells of ``lesson``'s row in a progress table's HTML."""
    for row in re.findall(r"<tr>(.*?)</tr>", table):
        cells = [html.unescape(re.sub(r"<[^>]+>", "", cell))
                 for cell in re.findall(r"<td[^>]*>(.*?)</td>", row)]
        if cells and cells[0] == str(lesson):
            return cells
    raise AssertionError(f"no row of lesson {lesson} in {table}")


def test_a_lessons_glossary_link_opens_the_glossary_as_a_page(lab: Lab, page: Page) -> None:
    """The glossary (lessons/glossary.md) opens from a lesson's first cell as JupyterLab shows
    Markdown: a heading for each term, no markup shown as text; a link to a term takes the reader
    to its entry."""
    from playwright.sync_api import expect

    _open(lab, page, NOTEBOOK)
    page.locator(".jp-MarkdownCell a", has_text="Glossary").first.click()
    viewer = page.locator(".jp-MarkdownViewer")
    expect(viewer.locator("h3", has_text="above the line")).to_be_visible(timeout=30_000)
    text = viewer.inner_text()
    assert "{term}" not in text and "{glossary}" not in text and "```" not in text
    entry = viewer.locator("h3[data-jupyter-id='score-pad'], h3#score-pad")
    expect(entry).not_to_be_in_viewport()
    viewer.locator("a[href='#score-pad']").first.click()
    expect(entry).to_be_in_viewport()
    _close_all(page)
