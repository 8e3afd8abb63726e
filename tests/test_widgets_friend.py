"""Tests for "Play a friend" (honeymoon_widgets.friend), with no browser: two launchers on one
table store (a SQLite file of the test's own), each clicked as its page would be, each polled
as its thread would poll."""

from __future__ import annotations

import json
import re
import time
from collections.abc import Iterator
from pathlib import Path

import ipywidgets as w
import pytest

from honeymoon import DECK, IllegalActionError, tables
from honeymoon.errors import NotYourTurnError, TableError
from honeymoon_widgets.friend import FriendLauncher, FriendTable

_CODE = re.compile(r"\b[2-9TJQKA][SHDC]\b")


@pytest.fixture
def store(tmp_path: Path) -> Iterator[tables.TableStore]:
    with tables.open_store(f"sqlite:///{tmp_path}/tables.sqlite3") as opened:
        yield opened


def launcher(store: tables.TableStore) -> FriendLauncher:
    return FriendLauncher(store, poll_every=None)


def seated(store: tables.TableStore) -> tuple[FriendTable, FriendTable]:
    anna = launcher(store).open_table("plain", seed=3, match="deal")
    bob = launcher(store).join(anna.invite_code)
    return anna, bob


def sent_state(widget: w.Widget) -> str:
    """Every value the kernel sends the page for ``widget`` and the widgets inside it."""
    states = [widget.get_state()]
    for child in getattr(widget, "children", ()):
        states.append(sent_state(child))
    return json.dumps(states, ensure_ascii=False)


def assert_only_own_cards_sent(page: FriendLauncher) -> None:
    """No card the seat's view (as the store gives it) does not hold is named in what its page
    is sent: not its name (``queen of hearts``), its text (``♥Q``) or its code (``QH``)."""
    table = page.table
    assert table is not None
    known = set(_CODE.findall(json.dumps(table.store.view(table.invite_code, table._token).to_dict())))
    sent = sent_state(page)
    codes = set(_CODE.findall(sent))
    for card in DECK:
        if card.code not in known:
            assert card.code not in codes, f"{card} code shown"
            assert f"{card.rank.name.lower()} of {card.suit.name.lower()}" not in sent, f"{card} named"
            assert str(card) not in sent, f"{card} shown"


def click_first(table: FriendTable) -> None:
    """Click the seat's first enabled button (a decision, a call or a card); once a bid is made,
    Pass (a short auction; a table drawn first in the play has no call buttons)."""
    buttons = [*table.buttons.values(), *table.call_buttons.values(), *table.card_buttons.values()]
    if table.game.view(table.seat).auction and "Pass" in table.call_buttons:
        buttons.insert(0, table.call_buttons["Pass"])
    next(button for button in buttons if not button.disabled).click()


# --- two screens, one table -----------------------------------------------------------------------
def test_two_pages_play_a_whole_deal_by_clicking(store: tables.TableStore) -> None:
    pages = [launcher(store), launcher(store)]
    anna = pages[0].open_table("plain", seed=3, match="deal")
    bob = pages[1].join(anna.invite_code)
    assert (anna.seat, bob.seat) == (0, 1)
    clicks = 0
    while not store.game(anna.invite_code).is_over:
        mover = next(table for table in (anna, bob) if table._learner_to_act)
        other = bob if mover is anna else anna
        click_first(mover)
        assert "hm-refused" not in mover.feedback.value
        assert other.poll()  # the other page sees the move at its next poll …
        assert not other.poll()  # … once
        for page in pages:
            assert_only_own_cards_sent(page)
        clicks += 1
        assert clicks < 100
    game = store.game(anna.invite_code)
    assert anna.game.to_json() == bob.game.to_json() == game.to_json()
    for table, friend in ((anna, "Player 1"), (bob, "Player 0")):
        assert "The match is over" in table.status.value
        assert "could make" in table.review_box.value and f"{friend}'s cards" in table.review_box.value
        assert "computer" not in table.review_box.value  # the other seat is a person


def test_the_other_page_is_drawn_anew_only_after_a_poll(store: tables.TableStore) -> None:
    anna, bob = seated(store)
    assert anna.poll()  # Bob joined
    assert "Waiting for player 1" in anna.status.value and "Your call" in bob.status.value
    picture = anna.table.value
    bob.act("1NT")
    assert anna.table.value == picture and "Waiting for player 1" in anna.status.value
    assert anna.poll()
    assert "Your call" in anna.status.value and "player 1: 1NT" in anna.feedback.value
    assert anna.table.value != picture


def test_the_host_is_told_to_wait_for_the_friend_until_they_join(store: tables.TableStore) -> None:
    page = launcher(store)
    anna = page.open_table("plain", seed=3, match="deal")
    assert "Waiting for your friend to join. Give them the invite code" in anna.status.value
    assert f"You are at table {anna.invite_code}, as player 0" in page.message.value
    launcher(store).join(anna.invite_code.lower().replace("-", " "))  # a code as a person types it
    assert anna.poll()
    assert "Waiting for your friend" not in anna.status.value and "Waiting for player 1" in anna.status.value


def test_an_action_out_of_turn_is_refused_in_words_and_changes_nothing(store: tables.TableStore) -> None:
    anna, bob = seated(store)
    saved = store.game(anna.invite_code).to_json()
    with pytest.raises(NotYourTurnError, match="player 1's turn, not yours"):
        anna.act("1NT")
    assert "hm-refused" in anna.feedback.value and store.game(anna.invite_code).to_json() == saved
    bob.act("1NT")
    assert anna.poll()
    saved = store.game(anna.invite_code).to_json()
    with pytest.raises(IllegalActionError, match="not enough"):
        anna.act("1C")
    assert "not enough" in anna.feedback.value and store.game(anna.invite_code).to_json() == saved


def test_undo_save_and_resume_are_refused_and_hidden(store: tables.TableStore) -> None:
    anna, _ = seated(store)
    for call in (anna.undo, anna.save, lambda: anna.resume("{}")):
        with pytest.raises(IllegalActionError):
            call()
    for widget in (anna.undo_button, anna.save_button, anna.resume_button, anna.save_text):
        assert widget.layout.display == "none"
    assert anna.save_text.value == ""


# --- the seat kept by the page --------------------------------------------------------------------
def test_a_page_opened_again_takes_the_same_seat(store: tables.TableStore) -> None:
    host = launcher(store)
    anna = host.open_table("plain", seed=3, match="deal")
    guest = launcher(store)
    guest.seat_finder.value = json.dumps({"seat": None, "join": anna.invite_code, "page": "http://h:8866/"})
    assert guest.table is not None
    guest.table.act("1NT")
    kept = guest.seat_keeper.value
    assert json.loads(kept)["table"] == anna.invite_code
    # The reload: a new kernel, a new launcher; the page hands back what it kept (the link's
    # fragment too, when the page script did not clear it).
    again = launcher(store)
    again.seat_finder.value = json.dumps({"seat": json.loads(kept), "join": anna.invite_code,
                                          "page": "http://h:8866/"})
    assert again.table is not None and again.table.seat == 1
    assert again.table.table.value == guest.table.table.value
    assert again.table._learner_to_act is False and anna.poll() and anna._learner_to_act
    anna.act("Pass")  # 1NT by player 1: player 0 leads
    assert again.table.poll()
    assert again.table.game.to_json() == store.game(anna.invite_code).to_json()


def test_the_invite_link_starts_with_the_page_s_address(store: tables.TableStore) -> None:
    page = launcher(store)
    page.page_opened(json.dumps({"seat": None, "join": None, "page": "http://192.168.1.5:8866/"}))
    table = page.open_table("plain")
    assert f"href='http://192.168.1.5:8866/#join={table.invite_code}'" in table.status.value
    other = launcher(store)
    other.page_opened(json.dumps({"seat": None, "join": None, "page": "javascript:alert(1)"}))
    assert "javascript" not in other.open_table("plain").static_html()


def test_a_wrong_or_used_code_is_refused_in_words(store: tables.TableStore) -> None:
    anna, _ = seated(store)
    third = launcher(store)
    with pytest.raises(TableError, match="is full: its 2 seats are taken"):
        third.join(anna.invite_code)
    assert "is full" in third.message.value and third.table is None
    with pytest.raises(TableError, match="there is no table 0000-0000-0000: check the invite code"):
        third.join("0000-0000-0000")
    with pytest.raises(TableError, match="is not a table's invite code"):
        third.join("hello")
    third.join_button.click()  # an empty code box: refused on the page, not raised
    assert "is not a table&#x27;s invite code" in third.message.value


def test_a_seat_is_taken_only_with_its_token(store: tables.TableStore) -> None:
    anna, _ = seated(store)
    with pytest.raises(TableError, match="holds no seat"):
        FriendTable(store, anna.invite_code, "a guessed token", poll_every=None)
    page = launcher(store)
    kept = {"table": anna.invite_code, "token": "guessed"}
    page.seat_finder.value = json.dumps({"seat": kept, "join": None})
    assert page.table is None and "holds no seat" in page.message.value


def test_the_thread_polls_until_the_table_is_closed(store: tables.TableStore) -> None:
    anna = launcher(store).open_table("plain", seed=3, match="deal")
    bob = FriendLauncher(store, poll_every=0.02).join(anna.invite_code)
    bob.act("1NT")
    assert anna.poll()
    anna.act("Pass")
    deadline = time.monotonic() + 10
    while "player 0: Pass" not in bob.feedback.value and time.monotonic() < deadline:
        time.sleep(0.02)
    assert "player 0: Pass" in bob.feedback.value
    bob.close()
    assert bob._stop.is_set()
