"""The table store (honeymoon.tables) on SQLite and on a real PostgreSQL started for these tests:
whole deals played through it, actions sent at the same moment, a restart mid-deal, a damaged
row, tokens kept secret, and the refusals a player or a teacher meets."""

from __future__ import annotations

import contextlib
import json
import logging
import random
import sqlite3
import sys
import threading
from collections.abc import Callable
from pathlib import Path

import pytest
from store_support import on_turn, play

import honeymoon
from honeymoon import sessions, tables
from honeymoon.errors import (
    IllegalActionError,
    MissingExtraError,
    NotYourTurnError,
    StoreError,
    TableError,
)


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


def test_the_computer_seats_tokens_are_renewed(store: tables.TableStore) -> None:
    session = sessions.open_session(store, "x", "plain", boards=1, seed=1)
    table, anna = sessions.session_table(store, session, 1, "Anna", computer="strong")
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
        session = sessions.open_session(store, "x", "plain", boards=1, seed=1)
        assert sessions.results(store, session).boards[0].tables == ()
        assert store.view(table, anna).current_player == 1
    with contextlib.closing(sqlite3.connect(path)) as connection:
        assert connection.execute("SELECT version FROM honeymoon_schema").fetchall() == [(2,)]
