"""What the browser tests share: where things are, how Chromium starts, what counts as local."""

from __future__ import annotations

import os
import socket
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

if TYPE_CHECKING:
    from playwright.sync_api import Locator, Page, Request

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
