"""Two people playing each other through the play app's "Play a friend" (widgets/friend.py), each
in a Chromium page of their own: what tests/browser/test_friends.py and bench/friends.py share.

The pages are driven as people drive them: the host presses **Open a table**, the guest opens
the invite link, and each clicks a legal call or card when their page says it is their turn.
The test reads the table in the server's store only to know who is on turn and when an action
landed (the pages are not asked to tell, so that a page never needs to show more than its seat).
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from honeymoon import tables

if TYPE_CHECKING:
    from playwright.sync_api import Locator, Page

#: How long a page may take to show what a test waits for, in ms (the first page starts a kernel).
PAGE_WAIT = 120_000
STEP_WAIT = 30_000


def friend_launcher(page: Page) -> Locator:
    return page.locator(".hm-friend-launcher")


def friend_table(page: Page) -> Locator:
    return page.locator(".hm-friend-table")


def open_table(page: Page, url: str) -> tuple[str, str]:
    """Open the app at ``url`` and a table of plain Honeymoon Bridge for one deal: its invite
    code and link, as the page shows them."""
    from playwright.sync_api import expect

    page.goto(url, timeout=PAGE_WAIT)
    launcher = friend_launcher(page)
    expect(launcher).to_be_visible(timeout=PAGE_WAIT)
    launcher.get_by_role("button", name="Open a table", exact=True).click()
    expect(friend_table(page)).to_be_visible(timeout=STEP_WAIT)
    code = launcher.locator(".hm-friend-invite-code").inner_text()
    link = launcher.locator("a.hm-friend-link").get_attribute("href")
    assert link is not None
    return code, link


def join(page: Page, link: str) -> None:
    """Open the invite link: the page joins the table by itself."""
    from playwright.sync_api import expect

    page.goto(link, timeout=PAGE_WAIT)
    expect(friend_table(page)).to_be_visible(timeout=PAGE_WAIT)


def is_my_turn(page: Page) -> bool:
    return friend_table(page).locator(".hm-play-status").inner_text().startswith("Your")


@dataclass
class Match:
    """A deal played by two pages (player 0's first) at table ``code`` of ``store``: each seat
    acts when the store says it is on turn and its page says so too. ``latencies`` are the
    seconds from a click to the other page showing its turn, when the turn passed to it (the
    kernel's action, the other kernel's poll, its drawing); ``own`` from a click to the clicked
    button gone from its page (the kernel's action and its drawing, no poll)."""

    store: tables.TableStore
    code: str
    pages: list[Page]
    latencies: list[float] = field(default_factory=list)
    own: list[float] = field(default_factory=list)
    actions: int = 0

    def play(self, until: Callable[[Match], bool] = lambda match: False) -> None:
        """Act, seat after seat, until the deal is over or ``until(self)`` (checked before each
        action)."""
        while not self.store.info(self.code).over and not until(self):
            self.step()

    def step(self) -> None:
        from playwright.sync_api import expect

        info = self.store.info(self.code)
        assert info.turn is not None
        page = self.pages[info.turn]
        status = friend_table(page).locator(".hm-play-status")
        expect(status).to_have_text(re.compile(r"^Your"), timeout=STEP_WAIT)
        button = self._choose(page).element_handle(timeout=STEP_WAIT)
        button.click()
        clicked = time.perf_counter()
        deadline = time.monotonic() + STEP_WAIT / 1000
        while (after := self.store.info(self.code)).version == info.version:
            assert time.monotonic() < deadline, f"the click of player {info.turn} reached no table"
            time.sleep(0.01)
        self.actions += 1
        # The page took the action in: the button is gone (a card played) or hidden (the ladder).
        button.wait_for_element_state("hidden", timeout=STEP_WAIT)
        self.own.append(time.perf_counter() - clicked)
        if after.turn is not None and after.turn != info.turn:
            other = friend_table(self.pages[after.turn]).locator(".hm-play-status")
            expect(other).to_have_text(re.compile(r"^Your"), timeout=STEP_WAIT)
            self.latencies.append(time.perf_counter() - clicked)

    def _choose(self, page: Page) -> Locator:
        """The lowest legal bid for the first call of the deal, Pass after it, then the first
        legal card."""
        table = friend_table(page)
        if table.locator(".hm-play-status").inner_text().startswith("Your call"):
            if self.actions:
                return table.get_by_role("button", name="Pass", exact=True)
            return table.locator(".widget-gridbox .hm-call-button:not([disabled])").first
        return table.locator(".hm-card-button:not([disabled])").first
