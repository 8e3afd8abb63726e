"""A class night's pages: the teacher's :class:`ClassNight` and the students' :class:`SessionLauncher`.

A session is a set of boards kept in the table store
(:func:`honeymoon.sessions.open_session`); every table of the session plays one of its
boards, and each board is scored across its tables
(:func:`honeymoon.sessions.results`). The pages only ask the store and draw its
answers. A teacher opens a session and reads its code out; each student joins it with that
code and a name, and plays its boards one by one, against the computer or with a friend:

>>> import tempfile
>>> from honeymoon import tables
>>> store = tables.open_store(f"sqlite:///{tempfile.mkdtemp()}/tables.sqlite3")
>>> teacher = ClassNight(store, poll_every=None)
>>> code = teacher.open_session("Tuesday", "plain", boards=2, seed=7)
>>> anna = SessionLauncher(store, poll_every=None)
>>> anna.join(code, "Anna")
[1, 2]
>>> table = anna.play_computer(1, level="random")
>>> table.game.current_player == table.seat      # the computer acted until Anna's turn
True
>>> anna.play_computer(1)
Traceback (most recent call last):
...
honeymoon.errors.TableError: Anna has played board 1 of session ... already (or is playing it): ...

**The computer's seats.** A table against the computer is the store's
(:func:`honeymoon.sessions.session_table` with ``computer=level``), so that its result
counts with the others; the student's page plays the computer's seats
(:class:`SessionTable`): where the computer is to act, the kernel asks the level's bot
(:func:`honeymoon.bots.make_bot`) for its action on the computer seat's view alone, and sends it
to the store with that seat's token (:meth:`~honeymoon.tables.TableStore.computer_tokens`), as a
person would.

**A reload.** The student's page keeps its session, name and seat in the browser, as "Play a
friend" keeps its seat (:class:`~honeymoon_widgets.friend.KeepsSeat`, under the key
``honeymoon-session-seat``): a page reloaded, or a tab closed and opened again, joins the same
session as the same student and sits again at the same board's seat; against the computer, the
page plays the computer's seats again (with new tokens:
:meth:`~honeymoon.tables.TableStore.computer_tokens`).
"""

from __future__ import annotations

import contextlib
import json
import threading
from collections.abc import Callable, Mapping
from html import escape
from pathlib import Path
from typing import Any, TypeVar

import ipywidgets as w

from honeymoon import HoneymoonError, sessions
from honeymoon.bots import LEVELS, Bot, make_bot, next_action
from honeymoon.duplicate import BoardResult, SessionResults, results_to_csv, results_to_pbn
from honeymoon.errors import TableError
from honeymoon.options import check_names
from honeymoon.tables import TableStore, read_code
from honeymoon_widgets.base import CourseWidget, message_html
from honeymoon_widgets.friend import POLL_SECONDS, FriendTable, InStore, KeepsSeat
from honeymoon_widgets.launcher import FORM_TITLES

__all__ = ["RESULTS_POLL_SECONDS", "ClassNight", "SessionLauncher", "SessionTable", "results_html"]

_T = TypeVar("_T")

#: How often the results page asks the store for the session's results, in seconds.
RESULTS_POLL_SECONDS = 3.0


class SessionTable(FriendTable):
    """A student's seat at a table of a session: a :class:`~honeymoon_widgets.friend.FriendTable`
    that also plays the computer's seats, whose tokens are ``computer`` (by player, as
    :meth:`~honeymoon.tables.TableStore.computer_tokens` gives them), and calls ``on_over`` once
    when the board is over."""

    def __init__(self, store: TableStore, table: str, token: str, *,
                 computer: Mapping[int, str] | None = None,
                 on_over: Callable[[SessionTable], None] | None = None, invite_link: str = "",
                 poll_every: float | None = POLL_SECONDS) -> None:
        self._computer_tokens = dict(computer or {})
        self._computer_bots: dict[int, Bot] = {}
        self._on_over = on_over
        self._over_told = False
        super().__init__(store, table, token, invite_link=invite_link,
                         poll_every=None if self._computer_tokens else poll_every)

    def _load(self) -> None:
        """The computer acts through the store until a person's turn, then the table is drawn."""
        if self._computer_tokens:
            game = self.store.game(self.invite_code)
            while not game.is_over and game.current_player in self._computer_tokens:
                player = game.current_player
                if player not in self._computer_bots:
                    self._computer_bots[player] = make_bot(game.computer[player], seed=game.seed + player)
                action = next_action(self._computer_bots[player], game.view(player), game.legal_actions())
                self.store.act(self.invite_code, self._computer_tokens[player], action)
                game = self.store.game(self.invite_code)
        super()._load()
        if self.game.is_over and not self._over_told and self._on_over is not None:
            self._over_told = True
            self._on_over(self)


class SessionLauncher(KeepsSeat, InStore, CourseWidget, w.VBox):
    """The student's page of a class night: join a session with its code and your name, then
    play a board not yet played, against the computer or with a friend (who joins the table
    with its invite code, on this page or on "Play a friend"). When the board is over the page
    offers the next one. Tables are kept in ``store`` (:func:`honeymoon.tables.open_store`'s
    default when ``None``); ``poll_every`` goes to a friend's table. The page keeps the session,
    the name and the seat in the browser (:meth:`page_opened`).

    A session code that names no session, a name that cannot go on a score sheet, a board
    played already: refused in words, in :attr:`message`.
    """

    _CLASS = "hm-session-launcher"

    def __init__(self, store: TableStore | None = None, *, poll_every: float | None = POLL_SECONDS) -> None:
        self._store = store
        self._poll_every = poll_every
        #: The session joined and the student's name, once joined.
        self.session: str | None = None
        self.name: str | None = None
        #: The student's table, once a board is chosen.
        self.table: SessionTable | None = None
        self.session_box = w.Text(placeholder="session code, e.g. 7KQX-3M9P-T2RB", description="Session",
                                  _dom_classes=("hm-session-code",))
        self.name_box = w.Text(placeholder="your name, as the results show it", description="Your name",
                               _dom_classes=("hm-session-name",))
        self.join_button = w.Button(description="Join the session", button_style="primary",
                                    _dom_classes=("hm-session-join",))
        self.join_button.on_click(lambda _: self._quietly(
            lambda: self.join(self.session_box.value, self.name_box.value)))
        self.board = w.Dropdown(options=[], description="Board")
        self.level = w.Dropdown(options=list(LEVELS), value="basic", description="Computer")
        self.computer_button = w.Button(description="Play against the computer",
                                        _dom_classes=("hm-session-computer",))
        self.computer_button.on_click(lambda _: self._quietly(self.play_computer))
        self.friend_box = w.Text(placeholder="your friend's name", description="Friend")
        self.friend_button = w.Button(description="Play with a friend", _dom_classes=("hm-session-friend",))
        self.friend_button.on_click(lambda _: self._quietly(lambda: self.play_friend(self.friend_box.value)))
        self.table_code = w.Text(placeholder="invite code of your friend's table", description="Table")
        self.table_button = w.Button(description="Join your friend's table",
                                     _dom_classes=("hm-session-seat",))
        self.table_button.on_click(lambda _: self._quietly(lambda: self.join_table(self.table_code.value)))
        self.boards_box = w.VBox(layout=w.Layout(display="none"))
        self.boards_box.children = [w.HBox([self.board, self.level, self.computer_button]),
                                    w.HBox([self.friend_box, self.friend_button]),
                                    w.HBox([self.table_code, self.table_button])]
        #: Where the page stands, or why a request was refused.
        self.message = w.HTML()
        self.table_box = w.VBox()
        super().__init__([
            w.HTML("<b>Join your class's session</b> with the code your teacher gives, and your name."),
            w.HBox([self.session_box, self.name_box, self.join_button]), self.boards_box, self.message,
            self.table_box, *self._keep_seat("session")])
        self.add_class(self._CLASS)

    def join(self, code: str, name: str) -> list[int]:
        """Join session ``code`` as ``name``: the boards left to play (offered on the page)."""
        def joined() -> list[int]:
            [checked] = check_names([name.strip() if isinstance(name, str) else name], 1, "your name")
            left = sessions.boards_left(self.store, code, checked)
            self.session, self.name = read_code(code), checked
            return left
        left = self._refusing(joined)
        self.seat_keeper.value = json.dumps({"session": self.session, "name": self.name})
        self.boards_box.layout.display = ""
        self._offer(left, f"You are in session {self.session} as {self.name}.")
        return left

    def play_computer(self, board: int | None = None, *, level: str | None = None) -> SessionTable:
        """Play ``board`` (the one chosen on the page by default) against the computer at
        ``level`` (likewise)."""
        session, name = self._joined()
        chosen = self.board.value if board is None else board
        played_by = self.level.value if level is None else level

        def sit() -> SessionTable:
            table, token = sessions.session_table(self.store, session, chosen, name, computer=played_by)
            return self._sit(table, token, self.store.computer_tokens(table, token))
        return self._refusing(sit)

    def play_friend(self, friend: str, board: int | None = None) -> SessionTable:
        """Open a table of ``board`` (the one chosen by default) for you and ``friend``: its
        invite code shows until the friend joins with it."""
        session, name = self._joined()
        chosen = self.board.value if board is None else board
        names = [name, friend.strip() if isinstance(friend, str) else friend]
        return self._refusing(lambda: self._sit(*sessions.session_table(self.store, session, chosen, names)))

    def join_table(self, code: str) -> SessionTable:
        """Take the free seat at a friend's table of the session, by its invite code."""
        return self._refusing(lambda: self._sit(code, self.store.join(code)))

    def rejoin(self, code: str, token: str) -> SessionTable:
        """Sit again at the seat ``token`` holds at table ``code`` of the session joined (a page
        opened again); at a table against the computer, this page plays its seats again."""
        self._joined()

        def sit() -> SessionTable:
            computer = self.store.computer_tokens(code, token) if self.store.game(code).computer else None
            return self._sit(code, token, computer)
        return self._refusing(sit)

    def page_opened(self, found: str) -> SessionTable | None:
        """What the page script says as the page opens (see
        :attr:`~honeymoon_widgets.friend.KeepsSeat.seat_finder`): the session the browser kept is
        joined again under the same name (``{"session": …, "name": …}``), and the seat it kept
        there (``"table"`` and ``"token"`` too) is taken again."""
        seat = self._found(found)[0]
        if seat is None or not isinstance(seat.get("session"), str) or not isinstance(seat.get("name"), str):
            return None
        self.session_box.value, self.name_box.value = seat["session"], seat["name"]
        self.join(seat["session"], seat["name"])
        table, token = seat.get("table"), seat.get("token")
        if isinstance(table, str) and isinstance(token, str):
            return self.rejoin(table, token)
        return None

    def close(self) -> None:
        """Close the table (its polling stops) and the widgets."""
        if self.table is not None:
            self.table.close()
        super().close()

    def static_html(self) -> str:
        parts = [self.message.value] + ([self.table.static_html()] if self.table is not None else [])
        return f"<div class='{self._CLASS}'>{''.join(parts)}</div>"

    def _joined(self) -> tuple[str, str]:
        if self.session is None or self.name is None:
            raise self._refuse(TableError("join a session first: its code, from your teacher, and your name"))
        return self.session, self.name

    def _sit(self, code: str, token: str, computer: Mapping[int, str] | None = None) -> SessionTable:
        table = SessionTable(self.store, code, token, computer=computer, on_over=self._board_over,
                             poll_every=self._poll_every)
        if self.table is not None:
            self.table.close()
        self.table = table
        self.table_box.children = [table]
        self.seat_keeper.value = json.dumps({"session": self.session, "name": self.name,
                                             "table": table.invite_code, "token": token})
        self.message.value = message_html(f"You are at table {table.invite_code}, as "
                                          f"{table.game.player_name(table.seat)}.", "info")
        return table

    def _board_over(self, table: SessionTable) -> None:
        if self.session is None or self.name is None:
            return
        with contextlib.suppress(HoneymoonError):
            self._offer(sessions.boards_left(self.store, self.session, self.name),
                        f"Table {table.invite_code} is over: its result is in the session's results.")

    def _offer(self, left: list[int], said: str) -> None:
        self.board.options = left
        if left:
            self.board.value = left[0]
            self.message.value = message_html(f"{said} Next: board {left[0]} (or choose another).", "info")
        else:
            self.message.value = message_html(f"{said} You have played every board: well done.", "info")
        for button in (self.computer_button, self.friend_button):
            button.disabled = not left

    def _refuse(self, error: HoneymoonError) -> HoneymoonError:
        self.message.value = message_html(str(error), "refused")
        return error

    def _refusing(self, call: Callable[[], _T]) -> _T:
        try:
            return call()
        except HoneymoonError as error:
            raise self._refuse(error) from None


class ClassNight(InStore, CourseWidget, w.VBox):
    """The teacher's page of a class night: open a session (its name, form, and boards from a
    seed or a PBN text), show its code, and its results page: each board's field (every table's
    players, contract, declarer, result, score, matchpoints and IMPs) with the par, and the
    players ranked, redrawn as results arrive. The results export as PBN and CSV, shown for
    copying and saved next to the notebook.

    Every ``poll_every`` seconds (``None``: never; the caller calls :meth:`refresh`) a thread
    of its own asks the store for the results, and redraws them when they changed; closing the
    widget stops it.
    """

    _CLASS = "hm-class-night"

    def __init__(self, store: TableStore | None = None, *, session: str | None = None,
                 poll_every: float | None = RESULTS_POLL_SECONDS) -> None:
        self._store = store
        self._stop = threading.Event()
        self._lock = threading.RLock()
        #: The session shown, and its results as last drawn.
        self.session: str | None = None
        self.results: SessionResults | None = None
        self.name_box = w.Text(value="Class night", description="Name")
        forms = sessions.session_forms()
        self.form = w.Dropdown(options=[(FORM_TITLES.get(form, form), form) for form in forms],
                               value="plain", description="Form")
        self.boards = w.BoundedIntText(value=8, min=1, max=sessions.MOST_BOARDS, description="Boards")
        self.seed = w.Text(placeholder="a whole number, or empty for a new one", description="Seed")
        self.pbn_box = w.Textarea(placeholder="or paste a PBN file's text (the class deal sets: book/sheets)",
                                  description="PBN", layout=w.Layout(width="90%", height="6em"))
        self.upload = w.FileUpload(accept=".pbn", description="PBN file")
        self.upload.observe(lambda change: self._uploaded(change["new"]), names="value")
        self.open_button = w.Button(description="Open the session", button_style="primary",
                                    _dom_classes=("hm-class-open",))
        self.open_button.on_click(lambda _: self._quietly(self._open_from_page))
        #: The session's code and state, or why a request was refused.
        self.message = w.HTML()
        #: The results page: each board's field, then the ranking.
        self.results_html = w.HTML(_dom_classes=("hm-class-results",))
        self.pbn_text, self.csv_text = (w.Textarea(description=kind, disabled=True,
                                                   layout=w.Layout(width="90%", height="8em"))
                                        for kind in ("PBN", "CSV"))
        self.save_button = w.Button(description="Save PBN and CSV files", _dom_classes=("hm-class-save",))
        self.save_button.on_click(lambda _: self._quietly(self.save_files))
        super().__init__([
            w.HTML("<b>Open a session</b>: its boards from a seed and a count, or from a PBN text."),
            w.HBox([self.name_box, self.form]), w.HBox([self.boards, self.seed]), w.HBox([self.pbn_box]),
            w.HBox([self.upload, self.open_button]), self.message, self.results_html,
            w.HTML("<b>Export</b>: copy the text, or save the files next to the notebook."),
            self.pbn_text, self.csv_text, self.save_button])
        self.add_class(self._CLASS)
        if session is not None:
            self.show(session)
        if poll_every is not None:
            threading.Thread(target=self._poll_forever, args=(poll_every,), daemon=True,
                             name="class night results").start()

    def open_session(self, name: str, form: str, **boards: Any) -> str:
        """Open a session (``boards`` as :func:`honeymoon.sessions.open_session` takes
        them: ``boards`` and ``seed``, or ``pbn``, and house rules) and show it: its code."""
        try:
            code = sessions.open_session(self.store, name, form, **boards)
        except HoneymoonError as error:
            self.message.value = message_html(str(error), "refused")
            raise
        self.show(code)
        return code

    def show(self, session: str) -> None:
        """Show the results of session ``session`` (its code), and follow them."""
        with self._lock:
            try:
                self.session = read_code(session)
                self.results = None
                self.refresh()
            except HoneymoonError as error:
                self.message.value = message_html(str(error), "refused")
                raise

    def refresh(self) -> bool:
        """Ask the store for the session's results and redraw them if they changed: whether they did."""
        with self._lock:
            if self.session is None:
                return False
            results = sessions.results(self.store, self.session)
            if results == self.results:
                return False
            self.results = results
            self.message.value = message_html(
                f"Session <b class='hm-class-code'>{escape(results.session)}</b>, {escape(results.name)}: "
                "the students join it with this code on the play app's <b>Class night</b>.", "info")
            self.results_html.value = results_html(results)
            self.pbn_text.value = results_to_pbn(results)
            self.csv_text.value = results_to_csv(results)
            return True

    def save_files(self, folder: Path | str | None = None) -> tuple[Path, Path]:
        """Write the results as ``<session code>.pbn`` and ``.csv`` in ``folder`` (the folder the
        notebook runs in by default): the two paths."""
        with self._lock:
            if self.results is None:
                raise self._refuse(TableError("open a session first: there are no results to save"))
            where = Path.cwd() if folder is None else Path(folder)
            pbn, csv = where / f"{self.results.session}.pbn", where / f"{self.results.session}.csv"
            pbn.write_text(self.pbn_text.value, encoding="utf-8")
            csv.write_text(self.csv_text.value, encoding="utf-8")
            self.message.value = message_html(f"Saved {pbn} and {csv}.", "info")
            return pbn, csv

    def close(self) -> None:
        """Stop following the results, and close the widgets."""
        self._stop.set()
        super().close()

    def static_html(self) -> str:
        return f"<div class='{self._CLASS}'>{self.message.value}{self.results_html.value}</div>"

    def _open_from_page(self) -> None:
        pbn = self.pbn_box.value.strip()
        if pbn:
            self.open_session(self.name_box.value, self.form.value, pbn=pbn)
            return
        seed = self.seed.value.strip()
        if seed and not seed.lstrip("-").isdigit():
            raise self._refuse(TableError(f"the seed is a whole number, not {seed!r}: or leave it empty"))
        self.open_session(self.name_box.value, self.form.value, boards=self.boards.value,
                          seed=int(seed) if seed else None)

    def _uploaded(self, files: Any) -> None:
        for file in files:
            self.pbn_box.value = bytes(file["content"]).decode("utf-8", errors="replace")

    def _poll_forever(self, seconds: float) -> None:
        while not self._stop.wait(seconds):
            try:
                self.refresh()
            except HoneymoonError as error:  # the store is unreachable: say so, try again
                self.message.value = message_html(str(error), "refused")

    def _refuse(self, error: HoneymoonError) -> HoneymoonError:
        self.message.value = message_html(str(error), "refused")
        return error

    def _quietly(self, call: Callable[[], object]) -> None:
        with contextlib.suppress(HoneymoonError):
            call()


def results_html(results: SessionResults) -> str:
    """A session's results page as HTML: each board's field, best for North-South first, with its
    par and the tables still playing, then the players ranked."""
    parts = [f"<h3>{escape(results.name)}</h3>"]
    parts += [_board_html(board) for board in results.boards]
    rows = "".join(f"<tr class='hm-standing'><td>{s.rank}</td><td>{escape(s.name)}</td><td>{s.boards}</td>"
                   f"<td>{s.matchpoints} of {s.top}</td><td>{s.percentage:g}%</td><td>{s.imps:+d}</td></tr>"
                   for s in results.standings)
    parts.append("<h4>The players ranked</h4><table class='hm-standings'><tr><th>Rank</th><th>Player</th>"
                 "<th>Boards</th><th>Matchpoints</th><th>Percentage</th><th>IMPs</th></tr>"
                 f"{rows}</table>")
    return "".join(parts)


#: How the results page says a board's vulnerability (PBN's word: ``NS`` …).
_VULNERABILITY = {"None": "nobody vulnerable", "NS": "North-South vulnerable", "EW": "East-West vulnerable",
                  "All": "both vulnerable"}


def _board_html(board: BoardResult) -> str:
    par = "par not known (the hands are built at each table)" if board.par is None else f"par {board.par}"
    plural = "s" if board.playing != 1 else ""
    playing = f"; {board.playing} table{plural} still playing" if board.playing else ""
    rows = []
    for table in board.tables:
        ns, ew = table.field.for_side(0), table.field.for_side(1)
        contract = "passed out" if table.contract is None else str(table.contract)
        declarer = "" if table.declarer is None else "NESW"[table.declarer]
        made = "" if table.score is None else f"{table.tricks} tricks"
        rows.append(f"<tr class='hm-field-line'><td>{escape(table.table)}</td>"
                    f"<td>{escape(table.names(0))}</td><td>{escape(table.names(1))}</td>"
                    f"<td>{escape(contract)}</td><td>{declarer}</td>"
                    f"<td>{made}</td><td>{table.points:+d}</td><td>{ns.matchpoints}/{ew.matchpoints} of "
                    f"{ns.top}</td><td>{ns.percentage:g}% / {ew.percentage:g}%</td>"
                    f"<td>{ns.imps:+d} / {ew.imps:+d}</td></tr>")
    return (f"<h4 class='hm-board'>Board {board.number}, {_VULNERABILITY[board.vulnerable]}: "
            f"{escape(par)}{playing}</h4>"
            "<table class='hm-field'><tr><th>Table</th><th>North-South</th><th>East-West</th>"
            "<th>Contract</th><th>Declarer</th><th>Result</th><th>Score (N-S)</th>"
            f"<th>Matchpoints (N-S/E-W)</th><th>Percentage</th><th>IMPs</th></tr>{''.join(rows)}</table>")
