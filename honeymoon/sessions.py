"""A class night: a session of boards that every table plays, its results compared across the tables.

A teacher opens a session in a table store (:mod:`honeymoon.tables`) with a set of boards, from
a seed or a PBN text, and reads its code out; students play its boards at tables of the store,
two people or a person against the computer, in any order, each board once; the store scores
each board across the tables that played it, as duplicate bridge does
(:mod:`honeymoon.duplicate`):

>>> import tempfile
>>> from honeymoon import sessions, tables
>>> store = tables.open_store(f"sqlite:///{tempfile.mkdtemp()}/tables.sqlite3")
>>> night = sessions.open_session(store, "Tuesday", "plain", boards=2, seed=7)
>>> table, anna = sessions.session_table(store, night, 1, ["Anna", "Bob"])
>>> bob = store.join(table)                    # Bob joins with the table's code
>>> sessions.boards_left(store, night, "Anna")
[2]
>>> board = sessions.results(store, night).boards[0]
>>> board.number, board.playing, board.tables   # one table playing board 1, none finished
(1, 1, ())
>>> store.close()

A session and its tables are kept in the store's database, beside the other tables: the
session's boards (each one's dealer, deck and par) in a row of their own, and each table its
session, board and players' names. A table of a session is a table like any other: its
players join, act and see their seat's view through the store's methods.
"""

from __future__ import annotations

import json
import re
import secrets
import time
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from honeymoon.cards import DECK, Card, Hand
from honeymoon.duplicate import (
    VULNERABLE_SIDES,
    BoardResult,
    FieldScore,
    SessionResults,
    TableResult,
    board_vulnerability,
    rank_players,
    score_field,
)
from honeymoon.errors import ConfigError, MissingExtraError, TableError, shown
from honeymoon.game import Game, new_game
from honeymoon.options import check_deck, check_names
from honeymoon.scoring import score_deal
from honeymoon.tables import TableStore, _Cursor, read_code

if TYPE_CHECKING:
    from honeymoon.par import Par

__all__ = ["MOST_BOARDS", "boards_left", "open_session", "results", "session_forms", "session_table"]

#: The most boards a session holds.
MOST_BOARDS = 99
#: The options a session sets itself for every table.
_SESSION_SETS = frozenset({"match", "deals", "first_dealer", "names", "vulnerable"})


def session_forms() -> list[str]:
    """The forms a class night's session may be of (:func:`open_session`): those whose players
    sit in two sides, North-South and East-West, as duplicate compares them.

    >>> "plain" in session_forms(), "three-handed" in session_forms()
    (True, False)
    """
    from honeymoon.forms import FORMS

    return [form for form in FORMS if _two_sides(new_game(form, seed=0, match="deal"))]


def open_session(store: TableStore, name: str, form: str, *, boards: int | None = None,
                 seed: int | None = None, pbn: str | None = None, **options: Any) -> str:
    """A class night's session of ``form`` (its house rules in ``options``, as
    :func:`honeymoon.new_game` takes them), kept in ``store``: its code, which
    :func:`session_table` and :func:`results` take.

    The boards come from a seed or from a PBN text, numbered 1, 2 …:

    - ``boards=n`` and ``seed=s``: board ``k`` is the first deal of ``new_game(form, seed=s + k - 1)``,
      its dealer too (a notebook replays it); without a seed the store draws one;
    - ``pbn=text`` (a class deals file, or any PBN): a game with the project's ``HoneymoonGame``
      tag gives its deal in progress, as saved; another gives its Deal tag's hands in seat
      order (a hand written ``-``, as the cards set aside, is filled with the cards left, in
      the deck's order) and its Dealer (South deals for player 0 in the two-player forms,
      West for player 1).

    Every table of a board plays that deal as a match of one deal (the game's
    ``match="deal"``), at the board's vulnerability, and is scored as duplicate scores it. A
    board's vulnerability is the standard rotation's for its number
    (:func:`~honeymoon.duplicate.board_vulnerability`: board 1 nobody, 2 North-South, 3
    East-West, 4 both …), or the Vulnerable tag of its game in the PBN text where it has one.
    North-South is player 0's side (in the two-player forms, player 0 himself, who sits North
    in a PBN file), East-West player 1's: the game's ``vulnerable`` option. The form must have
    two sides, as every bridge form but the three-handed one has. Each board's par
    (:func:`~honeymoon.par.par`, duplicate scoring, at the board's vulnerability) is computed
    now, where the hands are dealt whole (not in the draw forms, whose hands each table builds).

    >>> import tempfile
    >>> from honeymoon import tables
    >>> store = tables.open_store(f"sqlite:///{tempfile.mkdtemp()}/tables.sqlite3")
    >>> night = open_session(store, "Tuesday", "plain", boards=2, seed=7)
    >>> table, anna = session_table(store, night, 2, ["Anna", "Bob"])
    >>> store.view(table, anna).vulnerable        # board 2: North-South, Anna's side
    (True, False)
    >>> store.close()
    """
    if not isinstance(name, str) or not name.strip() or len(name) > 200 or not name.isprintable():
        raise ConfigError(f"a session's name is a line of text of 1 to 200 characters, not {shown(name)}")
    if (boards is None) == (pbn is None):
        raise ConfigError("a session's boards come from a seed (boards=the number of boards, seed=…) or "
                          "from a PBN text (pbn=…): give one of the two")
    fixed = sorted(set(options) & _SESSION_SETS)
    if fixed:
        raise ConfigError(f"a session sets {' and '.join(fixed)} itself, for every table: leave "
                          f"{'it' if len(fixed) == 1 else 'them'} out")
    probe = new_game(form, seed=0, match="deal", **options)  # an unknown form or option is refused here
    if not _two_sides(probe):
        raise ConfigError(f"a session compares the results of two sides, North-South and East-West: "
                          f"{probe.name} has no such sides; choose a bridge form of two or four players")
    if pbn is not None:
        deals = _pbn_boards(probe, pbn)
    else:
        if isinstance(boards, bool) or not isinstance(boards, int) or not 1 <= boards <= MOST_BOARDS:
            raise ConfigError(f"a session has 1 to {MOST_BOARDS} boards, not {shown(boards)}")
        start = secrets.randbelow(10**9) if seed is None else seed
        games: list[Any] = [new_game(probe.name, seed=start + k, match="deal", **options)
                            for k in range(boards)]
        deals = [(game.dealer, game.deck, None) for game in games]
    stored = []
    for number, (dealer, deck, said) in enumerate(deals, 1):
        vulnerable = said or board_vulnerability(number)
        game = new_game(probe.name, seed=0, match="deal", first_dealer=dealer, deals=[deck],
                        vulnerable=VULNERABLE_SIDES[vulnerable], **options)
        stored.append({"dealer": dealer, "deck": " ".join(card.code for card in deck),
                       "vulnerable": vulnerable, "par": _par(game)})

    def insert(cursor: _Cursor) -> str:
        code = store._new_id(cursor, "honeymoon_sessions")
        store._run(cursor, "INSERT INTO honeymoon_sessions (id, name, form, options, boards, created) "
                   "VALUES (?, ?, ?, ?, ?, ?)", code, name, probe.name,
                   json.dumps(options, ensure_ascii=False), json.dumps(stored), time.time())
        return code

    return store._transaction(insert, write=True)


def session_table(store: TableStore, session_id: str, board: int, names: str | Sequence[str], *,
                  computer: str | None = None) -> tuple[str, str]:
    """A new table of the session that plays ``board``, its players named by ``names``
    (player 0 first; the form's ``names`` option where it names players): the table's invite
    code and player 0's token, as :meth:`~honeymoon.tables.TableStore.create` returns them.
    The other players join with the code (:meth:`~honeymoon.tables.TableStore.join`).
    A player plays each board once: a name that plays or played ``board`` at another table of
    the session is refused (:class:`~honeymoon.errors.TableError`; :func:`boards_left` says
    which boards a player may take).

    **Against the computer.** ``computer`` (a level of :data:`honeymoon.bots.LEVELS`) makes
    every seat but player 0's the computer's, named ``computer``: ``names`` is then player
    0's name alone. The seats are marked in the game (:attr:`honeymoon.game.Game.computer`)
    and taken; the store plays no move itself. The program that runs the table asks
    :meth:`~honeymoon.tables.TableStore.computer_tokens` for their tokens and plays the
    computer's moves through :meth:`~honeymoon.tables.TableStore.act`, as a person would.
    """
    code = read_code(session_id)
    form, options, deals = _session(store, code)
    if isinstance(board, bool) or not isinstance(board, int) or not 1 <= board <= len(deals):
        raise TableError(f"session {code} has boards 1 to {len(deals)}, not {shown(board)}")
    deal = deals[board - 1]
    players = new_game(form, seed=0, match="deal", **options).num_players
    given = [names] if isinstance(names, str) else names
    if computer is not None:
        if isinstance(given, str) or not isinstance(given, Sequence) or len(given) != 1:
            raise ConfigError(f"against the computer, names is player 0's name alone, not {shown(names)}")
        given = [given[0], *(["computer"] if players == 2 else
                             [f"computer {player}" for player in range(1, players)])]
    named = check_names(given, players, "names")
    if players == 2:
        options = {**options, "names": named}
    game = new_game(form, seed=board, match="deal", first_dealer=deal["dealer"], deals=[deal["deck"]],
                    vulnerable=VULNERABLE_SIDES[_vulnerability(deal)], **options)
    if computer is not None:
        game.computer = {player: computer for player in range(1, players)}
    tokens = [secrets.token_urlsafe(24) for _ in range(players if computer is not None else 1)]

    people = named[:1] if computer is not None else named

    def seat(cursor: _Cursor) -> str:
        rows = store._fetch(cursor, "SELECT names FROM honeymoon_tables WHERE session_id = ? AND board = ? "
                            "AND set_aside IS NULL", code, board)
        for taken in (name for (names,) in rows for name in _people(json.loads(names))):
            if taken in people:
                raise TableError(f"{taken} has played board {board} of session {code} already (or is "
                                 "playing it): each player plays a board once; choose another board")
        return store._insert_table(cursor, game, tokens, code, board, named)

    return store._transaction(seat, write=True), tokens[0]


def boards_left(store: TableStore, session_id: str, name: str) -> list[int]:
    """The boards of the session that ``name`` has not played nor is playing, in order: those
    :func:`session_table` seats them at."""
    code = read_code(session_id)
    deals = _session(store, code)[2]
    taken = store._transaction(lambda cursor: store._fetch(
        cursor, "SELECT board, names FROM honeymoon_tables WHERE session_id = ? AND set_aside IS NULL",
        code), write=False)
    played = {board for board, names in taken if name in _people(json.loads(names))}
    return [board for board in range(1, len(deals) + 1) if board not in played]


def results(store: TableStore, session_id: str) -> SessionResults:
    """The session's results as they stand (:class:`~honeymoon.duplicate.SessionResults`):
    each board's field, every finished table's result scored by matchpoints and IMPs
    against the others (:mod:`honeymoon.duplicate`), and the players ranked. Tables still
    playing are counted, not scored; a page asks again as results arrive."""
    code = read_code(session_id)

    def read(cursor: _Cursor) -> tuple[tuple[Any, ...], list[tuple[Any, ...]]]:
        session = store._fetch(cursor, "SELECT name, form, boards FROM honeymoon_sessions WHERE id = ?", code)
        if not session:
            raise TableError(f"there is no session {code}: check its code")
        return session[0], store._fetch(
            cursor, "SELECT id, board, names, save FROM honeymoon_tables WHERE session_id = ? "
            "AND set_aside IS NULL ORDER BY created, id", code)

    (name, form, boards_text), rows = store._transaction(read, write=False)
    deals = json.loads(boards_text)
    played: dict[int, list[tuple[str, Game, list[str]]]] = {}
    playing: dict[int, int] = {}
    for table, board, names, save in rows:
        game = store._loaded(table, save)
        if game.is_over:
            played.setdefault(board, []).append((table, game, json.loads(names)))
        else:
            playing[board] = playing.get(board, 0) + 1
    boards = []
    for number, deal in enumerate(deals, 1):
        found = _par_of(deal["par"])
        tables = [_result(table, number, game, names) for table, game, names in played.get(number, [])]
        fields = score_field([points for _, points in tables]) if tables else ()
        scored = sorted((replace(result, field=compared)
                         for (result, _), compared in zip(tables, fields, strict=True)),
                        key=lambda result: -result.points)
        boards.append(BoardResult(number, deal["dealer"], _vulnerability(deal), found, tuple(scored),
                                  playing.get(number, 0)))
    return SessionResults(code, name, form, tuple(boards), rank_players(boards))


def _session(store: TableStore, code: str) -> tuple[str, dict[str, Any], list[dict[str, Any]]]:
    rows = store._transaction(lambda cursor: store._fetch(
        cursor, "SELECT form, options, boards FROM honeymoon_sessions WHERE id = ?", code), write=False)
    if not rows:
        raise TableError(f"there is no session {code}: check its code")
    form, options, boards = rows[0]
    return form, json.loads(options), json.loads(boards)


def _vulnerability(deal: dict[str, Any]) -> str:
    """A stored board's vulnerability: a session opened before boards had one played them all
    with nobody vulnerable."""
    return str(deal.get("vulnerable", "None"))


def _two_sides(game: Game) -> bool:
    from honeymoon.forms import BridgeGame

    return isinstance(game, BridgeGame) and len(game.form.teams) == 2


def _people(names: list[str]) -> list[str]:
    """A session table's players that are people: the computer's seats are named ``computer``
    (``computer 1`` … at four seats)."""
    return [name for name in names if not re.fullmatch(r"computer( \d)?", name)]


def _pbn_boards(probe: Game, text: str) -> list[tuple[int, tuple[Card, ...], str | None]]:
    """Each game of a PBN text as a board: its dealer (a player), deck order and Vulnerable
    tag, if it has one (see :func:`open_session`)."""
    from honeymoon.pbn import PROJECT_TAG, read_pbn, to_game

    records = read_pbn(text)
    if not records:
        raise ConfigError("this PBN text holds no game: a session needs one board or more")
    if len(records) > MOST_BOARDS:
        raise ConfigError(f"a session has 1 to {MOST_BOARDS} boards, and this PBN text holds {len(records)}")
    boards = []
    for number, record in enumerate(records, 1):
        if record.tag(PROJECT_TAG) is not None:
            game: Any = to_game(record)
            if game.name != probe.name:
                raise ConfigError(f"board {number} of the PBN text is a game of {game.name}, "
                                  f"not of {probe.name}")
            boards.append((game.dealer, game.deck, record.vulnerable))
            continue
        if record.deal is None:
            raise ConfigError(f"board {number} of the PBN text has no Deal tag")
        written = [card for hand in record.deal if hand is not None for card in hand]
        left = [card for card in DECK if card not in set(written)]
        deck: list[Card] = []
        for hand in record.deal:
            if hand is None:
                deck += left[:13]
                left = left[13:]
            else:
                deck += list(hand)
        seat = record.dealer
        dealer = (number - 1) % probe.num_players if seat is None else seat % probe.num_players
        try:
            check_deck(deck, DECK, Card.parse)
        except ConfigError as error:
            raise ConfigError(f"board {number} of the PBN text is no whole deal: {error}") from None
        boards.append((dealer, tuple(deck), record.vulnerable))
    return boards


def _par(game: Any) -> dict[str, Any] | None:
    """The par of a game's deal (duplicate scoring, at the board's vulnerability) as the store
    keeps it; ``None`` where the hands are not dealt whole (the draw forms) or the analysis
    cannot run (four hands without endplay, the ``course`` extra)."""
    if game.form.prelude.draws or game.form.seats not in (2, 4):
        return None
    from honeymoon.analysis import dd_table
    from honeymoon.par import par

    try:
        vulnerable = (game.sheet.vulnerable(0), game.sheet.vulnerable(1))
        found = par(dd_table([Hand(cards) for cards in game.seat_cards]), vulnerable=vulnerable,
                    dealer=game.dealer, duplicate=True)
    except MissingExtraError:
        return None
    return {"contract": None if found.contract is None else found.contract.code, "declarer": found.declarer,
            "tricks": found.tricks, "score": found.score}


def _par_of(kept: dict[str, Any] | None) -> Par | None:
    from honeymoon.calls import Contract
    from honeymoon.par import Par

    if kept is None:
        return None
    contract = None if kept["contract"] is None else Contract.parse(kept["contract"])
    return Par(contract, kept["declarer"], kept["tricks"], kept["score"])


def _result(table: str, board: int, game: Any, names: list[str]) -> tuple[TableResult, int]:
    """A finished table's result, its field still to come, and North-South's score."""
    record = game.deals[-1]
    players = game.num_players
    sides = tuple(tuple(p for p in range(players) if game.side_of(p) == side) for side in (0, 1))
    score = points = None
    if record.score is not None:
        score = score_deal(record.score.contract, record.score.tricks, vulnerable=record.score.vulnerable,
                           insult=game.config.insult, duplicate=True)
        declaring = game.side_of(game.seat_owner(record.declarer))
        points = score.net if declaring == 0 else -score.net
    contract = None if score is None else score.contract
    computer = game.computer
    placeholder = FieldScore(points or 0, (), 0, ())
    declarer = None if score is None else record.declarer
    return (TableResult(table, board, tuple(names), tuple(p in computer for p in range(players)),
                        (sides[0], sides[1]), contract, declarer, score, placeholder, game.to_json()),
            points or 0)
