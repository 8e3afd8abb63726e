"""How soon a lesson of the offline JupyterLite site can be run, in a browser that has never
seen the site (cold) and for each next lesson opened in it.

    make lite && .venv/bin/python bench/lite_start.py [--rounds 3] [--lessons 01,02,03,04] [--site DIR]

The site built by ``make lite`` (lite/_site) is served by ``python -m http.server`` on 127.0.0.1.
Each round starts Debian's headless Chromium, driven by Playwright, with an empty profile (no
cache: the cold start a learner meets on the first visit) and opens the first lesson by its
address. A lesson is *runnable* when its kernel is idle and its first code cell (the lesson's
imports: the library, the course and the widgets) has run without error; ``first_lesson_s``
is the time from typing the address to that moment. Then each next lesson is opened from
JupyterLab's file browser in the same page, as a learner opens it (its own new kernel: each
JupyterLite notebook runs its own Python), and ``next_lesson_s`` is the time from that click
to runnable. Figures are medians over the rounds (``next_lesson_s``: over every next lesson of
every round); the maxima are reported too.

Reference, measured in the same run and the same browser: the JupyterLab page alone (the
application drawn, no kernel: ``page_s``) and an empty notebook's kernel (Pyodide and the
kernel's own IPython, none of the course: ``empty_kernel_s``), which bound from below what
the lessons can reach on this site. ``kernel_s`` is each lesson's wait for its kernel alone.

Goal (issue 20, on a two-core machine): the first lesson runnable within 20 s cold, each next
one within 10 s. The last line is one JSON object of the figures and the machine's load.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "browser"))

from browser_support import CHROMIUM, CHROMIUM_ARGS, REPO, free_port

SITE = REPO / "lite" / "_site"
TIMEOUT_MS = 180_000
EMPTY = "bench-empty.ipynb"

#: The current notebook's kernel is idle.
IDLE = ("() => { const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;"
        " const s = w && w.sessionContext; return !!(s && s.isReady && s.session && s.session.kernel"
        " && s.session.kernel.status === 'idle' && w.context.path === %s); }")
#: Run the current notebook's first code cell; then wait for DONE.
RUN_FIRST = """() => {
    const nb = window.jupyterapp.shell.currentWidget.content;
    nb.activeCellIndex = nb.widgets.findIndex(cell => cell.model.type === 'code');
    return window.jupyterapp.commands.execute('notebook:run-cell').then(() => null);
}"""
#: The first code cell has run (or failed: FAILED says so) and the kernel is idle again.
DONE = """() => {
    const w = window.jupyterapp.shell.currentWidget;
    const cell = w.content.widgets.find(cell => cell.model.type === 'code');
    return cell.model.executionCount !== null && w.sessionContext.session.kernel.status === 'idle';
}"""
FAILED = """() => {
    const cell = window.jupyterapp.shell.currentWidget.content.widgets.find(c => c.model.type === 'code');
    return cell.model.outputs.toJSON().filter(out => out.output_type === 'error'
        || out.name === 'stderr').map(out => out.evalue || [].concat(out.text).join(''));
}"""


def serve(site: Path) -> tuple[subprocess.Popen[bytes], str]:
    port = free_port()
    process = subprocess.Popen([sys.executable, "-m", "http.server", "--bind", "127.0.0.1",
                                "--directory", str(site), str(port)],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}/"
    deadline = time.monotonic() + 20
    while True:
        try:
            with urllib.request.urlopen(url + "jupyter-lite.json", timeout=2):
                return process, url
        except OSError:
            if time.monotonic() > deadline:
                process.kill()
                raise SystemExit("lite_start: http.server did not start") from None
            time.sleep(0.2)


def runnable(page: Any, path: str, started: float) -> dict[str, float]:
    """Wait until the notebook at ``path`` (the current one) is idle, run its first code cell;
    the seconds since ``started`` to the kernel idle and to the cell's end."""
    page.wait_for_function(IDLE % json.dumps(path), timeout=TIMEOUT_MS)
    kernel = time.monotonic() - started
    page.evaluate(RUN_FIRST)
    page.wait_for_function(DONE, timeout=TIMEOUT_MS)
    failed = page.evaluate(FAILED)
    if failed:
        raise SystemExit(f"lite_start: the first cell of {path} failed in the browser: {failed}")
    return {"kernel_s": kernel, "runnable_s": time.monotonic() - started}


def open_in_app(page: Any, path: str) -> float:
    """Open ``path`` in the running JupyterLab, as the file browser does; the moment it was asked."""
    started = time.monotonic()
    page.evaluate("path => { window.jupyterapp.commands.execute('docmanager:open', {path}); }", path)
    return started


def one_round(browser_type: Any, url: str, lessons: list[str]) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="lite-start-") as profile:
        context = browser_type.launch_persistent_context(
            profile, executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, headless=True)
        try:
            page = context.pages[0] if context.pages else context.new_page()
            first = f"lessons/{lessons[0]}.ipynb"
            started = time.monotonic()
            page.goto(f"{url}lab/index.html?path={first}")
            page.wait_for_function("() => window.jupyterapp && window.jupyterapp.shell.currentWidget",
                                   timeout=TIMEOUT_MS)
            page_s = time.monotonic() - started
            result: dict[str, Any] = {"page_s": page_s, "first": runnable(page, first, started), "next": []}
            for lesson in lessons[1:]:
                path = f"lessons/{lesson}.ipynb"
                result["next"].append(runnable(page, path, open_in_app(page, path)))
            # The reference: an empty notebook's kernel in the same page.
            page.evaluate(f"""() => window.jupyterapp.serviceManager.contents.save('{EMPTY}', {{
                type: 'notebook', format: 'json', content: {{nbformat: 4, nbformat_minor: 5,
                metadata: {{kernelspec: {{name: 'python', display_name: 'Python (Pyodide)',
                language: 'python'}}}}, cells: [{{cell_type: 'code', source: 'pass', metadata: {{}},
                outputs: [], execution_count: null}}]}}}}).then(() => null)""")
            result["empty"] = runnable(page, EMPTY, open_in_app(page, EMPTY))
            return result
        finally:
            context.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3, help="cold starts, each in a new empty profile")
    parser.add_argument("--lessons", default="01,02,03,04",
                        help="the first lesson, then the next ones, by number (comma-separated)")
    parser.add_argument("--site", type=Path, default=SITE, help="the built site (default: lite/_site)")
    args = parser.parse_args()
    build_info = args.site / "honeymoon-lite.json"
    if not build_info.is_file() or json.loads(build_info.read_text())["mode"] != "offline":
        raise SystemExit("lite_start: build the offline site first (make lite)")
    names = {path.stem[:2]: path.stem for path in (args.site / "files" / "lessons").glob("*.ipynb")}
    lessons = [names[number.strip().zfill(2)] for number in args.lessons.split(",")]

    from playwright.sync_api import sync_playwright

    load_before = os.getloadavg()
    server, url = serve(args.site)
    rounds = []
    try:
        with sync_playwright() as playwright:
            for number in range(args.rounds):
                rounds.append(one_round(playwright.chromium, url, lessons))
                row = rounds[-1]
                print(f"round {number + 1}: page {row['page_s']:.1f} s, first lesson kernel "
                      f"{row['first']['kernel_s']:.1f} s, runnable {row['first']['runnable_s']:.1f} s; next "
                      + ", ".join(f"{step['runnable_s']:.1f}" for step in row["next"])
                      + f" s; empty notebook {row['empty']['runnable_s']:.1f} s", flush=True)
    finally:
        server.terminate()
        server.wait()

    def median(values: list[float]) -> float:
        return round(statistics.median(values), 2)

    firsts = [row["first"]["runnable_s"] for row in rounds]
    nexts = [step["runnable_s"] for row in rounds for step in row["next"]]
    print(json.dumps({
        "first_lesson_s": median(firsts),
        "first_lesson_max_s": round(max(firsts), 2),
        "first_kernel_s": median([row["first"]["kernel_s"] for row in rounds]),
        "next_lesson_s": median(nexts) if nexts else None,
        "next_lesson_max_s": round(max(nexts), 2) if nexts else None,
        "next_kernel_s": median([s["kernel_s"] for row in rounds for s in row["next"]]) if nexts else None,
        "page_s": median([row["page_s"] for row in rounds]),
        "empty_kernel_s": median([row["empty"]["runnable_s"] for row in rounds]),
        "rounds": args.rounds,
        "lessons": [lesson[:2] for lesson in lessons],
        "cpus": os.cpu_count(),
        "load_before": [round(x, 2) for x in load_before],
        "load_after": [round(x, 2) for x in os.getloadavg()],
    }))


if __name__ == "__main__":
    main()
