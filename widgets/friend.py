"""Play a friend: two people, each at their own screen, at one table of the table store.

:class:`FriendLauncher` opens a table (:meth:`honeymoon.tables.TableStore.create`) and shows
its invite code and link, or joins one with a code; :class:`FriendTable` is then the seat's
table. The game lives in the store, not in the widget: a click is sent to the store
(:meth:`~honeymoon.tables.TableStore.act`, which refuses an action out of turn or against the
rules, and nothing changes), and a poll of the table's version
(:meth:`~honeymoon.tables.TableStore.version`, every :data:`POLL_SECONDS`) redraws the table
when the other player moved. Two widgets on one store play each other:

>>> import tempfile
>>> from honeymoon import tables
>>> store = tables.open_store(f"sqlite:///{tempfile.mkdtemp()}/tables.sqlite3")
>>> host, guest = FriendLauncher(store, poll_every=None), FriendLauncher(store, poll_every=None)
>>> anna = host.open_table("plain", seed=3, match="deal")
>>> bob = guest.join(anna.invite_code)
>>> bob.act("1NT")                      # player 1 calls first
>>> anna.poll()                         # Anna's page sees Bob's call at its next poll
True
>>> "player 1: 1NT" in anna.feedback.value
True
>>> bob.act("Pass")
Traceback (most recent call last):
...
honeymoon.errors.NotYourTurnError: it is player 0's turn, not yours: wait for their move

**What a page is sent.** The table draws the seat's :meth:`~honeymoon.game.Game.view` with the
play table's drawing (:class:`~honeymoon_widgets.play.PlayTable`, whose widgets it is): the
widget keeps a copy of the store's game in the kernel, on the server, reloaded at every change,
and draws only that seat's view of it; the other hand's cards never reach the page (the play
app's server, Voila, passes a page's kernel widget messages only, never code to run, so the copy
cannot be asked for). Undo, Save and Resume are not offered: a friend's table takes nothing
back, and a save holds every card.

**The seat's token.** Whoever opens or joins a table holds its seat by a secret token, which
the launcher hands to the page in a hidden text box (:attr:`KeepsSeat.seat_keeper`): the
app's page script (app/frontend/src/seat.ts) keeps it in the browser's storage, under the key
``honeymoon-friend-seat``, and hands it back when the page is opened
again (:attr:`KeepsSeat.seat_finder`), so a reload or a tab closed and opened again takes
the same seat. The invite link ends with ``#join=CODE``, which the page script reads the same
way: a fragment is never sent to the server, so the code reaches the kernel through the page.
A class night's page keeps its student's seat the same way (:class:`KeepsSeat`, under its own
key).
"""

from __future__ import annotations

import contextlib
import json
import threading
import time
from collections.abc import Callable
from html import escape
from typing import Any
from urllib.parse import urlsplit

import ipywidgets as w

from honeymoon import HoneymoonError, IllegalActionError, new_game
from honeymoon.forms import FORMS, BridgeGame
from honeymoon.game import Action
from honeymoon.tables import TableStore, open_store, read_code
from honeymoon.views import BridgeView
from honeymoon_widgets.base import CourseWidget, message_html
from honeymoon_widgets.launcher import FORM_TITLES
from honeymoon_widgets.play import PlayTable

__all__ = ["MATCHES", "POLL_SECONDS", "FriendLauncher", "FriendTable", "InStore", "KeepsSeat"]

#: How often a table asks the store whether the other player moved, in seconds: the other
#: player's action shows within this and the drawing's time (the issue's goal: 1 s at p95).
POLL_SECONDS = 0.25
#: How long a friend's match lasts, as the launcher offers it: the games' ``match`` option.
MATCHES = {"one deal": "deal", "a game (the first side to 100 below the line)": "game", "a rubber": "rubber"}


class FriendTable(PlayTable):
    """The seat whose ``token`` the ``store`` gave for table ``table`` (its invite code): the
    seat's view of the store's game, its buttons sending actions to the store. A token that
    holds no seat there: :class:`~honeymoon.errors.TableError`.

    ``poll_every`` seconds (``None``: never, the caller polls with :meth:`poll`) a thread of
    its own asks the store whether the table moved on, and redraws it.
    """

    def __init__(self, store: TableStore, table: str, token: str, *, invite_link: str = "",
                 poll_every: float | None = POLL_SECONDS) -> None:
        self._stop = threading.Event()  # first: a widget that failed to start is closed all the same
        player = store.seat(table, token)
        game = store.game(table)
        #: The table's invite code (``7KQX-3M9P-T2RB``), and the link that opens the app and joins
        #: with it (shown, with the code, until every seat is taken; none: the code alone).
        self.invite_code = read_code(table)
        self.invite_link = invite_link
        self.store = store
        self._token = token
        self._lock = threading.RLock()  # a click and a poll never redraw at once
        self._version = -1
        self._players_seated = False
        super().__init__(game.name, seat=player, seed=game.seed, lang=game.lang, **game.options)
        self.add_class("hm-friend-table")
        for widget in (self.undo_button, self.save_button, self.resume_button, self.save_text, self.clock):
            widget.layout = w.Layout(display="none")  # its own: the table's widgets share their layouts
        with self._lock:
            self._load()
        if poll_every is not None:
            threading.Thread(target=self._poll_forever, args=(poll_every,), daemon=True,
                             name=f"friend table {table}").start()

    def act(self, action: Action | str) -> None:
        """Send the seat's action (or its text, read in the game's language) to the store and
        draw the table as the store then has it. An action out of turn
        (:class:`~honeymoon.errors.NotYourTurnError`) or against the rules is refused with
        the reason, shown and raised; nothing changes."""
        with self._lock:
            start = time.perf_counter()
            try:
                self._look(len(self.game.history))
                self.store.act(self.invite_code, self._token, action, self.game.lang)
            except HoneymoonError as error:
                self._refuse(error)
                raise
            self._load()
            self._clock(start)

    def poll(self) -> bool:
        """Draw the table anew if it changed in the store since it was last drawn (the other
        player acted or joined): whether it did."""
        with self._lock:
            if self.store.version(self.invite_code) == self._version:
                return False
            self._load()
            return True

    def close(self) -> None:
        """Stop polling, and close the widgets."""
        self._stop.set()
        super().close()

    def undo(self) -> None:
        """Refused: the other player may have acted since, on their own screen."""
        raise self._refuse(IllegalActionError("at a friend's table nothing is taken back: your friend "
                                              "has seen your move"))

    def save(self) -> str:
        """Refused: the store keeps the match, and a save would show every card."""
        raise self._refuse(IllegalActionError("the table keeps the match itself: come back with the "
                                              "same browser and you take your seat again"))

    def resume(self, text: str) -> None:
        """Refused: the match is the table's, in the store."""
        raise self._refuse(IllegalActionError("a friend's table plays the match it was opened with"))

    # --- the hooks of the play table ----------------------------------------------------------
    def _go_on(self) -> None:
        self.bots = {}  # the other seats are people, each acting from their own page
        self.game.computer = {}
        super()._go_on()

    def _load(self) -> None:
        """The store's game and version now (the version first: a change in between is only
        drawn again at the next poll), drawn for the seat."""
        self._version = self.store.version(self.invite_code)
        game = self.store.game(self.invite_code)
        assert isinstance(game, BridgeGame)  # the play table refused any other form at the start
        if not self._players_seated:  # known for good once every seat is taken
            self._players_seated = not self.store.info(self.invite_code).free_seats
        self.game = game
        self._go_on()

    def _status_html(self, view: BridgeView, mine: bool) -> str:
        if mine or self.game.is_over:
            status = super()._status_html(view, mine)
        else:
            other = escape(self.game.player_name(self.game.current_player or 0))
            status = (f"<p class='hm-play-status'>Waiting for {other}: their move shows here as soon as "
                      "they make it.</p>")
        return status if self._players_seated else self._invite_html() + status

    def _invite_html(self) -> str:
        link = escape(self.invite_link)
        sent = f" or send this link: <a class='hm-friend-link' href='{link}'>{link}</a>" if link else ""
        return (f"<p class='hm-friend-invite'>Waiting for your friend to join. Give them the invite code "
                f"<b class='hm-friend-invite-code'>{escape(self.invite_code)}</b>{sent}: they open this "
                "app on the same server, choose <b>Play a friend</b> and join with it.</p>")

    def _poll_forever(self, seconds: float) -> None:
        while not self._stop.wait(seconds) and not self.game.is_over:  # a match over moves no more
            try:
                self.poll()
            except HoneymoonError as error:  # the store is unreachable: say so, try again
                self._refuse(error)



class InStore:
    """A widget whose tables are kept in a table store (:mod:`honeymoon.tables`), the one given
    or, at its first use, :func:`~honeymoon.tables.open_store`'s."""

    _store: TableStore | None

    @property
    def store(self) -> TableStore:
        """The table store, opened at its first use."""
        if self._store is None:
            self._store = open_store()
        return self._store


class KeepsSeat:
    """A launcher whose seat the page keeps in the browser, so that a page opened again sits
    at it again: two hidden text boxes that the play app's page script (app/frontend/src/seat.ts)
    reads and writes, of classes ``hm-<launcher>-keep`` and ``hm-<launcher>-found``; the page
    keeps each launcher's seat under a key of its own (``honeymoon-<launcher>-seat``).
    :meth:`page_opened` says what to do with what the page hands back."""

    #: Kernel to page: the seat to keep in the browser, as JSON (the launcher says what it holds).
    seat_keeper: w.Text
    #: Page to kernel: what the browser kept and the page's address, as JSON (``{"seat": …,
    #: "join": …, "page": …}``; ``join``, an invite link's code, for "Play a friend" only), set
    #: once by the page script as the page opens.
    seat_finder: w.Text
    _page: str

    def _keep_seat(self, launcher: str) -> list[w.Widget]:
        """The hidden boxes of ``launcher`` (``friend``, ``session``: the page script knows
        each), to go on the page."""
        self._page = ""  # the page's address, as its script says it (an invite link starts with it)
        self.seat_keeper = w.Text(layout=w.Layout(display="none"), _dom_classes=(f"hm-{launcher}-keep",))
        self.seat_finder = w.Text(layout=w.Layout(display="none"), _dom_classes=(f"hm-{launcher}-found",))
        self.seat_finder.observe(lambda change: self._quietly(lambda: self.page_opened(change["new"])),
                                 names="value")
        return [self.seat_keeper, self.seat_finder]

    def page_opened(self, found: str) -> object:
        """What the page script says as the page opens (see :attr:`seat_finder`)."""
        raise NotImplementedError

    def _found(self, found: str) -> tuple[dict[str, Any] | None, str | None]:
        """The seat the browser kept and the invite link's code, from what the page script
        said (each ``None`` when it said nothing usable); the page's address is noted."""
        try:
            said = json.loads(found)
        except ValueError:
            return None, None
        if not isinstance(said, dict):
            return None, None
        page = said.get("page")
        if isinstance(page, str) and urlsplit(page).scheme in ("http", "https"):
            self._page = page
        seat, join = said.get("seat"), said.get("join")
        return (seat if isinstance(seat, dict) else None), (join if isinstance(join, str) else None)

    def _quietly(self, call: Callable[[], object]) -> None:
        """A click, or the page's word: a refusal is shown (the call wrote it), not raised."""
        with contextlib.suppress(HoneymoonError):
            call()


class FriendLauncher(KeepsSeat, InStore, CourseWidget, w.VBox):
    """The play app's "Play a friend": open a table of a two-player form, or join one with its
    invite code; the seat's table (:attr:`table`) shows below. Tables are kept in ``store``
    (:func:`honeymoon.tables.open_store`'s default when ``None``: the SQLite file in the data
    folder, which every page of one server shares, or the store of ``HONEYMOON_TABLES_URL``),
    opened at the first table; ``poll_every`` goes to each :class:`FriendTable`.

    A code that names no table, a full table: refused in words, in :attr:`message`.
    """

    _CLASS = "hm-friend-launcher"

    def __init__(self, store: TableStore | None = None, *, poll_every: float | None = POLL_SECONDS) -> None:
        self._store = store
        self._poll_every = poll_every
        #: The seat's table, once a table is opened or joined.
        self.table: FriendTable | None = None
        two = [form for form in FORMS if new_game(form, seed=0, match="deal").num_players == 2]
        self.form = w.Dropdown(options=[(FORM_TITLES.get(form, form), form) for form in two], value="plain",
                               description="Form")
        self.match = w.Dropdown(options=list(MATCHES.items()), value="deal", description="Play")
        self.open_button = w.Button(description="Open a table", button_style="primary",
                                    tooltip="open a table and get an invite code for your friend",
                                    _dom_classes=("hm-friend-open",))
        self.open_button.on_click(lambda _: self._quietly(self.open_table))
        self.code_box = w.Text(placeholder="invite code, e.g. 7KQX-3M9P-T2RB", description="Invite code",
                               _dom_classes=("hm-friend-code",))
        self.join_button = w.Button(description="Join", tooltip="take the free seat at your friend's table",
                                    _dom_classes=("hm-friend-join",))
        self.join_button.on_click(lambda _: self._quietly(lambda: self.join(self.code_box.value)))
        #: The table the page sits at, or why a request was refused.
        self.message = w.HTML()
        self.table_box = w.VBox()
        super().__init__([
            w.HTML("<b>Open a table</b> and give your friend its invite code, or <b>join</b> your friend's "
                   "table with theirs."),
            w.HBox([self.form, self.match, self.open_button]), w.HBox([self.code_box, self.join_button]),
            self.message, self.table_box, *self._keep_seat("friend")])
        self.add_class(self._CLASS)

    def open_table(self, form: str | None = None, **options: Any) -> FriendTable:
        """Open a table of ``form`` (the form chosen on the page by default; ``options`` as
        :func:`honeymoon.new_game` takes them, the ``match`` chosen by default) and sit at its
        first seat; the table shows its invite code and link until the friend joins."""
        options.setdefault("match", self.match.value)
        return self._refusing(lambda: self._sit(*self.store.create(form or self.form.value, **options)))

    def join(self, code: str) -> FriendTable:
        """Take the free seat at the table of invite code ``code``."""
        return self._refusing(lambda: self._sit(code, self.store.join(code)))

    def rejoin(self, code: str, token: str) -> FriendTable:
        """Sit again at the seat ``token`` holds at table ``code`` (a page opened again)."""
        return self._refusing(lambda: self._sit(code, token))

    def page_opened(self, found: str) -> FriendTable | None:
        """What the page script says as the page opens (see :attr:`~KeepsSeat.seat_finder`): the
        seat the browser kept (``{"table": …, "token": …}``) is taken again, else the table of an
        invite link's code is joined. A kept seat at another table than the link's is left for
        the link's."""
        seat, link = self._found(found)
        table, token = (seat.get("table"), seat.get("token")) if seat is not None else (None, None)
        if isinstance(table, str) and isinstance(token, str) and (link is None or _same_table(link, table)):
            return self.rejoin(table, token)
        if link is not None:
            self.code_box.value = link
            return self.join(link)
        return None

    def static_html(self) -> str:
        parts = [self.message.value] + ([self.table.static_html()] if self.table is not None else [])
        return f"<div class='{self._CLASS}'>{''.join(parts)}</div>"

    def _sit(self, code: str, token: str) -> FriendTable:
        link = f"{self._page}#join={read_code(code)}" if self._page else ""
        table = FriendTable(self.store, code, token, invite_link=link, poll_every=self._poll_every)
        if self.table is not None:
            self.table.close()
        self.table = table
        self.table_box.children = [table]
        self.seat_keeper.value = json.dumps({"table": table.invite_code, "token": token})
        self.message.value = message_html(f"You are at table {table.invite_code}, as "
                                          f"{table.game.player_name(table.seat)}.", "info")
        return table

    def _refusing(self, sit: Callable[[], FriendTable]) -> FriendTable:
        """``sit()``; a refusal is shown in :attr:`message` and raised."""
        try:
            return sit()
        except HoneymoonError as error:
            self.message.value = message_html(str(error), "refused")
            raise


def _same_table(code: str, other: str) -> bool:
    try:
        return read_code(code) == read_code(other)
    except HoneymoonError:
        return False
