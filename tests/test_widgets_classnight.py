"""Tests for a class night's pages (honeymoon_widgets.classnight), with no browser: students'
launchers and the teacher's results page on one table store (a SQLite file of the test's own),
clicked as their pages would be; the results page is refreshed as its thread would refresh it."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from html import escape
from pathlib import Path

import ipywidgets as w
import pytest
from protocol_model import assert_not_named
from test_widgets_friend import click_first

from honeymoon import DECK, sessions, tables
from honeymoon.duplicate import SessionResults, results_to_csv, results_to_pbn
from honeymoon.errors import ConfigError, TableError
from honeymoon_widgets.classnight import ClassNight, SessionLauncher, SessionTable
from honeymoon_widgets.friend import FriendTable

_CODE = re.compile(r"\b[2-9TJQKA][SHDC]\b")


@pytest.fixture
def store(tmp_path: Path) -> Iterator[tables.TableStore]:
    with tables.open_store(f"sqlite:///{tmp_path}/tables.sqlite3") as opened:
        yield opened


def student(store: tables.TableStore, code: str, name: str) -> SessionLauncher:
    page = SessionLauncher(store, poll_every=None)
    page.session_box.value, page.name_box.value = code, name
    page.join_button.click()
    return page


def sent_state(widget: w.Widget) -> str:
    """Every value the kernel sends the page for ``widget`` and the widgets inside it."""
    states = [json.dumps(widget.get_state(), ensure_ascii=False)]
    states += [sent_state(child) for child in getattr(widget, "children", ())]
    return "\n".join(states)


def assert_only_own_cards_sent(table: FriendTable) -> None:
    """No card the seat's view (as the store gives it) does not show is named in what its page is sent."""
    known = set(_CODE.findall(json.dumps(table.store.view(table.invite_code, table._token).to_dict())))
    assert_not_named(sent_state(table), (card for card in DECK if card.code not in known))


def finish(*tables_: FriendTable) -> None:
    """Click for whichever seat is to act, polling the others, until the board is over; every
    seventh click, the page is checked for a hidden card (each check reads the whole page)."""
    for click in range(200):
        if tables_[0].game.is_over:
            return
        mover = next(table for table in tables_ if table._learner_to_act)
        click_first(mover)
        assert "hm-refused" not in mover.feedback.value
        if click % 7 == 3:
            assert_only_own_cards_sent(mover)
        for table in tables_:
            if table is not mover:
                table.poll()
    raise AssertionError("the board did not end in 200 clicks")


Night = tuple[str, ClassNight, list[SessionLauncher]]


@pytest.fixture
def night(store: tables.TableStore) -> Night:
    """Two boards of plain: Anna and Bob each play both against the computer, by clicking;
    Carl and Dora play board 1 as two people."""
    teacher = ClassNight(store, poll_every=None)
    teacher.name_box.value, teacher.boards.value, teacher.seed.value = "Tuesday", 2, "7"
    teacher.open_button.click()
    assert teacher.session is not None
    code = teacher.session
    pages = []
    for name in ("Anna", "Bob"):
        page = student(store, code, name)
        assert list(page.board.options) == [1, 2]
        for board in (1, 2):
            assert page.board.value == board  # the next board is offered
            page.level.value = "random"
            page.computer_button.click()
            assert isinstance(page.table, SessionTable)
            assert page.table.game.name == "plain" and page.table.seat == 0
            finish(page.table)
        assert list(page.board.options) == [] and "every board" in page.message.value
        pages.append(page)
    carl, dora = student(store, code, "Carl"), student(store, code, "Dora")
    carl.friend_box.value = "Dora"
    carl.friend_button.click()
    assert carl.table is not None and carl.table.invite_code in carl.table.status.value
    dora.table_code.value = carl.table.invite_code
    dora.table_button.click()
    assert dora.table is not None and dora.table.seat == 1
    finish(carl.table, dora.table)
    assert list(carl.board.options) == [2]
    return code, teacher, [*pages, carl, dora]


def test_the_results_page_shows_what_the_store_computes_and_exports_it(
        tmp_path: Path, store: tables.TableStore, night: Night) -> None:
    code, teacher, _ = night
    assert teacher.refresh()  # the tables finished since the session opened
    assert not teacher.refresh()  # drawn once
    results = sessions.results(store, code)
    assert teacher.results == results
    assert [len(board.tables) for board in results.boards] == [3, 2]
    page = teacher.results_html.value
    for board in results.boards:
        said = {"None": "nobody", "NS": "North-South", "EW": "East-West", "All": "both"}[board.vulnerable]
        assert f"Board {board.number}, {said} vulnerable: par {escape(str(board.par))}" in page
        for table in board.tables:
            ns, ew = table.field.for_side(0), table.field.for_side(1)
            contract = "passed out" if table.contract is None else str(table.contract)
            line = (f"<td>{table.table}</td><td>{escape(table.names(0))}</td>"
                    f"<td>{escape(table.names(1))}</td><td>{escape(contract)}</td>")
            assert line in page
            assert (f"<td>{table.points:+d}</td><td>{ns.matchpoints}/{ew.matchpoints} of {ns.top}</td>"
                    f"<td>{ns.percentage:g}% / {ew.percentage:g}%</td>"
                    f"<td>{ns.imps:+d} / {ew.imps:+d}</td>") in page
    names = {standing.name for standing in results.standings}
    assert names == {"Anna", "Bob", "Carl", "Dora"}
    for standing in results.standings:
        assert (f"<td>{standing.rank}</td><td>{standing.name}</td><td>{standing.boards}</td>"
                f"<td>{standing.matchpoints} of {standing.top}</td><td>{standing.percentage:g}%</td>") in page
    assert code in teacher.message.value
    # The exports are the library's, shown and saved.
    assert teacher.pbn_text.value == results_to_pbn(results)
    assert teacher.csv_text.value == results_to_csv(results)
    pbn, csv = teacher.save_files(tmp_path)
    assert pbn.read_text(encoding="utf-8") == results_to_pbn(results)
    assert csv.read_text(encoding="utf-8") == results_to_csv(results)


def test_the_results_page_follows_a_new_result(
        store: tables.TableStore, night: Night) -> None:
    code, teacher, pages = night
    teacher.refresh()
    before = teacher.results
    carl = pages[2]
    carl.computer_button.click()  # board 2, against the computer
    assert carl.table is not None
    assert teacher.refresh()  # a table playing is counted
    assert teacher.results is not None and teacher.results.boards[1].playing == 1
    finish(carl.table)
    assert teacher.refresh()
    assert teacher.results == sessions.results(store, code) != before
    assert isinstance(teacher.results, SessionResults) and len(teacher.results.boards[1].tables) == 3
    assert teacher.results_html.value.count("<tr class='hm-field-line'>") == 6


def test_refusals_in_words(store: tables.TableStore) -> None:
    code = sessions.open_session(store, "Tuesday", "plain", boards=2, seed=7)
    page = SessionLauncher(store, poll_every=None)
    with pytest.raises(TableError, match="there is no session 0000-0000-0000: check its code"):
        page.join("0000-0000-0000", "Anna")
    assert "there is no session" in page.message.value and page.session is None
    page.name_box.value = "Anna\nBob"
    page.session_box.value = code
    page.join_button.click()
    assert "your name: the name" in page.message.value and page.session is None
    with pytest.raises(TableError, match="join a session first"):
        page.play_computer(1)
    assert page.join(code, "Anna") == [1, 2]
    page.play_computer(1, level="random")
    with pytest.raises(TableError, match=r"Anna has played board 1 of session .* already"):
        page.play_computer(1)
    with pytest.raises(TableError, match="Anna has played board 1"):
        page.play_friend("Bob", 1)
    assert "each player plays a board once" in page.message.value
    assert student(store, code, "Anna").board.options == (2,)  # the page offers only the board left
    with pytest.raises(ConfigError, match="different names"):
        page.play_friend("Anna", 2)


def test_the_teacher_s_bad_boards_are_refused_in_words(store: tables.TableStore) -> None:
    teacher = ClassNight(store, poll_every=None)
    assert "three-handed" not in teacher.form.options and "plain" in dict(teacher.form.options).values()
    with pytest.raises(ConfigError, match="no such sides"):
        teacher.open_session("Tuesday", "three-handed", boards=2)
    assert "no such sides" in teacher.message.value and teacher.session is None
    teacher.seed.value = "twelve"
    teacher.open_button.click()
    assert "the seed is a whole number" in teacher.message.value
    teacher.seed.value, teacher.pbn_box.value = "", "[Event \"x\"]\n"
    teacher.open_button.click()
    assert "hm-refused" in teacher.message.value and teacher.session is None
    with pytest.raises(TableError, match="open a session first"):
        teacher.save_files()
    teacher.close()
    assert teacher._stop.is_set()


# --- the seat kept by the page --------------------------------------------------------------------
def reloaded(store: tables.TableStore, page: SessionLauncher) -> SessionLauncher:
    """The page opened again: a new kernel's launcher, handed what the browser kept of ``page``'s
    seat as the page script hands it (tests/browser/test_friends.py drives the script itself)."""
    again = SessionLauncher(store, poll_every=None)
    again.seat_finder.value = json.dumps({"seat": json.loads(page.seat_keeper.value), "join": None,
                                          "page": "http://h:8866/"})
    return again


def test_a_reload_takes_the_same_board_and_seat(store: tables.TableStore) -> None:
    code = sessions.open_session(store, "Tuesday", "plain", boards=3, seed=7)
    anna = student(store, code, "Anna")
    assert json.loads(anna.seat_keeper.value) == {"session": code, "name": "Anna"}
    anna.board.value, anna.level.value = 2, "random"
    anna.computer_button.click()
    assert anna.table is not None
    click_first(anna.table)  # a call or a card: the computer answers until Anna's turn
    table, before = anna.table.invite_code, store.game(anna.table.invite_code).to_json()
    kept = json.loads(anna.seat_keeper.value)
    assert (kept["session"], kept["name"], kept["table"]) == (code, "Anna", table)
    again = reloaded(store, anna)
    assert (again.session, again.name, again.session_box.value) == (code, "Anna", code)
    assert again.table is not None and again.table.invite_code == table and again.table.seat == 0
    assert store.game(table).to_json() == before and again.table._learner_to_act
    assert list(again.board.options) == [1, 3]  # board 2 is being played, here
    finish(again.table)  # this page plays the computer's seats now (their tokens renewed)
    assert store.game(table).is_over and list(again.board.options) == [1, 3]
    # A friend's table of the session: the second player's seat comes back too.
    bob, carl = student(store, code, "Bob"), student(store, code, "Carl")
    bob.play_friend("Carl", 1)
    assert bob.table is not None
    carl.join_table(bob.table.invite_code)
    carl_again = reloaded(store, carl)
    assert carl_again.table is not None and carl_again.table.seat == 1
    assert carl_again.table.invite_code == bob.table.invite_code
    finish(bob.table, carl_again.table)
    assert [t.players for t in sessions.results(store, code).boards[0].tables] == [("Bob", "Carl")]


def test_a_kept_seat_that_is_not_one_is_refused_in_words(store: tables.TableStore) -> None:
    code = sessions.open_session(store, "Tuesday", "plain", boards=1, seed=7)
    anna = student(store, code, "Anna")
    anna.play_computer(1, level="random")
    kept = json.loads(anna.seat_keeper.value)
    page = SessionLauncher(store, poll_every=None)
    page.seat_finder.value = json.dumps({"seat": {**kept, "token": "guessed"}, "join": None})
    assert page.session == code and page.table is None and "holds no seat" in page.message.value
    for said in ("not json", json.dumps(["a list"]), json.dumps({"seat": {"session": 7, "name": "Anna"}})):
        other = SessionLauncher(store, poll_every=None)
        other.seat_finder.value = said
        assert other.session is None and other.table is None and other.message.value == ""
