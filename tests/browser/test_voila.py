"""The "play against the computer" app (``make play``): Voila serves app/play.ipynb on
127.0.0.1 with the app's settings (app/voila.py); a person chooses a form, starts, and plays a
card. Closing the tab ends the page's kernel; a table left alone is closed after the idle
timeout, tab open or not, but a kernel that waited in the pool still serves its learner.

Voila is an extra of the course (``voila`` in the ``course`` set); the tests skip without it.
The server is started as ``make play`` starts it, on a free port (``PlayServer``), and stopped
by its PID.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

import pytest
from browser_support import (
    KERNEL_ID_SCRIPT,
    PLAY_FORM,
    SCREENSHOTS,
    PlayServer,
    RequestLog,
    play_controls,
    played,
)

from honeymoon_widgets.launcher import FORM_TITLES

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

pytestmark = pytest.mark.browser

# What the play page loads from the server: the page, and the course's script and style sheet
# (app/frontend), none of JupyterLab's front end.
PLAY_PAGE_FILES = {"/", "/voila/templates/honeymoon/static/honeymoon.js",
                   "/voila/templates/honeymoon/static/honeymoon.css"}
# How long a closed tab's kernel may take to go: the shutdown is one request, sent as the tab closes.
SHUTDOWN_WAIT = 30.0
# A short idle timeout in place of the class's 30 minutes, checked every second (app/voila.py
# keeps the rest: tables closed with their tab open, the pool's kernels never).
IDLE_TIMEOUT = 15
# One pre-started kernel, not a class's, replaced at once: the pages are served the same way, for less work.
SMALL_POOL = ("--VoilaConfiguration.default_pool_size=1", "--VoilaKernelManager.fill_delay=0")


@pytest.fixture(scope="module")
def voila(tmp_path_factory: pytest.TempPathFactory) -> Iterator[PlayServer]:
    pytest.importorskip("voila", reason="Voila is absent: install the course extra")
    with PlayServer(tmp_path_factory.mktemp("voila"), *SMALL_POOL) as server:
        yield server


@pytest.fixture(scope="module")
def culling_voila(tmp_path_factory: pytest.TempPathFactory) -> Iterator[PlayServer]:
    """A server closing idle tables after IDLE_TIMEOUT seconds; it yields once its pool's kernel
    has waited longer than that."""
    pytest.importorskip("voila", reason="Voila is absent: install the course extra")
    with PlayServer(tmp_path_factory.mktemp("voila"), *SMALL_POOL,
                    f"--MappingKernelManager.cull_idle_timeout={IDLE_TIMEOUT}",
                    "--MappingKernelManager.cull_interval=1") as server:
        deadline = time.monotonic() + 120
        while "Kernel pool of" not in server.log.read_text() and time.monotonic() < deadline:
            time.sleep(0.5)
        time.sleep(IDLE_TIMEOUT + 5)
        yield server


def start_and_play(page: Page) -> None:
    """Choose the form, press Start and play the first legal card, as a learner does."""
    from playwright.sync_api import expect

    controls = play_controls(page)
    expect(controls.launcher).to_be_visible(timeout=120_000)
    controls.form.select_option(label=FORM_TITLES[PLAY_FORM])
    controls.start.click()
    expect(controls.table).to_be_visible(timeout=30_000)
    expect(controls.legal_card).to_be_visible(timeout=30_000)
    name = controls.legal_card.inner_text()
    controls.legal_card.click()
    # The library took the card and the computer answered: the page says what the learner played.
    expect(controls.table).to_contain_text(played(name), timeout=30_000)


def wait_until_gone(server: PlayServer, kernel: str, seconds: float) -> bool:
    """Whether the server shut the kernel down within ``seconds``."""
    deadline = time.monotonic() + seconds
    while server.kernel_running(kernel) and time.monotonic() < deadline:
        time.sleep(0.5)
    return not server.kernel_running(kernel)


def test_a_learner_starts_a_match_and_plays_a_card(voila: PlayServer, page: Page) -> None:
    """The page works, asks nothing of another machine, and loads none of JupyterLab's files:
    only the course's own script and style sheet."""
    requests = RequestLog()
    page.on("request", requests)
    page.goto(voila.url, timeout=120_000)
    start_and_play(page)
    page.wait_for_timeout(300)
    page.screenshot(path=str(SCREENSHOTS / "honeymoon-voila-play.png"))
    assert not requests.remote(), f"requests left this machine: {requests.remote()}"
    files = {urlsplit(url).path for url in requests.urls if urlsplit(url).scheme in {"http", "https"}}
    assert files == PLAY_PAGE_FILES, f"the page loaded {sorted(files)}"


def test_closing_the_tab_ends_its_kernel(voila: PlayServer, browser: Browser) -> None:
    """The page asks the server to shut its kernel down as it closes; the server refused that
    request (403, the page sent no ``_xsrf`` token) and the kernel ran on until the server stopped.
    Tabs opened at once each set the ``_xsrf`` cookie when none is there, the last one wins: the
    closing page sends the cookie it finds then, not the one it set (a class's kernels ran on)."""
    from playwright.sync_api import expect

    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(voila.url, timeout=120_000)
        expect(play_controls(page).launcher).to_be_visible(timeout=120_000)
        kernel = page.evaluate(KERNEL_ID_SCRIPT)
        assert voila.kernel_running(kernel)
        context.add_cookies([{"name": "_xsrf", "value": "another-tab-s-token", "url": voila.url}])
        page.close(run_before_unload=True)  # what closing a tab does: the page's unload handlers run
        assert wait_until_gone(voila, kernel, SHUTDOWN_WAIT), \
            f"the closed page's kernel still runs after {SHUTDOWN_WAIT:.0f} s:\n{voila.log.read_text()}"
    finally:
        context.close()


def test_a_kernel_that_waited_in_the_pool_serves_its_learner(culling_voila: PlayServer, page: Page) -> None:
    """The pool's kernel has waited longer than the idle timeout: handed out as it was, the
    culler closed it before the page connected, and the page stayed dead."""
    page.goto(culling_voila.url, timeout=120_000)
    start_and_play(page)
    assert culling_voila.kernel_running(page.evaluate(KERNEL_ID_SCRIPT))


def test_an_idle_table_is_closed_with_its_tab_open(culling_voila: PlayServer, page: Page) -> None:
    """A learner who walks away leaves the tab open: the table is closed after the idle timeout
    all the same (Jupyter's default keeps a kernel with a connected page forever), and the page
    says so."""
    from playwright.sync_api import expect

    page.goto(culling_voila.url, timeout=120_000)
    expect(play_controls(page).launcher).to_be_visible(timeout=120_000)
    kernel = page.evaluate(KERNEL_ID_SCRIPT)
    assert wait_until_gone(culling_voila, kernel, IDLE_TIMEOUT + 60), \
        f"the idle kernel still runs:\n{culling_voila.log.read_text()}"
    # The server keeps the page's socket open: the page finds out and tells the learner.
    expect(page.get_by_role("status")).to_contain_text("This table was closed", timeout=30_000)
