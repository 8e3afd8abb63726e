"""Tables in a store: games that people play from their own pages, kept in a database.

A table keeps a game (its save text, see :func:`honeymoon.load_game`), its seats and a secret
token for each seat taken. Whoever creates a table sits at player 0's seat and passes the
table's invite code on; whoever joins with it takes the next free seat. Each request names the
table and the seat's token, and the store answers what that seat may see and do:

>>> import tempfile
>>> from honeymoon import tables
>>> folder = tempfile.mkdtemp()
>>> store = tables.open_store(f"sqlite:///{folder}/tables.sqlite3")
>>> table, anna = store.create("plain", seed=3, match="deal")
>>> bob = store.join(table)
>>> store.view(table, bob).current_player     # player 1 calls first
1
>>> store.legal_actions(table, anna)          # not Anna's turn: nothing to do
[]
>>> store.act(table, bob, "1NT")
>>> store.act(table, bob, "X")
Traceback (most recent call last):
...
honeymoon.errors.NotYourTurnError: it is player 0's turn, not yours: wait for their move
>>> store.act(table, anna, "2C")
>>> store.version(table)                      # two joins and two calls
4
>>> store.close()

A table's id is its invite code, twelve letters and digits a person can read out and type
(``7KQX-3M9P-T2RB``; small letters, spaces and look-alikes such as ``O`` for ``0`` are read
too). A token is returned once, to the player who takes the seat; the store keeps only its
hash, and no view, message or ``repr`` shows it.

**Where the tables are kept.** :func:`open_store` takes a URL: ``sqlite:///path`` for a SQLite
file (``sqlite:////home/me/tables.sqlite3``, four slashes for an absolute path), or
``postgresql://user:password@host/database`` for a PostgreSQL server, which a class hub whose
learners' servers are separate machines shares (its driver, psycopg, is the ``hub`` extra:
``pip install 'honeymoon-bridge[hub]'``). Without a URL it reads :data:`URL_SETTING`, and
without that it opens ``tables.sqlite3`` in :func:`data_folder`: nothing to install.

**Two actions at once.** :meth:`~honeymoon.tables.TableStore.act` loads, checks and writes
back a table in one transaction that holds the table's row (SQLite ``BEGIN IMMEDIATE``,
PostgreSQL ``SELECT … FOR UPDATE``): a second action sent at the same moment waits, then meets
the game as the first left it, and the rules accept or refuse it (another player on turn:
:class:`~honeymoon.errors.NotYourTurnError`). Every accepted action is committed before
:meth:`~honeymoon.tables.TableStore.act` returns, so a server that stops in the middle of a
deal loses nothing. A row whose save no longer loads is set aside with the reason
(:meth:`~honeymoon.tables.TableStore.set_aside`), and the other tables go on.

**A class night.** A session of boards that many tables play (:mod:`honeymoon.sessions`) is
kept in the same database: the store's schema holds its rows, and :mod:`honeymoon.sessions`
reads and writes them through the store's transactions.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import re
import secrets
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol, TypeVar
from urllib.parse import urlsplit, urlunsplit

from honeymoon.errors import (
    MissingExtraError,
    NotYourTurnError,
    SaveFileError,
    StoreError,
    TableError,
    shown,
)
from honeymoon.game import Action, Game, load_game, new_game
from honeymoon.views import TableView

__all__ = [
    "DATA_SETTING",
    "SCHEMA_VERSION",
    "URL_SETTING",
    "SetAside",
    "TableInfo",
    "TableStore",
    "TableUpdate",
    "data_folder",
    "open_store",
    "read_code",
]

#: The environment setting that names the store's URL when :func:`open_store` is given none.
URL_SETTING = "HONEYMOON_TABLES_URL"
#: The environment setting that names the course's data folder (see :func:`data_folder`).
DATA_SETTING = "HONEYMOON_DATA"
#: The version of the store's tables this library writes; a store written by a newer one is refused.
SCHEMA_VERSION = 2

_log = logging.getLogger(__name__)
_T = TypeVar("_T")

# An invite code: Crockford's base 32 (no I, L, O or U to misread), 12 characters, 60 bits.
_CODE_LETTERS = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_CODE_LENGTH = 12
_LOOK_ALIKES = str.maketrans({"O": "0", "I": "1", "L": "1"})

# Each migration brings the schema from the version before it to its own (the list's index + 1).
_MIGRATIONS: tuple[tuple[str, ...], ...] = (
    (
        """CREATE TABLE honeymoon_tables (
            id TEXT PRIMARY KEY,
            form TEXT NOT NULL,
            options TEXT NOT NULL,
            seed TEXT NOT NULL,
            players INTEGER NOT NULL,
            save TEXT NOT NULL,
            version INTEGER NOT NULL,
            turn INTEGER,
            over INTEGER NOT NULL,
            created DOUBLE PRECISION NOT NULL,
            updated DOUBLE PRECISION NOT NULL,
            set_aside TEXT
        )""",
        """CREATE TABLE honeymoon_seats (
            table_id TEXT NOT NULL REFERENCES honeymoon_tables (id),
            player INTEGER NOT NULL,
            token_hash TEXT NOT NULL,
            joined DOUBLE PRECISION NOT NULL,
            PRIMARY KEY (table_id, player)
        )""",
        "CREATE INDEX honeymoon_seats_token ON honeymoon_seats (token_hash)",
    ),
    (  # 2: class nights: sessions of boards, and each table's session, board and players' names
        """CREATE TABLE honeymoon_sessions (
            id TEXT PRIMARY KEY,
            name TEXT NOT NULL,
            form TEXT NOT NULL,
            options TEXT NOT NULL,
            boards TEXT NOT NULL,
            created DOUBLE PRECISION NOT NULL
        )""",
        "ALTER TABLE honeymoon_tables ADD COLUMN session_id TEXT REFERENCES honeymoon_sessions (id)",
        "ALTER TABLE honeymoon_tables ADD COLUMN board INTEGER",
        "ALTER TABLE honeymoon_tables ADD COLUMN names TEXT",
        "CREATE INDEX honeymoon_tables_session ON honeymoon_tables (session_id, board)",
    ),
)
assert len(_MIGRATIONS) == SCHEMA_VERSION


def data_folder() -> Path:
    """The folder the course keeps its data in: ``$HONEYMOON_DATA`` if set, else
    ``$XDG_DATA_HOME/honeymoon``, else ``~/.local/share/honeymoon`` (not created here).

    >>> from unittest import mock
    >>> with mock.patch.dict("os.environ", {"HONEYMOON_DATA": "/srv/bridge"}):
    ...     print(data_folder())
    /srv/bridge
    """
    if os.environ.get(DATA_SETTING):
        return Path(os.environ[DATA_SETTING])
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "honeymoon"


@dataclass(frozen=True, slots=True)
class TableInfo:
    """One table as a list of tables shows it: no card, no token."""

    #: The table's invite code.
    id: str
    #: The form played (``plain``, ``contract-bridge`` …).
    form: str
    #: How many players the game seats, and how many seats are taken.
    players: int
    seated: int
    #: The table's change counter: it grows by one at every join and every action.
    version: int
    #: The player on turn (``None`` once the match is over).
    turn: int | None
    over: bool

    @property
    def free_seats(self) -> int:
        """How many players may still join."""
        return self.players - self.seated


@dataclass(frozen=True, slots=True)
class TableUpdate:
    """What changed at a table for one seat: the table's version, that seat's view and the
    actions it may take now (none when another player is on turn)."""

    version: int
    view: TableView
    legal_actions: tuple[Action, ...]


@dataclass(frozen=True, slots=True)
class SetAside:
    """A table whose saved game no longer loads, kept apart with the reason."""

    id: str
    reason: str
    #: The save text as the store found it, for whoever repairs it.
    save: str = field(repr=False)


def open_store(url: str | None = None) -> TableStore:
    """The table store at ``url`` (see the module's introduction), else at the URL in the
    environment setting :data:`URL_SETTING`, else the SQLite file ``tables.sqlite3`` in
    :func:`data_folder`, created with its folder when missing.

    A URL that names no store this library reads, a file that is not a store, a database that
    cannot be reached: :class:`~honeymoon.errors.StoreError`, with the reason.

    >>> open_store("mysql://localhost/bridge")
    Traceback (most recent call last):
    ...
    honeymoon.errors.StoreError: a table store's URL starts with sqlite:/// ... not 'mysql://localhost/bridge'
    """
    return TableStore(url)


def _backend(url: str | None) -> _Backend:
    """The database a URL names (see :func:`open_store`)."""
    if url is None:
        url = os.environ.get(URL_SETTING) or f"sqlite:///{data_folder() / 'tables.sqlite3'}"
    if not isinstance(url, str):
        raise StoreError(f"a table store's URL is text, not {shown(url)}")
    if url.startswith("sqlite:///"):
        return _SQLite(url)
    if url.startswith(("postgresql://", "postgres://")):
        return _PostgreSQL(url)
    raise StoreError("a table store's URL starts with sqlite:/// (a SQLite file) or postgresql:// "
                     f"(a PostgreSQL database), not {shown(_without_password(url))}")


class TableStore:
    """The tables of the store at ``url`` (:func:`open_store` says which URLs), safe to use
    from many threads and from many processes or machines at once.

    Every method that names a table takes its invite code; those that act for a seat take the
    seat's token too. An unknown table, a token that holds no seat at it:
    :class:`~honeymoon.errors.TableError`.
    """

    def __init__(self, url: str | None = None) -> None:
        self._backend = _backend(url)
        self._local = threading.local()
        self._connections: list[Any] = []
        self._guard = threading.Lock()
        self._transaction(self._migrate, write=True)

    def __repr__(self) -> str:
        return f"<TableStore {self._backend.shown_url}>"

    def close(self) -> None:
        """Close the store's connections (each thread's); a later call opens them again."""
        with self._guard:
            connections, self._connections = self._connections, []
            self._local = threading.local()
        for connection in connections:
            with contextlib.suppress(Exception):
                connection.close()

    def __enter__(self) -> TableStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # --- tables and seats -----------------------------------------------------------------
    def create(self, form: str, **options: Any) -> tuple[str, str]:
        """A new table of ``form`` (options, ``seed`` and ``lang`` as :func:`honeymoon.new_game`
        takes them), its creator seated as player 0: the table's invite code and his token."""
        game = new_game(form, **options)
        token = secrets.token_urlsafe(24)
        return self._transaction(lambda cursor: self._insert_table(cursor, game, [token]), write=True), token

    def _insert_table(self, cursor: _Cursor, game: Game, tokens: Sequence[str], session: str | None = None,
                      board: int | None = None, names: Sequence[str] | None = None) -> str:
        """A new table's row for ``game``, its first players seated with ``tokens``: its code."""
        code = self._new_id(cursor, "honeymoon_tables")
        now = time.time()
        self._run(cursor, "INSERT INTO honeymoon_tables (id, form, options, seed, players, save, version, "
                  "turn, over, created, updated, session_id, board, names) "
                  "VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?)",
                  code, game.name, json.dumps(game.options, ensure_ascii=False), str(game.seed),
                  game.num_players, game.to_json(), game.current_player, int(game.is_over), now, now,
                  session, board, None if names is None else json.dumps(list(names), ensure_ascii=False))
        for player, token in enumerate(tokens):
            self._run(cursor, "INSERT INTO honeymoon_seats (table_id, player, token_hash, joined) "
                      "VALUES (?, ?, ?, ?)", code, player, _hash(token), now)
        return code

    def _new_id(self, cursor: _Cursor, table: str) -> str:
        code = _new_code()
        while self._fetch(cursor, f"SELECT 1 FROM {table} WHERE id = ?", code):
            code = _new_code()
        return code

    def join(self, table_id: str) -> str:
        """Take the next free seat at the table: the seat's token. A full table (or one whose
        match is over) is refused with :class:`~honeymoon.errors.TableError`."""
        code = read_code(table_id)
        token = secrets.token_urlsafe(24)

        def join(cursor: _Cursor) -> None:
            players, version, over = self._locked_row(cursor, code, "players, version, over")
            taken = {row[0] for row in self._fetch(
                cursor, "SELECT player FROM honeymoon_seats WHERE table_id = ?", code)}
            free = [player for player in range(players) if player not in taken]
            if over:
                raise TableError(f"the match at table {code} is over: start a new table")
            if not free:
                raise TableError(f"table {code} is full: its {players} seats are taken")
            self._run(cursor, "INSERT INTO honeymoon_seats (table_id, player, token_hash, joined) "
                      "VALUES (?, ?, ?, ?)", code, free[0], _hash(token), time.time())
            self._run(cursor, "UPDATE honeymoon_tables SET version = ?, updated = ? WHERE id = ?",
                      version + 1, time.time(), code)

        self._transaction(join, write=True)
        return token

    def seat(self, table_id: str, token: str) -> int:
        """The player whose seat ``token`` holds at the table."""
        code = read_code(table_id)
        return self._transaction(lambda cursor: self._player(cursor, code, token), write=False)

    # --- playing --------------------------------------------------------------------------
    def act(self, table_id: str, token: str, action: Action | str, lang: str | None = None) -> None:
        """Take ``action`` (or its text, read in ``lang`` as :meth:`honeymoon.game.Game.apply` reads
        it) for the seat ``token`` holds, and save the game, in one transaction. Another
        player on turn: :class:`~honeymoon.errors.NotYourTurnError`; an action the rules
        refuse: their :class:`~honeymoon.errors.IllegalActionError`. Either way nothing changes."""
        code = read_code(table_id)

        def act(cursor: _Cursor) -> None:
            save, version = self._locked_row(cursor, code, "save, version")
            player = self._player(cursor, code, token)
            game = self._load(cursor, code, save)
            if not game.is_over and game.current_player != player:
                names = game.view(player).names
                raise NotYourTurnError(f"it is {names[game.current_player or 0]}'s turn, not yours: "
                                       "wait for their move")
            game.apply(action, lang)
            self._run(cursor, "UPDATE honeymoon_tables SET save = ?, version = ?, turn = ?, over = ?, "
                      "updated = ? WHERE id = ?", game.to_json(), version + 1, game.current_player,
                      int(game.is_over), time.time(), code)

        self._transaction(act, write=True)

    def view(self, table_id: str, token: str) -> TableView:
        """What the seat ``token`` holds may see: the game's :meth:`~honeymoon.game.Game.view`
        of its player."""
        return self._now(table_id, token).view

    def legal_actions(self, table_id: str, token: str) -> list[Action]:
        """The actions the seat ``token`` holds may take now: none while another player is on turn."""
        return list(self._now(table_id, token).legal_actions)

    def version(self, table_id: str) -> int:
        """The table's change counter, which every join and every action moves on by one: a
        page polls it, and asks for :meth:`~honeymoon.tables.TableStore.changes` when it moved."""
        code = read_code(table_id)
        return int(self._transaction(lambda cursor: self._row(cursor, code, "version")[0], write=False))

    def changes(self, table_id: str, token: str, since: int) -> TableUpdate | None:
        """The table as the seat ``token`` holds sees it, if its version moved past ``since``
        (``None`` if not)."""
        return self._update(table_id, token, since)

    def _now(self, table_id: str, token: str) -> TableUpdate:
        update = self._update(table_id, token)
        assert update is not None  # no version is None
        return update

    def _update(self, table_id: str, token: str, since: int | None = None) -> TableUpdate | None:
        """The seat's view and legal actions: ``None`` if the version is still ``since``."""
        code = read_code(table_id)

        def read(cursor: _Cursor) -> tuple[str | None, int, int]:
            version = self._row(cursor, code, "version")[0]
            player = self._player(cursor, code, token)
            if version == since:
                return None, version, player
            save, version = self._row(cursor, code, "save, version")
            return save, version, player

        save, version, player = self._transaction(read, write=False)
        if save is None:
            return None
        game = self._loaded(code, save)
        legal = tuple(game.legal_actions()) if game.current_player == player else ()
        return TableUpdate(version, game.view(player), legal)

    # --- the computer's seats -------------------------------------------------------------
    def computer_tokens(self, table_id: str, token: str) -> dict[int, str]:
        """New tokens for the seats the computer plays at the table (a class night's table
        against the computer, :func:`honeymoon.sessions.session_table`), by player: only the player
        who created it (player 0, whose ``token`` this is) may ask. The store keeps only a
        token's hash, so each call gives new tokens and the earlier ones stop working."""
        code = read_code(table_id)

        def renew(cursor: _Cursor) -> dict[int, str]:
            save = self._locked_row(cursor, code, "save")[0]
            if self._player(cursor, code, token) != 0:
                raise TableError(f"only the player who created table {code} may play for the computer")
            seats = self._load(cursor, code, save).computer
            if not seats:
                raise TableError(f"the computer plays no seat at table {code}")
            tokens = {player: secrets.token_urlsafe(24) for player in seats}
            for player, new in tokens.items():
                self._run(cursor, "UPDATE honeymoon_seats SET token_hash = ? "
                          "WHERE table_id = ? AND player = ?", _hash(new), code, player)
            return tokens

        return self._transaction(renew, write=True)

    # --- for the teacher ------------------------------------------------------------------
    def open_tables(self) -> list[TableInfo]:
        """The tables whose match is not over, oldest first (those set aside left out)."""
        return self._infos("t.over = 0 AND t.set_aside IS NULL GROUP BY t.id ORDER BY t.created, t.id")

    def info(self, table_id: str) -> TableInfo:
        """One table as :meth:`~honeymoon.tables.TableStore.open_tables` lists it (a page waiting
        for its players reads its free seats)."""
        code = read_code(table_id)
        found = self._infos("t.id = ? AND t.set_aside IS NULL GROUP BY t.id", code)
        if not found:
            raise TableError(f"there is no table {code}: check the invite code")
        return found[0]

    def _infos(self, where: str, *parameters: Any) -> list[TableInfo]:
        """The tables the SQL condition ``where`` picks, as a list of tables shows them."""
        rows = self._transaction(lambda cursor: self._fetch(
            cursor, "SELECT t.id, t.form, t.players, COUNT(s.player), t.version, t.turn, t.over "
            "FROM honeymoon_tables t LEFT JOIN honeymoon_seats s ON s.table_id = t.id WHERE " + where,
            *parameters), write=False)
        return [TableInfo(code, form, players, seated, version, turn, bool(over))
                for code, form, players, seated, version, turn, over in rows]

    def game(self, table_id: str) -> Game:
        """The table's whole game, every hidden card included, as a new object (changing it
        changes nothing in the store): for a teacher's review and for tests."""
        code = read_code(table_id)
        return self._loaded(code, self._transaction(lambda cursor: self._row(cursor, code, "save")[0],
                                                    write=False))

    def set_aside(self) -> list[SetAside]:
        """The tables set aside because their saved game no longer loads, with the reason."""
        rows = self._transaction(lambda cursor: self._fetch(
            cursor, "SELECT id, set_aside, save FROM honeymoon_tables WHERE set_aside IS NOT NULL "
            "ORDER BY id"),
            write=False)
        return [SetAside(code, reason, save) for code, reason, save in rows]

    def _forget(self, connection: Any) -> None:
        self._local.connection = None
        if connection is not None:
            with self._guard, contextlib.suppress(ValueError):
                self._connections.remove(connection)
            with contextlib.suppress(Exception):
                connection.close()

    # --- inside a transaction (honeymoon.sessions keeps a class night's rows through these too) ---
    def _row(self, cursor: _Cursor, code: str, columns: str, lock: bool = False) -> tuple[Any, ...]:
        """The table's ``columns``; an unknown table or one set aside is refused."""
        rows = self._fetch(cursor, f"SELECT set_aside, {columns} FROM honeymoon_tables WHERE id = ?"
                           + (self._backend.lock_row if lock else ""), code)
        if not rows:
            raise TableError(f"there is no table {code}: check the invite code")
        if rows[0][0] is not None:
            raise TableError(f"table {code} was set aside: {rows[0][0]}")
        return tuple(rows[0][1:])

    def _locked_row(self, cursor: _Cursor, code: str, columns: str) -> tuple[Any, ...]:
        return self._row(cursor, code, columns, lock=True)

    def _player(self, cursor: _Cursor, code: str, token: str) -> int:
        rows = self._fetch(cursor, "SELECT player FROM honeymoon_seats WHERE table_id = ? AND token_hash = ?",
                           code, _hash(token) if isinstance(token, str) else "")
        if not rows:
            raise TableError(f"this token holds no seat at table {code}: use the one you were given "
                             "when you created or joined it")
        return int(rows[0][0])

    def _loaded(self, code: str, save: str) -> Game:
        """The game of a save read outside a write transaction; if it does not load, the table
        is set aside in one (unless its save changed meanwhile)."""
        try:
            return load_game(save)
        except SaveFileError:
            return self._transaction(lambda cursor: self._load(cursor, code, self._locked_row(
                cursor, code, "save")[0]), write=True)

    def _load(self, cursor: _Cursor, code: str, save: str) -> Game:
        """The game of a save read in a write transaction that holds the table's row; a save
        that does not load sets the table aside, with the reason."""
        try:
            return load_game(save)
        except SaveFileError as error:
            reason = f"its saved game does not load ({error})"
        self._run(cursor, "UPDATE honeymoon_tables SET set_aside = ?, updated = ? WHERE id = ?",
                  reason, time.time(), code)
        _log.warning("table %s set aside: %s", code, reason)
        raise _SetAsideNow(f"table {code} was set aside: {reason}")

    def _migrate(self, cursor: _Cursor) -> None:
        self._backend.lock_schema(cursor)
        self._run(cursor, "CREATE TABLE IF NOT EXISTS honeymoon_schema (version INTEGER NOT NULL)")
        rows = self._fetch(cursor, "SELECT version FROM honeymoon_schema")
        version = rows[0][0] if rows else 0
        if version > SCHEMA_VERSION:
            raise StoreError(f"this store was written by a newer library (schema version {version}; "
                             f"this one reads up to {SCHEMA_VERSION}): update honeymoon-bridge")
        for statements in _MIGRATIONS[version:]:
            for statement in statements:
                self._run(cursor, statement)
        if not rows:
            self._run(cursor, "INSERT INTO honeymoon_schema (version) VALUES (?)", SCHEMA_VERSION)
        elif version < SCHEMA_VERSION:
            self._run(cursor, "UPDATE honeymoon_schema SET version = ?", SCHEMA_VERSION)

    def _run(self, cursor: _Cursor, sql: str, *parameters: Any) -> None:
        cursor.execute(self._backend.sql(sql), parameters)

    def _fetch(self, cursor: _Cursor, sql: str, *parameters: Any) -> list[tuple[Any, ...]]:
        cursor.execute(self._backend.sql(sql), parameters)
        return list(cursor.fetchall())

    def _transaction(self, work: Callable[[_Cursor], _T], write: bool) -> _T:
        """``work`` in one transaction on this thread's connection, committed if it returns;
        a database's own error becomes a :class:`~honeymoon.errors.StoreError`, and the
        connection is opened anew at the next call (a database restarted, a network cut)."""
        connection = getattr(self._local, "connection", None)
        try:
            if connection is None:
                connection = self._backend.connect()
                self._local.connection = connection
                with self._guard:
                    self._connections.append(connection)
            with self._backend.transaction(connection, write) as cursor:
                result = work(cursor)
        except _SetAsideNow as error:  # committed: the table stays set aside
            raise TableError(str(error)) from None
        except self._backend.errors as error:
            self._forget(connection)
            raise StoreError(f"the table store at {self._backend.shown_url} failed: "
                             f"{_first_line(error)}") from None
        return result



class _SetAsideNow(Exception):
    """Raised inside a transaction whose table was just set aside: the transaction commits."""


# --- the two kinds of database ----------------------------------------------------------------
class _Cursor(Protocol):
    def execute(self, sql: str, parameters: Sequence[Any], /) -> Any: ...
    def fetchall(self) -> list[Any]: ...


class _Backend:
    """What differs between SQLite and PostgreSQL: connecting, transactions, locking a row."""

    shown_url: str
    lock_row = ""
    errors: tuple[type[BaseException], ...] = ()

    def connect(self) -> Any:
        raise NotImplementedError

    def transaction(self, connection: Any, write: bool) -> contextlib.AbstractContextManager[_Cursor]:
        raise NotImplementedError

    def lock_schema(self, cursor: _Cursor) -> None:
        """Keep two stores from migrating the same database at once (a write transaction is
        enough in SQLite)."""

    def sql(self, text: str) -> str:
        return text


class _SQLite(_Backend):
    errors = (sqlite3.Error,)

    def __init__(self, url: str) -> None:
        self.path = Path(url.removeprefix("sqlite:///"))
        self.shown_url = url
        if not self.path.name or self.path.name == ":memory:":
            raise StoreError(f"a SQLite store is a file: write sqlite:///path/to/tables.sqlite3, not {url!r}")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise StoreError(f"cannot make the folder of the table store {url!r}: {error.strerror}") from None

    def connect(self) -> sqlite3.Connection:
        # isolation_level=None: the store begins each transaction itself (BEGIN IMMEDIATE to
        # write), and a writer waits for another up to the timeout instead of failing.
        connection = sqlite3.connect(self.path, timeout=30, isolation_level=None, check_same_thread=False)
        connection.execute("PRAGMA journal_mode=WAL")  # readers never wait for the writer
        connection.execute("PRAGMA foreign_keys=ON")
        return connection

    @contextlib.contextmanager
    def transaction(self, connection: sqlite3.Connection, write: bool) -> Iterator[_Cursor]:
        cursor = connection.cursor()
        cursor.execute("BEGIN IMMEDIATE" if write else "BEGIN")
        set_aside = None
        try:
            yield cursor
        except _SetAsideNow as error:
            set_aside = error
        except BaseException:
            cursor.execute("ROLLBACK")
            raise
        cursor.execute("COMMIT")
        if set_aside is not None:
            raise set_aside


class _PostgreSQL(_Backend):
    lock_row = " FOR UPDATE"

    def __init__(self, url: str) -> None:
        try:
            import psycopg
        except ImportError as error:
            raise MissingExtraError(
                "a PostgreSQL table store needs psycopg: install the hub extra, "
                "e.g. pip install 'honeymoon-bridge[hub]'") from error
        self.url = url
        self.shown_url = _without_password(url)
        self.errors = (psycopg.Error,)
        self._psycopg = psycopg

    def connect(self) -> Any:
        return self._psycopg.connect(self.url, autocommit=True, connect_timeout=10)

    @contextlib.contextmanager
    def transaction(self, connection: Any, write: bool) -> Iterator[_Cursor]:
        set_aside = None
        with connection.cursor() as cursor, connection.transaction():  # rolled back on an error
            try:
                yield cursor
            except _SetAsideNow as error:
                set_aside = error
        if set_aside is not None:
            raise set_aside

    def lock_schema(self, cursor: _Cursor) -> None:
        cursor.execute("SELECT pg_advisory_xact_lock(%s)", (0x484D4E59,))  # "HMNY": this library's lock

    def sql(self, text: str) -> str:
        return text.replace("?", "%s")


# --- codes and tokens ---------------------------------------------------------------------
def _new_code() -> str:
    letters = "".join(secrets.choice(_CODE_LETTERS) for _ in range(_CODE_LENGTH))
    return "-".join(letters[i:i + 4] for i in range(0, _CODE_LENGTH, 4))


def read_code(table_id: object) -> str:
    """An invite code as people write it (small letters, spaces, ``O`` for ``0``) in its own form;
    a text that is no code: :class:`~honeymoon.errors.TableError`.

    >>> read_code("7kqx 3m9p t2rb"), read_code("OOOO-1111-2222")
    ('7KQX-3M9P-T2RB', '0000-1111-2222')
    """
    if isinstance(table_id, str):
        letters = re.sub(r"[\s-]", "", table_id).upper().translate(_LOOK_ALIKES)
        if len(letters) == _CODE_LENGTH and all(letter in _CODE_LETTERS for letter in letters):
            return "-".join(letters[i:i + 4] for i in range(0, _CODE_LENGTH, 4))
    raise TableError(f"{shown(table_id)} is not a table's invite code: it has 12 letters and digits, "
                     "like 7KQX-3M9P-T2RB")


def _hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def _without_password(url: str) -> str:
    parts = urlsplit(url)
    if parts.password is None:
        return url
    host = parts.netloc.rsplit("@", 1)[1]
    return urlunsplit(parts._replace(netloc=f"{parts.username}:***@{host}"))


def _first_line(error: BaseException) -> str:
    return (str(error).strip().splitlines() or [type(error).__name__])[0]
