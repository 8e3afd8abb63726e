"""The bidding ladder: the 35 bids from 1♣ to 7NT, with Pass, Double and Redouble.

Each bid is a button, a row per level, in ladder order (♣ ♦ ♥ ♠ NT). The calls the player to
act may make are enabled; every other one is disabled, and hovering over it shows why, in the
words of :meth:`honeymoon.auction.Auction.why_illegal`. The auction so far is drawn as the
usual table; when it ends the widget shows the contract, the declarer (the first of his side
to name the strain) and the tricks to make, or that the deal was passed out.

>>> ladder = BiddingLadder()                      # two players, one pass ends the auction
>>> ladder.call("1S"); ladder.call("2H")
>>> ladder.buttons["2D"].disabled
True
>>> print(ladder.buttons["2D"].tooltip)
2♦ is not enough: a bid must outrank the last bid, 2♥ (a higher level, or the same level in a
higher strain: ♣ ♦ ♥ ♠ NT)
>>> ladder.call("2S"); ladder.call("Pass")
>>> str(ladder.contract), ladder.declarer
('2♠', 0)
>>> ladder.call("3C")
Traceback (most recent call last):
...
honeymoon.errors.IllegalCallError: the auction is over: the contract is 2♠
>>> ladder.undo(); ladder.auction.is_over
False

With ``others="pass"`` the learner calls for seat 0 only and the other seats pass by
themselves; a list of calls is followed in order instead (and then they pass):

>>> ladder = BiddingLadder(4, others=["Pass", "2H", "Pass"])
>>> ladder.call("1H"); ladder.call("4H")
>>> str(ladder.auction), str(ladder.contract), ladder.declarer
('1♥ Pass 2♥ Pass 4♥ Pass Pass Pass', '4♥', 0)
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Any

import ipywidgets as w
import traitlets

from honeymoon import PASS, Auction, Call, ConfigError, IllegalCallError, parse_call, render
from honeymoon.auction import closing_passes_for
from honeymoon.calls import ALL_BIDS, DOUBLE, REDOUBLE, Bid, Contract
from honeymoon.errors import HoneymoonError, shown
from honeymoon_widgets.base import CourseWidget, List, TraitValueError, Unicode, message_html

__all__ = ["BiddingLadder"]

#: The three calls that are not bids, in the order of their buttons.
_OTHER_CALLS: tuple[Call, ...] = (PASS, DOUBLE, REDOUBLE)
_WORDS = {"Pass": "Pass", "X": "Double", "XX": "Redouble"}


def _tip(call: Call, book: int) -> str:
    """The tooltip of a call the player may make (a bid's tricks counted over ``book``)."""
    if isinstance(call, Bid):
        return f"bid {call}: {Contract.of(call, book=book).tricks_needed} tricks to take"
    return _WORDS[call.code].lower()


class BiddingLadder(CourseWidget, w.VBox):
    """Bid up the ladder for 2, 3 or 4 players; see the module's notes.

    ``auction_end`` is the two-player rule (``"one-pass"`` or ``"three-passes"``, see
    :func:`honeymoon.auction.closing_passes_for`). ``others``: ``None`` (the learner makes
    every seat's call), ``"pass"`` (the seats other than ``seat`` pass by themselves) or a
    list of calls those seats make in turn, then pass. The contract's book is the auction's
    (6, or 9 with three players). :meth:`call` and :meth:`undo` do what the buttons do.
    """

    #: The calls made so far, as codes (``"1NT"``, ``"Pass"``, ``"X"``), in order.
    calls = List(traitlets.Unicode())
    #: The reason the last click was refused ("" when it was taken).
    error = Unicode("")

    def __init__(self, players: int = 2, *, first: int = 0, auction_end: str = "one-pass",
                 others: str | Sequence[Call | str] | None = None, seat: int = 0,
                 names: Sequence[str] | None = None, **kwargs: Any) -> None:
        closing = closing_passes_for(players, auction_end)
        self._auction = Auction(players, first, closing_passes=closing)  # checks players and first
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
            raise ConfigError(f"the learner's seat is a player from 0 to {players - 1}, not {shown(seat)}")
        if names is not None and (isinstance(names, str) or not isinstance(names, Sequence)
                                  or not all(isinstance(name, str) for name in names)):
            raise ConfigError(f"names lists the players' names, one per seat, not {shown(names)}")
        if names is not None and len(names) != players:
            raise ConfigError(f"{players} names are needed, not {len(names)}")
        self.players, self.first, self.closing_passes, self.seat = players, first, closing, seat
        self.names = tuple(names) if names is not None else (
            render.COMPASS if players == 4 else tuple(f"Player {p}" for p in range(players)))
        self._names_given = None if names is None else self.names
        if others is None or others == "pass":
            self.others: str | tuple[Call, ...] | None = others
        elif isinstance(others, str) or not isinstance(others, Sequence):
            raise ConfigError(f"others is None, 'pass' or a list of calls, not {shown(others)}")
        else:
            self.others = tuple(c if isinstance(c, Call) else parse_call(c) for c in others)

        #: The call buttons by call code: ``"1C"`` … ``"7NT"``, ``"Pass"``, ``"X"``, ``"XX"``.
        self.buttons: dict[str, w.Button] = {}
        self._pairs: list[tuple[Call, w.Button]] = []
        rows = []
        for level in range(1, 8):
            row = []
            for bid in ALL_BIDS[(level - 1) * 5: level * 5]:
                button = w.Button(description=str(bid), layout=w.Layout(width="52px"))
                if bid.strain.suit is not None and bid.strain.suit.is_red:
                    button.style.text_color = render.TEXT_RED
                row.append(self._add_button(bid, button))
            rows.append(w.HBox(row))
        others_row = [self._add_button(call, w.Button(description=_WORDS[call.code],
                                                       layout=w.Layout(width="86px")))
                      for call in _OTHER_CALLS]
        self.undo_button = w.Button(description="Undo", icon="undo", layout=w.Layout(width="86px"))
        self.undo_button.on_click(lambda _: self.undo())
        self.status = w.HTML()
        self.message = w.HTML()
        self.table = w.HTML()
        super().__init__([self.status, w.VBox(rows), w.HBox([*others_row, self.undo_button]),
                          self.message, self.table], **kwargs)
        self.add_class("hm-bidding-ladder")
        auction = self._replay([])
        self._auction = auction
        self.calls = [call.code for call in auction.calls]
        self._refresh()

    def _add_button(self, call: Call, button: w.Button) -> w.Button:
        button.add_class("hm-call-button")
        button.on_click(lambda _: self._click(call))
        self.buttons[call.code] = button
        self._pairs.append((call, button))
        return button

    # --- the auction ---------------------------------------------------------------------
    @property
    def auction(self) -> Auction:
        """The library's auction, as the calls so far made it."""
        return self._auction

    @property
    def contract(self) -> Contract | None:
        """The contract once the auction is over (``None`` while it runs or if passed out)."""
        return self._auction.contract

    @property
    def declarer(self) -> int | None:
        return self._auction.declarer

    def _new_auction(self) -> Auction:
        return Auction(self.players, self.first, closing_passes=self.closing_passes)

    def _replay(self, calls: Sequence[Call]) -> Auction:
        """A fresh auction with these calls (each checked), then the other seats' own calls."""
        auction = self._new_auction()
        for call in calls:
            auction.call(call)
        self._others_call(auction)
        return auction

    def _others_call(self, auction: Auction) -> None:
        """Let the seats other than the learner's call until it is his turn (or the end)."""
        if self.others is None:
            return
        done = sum(1 for i in range(len(auction.calls)) if auction.caller(i) != self.seat)
        while not auction.is_over and auction.to_call != self.seat:
            call: Call = PASS
            if isinstance(self.others, tuple) and done < len(self.others):
                call = self.others[done]
            reason = auction.why_illegal(call)
            if reason is not None:
                raise IllegalCallError(f"{self.names[auction.to_call]}'s call {call} is refused: {reason}")
            auction.push(call)
            done += 1

    @traitlets.validate("calls")
    def _valid_calls(self, proposal: dict[str, Any]) -> list[str]:
        codes: list[str] = list(proposal["value"])
        if codes == [call.code for call in self._auction.calls]:
            return codes
        try:  # a list set from outside: replay it (and let the other seats call)
            auction = self._replay([parse_call(code) for code in codes])
        except HoneymoonError as error:
            raise TraitValueError(str(error)) from error
        self._auction = auction
        return [call.code for call in auction.calls]

    @traitlets.observe("calls")
    def _calls_changed(self, change: dict[str, Any]) -> None:
        self._refresh()

    # --- what a click does ---------------------------------------------------------------
    def call(self, call: Call | str) -> None:
        """Make the next call (a call or its text: ``"1NT"``, ``"X"``, ``"pass"``) for the player
        to act; with ``others``, the other seats then call until it is the learner's turn.

        An illegal call raises :class:`~honeymoon.errors.IllegalCallError` with the library's
        reason and changes nothing (a scripted call of another seat that is refused takes the
        learner's call back too)."""
        if not isinstance(call, Call):
            call = parse_call(call)
        reason = self._auction.why_illegal(call)
        if reason is not None:
            raise IllegalCallError(reason)
        if isinstance(self.others, tuple):  # a script can be refused: work on a copy
            try:
                auction = self._replay([*self._auction.calls, call])
            except IllegalCallError as error:
                raise IllegalCallError(f"{error.reason} (your call was taken back)") from None
        else:
            auction = self._auction
            auction.push(call)
            self._others_call(auction)
        self._auction = auction
        self.error = ""
        self.message.value = ""
        self.calls = [c.code for c in auction.calls]

    def _click(self, call: Call) -> None:
        try:
            self.call(call)
        except IllegalCallError as error:
            self.error = error.reason
            self.message.value = message_html(error.reason, "refused")

    def _undo_point(self) -> int | None:
        """How many calls stay after an undo (``None``: nothing to undo)."""
        calls = self._auction.calls
        if self.others is None:
            return len(calls) - 1 if calls else None
        mine = [i for i in range(len(calls)) if self._auction.caller(i) == self.seat]
        return mine[-1] if mine else None

    def undo(self) -> None:
        """Take back the last call (with ``others``: the learner's last call and the calls
        the other seats made after it)."""
        keep = self._undo_point()
        if keep is None:
            self.error = "there is no call to take back"
            self.message.value = message_html(self.error, "refused")
            return
        self._auction = self._replay(self._auction.calls[:keep])
        self.error = ""
        self.message.value = ""
        self.calls = [c.code for c in self._auction.calls]

    # --- pictures ------------------------------------------------------------------------
    def _refresh(self) -> None:
        """Enable the legal calls, give the others their reason, and redraw the texts; only
        what changed is sent to the browser."""
        auction = self._auction
        for call, button in self._pairs:
            ok, tip = self._state_of(call)
            if button.disabled != (not ok) or button.tooltip != tip:
                with button.hold_sync():
                    button.disabled = not ok
                    button.tooltip = tip
        self.undo_button.disabled = self._undo_point() is None
        self.status.value = self._status_html()
        self.table.value = render.auction_html(auction.calls, first=self.first, players=self.players,
                                               names=self._names_given)

    def _state_of(self, call: Call) -> tuple[bool, str]:
        """Whether the learner may make ``call`` now, and its tooltip: what it means, or the
        library's reason why not."""
        auction = self._auction
        if auction.is_legal(call) and (self.others is None or auction.to_call == self.seat):
            return True, _tip(call, self._auction.book)
        return False, auction.why_illegal(call) or "it is another seat's turn"

    def _ladder_html(self) -> str:
        """The ladder as text (for the static picture): the calls the learner may make now in
        their colours, the others faded, each with its tooltip."""
        rows = [ALL_BIDS[i: i + 5] for i in range(0, len(ALL_BIDS), 5)] + [_OTHER_CALLS]
        html = []
        for row in rows:
            cells = []
            for call in row:
                ok, tip = self._state_of(call)
                style = "display:inline-block;min-width:3.2em" + ("" if ok else ";opacity:0.35")
                cells.append(f"<span class='hm-ladder-call {'hm-legal' if ok else 'hm-illegal'}' "
                             f"title='{escape(tip, quote=True)}' style='{style}'>"
                             f"{render.call_html(call)}</span>")
            html.append(f"<div class='hm-ladder-row'>{''.join(cells)}</div>")
        return f"<div class='hm-ladder' style='font-family:monospace;line-height:1.6'>{''.join(html)}</div>"

    def _status_html(self) -> str:
        auction = self._auction
        contract = self.contract
        if contract is not None and self.declarer is not None:
            return (f"<p class='hm-ladder-status hm-over'>The auction is over: "
                    f"{render.contract_html(contract, self.names[self.declarer])} "
                    f"(the book of {contract.book} tricks, and {contract.level} more).</p>")
        if auction.is_passed_out:
            return "<p class='hm-ladder-status hm-passed-out'>Passed out: everyone passed, no one plays.</p>"
        return (f"<p class='hm-ladder-status'><b>{escape(self.names[auction.to_call])}</b> to call.</p>")

    def static_html(self) -> str:
        """Whose turn it is (or the contract), the ladder with the legal calls marked, the
        last refusal, and the auction table."""
        return (f"<div class='hm-bidding-ladder'>{self._status_html()}{self._ladder_html()}"
                f"{self.message.value}{self.table.value}</div>")
