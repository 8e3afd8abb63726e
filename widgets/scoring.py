"""The scoring walkthrough: choose a contract and a result, and read its score line by line; and
the sacrifice lab: their game made, or your sacrifice doubled and defeated.

Pick the contract (level, strain, doubling), the declarer's vulnerability, the tricks taken
and the honors; the score appears as the lines of :func:`honeymoon.score_deal`, then the rule
that gives each kind of line (:attr:`honeymoon.scoring.ScoreLine.rule`), once, and the totals
above and below the line for each side. One click asks "and with one trick more, or less?";
*Compare* freezes the current result on the left, so that the next one appears beside it (the
rules once, under both). The widget holds no rules: every number, every line and every refusal
comes from the library.

>>> walk = ScoringWalkthrough()
>>> walk.set(contract="4SX", tricks=9, vulnerable=True)
>>> [(line.kind, line.label, line.points) for line in walk.lines]
[('undertricks', '1st undertrick, doubled, vulnerable', 200)]
>>> walk.fewer()                                   # one trick less: down 2
>>> walk.score.defenders_above
500
>>> walk.compare(); walk.more(); walk.more()       # freeze "down 2", then make it exactly
>>> walk.frozen_score.headline, walk.score.headline
('4♠X down 2 (8 tricks), vulnerable', '4♠X made exactly (10 tricks), vulnerable')
>>> walk.set(contract="4NT", honors=(100, "declarer"))   # refused: the state stays
>>> walk.error
'honors at NT are worth 0 or 150 (four aces), not 100'
>>> walk.contract_code
'4SX'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape
from typing import Any, cast

import ipywidgets as w
import traitlets

from honeymoon import (
    ConfigError,
    Contract,
    DealScore,
    Doubling,
    HoneymoonError,
    ScoreSheet,
    Strain,
    render,
    score_deal,
)
from honeymoon.errors import shown
from honeymoon.rubber import SheetEntry
from honeymoon.scoring import ScoreLine, Side, vulnerability_word
from honeymoon_course.scores import on_the_pad
from honeymoon_widgets.base import Bool, CourseWidget, Dict, Int, TraitValueError, Unicode, message_html

__all__ = ["SacrificeLab", "ScoringWalkthrough"]

#: The honors choices offered: none, four of the five top trumps, all five (or four aces).
_HONORS_CHOICES = (("no honors", 0), ("100", 100), ("150", 150))
_SIDES: tuple[Side, ...] = ("declarer", "defenders")


class _Keep:
    """The default of :meth:`ScoringWalkthrough.set`: leave this choice as it is."""

    def __repr__(self) -> str:
        return "KEEP"


KEEP = _Keep()


def _code(contract: str | Contract) -> str:
    """A contract's short code (``"4SX"``), from the contract or its text; anything else raises
    :class:`~honeymoon.errors.NotationError`."""
    return (contract if isinstance(contract, Contract) else Contract.parse(contract)).code


def _kind_class(line: ScoreLine) -> str:
    return "hm-kind-" + line.kind.replace(" ", "-")


def lines_html(rows: Iterable[tuple[str, ScoreLine]], caption: str = "", *, rules: bool = True) -> str:
    """Score lines as a table, one row each: who scores it, the line, its points, above or below
    the line; under the table, with ``rules``, the rule of each kind of line, once
    (:func:`rules_html`). Private to the widgets: the rubber explorer and the sacrifice lab show the
    lines each deal writes on the sheet with it.

    >>> score = score_deal("4SX", 7)
    >>> html = lines_html([("defenders", line) for line in score.lines])
    >>> "2nd and 3rd undertricks" in html, html.count("Each trick short of the contract")
    (True, 1)
    """
    shown = list(rows)
    body = "".join(
        f"<tr class='hm-line {_kind_class(line)} {'above' if line.above_line else 'below'}'>"
        f"<td style='{_PAD}'>{escape(who)}</td><td style='{_PAD}'>{escape(line.label)}</td>"
        f"<td class='hm-points' style='{_PAD};text-align:right;font-weight:bold'>{line.points}</td>"
        f"<td style='{_PAD};white-space:nowrap'>{line.where}</td></tr>"
        for who, line in shown
    )
    head = f"<caption>{caption}</caption>" if caption else ""
    heads = "".join(f"<th style='{_PAD};text-align:left'>{name}</th>"
                    for name in ("for", "line", "points", ""))
    return (f"<table class='hm-score-lines' style='border-collapse:collapse'>{head}"
            f"<thead><tr>{heads}</tr></thead>"
            f"<tbody>{body}</tbody></table>" + (rules_html(line for _, line in shown) if rules else ""))


#: The room around each cell of the score tables (a widget's HTML has no table style of its own).
_PAD = "padding:2px 10px"


def rules_html(lines: Iterable[ScoreLine]) -> str:
    """The rule that gives each kind of these lines (:attr:`~honeymoon.scoring.ScoreLine.rule`), once
    each, in the order first met: however many lines a rule gives, and however many results are
    shown side by side, a learner reads it once."""
    rules = {line.kind: line for line in lines}
    items = "".join(f"<li class='hm-rule' style='font-size:0.85em;opacity:0.8'>{escape(line.rule)}</li>"
                    for line in rules.values())
    return (f"<div class='hm-rules'><p style='margin:6px 0 0'>The rules that give these lines:</p>"
            f"<ul style='margin:2px 0'>{items}</ul></div>" if items else "")


def _result_html(score: DealScore, title: str, *, rules: bool = True) -> str:
    """One result: its headline, its lines (with their rules, or without for a comparison, which
    shows them once under both results), and each side's totals."""
    totals = "".join(
        f"<tr class='hm-side-total {side}'><th style='{_PAD};text-align:left'>{side}</th>"
        f"<td style='{_PAD};text-align:right'>{score.total(side, above_line=True)}</td>"
        f"<td style='{_PAD};text-align:right'>{score.total(side, above_line=False)}</td>"
        f"<td style='{_PAD};text-align:right'><b>{score.total(side)}</b></td></tr>"
        for side in _SIDES
    )
    return (
        f"<div class='hm-result' style='flex:1 1 360px'>"
        f"<h4 class='hm-result-title' style='margin:4px 0'>{escape(title)}</h4>"
        f"<p class='hm-headline'>{escape(score.headline)}</p>"
        f"{lines_html(((line.side, line) for line in score.lines), rules=rules)}"
        "<table class='hm-totals' style='margin-top:6px;border-collapse:collapse'><thead><tr>"
        + "".join(f"<th style='{_PAD}'>{name}</th>"
                  for name in ("", "above the line", "below the line", "total"))
        + "</tr></thead>"
        f"<tbody>{totals}</tbody></table></div>"
    )


class ScoringWalkthrough(CourseWidget, w.VBox):
    """Score one contract line by line; change a choice and watch the lines change.

    Every choice is a trait (``contract_code``, ``tricks``, ``vulnerable``, ``honors``,
    ``honors_side``); :meth:`set`, :meth:`more`, :meth:`fewer` and :meth:`compare` do what the
    controls do. A refused choice (honors of 100 at no-trump, a 14th trick) changes nothing
    and shows the library's reason (also in :attr:`error`).
    """

    #: The contract, in the short notation of the score sheet: ``"4S"``, ``"3NTX"``.
    contract_code = Unicode("4S")
    #: The tricks declarer took, 0 to 13.
    tricks = Int(10)
    #: Whether the declaring side is vulnerable.
    vulnerable = Bool(False)
    #: Honors held in one hand: 0, 100 or 150 …
    honors = Int(0)
    #: … by the declaring side or the defenders.
    honors_side = Unicode("declarer")
    #: The choices of the result frozen by *Compare* (empty when not comparing).
    frozen = Dict()
    #: The reason the last choice was refused ("" when it was taken).
    error = Unicode("")

    def __init__(self, contract: str | Contract = "4S", tricks: int = 10, *, vulnerable: bool = False,
                 insult: bool = True, **kwargs: Any) -> None:
        code = _code(contract)
        score_deal(code, tricks, vulnerable=vulnerable, insult=insult)  # a bad example is refused here
        self.insult = insult
        self._syncing = False
        self._batch = False
        button = {"button_width": "auto"}
        self.level_choice = w.ToggleButtons(options=[(str(n), n) for n in range(1, 8)],
                                            description="Level", style=button)
        self.strain_choice = w.ToggleButtons(options=[(s.symbol, s) for s in Strain],
                                             description="Strain", style=button)
        self.doubling_choice = w.ToggleButtons(
            options=[(d.word + (f" ({d.suffix})" if d.suffix else ""), d) for d in Doubling],
            description="Doubling", style=button)
        self.vulnerable_choice = w.ToggleButtons(
            options=[(vulnerability_word(v), v) for v in (False, True)],
            description="Declarer", style=button)
        self.tricks_slider = w.IntSlider(min=0, max=13, description="Tricks taken",
                                         style={"description_width": "initial"})
        self.fewer_button = w.Button(description="−", tooltip="one trick fewer",
                                     layout=w.Layout(width="36px"))
        self.more_button = w.Button(description="+", tooltip="one trick more",
                                    layout=w.Layout(width="36px"))
        self.honors_choice = w.Dropdown(options=_HONORS_CHOICES, description="Honors",
                                        layout=w.Layout(width="180px"))
        self.honors_side_choice = w.ToggleButtons(options=[(f"held by {s}", s) for s in _SIDES],
                                                  style=button)
        self.compare_button = w.ToggleButton(description="Compare",
                                             tooltip="freeze this result on the left, then change "
                                                     "a choice to see the next one beside it")
        self.message = w.HTML()
        self.view = w.HTML()
        for control in (self.level_choice, self.strain_choice, self.doubling_choice,
                        self.vulnerable_choice, self.tricks_slider, self.honors_choice,
                        self.honors_side_choice):
            control.observe(self._control_changed, "value")
        self.fewer_button.on_click(lambda _: self.fewer())
        self.more_button.on_click(lambda _: self.more())
        self.compare_button.observe(self._compare_toggled, "value")
        super().__init__([
            self.level_choice, self.strain_choice, self.doubling_choice, self.vulnerable_choice,
            w.HBox([self.tricks_slider, self.fewer_button, self.more_button]),
            w.HBox([self.honors_choice, self.honors_side_choice]),
            self.compare_button, self.message, self.view,
        ], **kwargs)
        self.add_class("hm-scoring-walkthrough")
        self._apply({"contract_code": code, "tricks": tricks, "vulnerable": vulnerable})

    # --- state ---------------------------------------------------------------------------
    def _choices(self) -> dict[str, Any]:
        return {"contract_code": self.contract_code, "tricks": self.tricks,
                "vulnerable": self.vulnerable, "honors": self.honors, "honors_side": self.honors_side}

    def _score_of(self, choices: dict[str, Any]) -> DealScore:
        return score_deal(choices["contract_code"], choices["tricks"], vulnerable=choices["vulnerable"],
                          insult=self.insult, honors=choices["honors"],
                          honors_side=cast(Side, choices["honors_side"]))

    def _reason(self, **changes: Any) -> str | None:
        """Why the choices with these changes cannot be scored (``None`` if they can)."""
        try:
            self._score_of({**self._choices(), **changes})
        except HoneymoonError as error:
            return str(error)
        return None

    @property
    def score(self) -> DealScore:
        """The library's score of the current choices."""
        return self._score_of(self._choices())

    @property
    def lines(self) -> tuple[ScoreLine, ...]:
        """The score lines shown, in order."""
        return self.score.lines

    @property
    def contract(self) -> Contract:
        return self.score.contract

    @property
    def frozen_score(self) -> DealScore | None:
        """The result frozen on the left by *Compare*, or ``None``."""
        return self._score_of(self.frozen) if self.frozen else None

    @traitlets.validate("contract_code", "tricks", "vulnerable", "honors", "honors_side")
    def _valid(self, proposal: dict[str, Any]) -> Any:
        name, value = proposal["trait"].name, proposal["value"]
        reason = self._reason(**{name: value})
        if reason is not None:
            raise TraitValueError(reason)
        return Contract.parse(value).code if name == "contract_code" else value

    @traitlets.validate("frozen")
    def _valid_frozen(self, proposal: dict[str, Any]) -> dict[str, Any]:
        frozen = dict(proposal["value"])
        if frozen and set(frozen) != set(self._choices()):
            raise TraitValueError(f"frozen is empty or holds the choices {', '.join(self._choices())}, "
                                  f"not {shown(frozen)}")
        reason = self._reason(**frozen) if frozen else None
        if reason is not None:
            raise TraitValueError(reason)
        return frozen

    @traitlets.observe("contract_code", "tricks", "vulnerable", "honors", "honors_side", "frozen")
    def _state_changed(self, change: dict[str, Any]) -> None:
        if not self._batch:
            self._refresh()

    def _apply(self, changes: dict[str, Any]) -> None:
        """Take these choices if the library can score them, else show why not."""
        reason = self._reason(**changes)
        if reason is not None:
            self._refuse(reason)
            return
        self.error = ""
        self.message.value = ""
        self._batch = True
        try:
            with self.hold_trait_notifications():
                for name, value in changes.items():
                    setattr(self, name, value)
        except traitlets.TraitError as error:  # a value of the wrong type: nothing changed
            self.error = str(error)
            self.message.value = message_html(self.error, "refused")
        finally:
            self._batch = False
        self._refresh()

    def _refuse(self, reason: str) -> None:
        """Show why a choice is refused; the controls go back to the state."""
        self.error = reason
        self.message.value = message_html(reason, "refused")
        self._sync_controls()

    # --- what a click does ---------------------------------------------------------------
    def set(self, contract: str | Contract | _Keep = KEEP, tricks: int | _Keep = KEEP,
            vulnerable: bool | _Keep = KEEP,
            honors: tuple[int, str] | _Keep | None = KEEP) -> None:
        """Change any of the choices at once: ``set(contract="4SX", tricks=9, vulnerable=True,
        honors=(100, "declarer"))``; ``honors=None`` means no honors. A choice the library
        refuses (or a value of the wrong kind) changes nothing and shows its reason."""
        changes: dict[str, Any] = {}
        try:
            if not isinstance(contract, _Keep):
                changes["contract_code"] = _code(contract)
            if not isinstance(honors, _Keep | None) and (isinstance(honors, str) or not isinstance(
                    honors, Sequence) or len(honors) != 2):
                raise ConfigError(f"honors is None or a pair (points, side), like (100, 'declarer'), "
                                  f"not {shown(honors)}")
        except HoneymoonError as error:
            self._refuse(str(error))
            return
        if not isinstance(tricks, _Keep):
            changes["tricks"] = tricks
        if not isinstance(vulnerable, _Keep):
            changes["vulnerable"] = vulnerable
        if honors is None:
            changes["honors"] = 0
        elif not isinstance(honors, _Keep):
            changes["honors"], changes["honors_side"] = honors
        self._apply(changes)

    def more(self) -> None:
        """What if declarer had taken one trick more?"""
        self._apply({"tricks": self.tricks + 1})

    def fewer(self) -> None:
        """What if declarer had taken one trick fewer?"""
        self._apply({"tricks": self.tricks - 1})

    def compare(self) -> None:
        """Freeze the current result on the left (or, when comparing, stop comparing)."""
        self.frozen = {} if self.frozen else self._choices()

    # --- the controls --------------------------------------------------------------------
    def _control_changed(self, change: dict[str, Any]) -> None:
        if self._syncing:
            return
        contract = Contract(self.level_choice.value, self.strain_choice.value,
                            self.doubling_choice.value)
        self._apply({"contract_code": contract.code, "tricks": self.tricks_slider.value,
                     "vulnerable": self.vulnerable_choice.value, "honors": self.honors_choice.value,
                     "honors_side": self.honors_side_choice.value})

    def _compare_toggled(self, change: dict[str, Any]) -> None:
        if not self._syncing and change["new"] != bool(self.frozen):
            self.compare()

    def _sync_controls(self) -> None:
        """Show the state in the controls (without reacting to it)."""
        contract = Contract.parse(self.contract_code)
        self._syncing = True
        try:
            self.level_choice.value = contract.level
            self.strain_choice.value = contract.strain
            self.doubling_choice.value = contract.doubling
            self.vulnerable_choice.value = self.vulnerable
            self.tricks_slider.max = contract.total_tricks
            self.tricks_slider.value = self.tricks
            self.honors_choice.value = self.honors
            self.honors_side_choice.value = self.honors_side
            self.compare_button.value = bool(self.frozen)
        finally:
            self._syncing = False
        for button, step in ((self.fewer_button, -1), (self.more_button, +1)):
            reason = self._reason(tricks=self.tricks + step)
            button.disabled = reason is not None
            button.tooltip = reason or ("one trick more" if step > 0 else "one trick fewer")

    def _refresh(self) -> None:
        self._sync_controls()
        self.view.value = self._results_html()

    # --- pictures ------------------------------------------------------------------------
    def _results_html(self) -> str:
        frozen = self.frozen_score
        if frozen is None:
            return f"<div class='hm-results'>{_result_html(self.score, 'the score')}</div>"
        return ("<div class='hm-results hm-comparing'><div style='display:flex;gap:24px;flex-wrap:wrap'>"
                f"{_result_html(frozen, 'frozen', rules=False)}{_result_html(self.score, 'now', rules=False)}"
                f"</div>{rules_html(frozen.lines + self.score.lines)}</div>")

    def static_html(self) -> str:
        """The result (or both, when comparing), with the lines, their rules and the totals."""
        return (f"<div class='hm-scoring-walkthrough'>{self.message.value}"
                f"{self._results_html()}</div>")


class SacrificeLab(CourseWidget, w.VBox):
    """Their game made, or your sacrifice doubled and defeated: which costs you less?

    *They* bid ``game`` and would take ``game_tricks`` (default: just enough); you can bid
    ``sacrifice`` instead, they double it, and you go ``down`` tricks. Choose who is vulnerable and
    how many tricks down you go: the lab writes each result on the pad of a rubber in which each
    vulnerable side has already won a game (:func:`honeymoon_course.scores.on_the_pad`), shows what
    it gives *They*, line by line, and says which costs you less. Every number is the library's.

    >>> lab = SacrificeLab("4S", "5DX", down=3, we_vulnerable=False, they_vulnerable=True)
    >>> lab.game_points, lab.sacrifice_points, lab.verdict
    (820, 500, 'Your sacrifice costs you 320 less.')
    >>> lab.set(down=5); lab.verdict
    'Letting them play 4♠ costs you 280 less.'
    >>> lab.set(down=14)                       # refused: the state stays
    >>> lab.error, lab.down
    ('you go down 1 to 11 tricks in 5♦X, not 14', 5)
    """

    #: Whether *We* (you) and *They* are vulnerable.
    we_vulnerable = Bool(False)
    they_vulnerable = Bool(True)
    #: The tricks your doubled sacrifice goes down.
    down = Int(3)
    #: The reason the last choice was refused ("" when it was taken).
    error = Unicode("")

    def __init__(self, game: str | Contract = "4S", sacrifice: str | Contract = "5DX", *, down: int = 3,
                 we_vulnerable: bool = False, they_vulnerable: bool = True, game_tricks: int | None = None,
                 **kwargs: Any) -> None:
        self.game = Contract.parse(_code(game))
        self.sacrifice = Contract.parse(_code(sacrifice))
        self.game_tricks = self.game.tricks_needed if game_tricks is None else game_tricks
        score_deal(self.game, self.game_tricks)  # a bad number of tricks is refused here
        self._syncing = False
        button = {"button_width": "auto"}
        vulnerability = [(vulnerability_word(v), v) for v in (False, True)]
        self.we_choice = w.ToggleButtons(options=vulnerability, description="We (you)", style=button)
        self.they_choice = w.ToggleButtons(options=vulnerability, description="They", style=button)
        self.down_slider = w.IntSlider(min=1, max=self.sacrifice.tricks_needed, description="Tricks down",
                                       style={"description_width": "initial"})
        self.message = w.HTML()
        self.view = w.HTML()
        super().__init__([self.we_choice, self.they_choice, self.down_slider, self.message, self.view],
                         **kwargs)
        self.add_class("hm-sacrifice-lab")
        for control in (self.we_choice, self.they_choice, self.down_slider):
            control.observe(self._control_changed, "value")
        self.set(we_vulnerable=we_vulnerable, they_vulnerable=they_vulnerable, down=down)
        if self.error:
            raise ConfigError(self.error)

    @traitlets.validate("down")
    def _valid_down(self, proposal: dict[str, Any]) -> int:
        down: int = proposal["value"]
        if not 1 <= down <= self.sacrifice.tricks_needed:
            raise TraitValueError(f"you go down 1 to {self.sacrifice.tricks_needed} tricks in "
                                  f"{self.sacrifice}, not {shown(down)}")
        return down

    @traitlets.observe("we_vulnerable", "they_vulnerable", "down")
    def _state_changed(self, change: dict[str, Any]) -> None:
        self._refresh()

    def set(self, *, we_vulnerable: bool | None = None, they_vulnerable: bool | None = None,
            down: int | None = None) -> None:
        """Change any of the choices, as the controls do; one refused changes nothing and shows why."""
        changes = {name: value for name, value in (("we_vulnerable", we_vulnerable),
                                                   ("they_vulnerable", they_vulnerable), ("down", down))
                   if value is not None}
        try:
            with self.hold_trait_notifications():
                for name, value in changes.items():
                    setattr(self, name, value)
        except traitlets.TraitError as error:
            self.error = str(error)
            self.message.value = message_html(self.error, "refused")
            self._refresh()
            return
        self.error = ""
        self.message.value = ""
        self._refresh()

    # --- the two results -----------------------------------------------------------------------
    def _case(self, contract: Contract, tricks: int, declarer: int) -> tuple[ScoreSheet, list[SheetEntry]]:
        return on_the_pad(contract, tricks, declarer=declarer, we_vul=self.we_vulnerable,
                          they_vul=self.they_vulnerable)

    @property
    def game_points(self) -> int:
        """What *They* score if they play their game."""
        return sum(entry.points for entry in self._case(self.game, self.game_tricks, 1)[1])

    @property
    def sacrifice_points(self) -> int:
        """What *They* score if you play your sacrifice, doubled, and go :attr:`down`."""
        tricks = self.sacrifice.tricks_needed - self.down
        return sum(entry.points for entry in self._case(self.sacrifice, tricks, 0)[1])

    @property
    def verdict(self) -> str:
        """Which result costs you less, and by how much."""
        difference = self.game_points - self.sacrifice_points
        if difference > 0:
            return f"Your sacrifice costs you {difference} less."
        if difference < 0:
            return f"Letting them play {self.game} costs you {-difference} less."
        return "Both cost you the same."

    # --- pictures ------------------------------------------------------------------------------
    def _control_changed(self, change: dict[str, Any]) -> None:
        if not self._syncing:
            self.set(we_vulnerable=self.we_choice.value, they_vulnerable=self.they_choice.value,
                     down=self.down_slider.value)

    def _refresh(self) -> None:
        """Show the state in the controls (without reacting to it) and the two results."""
        self._syncing = True
        try:
            self.we_choice.value, self.they_choice.value = self.we_vulnerable, self.they_vulnerable
            self.down_slider.value = self.down
        finally:
            self._syncing = False
        self.view.value = self._cases_html()

    def _cases_html(self) -> str:
        cases = ((f"If they play {self.game} and take {self.game_tricks} tricks", self.game, self.game_tricks,
                  1),
                 (f"If you play {self.sacrifice} and go down {self.down}", self.sacrifice,
                  self.sacrifice.tricks_needed - self.down, 0))
        shown, lines = [], []
        for title, contract, tricks, declarer in cases:
            sheet, theirs = self._case(contract, tricks, declarer)
            lines += [entry.line for entry in theirs]
            caption = f"They score {sum(entry.points for entry in theirs)}"
            shown.append(f"<div class='hm-case' style='flex:1 1 300px'>"
                         f"<h4 style='margin:4px 0'>{escape(title)}</h4>"
                         f"{lines_html((('They', entry.line) for entry in theirs), caption, rules=False)}"
                         f"{render.score_sheet_html(sheet)}</div>")
        return (f"<div class='hm-sacrifice-cases'><p class='hm-verdict'><b>{escape(self.verdict)}</b></p>"
                f"<div style='display:flex;gap:24px;flex-wrap:wrap'>{''.join(shown)}</div>"
                f"{rules_html(lines)}</div>")

    def static_html(self) -> str:
        """The verdict, each result's lines and pad, and the rules once."""
        return f"<div class='hm-sacrifice-lab'>{self.message.value}{self._cases_html()}</div>"
