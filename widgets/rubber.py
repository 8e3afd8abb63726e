"""The rubber explorer: write deals on a score pad and watch a rubber unfold.

Enter each deal (the contract, the declaring side, the tricks taken, the honors and who held
them); the library's :class:`honeymoon.ScoreSheet` writes its lines above and below the
line, rules off each game, makes the winner of a game vulnerable and adds the rubber bonus
when a side wins its second game. *Stop here* settles an unfinished rubber; *Undo* takes the
last deal back (the sheet is rebuilt from the deals before it) and *Redo* writes it again, so
a finished game can be replayed deal by deal. The widget holds no rules.

>>> rubber = RubberExplorer(("Anna", "Ben"))
>>> _ = rubber.record("4S", 11, declarer=0)       # a game for Anna: she is vulnerable
>>> rubber.sheet.games_won, rubber.sheet.vulnerable(0)
((1, 0), True)
>>> rubber.record("3NTX", 8, declarer=1) is not None
True
>>> rubber.sheet.totals
(250, 0)
>>> rubber.record("8S", 10, declarer=0) is None   # refused: the reason is shown, nothing changes
True
>>> print(rubber.error)
cannot read '8S' as a contract: write a level 1–7, a strain and X or XX if doubled, like 4S, 4SX,
6HXX, 3NT or 4♠X
>>> rubber.undo(); rubber.sheet.totals
(150, 0)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from html import escape
from typing import Any

import ipywidgets as w
import traitlets

from honeymoon import ConfigError, Contract, DealScore, HoneymoonError, ScoreSheet, render
from honeymoon.errors import shown
from honeymoon.game import Game
from honeymoon.options import check_flags
from honeymoon_widgets.base import CourseWidget, List, TraitValueError, Unicode, message_html
from honeymoon_widgets.scoring import lines_html

__all__ = ["RubberExplorer"]

#: What :meth:`RubberExplorer.from_deals` reads as a deal: ``None`` (passed out), a tuple
#: ``(contract, tricks, declarer[, honors[, honors_holder]])`` or a mapping with those keys.
DealSpec = None | Sequence[Any] | Mapping[str, Any]

_PASSED_OUT = {"passed_out": True}
_STOP = {"stop": True}
#: The values of a deal, in the order of a tuple; the first three must be given.
_DEAL_KEYS = ("contract", "tricks", "declarer", "honors", "honors_holder")
_DEAL_HELP = ("a deal is None (passed out), a tuple (contract, tricks, declarer[, honors[, honors_holder]]) "
              "or a mapping with those keys")


class RubberExplorer(CourseWidget, w.VBox):
    """A rubber's score pad, one deal at a time; see the module's notes.

    Its state is :attr:`actions`, the deals written (and a stop) in order; :attr:`sheet` is
    the library's sheet built from them. :meth:`record`, :meth:`passed_out`, :meth:`undo`,
    :meth:`redo`, :meth:`finish` and :meth:`new_rubber` do what the buttons do; a refused one
    changes nothing and shows the library's reason (also in :attr:`error`).
    """

    #: What was written, in order: a deal ``{"contract", "book", "tricks", "declarer",
    #: "honors", "honors_holder"}``, ``{"passed_out": True}`` or ``{"stop": True}``.
    actions = List(traitlets.Dict())
    #: What *Undo* took back, the most recent last: *Redo* writes it again.
    undone = List(traitlets.Dict())
    #: The reason the last click was refused ("" when it was taken).
    error = Unicode("")

    def __init__(self, names: Sequence[str] = ("We", "They"), *, single_game: bool = False,
                 insult: bool = True, **kwargs: Any) -> None:
        self._sheet = ScoreSheet(names, single_game=single_game, insult=insult)  # checks the names
        self.names = self._sheet.sides
        self.single_game, self.insult = single_game, insult
        self._built: list[dict[str, Any]] = []
        self._spans: list[tuple[int, int]] = []  # the entries each action wrote
        sides = [(name, side) for side, name in enumerate(self.names)]
        self.contract_text = w.Text(value="4S", description="Contract", placeholder="4S, 3NTX, 6♥XX",
                                    layout=w.Layout(width="200px"))
        self.declarer_choice = w.ToggleButtons(options=sides, description="Declarer",
                                               style={"button_width": "auto"})
        self.tricks_slider = w.IntSlider(value=10, min=0, max=13, description="Tricks taken",
                                         style={"description_width": "initial"})
        self.honors_choice = w.Dropdown(options=[("no honors", 0), ("100", 100), ("150", 150)],
                                        description="Honors", layout=w.Layout(width="180px"))
        # -1 stands for "declarer's side": a Dropdown reads None as "nothing chosen".
        self.holder_choice = w.Dropdown(options=[("held by declarer", -1)]
                                        + [(f"held by {name}", side) for name, side in sides],
                                        layout=w.Layout(width="200px"))
        self.record_button = w.Button(description="Write the deal", button_style="primary")
        self.passed_out_button = w.Button(description="Passed out")
        self.undo_button = w.Button(description="Undo", icon="undo")
        self.redo_button = w.Button(description="Redo", icon="repeat")
        self.stop_button = w.Button(description="Stop here",
                                    tooltip="settle the rubber now, unfinished")
        self.new_button = w.Button(description="New rubber")
        self.record_button.on_click(lambda _: self._record_from_controls())
        self.passed_out_button.on_click(lambda _: self.passed_out())
        self.undo_button.on_click(lambda _: self.undo())
        self.redo_button.on_click(lambda _: self.redo())
        self.stop_button.on_click(lambda _: self.finish())
        self.new_button.on_click(lambda _: self.new_rubber())
        self.message = w.HTML()
        self.status = w.HTML()
        self.pad = w.HTML()
        self.last = w.HTML()
        super().__init__([
            w.HBox([self.contract_text, self.declarer_choice]), self.tricks_slider,
            w.HBox([self.honors_choice, self.holder_choice]),
            w.HBox([self.record_button, self.passed_out_button, self.stop_button]),
            w.HBox([self.undo_button, self.redo_button, self.new_button]),
            self.message, self.status, w.HBox([self.pad, self.last]),
        ], **kwargs)
        self.add_class("hm-rubber-explorer")
        self._refresh()

    # --- building the sheet from the actions ----------------------------------------------
    def _build(self, actions: Sequence[Mapping[str, Any]]) -> tuple[ScoreSheet, list[tuple[int, int]]]:
        """A new sheet with these actions written on it, and the entries each one wrote; a
        refused action raises the library's error."""
        sheet = ScoreSheet(self.names, single_game=self.single_game, insult=self.insult)
        spans = []
        for action in actions:
            start = len(sheet.entries)
            if action.get("stop"):
                sheet.finish()
            elif action.get("passed_out"):
                sheet.record_passed_out()
            else:
                deal = _deal(action)
                sheet.record(_contract(deal), deal["tricks"], deal["declarer"], honors=deal["honors"],
                             honors_holder=deal["honors_holder"])
            spans.append((start, len(sheet.entries)))
        return sheet, spans

    def _take(self, actions: list[dict[str, Any]], undone: list[dict[str, Any]] | None = None) -> bool:
        """Write these actions on a new sheet and make it the state; if the library refuses one,
        show its reason and change nothing."""
        try:
            sheet, spans = self._build(actions)
        except HoneymoonError as error:
            self._refuse(str(error))
            return False
        self._sheet, self._spans, self._built = sheet, spans, actions
        self.error = ""
        self.message.value = ""
        with self.hold_trait_notifications():
            self.actions = actions
            if undone is not None:
                self.undone = undone
        self._refresh()
        return True

    def _refuse(self, reason: str) -> None:
        self.error = reason
        self.message.value = message_html(reason, "refused")

    @traitlets.validate("actions")
    def _valid_actions(self, proposal: dict[str, Any]) -> list[dict[str, Any]]:
        actions: list[dict[str, Any]] = list(proposal["value"])
        if actions != self._built:  # set from outside: rebuild, or refuse with the reason
            try:
                self._sheet, self._spans = self._build(actions)
            except HoneymoonError as error:
                raise TraitValueError(str(error)) from error
            self._built = actions
        return actions

    @traitlets.observe("actions", "undone")
    def _state_changed(self, change: dict[str, Any]) -> None:
        self._refresh()

    # --- what a click does -----------------------------------------------------------------
    @property
    def sheet(self) -> ScoreSheet:
        """The library's score sheet, as the recorded deals wrote it."""
        return self._sheet

    def record(self, contract: Contract | str, tricks: int, declarer: int, honors: int = 0,
               honors_holder: int | None = None) -> DealScore | None:
        """Write a played deal for the ``declarer`` side (a side's number: 0 for the first name);
        ``honors`` points go to ``honors_holder`` (default: the declarer's side).

        Returns the deal's score, or ``None`` when the library refused it (the rubber is over,
        the contract cannot be read …): then its reason is shown and nothing changes."""
        try:
            action = _deal({"contract": contract, "tricks": tricks, "declarer": declarer, "honors": honors,
                            "honors_holder": honors_holder})
        except HoneymoonError as error:
            self._refuse(str(error))
            return None
        if not self._take([*self.actions, action], undone=[]):
            return None
        return self._sheet.deals[-1][1]

    def passed_out(self) -> None:
        """A deal everyone passed: nothing is written, but the deal counts."""
        self._take([*self.actions, dict(_PASSED_OUT)], undone=[])

    def finish(self) -> None:
        """*Stop here*: settle the unfinished rubber (300 for the only side with a game, 100 for
        the only part score, as the library scores it)."""
        if self._sheet.is_over:
            self._refuse("the rubber is already over")
            return
        self._take([*self.actions, dict(_STOP)], undone=[])

    def undo(self) -> None:
        """Take back the last deal (or the stop): the sheet is rebuilt from the ones before."""
        if not self.actions:
            self._refuse("there is no deal to take back")
            return
        self._take(self.actions[:-1], undone=[*self.undone, self.actions[-1]])

    def redo(self) -> None:
        """Write again the deal *Undo* last took back: replaying a rubber deal by deal."""
        if not self.undone:
            self._refuse("there is no deal to write again")
            return
        self._take([*self.actions, self.undone[-1]], undone=self.undone[:-1])

    def new_rubber(self) -> None:
        """Start a new score sheet (*Undo* still brings the deals back, one by one)."""
        self._take([], undone=[*self.undone, *reversed(self.actions)])

    def _record_from_controls(self) -> None:
        self.record(self.contract_text.value, self.tricks_slider.value, self.declarer_choice.value,
                    honors=self.honors_choice.value,
                    honors_holder=None if self.holder_choice.value == -1 else self.holder_choice.value)

    # --- replaying -------------------------------------------------------------------------
    @classmethod
    def from_deals(cls, deals: Iterable[DealSpec], names: Sequence[str] = ("We", "They"), *,
                   finished: bool = False, **options: Any) -> RubberExplorer:
        """A sheet with these deals written: each ``None`` (passed out), a tuple ``(contract,
        tricks, declarer[, honors[, honors_holder]])`` or a mapping with those keys;
        ``finished=True`` then stops the rubber. A deal the library refuses raises its error;
        anything else than such a deal raises :class:`~honeymoon.errors.ConfigError`.

        >>> rubber = RubberExplorer.from_deals([("2S", 8, 0), None, ("2H", 8, 1), ("3NT", 9, 0)])
        >>> rubber.sheet.games_won, rubber.sheet.totals
        ((1, 0), (160, 60))
        """
        check_flags({"finished": finished}, "finished")
        if isinstance(deals, str | Mapping) or not isinstance(deals, Iterable):
            raise ConfigError(f"deals is a list of deals ({_DEAL_HELP}), not {shown(deals)}")
        explorer = cls(names, **options)
        actions: list[dict[str, Any]] = []
        for spec in deals:
            if spec is None:
                actions.append(dict(_PASSED_OUT))
            elif isinstance(spec, Mapping):
                actions.append(_deal(spec))
            elif isinstance(spec, Sequence) and not isinstance(spec, str) and 3 <= len(spec) <= 5:
                actions.append(_deal(dict(zip(_DEAL_KEYS, spec, strict=False))))
            else:
                raise ConfigError(f"{_DEAL_HELP}, not {shown(spec)}")
        if finished:
            actions.append(dict(_STOP))
        explorer._build(actions)  # raises the library's error for a refused deal
        explorer.actions = actions
        return explorer

    @classmethod
    def from_game(cls, game: Game) -> RubberExplorer:
        """The score sheet of a bridge game made by :func:`honeymoon.new_game` (any bridge
        form), deal by deal: *Undo* and *Redo* replay it. An abandoned game's settlement is
        written too (as *Stop here*)."""
        if not isinstance(game, Game):
            raise ConfigError(f"a rubber explorer replays a game made by honeymoon.new_game, "
                              f"not {shown(game)}")
        sheet = getattr(game, "sheet", None)
        records = getattr(game, "deals", None)
        if not isinstance(sheet, ScoreSheet) or records is None:
            raise ConfigError(f"a rubber explorer replays a bridge game's score sheet; "
                              f"{shown(game.name)} keeps none")
        side_of = game.side_of  # type: ignore[attr-defined]
        deals: list[DealSpec] = []
        for record in records:
            if record.score is None:
                deals.append(None)
                continue
            honors = [entry for entry in record.entries if entry.line.kind == "honors"]
            deals.append({"contract": record.score.contract, "tricks": record.score.tricks,
                          "declarer": side_of(record.declarer),
                          "honors": honors[0].points if honors else 0,
                          "honors_holder": honors[0].side if honors else None})
        return cls.from_deals(deals, sheet.sides, finished=bool(getattr(game, "abandoned", False)),
                              single_game=sheet.single_game, insult=sheet.insult)

    # --- pictures --------------------------------------------------------------------------
    def _refresh(self) -> None:
        sheet = self._sheet
        over = sheet.is_over
        for button in (self.record_button, self.passed_out_button, self.stop_button):
            button.disabled = over
        self.record_button.tooltip = "the rubber is over" if over else "write this deal on the sheet"
        self.undo_button.disabled = not self.actions
        self.redo_button.disabled = not self.undone
        self.status.value = self._status_html()
        self.pad.value = render.score_sheet_html(sheet)
        self.last.value = self._last_html()

    def _status_html(self) -> str:
        sheet = self._sheet
        sides = "; ".join(
            f"{escape(name)}: {games} game{'' if games == 1 else 's'}, "
            f"{'vulnerable' if sheet.vulnerable(side) else 'not vulnerable'}"
            for side, (name, games) in enumerate(zip(sheet.sides, sheet.games_won, strict=True)))
        if sheet.is_over:
            winner = sheet.winner
            state = ("Over: a tie" if winner is None
                     else f"Over: the winner is {escape(sheet.sides[winner])}")
            state += f" ({' – '.join(str(t) for t in sheet.totals)})."
        else:
            state = f"Deal {len(sheet.deals) + 1}, game {sheet.game + 1}."
        return f"<p class='hm-rubber-status{' hm-over' if sheet.is_over else ''}'>{state} {sides}.</p>"

    def _last_html(self) -> str:
        """The lines the last deal (or the stop) wrote, each with its rule."""
        if not self.actions:
            return ""
        start, end = self._spans[-1]
        entries = self._sheet.entries[start:end]
        action = self.actions[-1]
        if action.get("stop"):
            caption = "stopped here: the unfinished rubber"
        elif action.get("passed_out"):
            caption = f"deal {len(self._sheet.deals)}: passed out, nothing is written"
        else:
            score = self._sheet.deals[-1][1]
            assert score is not None
            caption = (f"deal {len(self._sheet.deals)}: {escape(self.names[action['declarer']])} "
                       f"declarer, {escape(score.headline)}")
        if not entries:
            return (f"<div class='hm-last-deal' style='margin-left:24px'>"
                    f"<p>{caption}</p></div>")
        return (f"<div class='hm-last-deal' style='margin-left:24px'>"
                f"{lines_html(((self.names[e.side], e.line) for e in entries), caption)}</div>")

    def static_html(self) -> str:
        """The state, the score pad and the lines of the last deal."""
        return (f"<div class='hm-rubber-explorer'>{self.message.value}{self._status_html()}"
                f"<div style='display:flex;flex-wrap:wrap'>{render.score_sheet_html(self._sheet)}"
                f"{self._last_html()}</div></div>")


def _deal(values: Mapping[str, Any]) -> dict[str, Any]:
    """A deal as :attr:`RubberExplorer.actions` holds it, from its values (the contract as text
    or a :class:`~honeymoon.Contract`; ``book`` if it is not the contract's own). A value
    missing or unknown raises :class:`~honeymoon.errors.ConfigError`, a contract the library
    cannot read :class:`~honeymoon.errors.NotationError`.

    >>> _deal({"contract": "4S", "tricks": 10, "declarer": 0})
    {'contract': '4S', 'book': 6, 'tricks': 10, 'declarer': 0, 'honors': 0, 'honors_holder': None}
    """
    given = set(values)
    if not set(_DEAL_KEYS[:3]) <= given or not given <= {*_DEAL_KEYS, "book"}:
        raise ConfigError(f"{_DEAL_HELP}, not {shown(dict(values))}")
    given_contract = values["contract"]
    contract = given_contract if isinstance(given_contract, Contract) else Contract.parse(given_contract)
    book = values.get("book", contract.book)
    if book != contract.book:
        contract = Contract.of(contract.bid, contract.doubling, book=book)
    return {"contract": contract.code, "book": contract.book, "tricks": values["tricks"],
            "declarer": values["declarer"], "honors": values.get("honors", 0),
            "honors_holder": values.get("honors_holder")}


def _contract(action: Mapping[str, Any]) -> Contract:
    contract = Contract.parse(action["contract"])
    book = action.get("book", contract.book)
    return contract if book == contract.book else Contract.of(contract.bid, contract.doubling, book=book)
