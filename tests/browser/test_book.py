"""The published lesson page, as a reader's browser shows it: from a local web server and from disk.

Needs the built book (`make book`). Without it the test is skipped, unless the environment
variable CI is set: then a missing book is a failure, since `make test` builds it first.
"""

from __future__ import annotations

import functools
import os
import re
import threading
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from browser_support import LESSON, REPO, SCREENSHOTS, RequestLog

if TYPE_CHECKING:
    from playwright.sync_api import Page

pytestmark = pytest.mark.browser

HTML = REPO / "book" / "_build" / "html"
PAGE = Path("lessons") / f"{LESSON}.html"
SUITS = "♠♥♦♣"


@pytest.fixture(scope="module")
def book() -> Path:
    if not (HTML / PAGE).is_file():
        message = f"{HTML / PAGE} is missing: build the book first (make book)"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    return HTML


class _QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture(scope="module")
def book_server(book: Path) -> Iterator[str]:
    """The built book served on 127.0.0.1 at a free port, for the module's tests only."""
    handler = functools.partial(_QuietHandler, directory=str(book))
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=10)


@pytest.fixture(params=["http", "file"])
def lesson_url(request: pytest.FixtureRequest, book: Path) -> str:
    """The lesson as a reader opens it: from a web server, or the file jupyter-book points at."""
    if request.param == "http":
        base: str = request.getfixturevalue("book_server")
        return base + PAGE.as_posix()
    return (book / PAGE).as_uri()


def test_lesson_page_shows_text_plot_widget_pictures_and_folded_answers(page: Page, lesson_url: str) -> None:
    from playwright.sync_api import expect

    requests, errors = RequestLog(), []
    page.on("request", requests)
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(lesson_url, wait_until="load")

    # The lesson's title, on the page and in the tab.
    expect(page.get_by_role("heading", level=1, name=re.compile(r"^Lesson 1\b"))).to_be_visible()
    expect(page).to_have_title(re.compile(r"^Lesson 1\b"))

    # The static rendering of the hand, with its suit symbols.
    hand = page.locator(".cell_output .hm-hand").first
    expect(hand).to_be_visible()
    assert set(SUITS) <= set(hand.inner_text()), hand.inner_text()

    # The matplotlib figure: a PNG that the browser loaded and decoded.
    plot = page.locator(".cell_output img[src$='.png']").first
    expect(plot).to_be_visible()
    plot.scroll_into_view_if_needed()
    page.wait_for_function("img => img.complete && img.naturalWidth > 0", arg=plot.element_handle())

    # The page says what it is: a lesson to read; the buttons need the lesson to run.
    expect(page.locator(".admonition.note").first).to_contain_text("You are reading this lesson as a page")

    # The HcpCounter as its saved picture (the hand and the count), not a copy of its buttons
    # that would do nothing here: no widget script on a lesson page.
    counter = page.locator(".hm-hcp-counter").first
    expect(counter).to_be_visible(timeout=20_000)
    expect(page.locator(".hm-hcp-counter")).to_have_count(2)
    expect(page.locator("script[src*='embed-amd']")).to_have_count(0)
    expect(counter.locator("button")).to_have_count(0)
    assert set(SUITS) <= set(counter.inner_text()), counter.inner_text()

    # Each exercise's answer, the library's, stays folded under "Show answer" until the reader
    # opens it (HTML <details>, which JupyterLab folds too).
    answers = page.locator("details.hm-answer")
    assert answers.count() >= 3
    for index in range(answers.count()):
        expect(answers.nth(index)).not_to_have_attribute("open", "")
    answer = answers.first
    answer.scroll_into_view_if_needed()
    shown = answer.locator(":scope > :not(summary)").first
    expect(answer.locator("summary")).to_have_text("Show answer")
    expect(shown).to_be_hidden()
    answer.locator("summary").click()
    expect(shown).to_be_visible()
    expect(shown).to_contain_text("The answer:")
    answer.locator("summary").click()
    expect(shown).to_be_hidden()

    counter.scroll_into_view_if_needed()
    scheme = lesson_url.split(":", 1)[0]
    page.screenshot(path=str(SCREENSHOTS / f"honeymoon-book-lesson-{scheme}.png"))

    assert not errors, f"JavaScript errors on the page: {errors}"
    assert requests.urls, "no request was recorded"
    assert not requests.remote(), f"requests left this machine: {requests.remote()}"


#: Each widget of the book's widget page, by the class it carries.
WIDGETS = ["hm-hcp-counter", "hm-hand-evaluator", "hm-trick-trainer", "hm-bidding-ladder",
           "hm-scoring-walkthrough", "hm-rubber-explorer", "hm-draw-trainer"]


def test_widget_page_shows_every_widget_as_saved(page: Page, book_server: str) -> None:
    """The book has no kernel: each widget shows the state saved in the page's notebook."""
    from playwright.sync_api import expect

    requests, errors = RequestLog(), []
    page.on("request", requests)
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(book_server + "widgets.html", wait_until="load")
    expect(page.get_by_role("heading", level=1, name="The widgets")).to_be_visible()
    expect(page.locator(".cell_output .hm-hcp-counter")).to_have_count(2)  # each widget once
    for name in WIDGETS:
        widget = page.locator(f".cell_output .{name}").first
        widget.scroll_into_view_if_needed(timeout=20_000)
        expect(widget).to_be_visible(timeout=20_000)
    # What the cells set up before saving is what the page shows.
    ladder = page.locator(".cell_output .hm-bidding-ladder").first
    expect(ladder.get_by_role("button", name="1♥", exact=True)).to_be_disabled()
    expect(ladder.get_by_role("button", name="2♥", exact=True)).to_be_enabled()
    expect(page.locator(".cell_output .hm-scoring-walkthrough").first).to_contain_text("down 1")
    expect(page.locator(".cell_output .hm-rubber-explorer").first).to_contain_text("Anna")
    # A card and a player's view draw themselves as pictures (a card's face: an image of its SVG).
    face = page.locator(".cell_output img.hm-card-face").first
    expect(face).to_be_visible()
    assert face.evaluate("image => image.complete && image.naturalWidth > 0"), "a card's image did not load"
    expect(page.locator(".cell_output .hm-view").first).to_be_visible()
    page.screenshot(path=str(SCREENSHOTS / "honeymoon-book-widgets.png"), full_page=True)
    assert not errors, f"JavaScript errors on the page: {errors}"
    assert not requests.remote(), f"requests left this machine: {requests.remote()}"
