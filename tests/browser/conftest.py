"""Browser tests: Debian's Chromium driven by Playwright, against this machine only.

Both tests open the first lesson the way a learner does (the published book page, and the
notebook in JupyterLab) and look at what is on the screen. They are marked ``browser`` and
skipped, with the reason, when /usr/bin/chromium is absent (``apt-get install -y chromium``).
Playwright's own browsers are never used or downloaded: `playwright install` is not needed.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest
from browser_support import CHROMIUM, CHROMIUM_ARGS

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    if not CHROMIUM.exists():
        pytest.skip(f"{CHROMIUM} is absent: install Debian's Chromium (apt-get install -y chromium) "
                    "to run the browser tests")
    sync_api = pytest.importorskip("playwright.sync_api", reason="the playwright package is absent")
    with sync_api.sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            yield chromium
        finally:
            chromium.close()


@pytest.fixture
def page(browser: Browser) -> Iterator[Page]:
    """A fresh page, in a context of its own, at a laptop's size."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        yield context.new_page()
    finally:
        context.close()
