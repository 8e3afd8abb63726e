"""The table store (honeymoon.tables) on SQLite and on a real PostgreSQL started for these tests:
whole deals played through it, actions sent at the same moment, a restart mid-deal, a damaged
row, tokens kept secret, and the refusals a player or a teacher meets."""

from __future__ import annotations

import contextlib
import csv
import io
import itertools
import json
import logging
import random
import sqlite3
import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from postgres_support import INSTALL_HINT, postgres_programs, running_postgres, schema_url

import honeymoon
from honeymoon import tables
from honeymoon.analysis import dd_table
from honeymoon.duplicate import results_to_csv, score_field
from honeymoon.errors import (
    ConfigError,
    IllegalActionError,
    MissingExtraError,
    NotYourTurnError,
    StoreError,
    TableError,
)
from honeymoon.game import Action
from honeymoon.par import par
from honeymoon.pbn import read_pbn, results_to_pbn, to_game
from honeymoon.scoring import score_deal

_schemas = itertools.count()


@pytest.fixture(scope="session")
def postgres() -> Iterator[str]:
    """A PostgreSQL server for the session; missing, the tests fail and say how to install it."""
    if postgres_programs() is None:
        pytest.fail(INSTALL_HINT)
    with running_postgres() as url:
        yield url


@pytest.fixture
def sqlite_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'tables.sqlite3'}"


@pytest.fixture
def postgresql_url(postgres: str) -> str:
    """A store of this test's own: its tables in a schema no other test uses."""
    return schema_url(postgres, f"test_{next(_schemas)}")


@pytest.fixture(params=["sqlite", "postgresql"])
def url(request: pytest.FixtureRequest) -> str:
    return str(request.getfixturevalue(f"{request.param}_url"))


@pytest.fixture
def store(url: str) -> Iterator[tables.TableStore]:
    with tables.open_store(url) as opened:
        yield opened


def on_turn(store: tables.TableStore, table: str, tokens: list[str]) -> tuple[str, list[Action]]:
    """The token of the seat on turn and its actions; the other seats must have none."""
    legal = [store.legal_actions(table, token) for token in tokens]
    assert sum(bool(actions) for actions in legal) == 1
    index = next(i for i, actions in enumerate(legal) if actions)
    return tokens[index], legal[index]


def play(store: tables.TableStore, table: str, tokens: list[str], rng: random.Random,
         moves: int | None = None) -> None:
    """Random legal actions by whoever is on turn, ``moves`` of them or to the end of the match."""
    for _ in itertools.count() if moves is None else range(moves):
        if store.game(table).is_over:
            return
        token, legal = on_turn(store, table, tokens)
        store.act(table, token, rng.choice(legal))


def replayed(store: tables.TableStore, table: str, form: str, seed: int, **options: str) -> honeymoon.Game:
    """The table's actions applied to a new game, outside the store."""
    game = honeymoon.new_game(form, seed=seed, **options)
    for _, action in store.game(table).history:
        game.apply(action)
    return game


def test_a_whole_deal_through_the_store(store: tables.TableStore) -> None:
    table, anna = store.create("plain", seed=11, match="deal")
    bob = store.join(table)
    assert (store.seat(table, anna), store.seat(table, bob)) == (0, 1)
    rng = random.Random(5)
    local = honeymoon.new_game("plain", seed=11, match="deal")
    while not local.is_over:
        token, legal = on_turn(store, table, [anna, bob])
        player = store.seat(table, token)
        assert player == local.current_player and legal == local.legal_actions()
        assert store.view(table, token) == local.view(player)
        action = rng.choice(legal)
        store.act(table, token, action)
        local.apply(action)
    assert store.game(table).to_json() == local.to_json()
    assert store.version(table) == 2 + len(local.history)
    assert store.legal_actions(table, anna) == store.legal_actions(table, bob) == []


def test_the_same_table_on_sqlite_and_postgresql_gives_the_same_game(sqlite_url: str,
                                                                     postgresql_url: str) -> None:
    saves = []
    for url in (sqlite_url, postgresql_url):
        with tables.open_store(url) as store:
            table, anna = store.create("draw", seed=29, match="deal")
            bob = store.join(table)
            play(store, table, [anna, bob], random.Random(8))
            saves.append(store.game(table).to_json())
    assert saves[0] == saves[1]
    assert honeymoon.load_game(saves[0]).is_over


def test_a_seats_text_is_read_in_its_language(store: tables.TableStore) -> None:
    table, _ = store.create("plain", seed=3, match="deal")
    bob = store.join(table)
    store.act(table, bob, "2C", lang="fr")  # deux cœurs
    assert str(store.game(table).history[-1][1]) == "2♥"


def test_actions_sent_at_the_same_moment_one_wins_the_rules_refuse_the_others(url: str) -> None:
    """Six pages of the player on turn (each a server of its own) bid at once, three turns running:
    one bid wins each time; the others then meet the opponent's turn and are refused."""
    with tables.open_store(url) as store:
        table, anna = store.create("plain", seed=4, match="deal")
        bob = store.join(table)
    servers = [tables.open_store(url) for _ in range(6)]
    try:
        for _ in range(3):
            token, legal = on_turn(servers[0], table, [anna, bob])
            bids = [a for a in legal if isinstance(a, honeymoon.Bid)][:6]
            version = servers[0].version(table)
            outcomes: list[Exception | None] = [None] * 6
            start = threading.Barrier(6)

            def send(i: int, token: str = token, bids: list[honeymoon.Bid] = bids,
                     outcomes: list[Exception | None] = outcomes, start: threading.Barrier = start) -> None:
                start.wait()
                try:
                    servers[i].act(table, token, bids[i])
                except Exception as refusal:  # kept for the assertions below
                    outcomes[i] = refusal

            threads = [threading.Thread(target=send, args=(i,)) for i in range(6)]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            refused = [error for error in outcomes if error is not None]
            assert len(refused) == 5
            assert all(isinstance(error, NotYourTurnError) for error in refused), refused
            assert all("'s turn, not yours" in str(error) for error in refused)
            assert servers[0].version(table) == version + 1
            winner = next(bid for bid, error in zip(bids, outcomes, strict=True) if error is None)
            assert servers[0].game(table).history[-1][1] == winner
    finally:
        for server in servers:
            server.close()


def test_a_restart_in_the_middle_of_a_deal_loses_nothing(url: str) -> None:
    rng = random.Random(3)
    with tables.open_store(url) as store:
        table, anna = store.create("plain", seed=7, match="deal")
        bob = store.join(table)
        play(store, table, [anna, bob], rng, moves=12)
        before = store.game(table).to_json()
    with tables.open_store(url) as store:
        assert store.game(table).to_json() == before
        play(store, table, [anna, bob], rng)
        assert store.game(table).to_json() == replayed(store, table, "plain", 7, match="deal").to_json()
        assert store.game(table).is_over


def corrupt(url: str, table: str) -> None:
    """Damage a table's save in the database, as a disk or a hand edit might."""
    sql = "UPDATE honeymoon_tables SET save = replace(save, '\"history\"', '\"hist\"') WHERE id = "
    if url.startswith("sqlite"):
        with sqlite3.connect(url.removeprefix("sqlite:///")) as connection:
            connection.execute(sql + "?", (table,))
    else:
        import psycopg

        with psycopg.connect(url, autocommit=True) as connection:
            connection.execute(sql + "%s", (table,))


@pytest.mark.parametrize("request_", ["act", "view", "game"])
def test_a_damaged_row_is_set_aside_with_a_message_and_the_store_goes_on(
        url: str, store: tables.TableStore, request_: str, caplog: pytest.LogCaptureFixture) -> None:
    damaged, anna = store.create("plain", seed=1, match="deal")
    other, carl = store.create("plain", seed=2, match="deal")
    corrupt(url, damaged)
    calls: dict[str, Callable[[], object]] = {"act": lambda: store.act(damaged, anna, "Pass"),
                                               "view": lambda: store.view(damaged, anna),
                                               "game": lambda: store.game(damaged)}
    with caplog.at_level(logging.WARNING, logger="honeymoon.tables"), \
            pytest.raises(TableError, match=f"table {damaged} was set aside: its saved game does not load"):
        calls[request_]()
    assert f"table {damaged} set aside" in caplog.text
    [aside] = store.set_aside()
    assert aside.id == damaged and "does not load" in aside.reason and '"hist"' in aside.save
    with pytest.raises(TableError, match="was set aside"):
        store.join(damaged)
    assert [info.id for info in store.open_tables()] == [other]
    dora = store.join(other)
    play(store, other, [carl, dora], random.Random(1), moves=5)
    assert len(store.game(other).history) == 5


def test_tokens_are_never_shown(url: str, store: tables.TableStore) -> None:
    table, anna = store.create("plain", seed=3, match="deal")
    bob = store.join(table)
    store.act(table, bob, "1S")
    shown = [repr(store), str(store.view(table, anna)), repr(store.view(table, bob)),
             json.dumps(store.view(table, anna).to_dict()), repr(store.changes(table, anna, 0)),
             repr(store.open_tables()), store.game(table).to_json()]
    for attempt in (lambda: store.act(table, bob, "2S"), lambda: store.act(table, anna + "x", "2S"),
                    lambda: store.view(table, anna[:-1]), lambda: store.join(table)):
        with pytest.raises(honeymoon.HoneymoonError) as error:
            attempt()
        shown.append(str(error.value))
    for token in (anna, bob):
        assert not any(token in text or token[:-1] in text for text in shown)
    if url.startswith("sqlite"):
        stored = Path(url.removeprefix("sqlite:///")).read_bytes()
        assert anna.encode() not in stored and bob.encode() not in stored


def test_a_third_player_is_refused_at_a_full_table(store: tables.TableStore) -> None:
    table, _ = store.create("plain", seed=5)
    store.join(table)
    version = store.version(table)
    with pytest.raises(TableError, match=f"table {table} is full: its 2 seats are taken"):
        store.join(table)
    assert store.version(table) == version
    three, _ = store.create("three-handed", seed=5)
    assert [store.seat(three, store.join(three)) for _ in range(2)] == [1, 2]


def test_a_seats_token_acts_for_that_seat_only(store: tables.TableStore) -> None:
    table, anna = store.create("plain", seed=3, match="deal")
    bob = store.join(table)
    other, carl = store.create("plain", seed=3, match="deal")
    before = store.game(table).to_json()
    with pytest.raises(NotYourTurnError, match="it is player 1's turn, not yours: wait for their move"):
        store.act(table, anna, "1NT")  # bob calls first
    for token in (carl, "made-up", anna.upper()):
        with pytest.raises(TableError, match=f"this token holds no seat at table {table}"):
            store.act(table, token, "1NT")
    assert store.game(table).to_json() == before and store.version(table) == 2
    store.act(table, bob, "1NT")
    with pytest.raises(IllegalActionError, match="1♠ is not enough: a bid must outrank the last bid, 1NT"):
        store.act(table, anna, "1S")
    assert store.version(table) == 3 and store.legal_actions(other, carl) == []


def test_invite_codes_are_read_as_people_write_them(store: tables.TableStore) -> None:
    table, anna = store.create("plain", seed=3)
    assert len(table) == 14 and table.count("-") == 2
    messy = f"  {table.replace('-', ' ').lower().replace('0', 'o').replace('1', 'l')} "
    assert store.seat(messy, anna) == 0
    for wrong in ("ABCD-EFGH-JKMN", "ABCD", 42, table + "7"):
        with pytest.raises(TableError, match=r"no table|not a table's invite code"):
            store.version(wrong)  # type: ignore[arg-type]


def test_changes_since_a_version(store: tables.TableStore) -> None:
    table, anna = store.create("plain", seed=3, match="deal")
    assert store.changes(table, anna, 1) is None
    bob = store.join(table)
    update = store.changes(table, anna, 1)
    assert update is not None and update.version == 2 and update.legal_actions == ()
    assert update.view == store.view(table, anna)
    store.act(table, bob, "1NT")
    update = store.changes(table, anna, 2)
    assert update is not None and update.version == 3
    assert list(update.legal_actions) == store.legal_actions(table, anna) != []
    assert store.changes(table, anna, 3) is None
    with pytest.raises(TableError, match="holds no seat"):
        store.changes(table, "made-up", 3)


def test_open_tables_are_listed_without_those_over(store: tables.TableStore) -> None:
    first, anna = store.create("plain", seed=3, match="deal")
    second, _ = store.create("three-handed", seed=3)
    infos = store.open_tables()
    assert [(i.id, i.form, i.players, i.seated, i.free_seats) for i in infos] == [
        (first, "plain", 2, 1, 1), (second, "three-handed", 3, 1, 2)]
    bob = store.join(first)
    play(store, first, [anna, bob], random.Random(2))
    assert [info.id for info in store.open_tables()] == [second]
    with pytest.raises(TableError, match="is over"):
        store.join(first)


def test_one_table_s_info_counts_its_seats_and_reads_a_typed_code(store: tables.TableStore) -> None:
    table, _ = store.create("plain", seed=3, match="deal")
    assert (store.info(table).seated, store.info(table).free_seats, store.info(table).version) == (1, 1, 1)
    store.join(table.lower().replace("-", " "))
    info = store.info(table.replace("0", "O"))
    assert (info.id, info.form, info.seated, info.free_seats, info.version, info.turn) == (
        table, "plain", 2, 0, 2, 1)
    with pytest.raises(TableError, match="there is no table 0000-0000-0000"):
        store.info("0000-0000-0000")
    assert tables.read_code(table.lower()) == table


@pytest.mark.parametrize(("bad", "message"), [
    ("mysql://localhost/bridge", "starts with sqlite:///"),
    (42, "is text, not 42"),
    ("sqlite:///", "a SQLite store is a file"),
    ("sqlite:///:memory:", "a SQLite store is a file"),
    ("postgresql://anna:s3cret@/nowhere?host=/nonexistent&connect_timeout=1", "failed: "),
])
def test_bad_urls_are_refused_with_the_reason(bad: object, message: str) -> None:
    with pytest.raises(StoreError, match=message) as error:
        tables.open_store(bad)  # type: ignore[arg-type]
    assert "s3cret" not in str(error.value)
    assert error.value.__cause__ is None  # the message says it all: no database's traceback behind it
    assert error.value.__context__ is None or error.value.__suppress_context__


def test_a_file_that_is_not_a_store_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "notes.sqlite3"
    path.write_text("my bridge notes, not a database " * 100)
    with pytest.raises(StoreError, match="failed: file is not a database"):
        tables.open_store(f"sqlite:///{path}")


def test_a_store_of_a_newer_library_is_refused(sqlite_url: str) -> None:
    tables.open_store(sqlite_url).close()
    with sqlite3.connect(sqlite_url.removeprefix("sqlite:///")) as connection:
        connection.execute("UPDATE honeymoon_schema SET version = 99")
    with pytest.raises(StoreError, match=r"written by a newer library \(schema version 99"):
        tables.open_store(sqlite_url)


def test_the_default_store_lives_in_the_data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(tables.URL_SETTING, raising=False)
    monkeypatch.setenv(tables.DATA_SETTING, str(tmp_path / "data"))
    with tables.open_store() as store:
        store.create("plain", seed=1)
    assert (tmp_path / "data" / "tables.sqlite3").is_file()
    monkeypatch.setenv(tables.URL_SETTING, f"sqlite:///{tmp_path / 'hub.sqlite3'}")
    with tables.open_store() as store:
        assert store.open_tables() == []
    monkeypatch.delenv(tables.DATA_SETTING)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert tables.data_folder() == tmp_path / "xdg" / "honeymoon"


def test_postgresql_without_its_driver_says_what_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "psycopg", None)
    with pytest.raises(MissingExtraError, match=r"install the hub extra"):
        tables.open_store("postgresql://localhost/bridge")


# --- class nights: sessions of boards, scored across the tables ------------------------------------
def _finish(store: tables.TableStore, table: str, tokens: list[str], seed: int) -> None:
    play(store, table, tokens, random.Random(seed))


def _ns_points(game: honeymoon.Game) -> int:
    """North-South's duplicate score of a finished plain deal, from its record: seat 0 is North."""
    record = game.deals[-1]  # type: ignore[attr-defined]
    if record.score is None:
        return 0
    net = score_deal(record.score.contract, record.score.tricks, duplicate=True).net
    return net if record.declarer == 0 else -net


@pytest.fixture
def class_night(store: tables.TableStore) -> Night:
    """Two boards of plain from seed 7: board 1 at two tables (Anna and Bob; Carl against the
    computer), board 2 at one finished table and one still playing."""
    session = store.open_session("Tuesday class", "plain", boards=2, seed=7)
    seated: dict[str, tuple[str, list[str]]] = {}
    for key, board, names, computer in (("ab", 1, ["Anna", "Bob"], None), ("carl", 1, "Carl", "basic"),
                                        ("ba", 2, ["Bob", "Anna"], None), ("open", 2, ["Dora", "Eve"], None)):
        table, token = store.session_table(session, board, names, computer=computer)
        others = list(store.computer_tokens(table, token).values()) if computer else [store.join(table)]
        seated[key] = (table, [token, *others])
    for number, key in enumerate(("ab", "carl", "ba")):
        _finish(store, *seated[key], seed=number)
    play(store, *seated["open"], random.Random(5), moves=2)
    return session, seated


Night = tuple[str, dict[str, tuple[str, list[str]]]]


def test_a_class_night_scored_across_the_tables(store: tables.TableStore, class_night: Night) -> None:
    session, seated = class_night
    results = store.results(session)
    assert (results.name, results.form) == ("Tuesday class", "plain")
    assert [b.number for b in results.boards] == [1, 2]
    one, two = results.boards
    assert (len(one.tables), one.playing, len(two.tables), two.playing) == (2, 0, 1, 1)
    for board in results.boards:
        points = [_ns_points(store.game(t.table)) for t in board.tables]
        assert [t.points for t in board.tables] == points == sorted(points, reverse=True)
        assert [t.field for t in board.tables] == list(score_field(points))
        assert sum(t.field.matchpoints for t in board.tables) == len(points) * (len(points) - 1)
    by_table = {t.table: t for board in results.boards for t in board.tables}
    carl = by_table[seated["carl"][0]]
    assert (carl.players, carl.computer, carl.sides) == (("Carl", "computer"), (False, True), ((0,), (1,)))
    game = store.game(seated["ab"][0])
    assert game.view(0).names[:2] == ("Anna", "Bob")  # the names option of the game
    ab = by_table[seated["ab"][0]]
    if ab.score is not None:
        record = game.deals[-1]  # type: ignore[attr-defined]
        assert (ab.contract, ab.declarer) == (ab.score.contract, record.declarer)
    # The computer is not ranked; each person's boards and figures are their sides' figures.
    assert {s.name for s in results.standings} == {"Anna", "Bob", "Carl"}
    anna = next(s for s in results.standings if s.name == "Anna")
    figures = [ab.field.for_side(0), by_table[seated["ba"][0]].field.for_side(1)]
    assert (anna.boards, anna.matchpoints, anna.imps) == (2, sum(f.matchpoints for f in figures),
                                                          sum(f.imps for f in figures))
    assert anna.percentage == pytest.approx(sum(f.percentage for f in figures) / 2, abs=0.01)
    assert results.standings[0].rank == 1
    # Par is the deal's: the double-dummy analysis of the two hands, duplicate scoring.
    deal = honeymoon.new_game("plain", seed=7, match="deal")
    table = dd_table([honeymoon.Hand(cards) for cards in deal.seat_cards])  # type: ignore[attr-defined]
    assert one.par == par(table, dealer=deal.dealer, duplicate=True)  # type: ignore[attr-defined]


def test_the_boards_of_a_seed_are_its_first_deals(store: tables.TableStore) -> None:
    session = store.open_session("seeded", "single-dummy", boards=2, seed=40, auction_end="three-passes")
    for board in (1, 2):
        table, _ = store.session_table(session, board, ["Anna", "Bob"])
        dealt = honeymoon.new_game("single-dummy", seed=39 + board, match="deal", auction_end="three-passes")
        game = store.game(table)
        assert (game.deck, game.dealer, game.options["auction_end"]) == (  # type: ignore[attr-defined]
            dealt.deck, dealt.dealer, "three-passes")  # type: ignore[attr-defined]


def test_the_boards_of_a_class_deals_file(store: tables.TableStore) -> None:
    """Lesson 14's class deals are seeded boards of plain: each board gives the same hands and dealer."""
    text = (Path(__file__).parents[1] / "book" / "sheets" / "lesson-14-deals.pbn").read_text()
    session = store.open_session("lesson 14", "plain", pbn=text)
    for board, record in enumerate(read_pbn(text), 1):
        seed = int((record.tag("Event") or "").rsplit(" ", 1)[1])
        dealt = honeymoon.new_game("plain", seed=seed, match="deal")
        table, _ = store.session_table(session, board, ["Anna", "Bob"])
        game = store.game(table)
        assert game.seat_cards == dealt.seat_cards  # type: ignore[attr-defined]
        assert game.dealer == dealt.dealer  # type: ignore[attr-defined]
    with pytest.raises(TableError, match="boards 1 to 8, not 9"):
        store.session_table(session, 9, ["Anna", "Bob"])


def test_the_results_in_pbn_read_by_endplay_and_by_our_reader(
        store: tables.TableStore, class_night: Night) -> None:
    from endplay.parsers import pbn as endplay_pbn

    session, _ = class_night
    results = store.results(session)
    text = results_to_pbn(results)
    played = [t for board in results.boards for t in board.tables]
    boards = endplay_pbn.loads(text)
    assert len(boards) == len(played) == 3
    for board, result in zip(boards, played, strict=True):
        game = store.game(result.table)
        assert board.board_num == result.board
        assert board.dealer.value == game.dealer  # type: ignore[attr-defined]
        assert board.vul.name == "none"
        north = honeymoon.Hand.parse(board.deal.north.to_pbn())
        assert north == honeymoon.Hand(honeymoon.new_game("plain", seed=6 + result.board,
                                                          match="deal").seat_cards[0])  # type: ignore[attr-defined]
    records = read_pbn(text)
    for record, result in zip(records, played, strict=True):
        assert to_game(record).to_json() == store.game(result.table).to_json()
        assert record.tag("Score") == f"NS {result.points} EW {-result.points}"
        ew = result.field.for_side(1)
        assert record.tag("ScoreMP") == f"NS {result.field.matchpoints} EW {ew.matchpoints}"
        assert record.tag("ScoreIMP") == f"NS {result.field.imps} EW {-result.field.imps}"
        assert record.tag("Event") == "Tuesday class" and record.tag("Board") == str(result.board)
    # Board 1's ScoreTable, on its first game: both tables' results, best for North-South first.
    at = [name for name, _ in records[0].tags].index("ScoreTable")
    rows_1 = dict(records[0].tables)[at]
    assert [int(row.split()[5]) for row in rows_1] == [t.points for t in results.boards[0].tables]
    assert records[0].tag("TotalScoreTable") == "Rank;Names;NrBoards;TotalMP;MeanPercentage;TotalIMP"
    rows = list(csv.DictReader(io.StringIO(results_to_csv(results))))
    assert [(int(r["board"]), r["table"], int(r["score_ns"])) for r in rows] == [
        (t.board, t.table, t.points) for t in played]


def test_what_a_session_refuses_changes_nothing(store: tables.TableStore) -> None:
    with pytest.raises(ConfigError, match="give one of the two"):
        store.open_session("x", "plain")
    with pytest.raises(ConfigError, match="give one of the two"):
        store.open_session("x", "plain", boards=2, pbn="")
    with pytest.raises(ConfigError, match="sets match itself"):
        store.open_session("x", "plain", boards=2, match="rubber")
    with pytest.raises(ConfigError, match="two sides"):
        store.open_session("x", "three-handed", boards=2)
    with pytest.raises(ConfigError, match="1 to 99 boards"):
        store.open_session("x", "plain", boards=0)
    with pytest.raises(ConfigError, match="a line of text"):
        store.open_session("", "plain", boards=1)
    with pytest.raises(TableError, match="there is no session"):
        store.results("7KQX-3M9P-T2RB")
    session = store.open_session("x", "plain", boards=1, seed=1)
    with pytest.raises(ConfigError, match="2 different names"):
        store.session_table(session, 1, ["Anna"])
    with pytest.raises(ConfigError, match="player 0's name alone"):
        store.session_table(session, 1, ["Anna", "Bob"], computer="basic")
    with pytest.raises(ConfigError, match="unknown level"):
        store.session_table(session, 1, "Anna", computer="grandmaster")
    assert store.open_tables() == []
    table, anna = store.session_table(session, 1, ["Anna", "Bob"])
    bob = store.join(table)
    with pytest.raises(TableError, match="the computer plays no seat"):
        store.computer_tokens(table, anna)
    with pytest.raises(TableError, match="only the player who created"):
        store.computer_tokens(table, bob)
    assert store.results(session).boards[0].playing == 1


def test_the_computer_seats_tokens_are_renewed(store: tables.TableStore) -> None:
    session = store.open_session("x", "plain", boards=1, seed=1)
    table, anna = store.session_table(session, 1, "Anna", computer="strong")
    first = store.computer_tokens(table, anna)
    assert list(first) == [1] and store.game(table).computer == {1: "strong"}
    second = store.computer_tokens(table, anna)
    assert store.seat(table, second[1]) == 1
    with pytest.raises(TableError, match="holds no seat"):
        store.seat(table, first[1])
    with pytest.raises(TableError, match="is full"):
        store.join(table)


def test_a_store_of_schema_1_is_brought_to_schema_2(sqlite_url: str) -> None:
    path = sqlite_url.removeprefix("sqlite:///")
    with contextlib.closing(sqlite3.connect(path)) as connection, connection:
        for statement in tables._MIGRATIONS[0]:
            connection.execute(statement)
        connection.execute("CREATE TABLE honeymoon_schema (version INTEGER NOT NULL)")
        connection.execute("INSERT INTO honeymoon_schema (version) VALUES (1)")
    with tables.open_store(sqlite_url) as store:
        table, anna = store.create("plain", seed=3, match="deal")
        session = store.open_session("x", "plain", boards=1, seed=1)
        assert store.results(session).boards[0].tables == ()
        assert store.view(table, anna).current_player == 1
    with contextlib.closing(sqlite3.connect(path)) as connection:
        assert connection.execute("SELECT version FROM honeymoon_schema").fetchall() == [(2,)]


def test_a_player_plays_each_board_of_a_session_once(store: tables.TableStore) -> None:
    session = store.open_session("Tuesday", "plain", boards=3, seed=7)
    assert store.boards_left(session, "Anna") == [1, 2, 3]
    store.session_table(session, 2, ["Anna", "Bob"])
    store.session_table(session, 1, "Carl", computer="basic")
    store.session_table(session, 1, "Dora", computer="basic")  # the computer plays a board many times
    assert store.boards_left(session, "Anna") == store.boards_left(session, "Bob") == [1, 3]
    assert store.boards_left(session, "Carl") == [2, 3]
    for names in (["Bob", "Eve"], "Anna"):
        with pytest.raises(TableError, match=r"played board 2 of session .* already \(or is playing it\)"):
            store.session_table(session, 2, names, computer=None if isinstance(names, list) else "basic")
    assert store.boards_left(session, "Eve") == [1, 2, 3]  # a refused table seats nobody
    with pytest.raises(TableError, match="there is no session"):
        store.boards_left("0000-0000-0000", "Anna")
