"""Every page of the built book, as a reader's browser loads it: no missing page, no broken
link, no failed request, no error in the console, and nothing fetched from off this machine.

The walk starts at the book's start page and follows every link to a page of the book; every
link on every page must lead to a file of the book (and, with a ``#fragment``, to an element
with that id). Needs the built book (`make book`), like tests/browser/test_book.py.
"""

from __future__ import annotations

import posixpath
import re
from collections import deque
from typing import TYPE_CHECKING
from urllib.parse import unquote, urldefrag, urljoin, urlsplit

import pytest
from browser_support import RequestLog
from test_book import HTML, book, book_server

if TYPE_CHECKING:
    from playwright.sync_api import ConsoleMessage, Page, Request, Response

pytestmark = pytest.mark.browser
__all__ = ["book", "book_server"]  # the fixtures this module borrows from test_book

#: Sphinx's own pages: the search box opens search.html; the two indexes are linked from nowhere.
SPHINX_PAGES = {"search.html", "genindex.html", "py-modindex.html"}
REFRESH = re.compile(r'<meta http-equiv="Refresh" content="0; url=([^"]+)"', re.IGNORECASE)
#: Pages every book build must have (the walk must reach them too).
EXPECTED = ["index.html", "lessons/01_cards_and_hcp.html", "rules/index.html", "sources.html",
            "widgets.html", "api.html"]


def _links(page: Page) -> list[str]:
    hrefs: list[str] = page.eval_on_selector_all("a[href]", "anchors => anchors.map(a => a.href)")
    return hrefs


def _ids(page: Page) -> set[str]:
    ids: list[str] = page.eval_on_selector_all("[id]", "nodes => nodes.map(n => n.id)")
    names: list[str] = page.eval_on_selector_all("a[name]", "nodes => nodes.map(n => n.name)")
    return set(ids) | set(names)


def test_every_page_loads_and_every_link_leads_somewhere(page: Page, book_server: str) -> None:
    root = book_server
    for name in EXPECTED:
        assert (HTML / name).is_file(), f"the book has no {name}"
    problems: list[str] = []
    requests = RequestLog()
    current = {"url": ""}

    def on_console(message: ConsoleMessage) -> None:
        if message.type == "error":
            problems.append(f"{current['url']}: console error: {message.text}")

    def on_response(response: Response) -> None:
        if response.status >= 400:
            problems.append(f"{current['url']}: {response.status} for {response.url}")

    page.on("request", requests)
    page.on("console", on_console)
    page.on("pageerror", lambda error: problems.append(f"{current['url']}: page error: {error}"))
    def on_failed(request: Request) -> None:
        # net::ERR_ABORTED is the browser dropping a request when the walk moves on to the next
        # page (the favicon, most often): not a fault of the book. A missing file is a 404
        # response (on_response), and a request off the machine is in `requests`.
        if request.failure != "net::ERR_ABORTED":
            problems.append(f"{current['url']}: request failed: {request.url} ({request.failure})")

    page.on("requestfailed", on_failed)
    page.on("response", on_response)

    seen: set[str] = set()
    ids: dict[str, set[str]] = {}
    fragments: list[tuple[str, str, str]] = []  # (page, target page, fragment)
    queue = deque([root + "index.html"])
    while queue:
        url = queue.popleft()
        if url in seen:
            continue
        seen.add(url)
        current["url"] = url[len(root):]
        redirect = REFRESH.search((HTML / current["url"]).read_text(encoding="utf-8"))
        if redirect:  # the book's index.html sends the reader on to its start page
            queue.append(urljoin(url, redirect.group(1)))
            continue
        page.goto(url, wait_until="load")
        ids[url] = _ids(page)
        for href in _links(page):
            target, fragment = urldefrag(href)
            if not target.startswith(root):
                if urlsplit(target).scheme in ("http", "https"):
                    problems.append(f"{current['url']}: a link leaves the book: {href}")
                continue
            path = unquote(urlsplit(target).path)[len(urlsplit(root).path):]
            if path.endswith("/") or not path:
                path = posixpath.join(path, "index.html")
                target = urljoin(root, path)
            if not (HTML / path).exists():
                problems.append(f"{current['url']}: broken link to {path}")
                continue
            if fragment:
                fragments.append((current["url"], target, fragment))
            if path.endswith(".html") and target not in seen:
                queue.append(target)
    for source, target, fragment in fragments:
        if target in ids and fragment not in ids[target]:
            problems.append(f"{source}: no #{fragment} on {target[len(root):]}")
    reached = {url[len(root):] for url in seen}
    problems += [f"the walk never reached {name}" for name in EXPECTED if name not in reached]
    built = {path.relative_to(HTML).as_posix() for path in HTML.rglob("*.html")
             if not path.relative_to(HTML).parts[0].startswith("_")} - SPHINX_PAGES
    problems += [f"no link leads to {name}" for name in sorted(built - reached)]
    assert len(reached) >= len(EXPECTED)
    assert not problems, "\n".join(problems)
    assert not requests.remote(), f"requests left this machine: {requests.remote()}"
