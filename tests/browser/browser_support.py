"""What the browser tests share: where things are, how Chromium starts, what counts as local."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

if TYPE_CHECKING:
    from playwright.sync_api import Request

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
