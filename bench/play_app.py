"""A class opens the play app (``make play``) at once: how soon each page is usable, how much
memory each learner costs the server, and whether closed tabs leave kernels behind.

    .venv/bin/python bench/play_app.py [--pages 25] [--no-old] [--play-args "--pool_size=40"]

The server is started as the teaching page starts it for a class: ``make play`` (its settings are
app/voila.py) with ``PLAY_ARGS="--pool_size=30"`` (``--play-args`` replaces these options), and the
bench waits until it is ready, its pre-started kernels included, as a class's server is ready before
the class. Then ``--pages`` pages open at the same moment in one headless Chromium (Debian's, driven
by Playwright), each a learner: the page, the Draw Bridge form, Start, and a card played. For each
page, the time from opening it until its first legal card can be clicked (``usable``), and two steps
on the way: the page's HTML and its scripts in the head loaded (``html``: with no pre-started
kernel, the server starts one and runs the notebook first) and the launcher drawn (``launcher``:
Voila's page started and its widgets connected to the kernel). The processor time the class took
(``cpu_*``): the server's own process, its kernels, and the browser (Chromium and Playwright);
and that time spread over the machine's cores (``cpu_floor_s``): the pages move on together, so
the last ones cannot be usable much sooner. ``server_floor_s`` is the same for the server and its
kernels alone: what a class waits for when each learner's browser runs on his own machine.

The pages share one browser profile, as tabs of one browser do, so that they share its cache:
the browsers are the bench's cost, not the server's (a real class's run on the learners'
machines), and they still take most of the processor time here.

Once the class is in session (its kernels and the replaced pre-started ones running), the
memory of the server and its kernels per learner: RSS, and PSS, which counts shared pages once
(from /proc). Then every tab is closed as a tab closes, and the bench counts the learners'
kernels still running 60 s later.

References measured in the same run: one page alone on the same server before the class, and
(unless ``--no-old``) the same class on the server without pre-started kernels, as it was
configured before app/voila.py: each page starts a kernel and runs the notebook when asked.

Goals: every page usable within 10 s at p95 on a two-core machine; no kernel left 60 s after
its tab closed. The last line is one JSON object: ``pages``, ``usable_p95_s``,
``mib_per_student``, ``kernels_left``, the other figures (``old_*`` for the reference), and
the machine's load averages before and after.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import os
import re
import shlex
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

# The browser tests' helpers: how Chromium starts, how make play starts the server, the page's controls.
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "browser"))

from browser_support import (
    CHROMIUM,
    CHROMIUM_ARGS,
    KERNEL_ID_SCRIPT,
    PLAY_FORM,
    PlayServer,
    play_controls,
    played,
)
from playwright.async_api import Browser, BrowserContext, Page, async_playwright, expect
from playwright.async_api import Error as PlaywrightError

from honeymoon_widgets.launcher import FORM_TITLES

PAGE_TIMEOUT_MS = 180_000
LINGER_S = 60  # how long after the tabs closed the kernels are counted
READY_TIMEOUT_S = 300.0
GOAL_P95_S = 10.0
#: The options the teaching page gives a class's server: a table prepared for each learner and a few reloads.
CLASS_OPTIONS = "--pool_size=30"
# The old configuration: app/voila.py without its pre-started kernels.
OLD_OPTIONS = ("--VoilaConfiguration.preheat_kernel=False",)
CORES = len(os.sched_getaffinity(0))
POOL_FILLED = re.compile(r"Kernel pool of .* is filled with (\d+) kernel")


@dataclass
class Learner:
    """One page's times, in seconds from the moment it was opened."""

    html_s: float = math.nan
    launcher_s: float = math.nan
    usable_s: float = math.nan
    played: bool = False
    kernel: str = ""
    error: str = ""


# --- the server's processes, from /proc ------------------------------------------------------

def process_tree(root: int) -> list[int]:
    """``root`` and every process under it."""
    children: dict[int, list[int]] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue  # it ended meanwhile
        children.setdefault(int(fields[1]), []).append(int(stat.parent.name))
    tree = [root]
    for pid in tree:
        tree.extend(children.get(pid, []))
    return tree


def _proc_field(path: Path, name: str) -> int:
    """A ``Name:  value kB`` field of a /proc file, in kB (0 if the process ended)."""
    try:
        for line in path.read_text().splitlines():
            if line.startswith(name + ":"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def memory_mib(pids: list[int]) -> tuple[float, float]:
    """RSS and PSS of these processes, in MiB."""
    rss = sum(_proc_field(Path(f"/proc/{pid}/status"), "VmRSS") for pid in pids)
    pss = sum(_proc_field(Path(f"/proc/{pid}/smaps_rollup"), "Pss") for pid in pids)
    return rss / 1024, pss / 1024


def cpu_seconds(pids: list[int]) -> float:
    """CPU time these processes have used so far."""
    ticks = 0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        ticks += int(fields[11]) + int(fields[12])  # utime, stime
    return ticks / os.sysconf("SC_CLK_TCK")


def cpu_split(server: int) -> dict[str, float]:
    """CPU time used so far by the server, by its kernels, and by the browser (everything else
    this bench started)."""
    tree = process_tree(server)
    own = cpu_seconds([server])
    everything = cpu_seconds(process_tree(os.getpid())[1:])
    return {"server": own, "kernels": cpu_seconds(tree[1:]), "browser": everything - cpu_seconds(tree)}


def kernels(root: int) -> list[int]:
    """The kernels the server runs (its pre-started ones included)."""
    found = []
    for pid in process_tree(root)[1:]:
        try:
            if b"ipykernel_launcher" in Path(f"/proc/{pid}/cmdline").read_bytes():
                found.append(pid)
        except OSError:
            continue
    return found


def wait_until_quiet(root: int, timeout: float, window: float = 3.0, cores: float = 0.1) -> float:
    """Wait until the server and its kernels use less than ``cores`` over ``window`` seconds (at
    most ``timeout`` seconds); the seconds waited."""
    start = time.monotonic()
    used = cpu_seconds(process_tree(root))
    while time.monotonic() - start < timeout:
        time.sleep(window)
        now = cpu_seconds(process_tree(root))
        if now - used < cores * window:
            break
        used = now
    return time.monotonic() - start


def wait_for_kernels(root: int, count: int, timeout: float) -> None:
    """Wait until the server runs ``count`` kernels (at most ``timeout`` seconds)."""
    start = time.monotonic()
    while len(kernels(root)) < count and time.monotonic() - start < timeout:
        time.sleep(1)


def wait_until_ready(server: PlayServer, pooled: bool) -> float:
    """Wait until the server has started its pre-started kernels (``pooled``) and they have run
    the notebook; the seconds waited."""
    assert server.process is not None
    start = time.monotonic()
    while pooled and not POOL_FILLED.search(server.log.read_text()):
        if time.monotonic() - start > READY_TIMEOUT_S:
            raise RuntimeError(f"the kernel pool did not fill:\n{server.log.read_text()}")
        time.sleep(0.5)
    wait_until_quiet(server.process.pid, READY_TIMEOUT_S)
    return time.monotonic() - start


# --- the learners -------------------------------------------------------------------------------

async def open_and_play(context: BrowserContext, url: str) -> tuple[Learner, Page]:
    """One learner: opens the page, chooses the form, presses Start, plays the first legal card."""
    page = await context.new_page()
    learner = Learner()
    start = time.monotonic()
    page.once("domcontentloaded", lambda _: setattr(learner, "html_s", time.monotonic() - start))
    controls = play_controls(page)
    try:
        await page.goto(url, wait_until="commit", timeout=PAGE_TIMEOUT_MS)
        await controls.launcher.wait_for(timeout=PAGE_TIMEOUT_MS)
        learner.launcher_s = time.monotonic() - start
        learner.kernel = await page.evaluate(KERNEL_ID_SCRIPT)
        await controls.form.select_option(label=FORM_TITLES[PLAY_FORM], timeout=PAGE_TIMEOUT_MS)
        await controls.start.click(timeout=PAGE_TIMEOUT_MS)
        await controls.legal_card.wait_for(timeout=PAGE_TIMEOUT_MS)
        learner.usable_s = time.monotonic() - start
        name = await controls.legal_card.inner_text()
        await controls.legal_card.click(timeout=PAGE_TIMEOUT_MS)
        await expect(controls.table).to_contain_text(played(name), timeout=PAGE_TIMEOUT_MS)
        learner.played = True
    except PlaywrightError as error:
        learner.error = str(error).splitlines()[0]
    return learner, page


def quantile(values: list[float], q: float) -> float | None:
    """The nearest-rank quantile; None if a page never got there."""
    ordered = sorted(values)
    if not ordered or any(math.isnan(value) for value in ordered):
        return None
    return round(ordered[max(0, math.ceil(q * len(ordered)) - 1)], 2)


async def a_class(browser: Browser, server: PlayServer, pages: int, session: int | None) -> dict[str, Any]:
    """``pages`` learners at once; their figures. With ``session``, the kernels the server runs
    once the class is in session (its learners' and its pool's, refilled), also the memory then,
    and the learners' kernels left once their tabs closed."""
    assert server.process is not None
    cpu_before = cpu_split(server.process.pid)
    context = await browser.new_context(viewport={"width": 1280, "height": 900})
    results = await asyncio.gather(*(open_and_play(context, server.url) for _ in range(pages)))
    cpu_used = {key: used - cpu_before[key] for key, used in cpu_split(server.process.pid).items()}
    learners = [learner for learner, _ in results]
    for learner in learners:
        if learner.error:
            print(f"  a page failed: {learner.error}", flush=True)
    if any(learner.error for learner in learners):
        show_server_errors(server)
    figures: dict[str, Any] = {
        "pages": pages,
        "played": sum(learner.played for learner in learners),
        "usable_p50_s": quantile([learner.usable_s for learner in learners], 0.5),
        "usable_p95_s": quantile([learner.usable_s for learner in learners], 0.95),
        "usable_max_s": quantile([learner.usable_s for learner in learners], 1.0),
        "html_p95_s": quantile([learner.html_s for learner in learners], 0.95),
        "launcher_p95_s": quantile([learner.launcher_s for learner in learners], 0.95),
        **{f"cpu_{key}_s": round(used, 1) for key, used in cpu_used.items()},
        # The pages move on together, so the last ones are usable about when the machine has
        # done the class's processor time: that time over its cores is a floor for usable_max_s.
        # The server's share is the class's wait were the browsers on the learners' machines.
        "cpu_floor_s": round(sum(cpu_used.values()) / CORES, 1),
        "server_floor_s": round((cpu_used["server"] + cpu_used["kernels"]) / CORES, 1),
    }
    if session is not None:
        await asyncio.to_thread(wait_for_kernels, server.process.pid, session, READY_TIMEOUT_S)
        await asyncio.to_thread(wait_until_quiet, server.process.pid, READY_TIMEOUT_S)
        running = kernels(server.process.pid)
        if len(running) < session:
            print(f"  the server runs {len(running)} kernels, not {session}", flush=True)
            show_server_errors(server)
        rss, pss = memory_mib(process_tree(server.process.pid))
        figures |= {"mib_per_student": round(rss / pages, 1), "pss_mib_per_student": round(pss / pages, 1),
                    "server_mib": round(rss), "kernels_running": len(running),
                    "kernel_mib": round(memory_mib(running)[0] / max(1, len(running)), 1)}
    for _, page in results:
        await page.close(run_before_unload=True)  # as a tab closes: the page's unload handlers run
    if session is not None:
        theirs = [learner.kernel for learner in learners if learner.kernel]
        closed = time.monotonic()
        gone_s = None
        while time.monotonic() - closed < LINGER_S:
            left = sum(await asyncio.gather(*(asyncio.to_thread(server.kernel_running, kernel)
                                              for kernel in theirs)))
            if left == 0 and gone_s is None:
                gone_s = round(time.monotonic() - closed, 1)
            await asyncio.sleep(1)
        figures |= {"kernels_left": sum(server.kernel_running(kernel) for kernel in theirs),
                    "kernels_gone_s": gone_s, "kernels_after_s": LINGER_S,
                    "kernels_running_after": len(kernels(server.process.pid))}
    await context.close()
    return figures


def show_server_errors(server: PlayServer) -> None:
    """The server's log lines about errors, for a class that went wrong."""
    lines = [line for line in server.log.read_text(errors="replace").splitlines()
             if re.search(r"ERROR|Traceback|Error:|[Tt]imeout|[Ff]ailed", line)]
    print("  the server's errors:" if lines else "  the server logged no error", flush=True)
    for line in lines[-20:]:
        print(f"    {line[:300]}", flush=True)


def show(label: str, figures: dict[str, Any]) -> None:
    print(f"{label}: " + ", ".join(f"{key} {value}" for key, value in figures.items()), flush=True)


async def bench(pages: int, old: bool, home: Path, options: list[str]) -> dict[str, Any]:
    load_before = os.getloadavg()
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        with PlayServer(home / "new", *options) as server:
            assert server.process is not None
            ready_s = wait_until_ready(server, pooled=True)
            pool = int(POOL_FILLED.findall(server.log.read_text())[0])
            print(f"server ready in {ready_s:.0f} s ({pool} kernels pre-started, "
                  f"{memory_mib(process_tree(server.process.pid))[0]:.0f} MiB)", flush=True)
            alone = await a_class(browser, server, 1, session=None)
            show("one page alone", alone)
            wait_until_quiet(server.process.pid, READY_TIMEOUT_S)
            figures = await a_class(browser, server, pages, session=pages + pool)
            show(f"{pages} pages at once", figures)
        result = {**figures, "pool": pool, "ready_s": round(ready_s), "alone_usable_s": alone["usable_p95_s"]}
        if old:
            with PlayServer(home / "old", *options, *OLD_OPTIONS) as server:
                wait_until_ready(server, pooled=False)
                reference = await a_class(browser, server, pages, session=pages)
                show(f"{pages} pages at once, old configuration", reference)
            result |= {f"old_{key}": value for key, value in reference.items() if key != "pages"}
        await browser.close()
    result["load_before"] = [round(load, 2) for load in load_before]
    result["load_after"] = [round(load, 2) for load in os.getloadavg()]
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", type=int, default=25, help="learners opening the page at once")
    parser.add_argument("--play-args", default=CLASS_OPTIONS,
                        help="more Voila options for the measured server, as make play's PLAY_ARGS")
    parser.add_argument("--no-old", action="store_true",
                        help="skip the reference class on the old configuration (no pre-started kernels)")
    args = parser.parse_args()
    if not CHROMIUM.exists():
        sys.exit(f"{CHROMIUM} is absent: `make chromium` installs Debian's Chromium")
    with tempfile.TemporaryDirectory(prefix="play-bench-") as home:
        (Path(home) / "new").mkdir()
        (Path(home) / "old").mkdir()
        result = asyncio.run(bench(args.pages, not args.no_old, Path(home), shlex.split(args.play_args)))
    p95 = result["usable_p95_s"]
    print(f"goal, every page usable within {GOAL_P95_S:.0f} s at p95: "
          f"{'met' if p95 is not None and p95 <= GOAL_P95_S else 'missed'} ({p95} s); "
          f"kernels left {LINGER_S} s after their tabs closed: {result['kernels_left']}")
    print(json.dumps(result))


if __name__ == "__main__":
    main()
