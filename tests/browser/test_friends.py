"""Play a friend, two screens (issue 22): two Chromium pages, each in a browser context of its own
(its own storage, as two people's browsers), play a whole deal of plain Honeymoon Bridge against
each other through the play app (``make play``, started as test_voila.py starts it); one reloads
in the middle of the deal and goes on at its seat; a third page can neither join the full table
nor act for a seat with a token it made up. That third person then joins a class night's session,
sits at a board against the computer and reloads: the page takes the same seat again.

The server's tables are kept in a data folder of the test's own (``HONEYMOON_DATA``), which the
test reads to know who is on turn (friend_support.Match).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from browser_support import SCREENSHOTS, PlayServer
from friend_support import PAGE_WAIT, Match, friend_launcher, friend_table, join, open_table

from honeymoon import sessions, tables

if TYPE_CHECKING:
    from playwright.sync_api import Browser

pytestmark = pytest.mark.browser

# Five pages come (two players, a reload, a third person and its reload): two pre-started kernels,
# replaced at once.
POOL = ("--VoilaConfiguration.default_pool_size=2", "--VoilaKernelManager.fill_delay=0")


@pytest.fixture(scope="module")
def data(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("data")


@pytest.fixture(scope="module")
def voila(tmp_path_factory: pytest.TempPathFactory, data: Path) -> Iterator[PlayServer]:
    pytest.importorskip("voila", reason="Voila is absent: install the course extra")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv(tables.DATA_SETTING, str(data))
        patch.delenv(tables.URL_SETTING, raising=False)
        with PlayServer(tmp_path_factory.mktemp("voila"), *POOL) as server:
            yield server


def test_two_pages_play_a_deal_one_reloads_and_a_third_is_kept_out(voila: PlayServer, data: Path,
                                                                    browser: Browser) -> None:
    from playwright.sync_api import expect

    contexts = [browser.new_context(viewport={"width": 1280, "height": 900}) for _ in range(3)]
    try:
        host, guest, third = (context.new_page() for context in contexts)
        code, link = open_table(host, voila.url)
        assert link == f"{voila.url}#join={code}"
        join(guest, link)
        expect(friend_launcher(guest)).to_contain_text(f"You are at table {code}, as player 1")
        assert guest.url == voila.url  # the page read the link's code once, and dropped it
        with tables.open_store(f"sqlite:///{data}/tables.sqlite3") as store:
            match = Match(store, code, [host, guest])
            match.play(until=lambda match: match.actions == 8)  # the auction and a few tricks' cards
            assert not store.info(code).over
            before = friend_table(guest).locator(".hm-card-button").count()
            guest.reload()  # a new kernel: the page hands it the seat the browser kept
            expect(friend_launcher(guest)).to_contain_text(f"You are at table {code}, as player 1",
                                                           timeout=PAGE_WAIT)
            expect(friend_table(guest).locator(".hm-card-button")).to_have_count(before)
            # A third person: the invite link of a full table, then a seat's token made up.
            third.goto(link, timeout=PAGE_WAIT)
            expect(friend_launcher(third)).to_contain_text(f"table {code} is full: its 2 seats are taken",
                                                           timeout=PAGE_WAIT)
            seat = json.dumps({"table": code, "token": "made-up"})
            third.evaluate(f"localStorage.setItem('honeymoon-friend-seat', {json.dumps(seat)})")
            third.reload()
            expect(friend_launcher(third)).to_contain_text(f"this token holds no seat at table {code}",
                                                           timeout=PAGE_WAIT)
            expect(friend_table(third)).to_have_count(0)
            # A class night's page keeps its seat too (under a key of its own).
            night = sessions.open_session(store, "Tuesday", "plain", boards=1, seed=7)
            student = third.locator(".hm-session-launcher")
            student.locator(".hm-session-code input").fill(night)
            student.locator(".hm-session-name input").fill("Eve")
            student.get_by_role("button", name="Join the session").click()
            student.get_by_role("button", name="Play against the computer").click()
            expect(student.locator(".hm-friend-table")).to_be_visible(timeout=PAGE_WAIT)
            [seated] = [t for t in store.open_tables() if t.id != code]
            third.reload()
            expect(third.locator(".hm-session-launcher")).to_contain_text(
                f"You are at table {seated.id}, as Eve", timeout=PAGE_WAIT)
            match.play()
            assert store.game(code).is_over and match.actions > 26
        for page in (host, guest):
            expect(friend_table(page).locator(".hm-play-status")).to_contain_text("The match is over")
        host.screenshot(path=str(SCREENSHOTS / "honeymoon-voila-friend.png"))
    finally:
        for context in contexts:
            context.close()
