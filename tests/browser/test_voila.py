"""The "play against the computer" app (``make play``): Voila serves app/play.ipynb on
127.0.0.1; a person chooses a form, starts, and plays a card.

Voila is an extra of the course (``voila`` in the ``course`` set); the test skips without it.
The server runs on a free port with no token (Voila's default), and is stopped by its PID.
"""

from __future__ import annotations

import contextlib
import os
import re
import signal
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest
from browser_support import REPO, SCREENSHOTS, RequestLog, free_port

from honeymoon_widgets.launcher import FORM_TITLES

if TYPE_CHECKING:
    from playwright.sync_api import Page

pytestmark = pytest.mark.browser

APP = REPO / "app" / "play.ipynb"
START_TIMEOUT = 90.0



@pytest.fixture(scope="module")
def voila(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    pytest.importorskip("voila", reason="Voila is absent: install the course extra")
    home = tmp_path_factory.mktemp("voila")
    port = free_port()
    log = home / "voila.log"
    command = [sys.executable, "-m", "voila", str(APP), "--no-browser", f"--port={port}",
               "--Voila.ip=127.0.0.1", "--ServerApp.allow_root=True", "--template=honeymoon"]
    # The app's own template (app/voila/templates/honeymoon): Voila's lab template minus its CDN links.
    env = {**os.environ, "JUPYTER_RUNTIME_DIR": str(home / "runtime"),
           "JUPYTER_CONFIG_DIR": str(home / "config"), "JUPYTER_PATH": str(REPO / "app")}
    with log.open("wb") as out:
        process = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT, cwd=REPO, env=env,
                                   start_new_session=True)
    url = f"http://127.0.0.1:{port}/"
    try:
        deadline = time.monotonic() + START_TIMEOUT
        while True:
            if process.poll() is not None:
                raise RuntimeError(f"Voila exited with {process.returncode}:\n{log.read_text()}")
            try:
                with urllib.request.urlopen(url + "voila/static/", timeout=2):
                    break
            except urllib.error.HTTPError:
                break  # it answers
            except OSError:
                if time.monotonic() > deadline:
                    raise RuntimeError(f"Voila did not answer:\n{log.read_text()}") from None
                time.sleep(0.3)
        yield url
    finally:
        if process.poll() is None:
            process.terminate()
            try:
                process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                process.kill()
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)


def test_a_learner_starts_a_match_and_plays_a_card(voila: str, page: Page) -> None:
    from playwright.sync_api import expect

    requests = RequestLog()
    page.on("request", requests)
    page.goto(voila, timeout=120_000)
    launcher = page.locator(".hm-play-launcher")
    expect(launcher).to_be_visible(timeout=120_000)
    # Draw Bridge by preliminary tricks starts with cards: whoever leads, the learner soon plays one.
    launcher.locator("select").first.select_option(label=FORM_TITLES["draw-tricks"])
    launcher.get_by_role("button", name="Start", exact=True).click()
    table = page.locator(".hm-play-table")
    expect(table).to_be_visible(timeout=30_000)
    card = table.locator(".hm-card-button:not([disabled])").first
    expect(card).to_be_visible(timeout=30_000)
    name = card.inner_text()
    card.click()
    # The library took the card and the computer answered: the page says what the learner played.
    # (a card button shows its rank; its suit is the row's)
    expect(table).to_contain_text(re.compile(r"you: [♠♥♦♣]" + re.escape(name.strip())), timeout=30_000)
    page.wait_for_timeout(300)
    page.screenshot(path=str(SCREENSHOTS / "honeymoon-voila-play.png"))
    assert not requests.remote(), f"requests left this machine: {requests.remote()}"
