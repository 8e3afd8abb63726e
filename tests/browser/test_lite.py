"""The course as a static JupyterLite site, offline: Python runs in the browser (Pyodide).

Needs the offline site built in lite/_site (`make lite`); without it the tests are skipped. The
site is served by `python -m http.server` on 127.0.0.1 (stopped by its PID at the end), and
every request of the page, its workers included, is recorded: none may leave this machine.
The start page runs the library and the HcpCounter widget, whose clicks reach the kernel in
the browser; the first lesson, which plots with matplotlib, runs to its end without it.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

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

pytestmark = pytest.mark.browser

SITE = REPO / "lite" / "_site"
BUILD_INFO = SITE / "honeymoon-lite.json"
#: Pyodide starts, then loads IPython, ipywidgets and the project's wheel: about 10 s.
KERNEL_TIMEOUT = 120_000
PLOT_NOTE = "This plot needs matplotlib"


@pytest.fixture(scope="module")
def site() -> Path:
    # `make browser` (CI sets CI) builds the site first: there a missing site is a failure.
    missing = pytest.fail if os.environ.get("CI") else pytest.skip
    if not BUILD_INFO.is_file():
        missing(f"{SITE.relative_to(REPO)} is not built: build the offline JupyterLite site first "
                "(make lite)")
    mode = json.loads(BUILD_INFO.read_text())["mode"]
    if mode != "offline":
        missing(f"{SITE.relative_to(REPO)} holds the {mode} build, which loads packages from "
                "Pyodide's CDN: build the offline one (make lite)")
    return SITE



@pytest.fixture(scope="module")
def lite_server(site: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """`python -m http.server` on the built site, on 127.0.0.1 at a free port."""
    port = free_port()
    log = tmp_path_factory.mktemp("lite") / "http.log"
    with log.open("wb") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "http.server", "--bind", "127.0.0.1", "--directory", str(site), str(port)],
            stdout=out, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}/"
    try:
        deadline = time.monotonic() + 20
        while True:
            try:
                with urllib.request.urlopen(url + "jupyter-lite.json", timeout=2):
                    break
            except OSError:
                if process.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(f"http.server did not start:\n{log.read_text()}") from None
                time.sleep(0.2)
        yield url
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def _record(page: Page) -> tuple[RequestLog, list[str]]:
    """Record every request of the page, and its JavaScript errors. The kernel runs in a web
    worker, whose requests the page reports too (checked: its wheels are in the record)."""
    requests, errors = RequestLog(), []
    page.on("request", requests)
    page.on("pageerror", lambda error: errors.append(str(error)))
    return requests, errors


def _open(page: Page, base: str, path: str) -> Locator:
    """Open a notebook of the site in JupyterLab; its panel, once the kernel is idle."""
    return open_notebook(page, f"{base}lab/index.html?path={path}", KERNEL_TIMEOUT)


def _outputs(page: Page) -> list[dict[str, str]]:
    """Every output of the open notebook, from its model (the screen draws only the cells in view):
    its type, and its text (a stream's text, an error's name and value, a result's text/plain)."""
    outputs: list[dict[str, str]] = page.evaluate(
        """() => {
            const nb = window.jupyterapp.shell.currentWidget.content;
            const found = [];
            for (const cell of nb.widgets) {
                if (cell.model.type !== 'code') continue;
                for (const out of cell.model.outputs.toJSON()) {
                    const text = out.output_type === 'error' ? `${out.ename}: ${out.evalue}`
                        : out.output_type === 'stream' ? [].concat(out.text).join('')
                        : [].concat((out.data || {})['text/plain'] || []).join('');
                    found.push({type: out.output_type, name: out.name || '', text});
                }
            }
            return found;
        }""")
    return outputs


def _failures(outputs: list[dict[str, str]]) -> list[str]:
    """Errors and anything written to stderr."""
    return [out["text"] for out in outputs if out["type"] == "error" or out["name"] == "stderr"]


def _assert_offline(requests: RequestLog, errors: list[str], base: str) -> None:
    # The kernel's files came through the recorder: the record covers the web worker too.
    assert any(url.endswith("pyodide.asm.wasm") for url in requests.urls), requests.urls
    assert any(re.search(r"/honeymoon_bridge-[^/]+\.whl$", url) for url in requests.urls), requests.urls
    assert all(url.startswith(base) for url in requests.urls if url.startswith("http")), requests.urls
    assert not requests.remote(), f"requests left this machine: {requests.remote()}"
    assert not errors, f"JavaScript errors on the page: {errors}"


def test_start_page_runs_the_library_and_a_widget_offline(page: Page, lite_server: str) -> None:
    from playwright.sync_api import expect

    requests, errors = _record(page)
    panel = _open(page, lite_server, "README.ipynb")
    # The start page says what works offline and what needs the published site.
    expect(panel).to_contain_text("What works here, and what needs the published site")
    expect(panel).to_contain_text("has neither")
    run_all(page, panel, KERNEL_TIMEOUT)
    outputs = _outputs(page)
    assert not _failures(outputs), _failures(outputs)

    # The library, in Python 3.14 in the browser.
    expect(panel.locator(".jp-OutputArea-output", has_text="4♠ made exactly (10 tricks)")).to_be_visible()
    expect(panel).to_contain_text("4 tricks bid and made in ♠ × 30 = 120 below the line")

    # The widget, drawn by the page and answered by the kernel.
    counter = panel.locator(".hm-hcp-counter").first
    expect(counter).to_be_visible(timeout=30_000)
    click_an_ace(counter)
    page.wait_for_timeout(300)
    page.screenshot(path=str(SCREENSHOTS / "honeymoon-lite-start.png"))
    _assert_offline(requests, errors, lite_server)
    # The kernel's own wheels came with the others, from Pyodide's lock (not one by one through
    # piplite), and no extension that needs a Jupyter server (nbgrader's, Voila's) was loaded.
    for wheel in ("piplite", "pyodide_kernel", "ipykernel"):
        assert any(re.search(rf"/static/pyodide/{wheel}-[^/]+\.whl$", url) for url in requests.urls), wheel
    assert not [url for url in requests.urls if "nbgrader" in url or "voila" in url]


def test_lesson_with_plots_runs_to_its_end_without_matplotlib(page: Page, lite_server: str) -> None:
    from playwright.sync_api import expect

    requests, errors = _record(page)
    panel = _open(page, lite_server, f"lessons/{LESSON}.ipynb")
    # No kernel picker: the lesson opens on the Pyodide kernel.
    expect(page.locator(".jp-Dialog")).to_have_count(0)
    run_all(page, panel, KERNEL_TIMEOUT)
    outputs = _outputs(page)
    assert not _failures(outputs), _failures(outputs)
    # As many outputs as the lesson saved in JupyterLab (the plot's picture became the note).
    saved = json.loads((REPO / "lessons" / f"{LESSON}.ipynb").read_text())["cells"]
    assert len(outputs) == sum(len(cell.get("outputs", [])) for cell in saved), outputs
    # The plot prints its note instead; the cells after it ran.
    assert [out["text"].strip() for out in outputs if PLOT_NOTE in out["text"]] == [
        "This plot needs matplotlib, which this offline copy of the course does not have: "
        "the published site draws it."]
    assert any("13 HCP or more:" in out["text"] for out in outputs), outputs
    # What the library printed in the browser is what it printed in JupyterLab (seeded deals).
    printed = ["".join(out["text"]) for cell in saved for out in cell.get("outputs", [])
               if out.get("name") == "stdout"]
    live = [out["text"] for out in outputs if out["name"] == "stdout" and PLOT_NOTE not in out["text"]]
    assert live == printed
    # Its first HcpCounter (J9.AJT.KT53.A964) counts a clicked ace in the kernel.
    counter = panel.locator(".hm-hcp-counter").first
    counter.scroll_into_view_if_needed(timeout=30_000)
    expect(counter).to_be_visible()
    click_an_ace(counter)
    page.wait_for_timeout(300)
    page.screenshot(path=str(SCREENSHOTS / "honeymoon-lite-lesson.png"))
    _assert_offline(requests, errors, lite_server)
