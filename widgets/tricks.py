"""The trick trainer: who wins this trick, and which cards may I play?

Two kinds of question, dealt from a seeded random source (the same seed asks the same
questions in the same order):

- ``mode="winner"``: a complete trick of 2 to 4 cards, with a trump suit or at no-trump;
  click the card that wins it.
- ``mode="legal"``: your opponent has led a card; click every card of your hand that you may
  play, then *Check*.

The answers and their reasons are the library's: :func:`honeymoon.tricks.trick_winner` and
:func:`~honeymoon.tricks.beats` for the winner, :func:`~honeymoon.tricks.legal_cards` and
:func:`~honeymoon.tricks.follow_suit_reason` for the cards you may play.

>>> tt = TrickTrainer()
>>> tt.ask(TrickQuestion.winner("KH AH 2S", trump="S"))
>>> tt.answer("AH")
>>> print(tt.feedback_text)
No: ♥A does not win: a trump was played, and a trump beats every card of another suit. Try again.
>>> tt.answer("2S")
>>> tt.solved
True
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from html import escape, unescape
from typing import Any

import ipywidgets as w
import traitlets

from honeymoon import Card, Hand, Suit, deal, render
from honeymoon.calls import Strain
from honeymoon.cards import DISPLAY_ORDER, make_rng
from honeymoon.errors import ConfigError, NotationError, shown
from honeymoon.options import is_player
from honeymoon.tricks import beats, follow_suit_reason, legal_cards, trick_winner, why_beats, why_not_winning
from honeymoon_widgets.base import (
    Bool,
    CardToggles,
    CourseWidget,
    Instance,
    List,
    TraitValueError,
    Unicode,
    message_html,
    valid_picks,
)

__all__ = ["TrickQuestion", "TrickTrainer"]

#: The players' names by seat, for 2, 3 and 4 players: seat 0 sits at the bottom of the picture
#: and the others clockwise (as :func:`honeymoon.render.trick_html` places them).
SEAT_NAMES: dict[int, tuple[str, ...]] = {
    2: ("South", "North"),
    3: ("South", "West", "North"),
    4: ("South", "West", "North", "East"),
}
#: In the "which cards may I play?" question: you (seat 0) and the opponent who led (seat 1).
YOU, OPPONENT = 0, 1
MODES = ("winner", "legal")


def _check_mode(mode: object) -> str:
    """``mode`` if it is one of :data:`MODES`, else :class:`~honeymoon_widgets.base.TraitValueError`."""
    if not isinstance(mode, str) or mode not in MODES:
        raise TraitValueError(f"mode is 'winner' or 'legal', not {shown(mode)}")
    return mode


def _trump(trump: Suit | str | None) -> Suit | None:
    """A trump suit from a Suit, its text (``"S"``, ``"♠"``, ``"spades"``) or no-trump
    (``None``, ``"NT"``)."""
    if trump is None or isinstance(trump, Suit):
        return trump
    return Strain.parse(trump).suit


def _cards(cards: str | Sequence[Card | str]) -> tuple[Card, ...]:
    if not isinstance(cards, str | Sequence):
        raise NotationError(f"write the cards as text, like \"KH AH 2S\", or a list of cards, "
                            f"not {shown(cards)}")
    items = cards.split() if isinstance(cards, str) else cards
    return tuple(card if isinstance(card, Card) else Card.parse(card) for card in items)


def _listed(cards: Sequence[Card]) -> str:
    return " ".join(map(str, cards))


@dataclass(frozen=True)
class TrickQuestion:
    """One question: the cards on the table, the trump suit (``None`` at no-trump), and for
    ``kind="legal"`` the hand you play from.

    >>> q = TrickQuestion.winner("KH AH 2S", trump=None)
    >>> q.cards, q.seats, q.trump is None
    ((Card.parse('KH'), Card.parse('AH'), Card.parse('2S')), 3, True)
    >>> TrickQuestion.legal("AK2.Q4.-.-", led="3H").led
    Card.parse('3H')
    """

    #: ``"winner"`` (who wins this trick?) or ``"legal"`` (which cards may I play?).
    kind: str
    #: The cards played so far, as (seat, card), the lead first.
    plays: tuple[tuple[int, Card], ...]
    trump: Suit | None
    #: How many players sit at the table.
    seats: int
    #: In a ``"legal"`` question: the hand you play from (you sit at seat 0).
    hand: Hand | None = None

    @classmethod
    def winner(cls, cards: str | Sequence[Card | str], trump: Suit | str | None = None, *,
               leader: int = 0) -> TrickQuestion:
        """A complete trick of 2 to 4 cards, in the order played (``"KH AH 2S"``); ``leader``
        is the seat that led it. A card written twice is refused with the library's reason."""
        played = _cards(cards)
        Hand(played)  # the library refuses a card that appears twice
        seats = len(played)
        if seats not in SEAT_NAMES:
            raise ConfigError(f"a trick has 2 to 4 cards, not {seats}")
        if not is_player(leader, seats):
            raise ConfigError(f"leader is the seat that led, 0 to {seats - 1}, not {shown(leader)}")
        plays = tuple(((leader + i) % seats, card) for i, card in enumerate(played))
        return cls("winner", plays, _trump(trump), seats)

    @classmethod
    def legal(cls, hand: Hand | str, led: Card | str, trump: Suit | str | None = None) -> TrickQuestion:
        """Your opponent led ``led``; you hold ``hand``."""
        held = hand if isinstance(hand, Hand) else Hand.parse(hand)
        card = led if isinstance(led, Card) else Card.parse(led)
        if card in held:
            raise ConfigError(f"{card} cannot be led by your opponent and be in your hand too")
        return cls("legal", ((OPPONENT, card),), _trump(trump), 2, held)

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards on the table, in the order played."""
        return tuple(card for _, card in self.plays)

    @property
    def led(self) -> Card:
        """The card that was led."""
        return self.plays[0][1]

    @property
    def names(self) -> tuple[str, ...]:
        """The players' names, by seat."""
        return ("You", "Opponent") if self.kind == "legal" else SEAT_NAMES[self.seats]

    @property
    def trump_text(self) -> str:
        return "no-trump" if self.trump is None else f"{self.trump} trumps"


def winner_steps(question: TrickQuestion) -> list[tuple[int, bool, str]]:
    """The trick card by card, as :func:`honeymoon.tricks.beats` judges it: for each card after
    the lead, its index, whether it took the lead, and why.

    >>> for step in winner_steps(TrickQuestion.winner("KH AH 2S 3H", trump="S")):
    ...     print(step)
    (1, True, '♥A beats ♥K (same suit, higher)')
    (2, True, '♠2 beats ♥A (♠ is the trump suit)')
    (3, False, '♥3 does not beat ♠2 (♠2 is a trump and ♥3 is not)')
    """
    cards, trump = question.cards, question.trump
    steps = []
    top = cards[0]
    for index in range(1, len(cards)):
        card = cards[index]
        won = beats(card, top, trump)
        steps.append((index, won, why_beats(card, top, trump)))
        if won:
            top = card
    return steps


def _card_look(button: w.Button, card: Card, *, won: bool) -> None:
    """A card's button drawn as a small card: white, card-shaped, its rank and suit large; the
    trick's winner, once found, green."""
    button.button_style = "success" if won else ""
    button.style.button_color = None if won else "white"
    button.style.font_size = "17px"
    button.style.font_weight = "bold"
    button.style.text_color = "white" if won else (render.TEXT_RED if card.suit.is_red else "#1a1a1a")


def _grid_cell(widget: w.Widget, place: str) -> w.Widget:
    """``widget`` at ``place`` (a position of :func:`honeymoon.render.seat_positions`, or
    ``"centre"``) of a 3 × 3 grid."""
    row, column = render.GRID_SLOTS[place]
    widget.layout.grid_area = f"{row} / {column}"
    return widget


class TrickTrainer(CourseWidget, w.VBox):
    """Questions on trick play: click the winning card, or the cards you may play.

    >>> tt = TrickTrainer(mode="legal")
    >>> tt.ask(TrickQuestion.legal("AK2.Q4.-.-", led="3H"))
    >>> tt.pick("AS")
    >>> tt.check()
    >>> print(tt.feedback_text)  # doctest: +NORMALIZE_WHITESPACE
    Not quite: ♠A may not be played: you must follow suit: you hold a ♥, so you must play one; some cards
    you may play are not picked yet.
    >>> tt.unpick("AS"); tt.pick("QH", "4H"); tt.check()
    >>> print(tt.feedback_text)
    Right: you may play ♥Q ♥4: you must follow suit: you hold ♥Q ♥4.
    """

    #: ``"winner"`` or ``"legal"``: which kind of question *New trick* deals.
    mode = Unicode("winner")
    #: The question on screen.
    question = Instance(TrickQuestion, allow_none=True)
    #: Legal mode: the codes of the cards picked, in the order picked (cards of the hand).
    picked = List(traitlets.Unicode())
    #: Whether the question has been answered right.
    solved = Bool(False)

    def __init__(self, *, seed: int | None = 0, mode: str = "winner", **kwargs: Any) -> None:
        _check_mode(mode)
        self._rng = make_rng(seed)
        self._asking = False
        self._toggles = CardToggles(self._toggled)
        self._buttons: list[w.Button] = []
        self.mode_choice = w.ToggleButtons(
            options=[("Who wins the trick?", "winner"), ("Which cards may I play?", "legal")],
            value=mode, style={"button_width": "auto"})
        self.prompt = w.HTML()
        self.table = w.HTML()
        self.choices = w.HBox()
        self.choices.add_class("hm-choices")
        #: Winner mode: the trick around the table, each card a button where its player sits.
        self.trick_grid = w.GridBox(layout=w.Layout(grid_template_columns="auto auto auto",
                                                    grid_gap="4px 12px", justify_items="center",
                                                    align_items="center"))
        self.trick_grid.add_class("hm-trick-grid")
        self.check_button = w.Button(description="Check", button_style="primary",
                                     tooltip="check the cards you picked")
        self.new_button = w.Button(description="New trick", tooltip="another question")
        self.check_button.on_click(lambda _: self.check())
        self.new_button.on_click(lambda _: self.new_trick())
        self.feedback = w.HTML()
        super().__init__([self.mode_choice, self.prompt, self.table, self.choices,
                          w.HBox([self.check_button, self.new_button]), self.feedback], **kwargs)
        self.add_class("hm-trick-trainer")
        self.mode = mode
        traitlets.link((self.mode_choice, "value"), (self, "mode"))
        self.observe(self._on_mode, "mode")
        self.new_trick()

    # -- the Python API: what the clicks do ---------------------------------------------------

    @property
    def feedback_text(self) -> str:
        """The verdict on screen, as plain text."""
        return unescape(re.sub(r"<[^>]+>", "", self.feedback.value))

    @property
    def trick_buttons(self) -> list[w.Button]:
        """Winner mode: the trick's cards as buttons, in the order played (a click answers)."""
        question = self.question
        if question is None or question.kind != "winner":
            return []
        return self._buttons[:len(question.plays)]

    def new_trick(self) -> None:
        """*New trick*: deal the next question of the current mode from the seeded source."""
        self.ask(self._deal_winner() if self.mode == "winner" else self._deal_legal())

    def ask(self, question: TrickQuestion) -> None:
        """Put this question on screen (its kind sets the mode); anything but a
        :class:`TrickQuestion` raises :class:`~honeymoon.errors.ConfigError`."""
        if not isinstance(question, TrickQuestion):
            raise ConfigError("ask() takes a question made by TrickQuestion.winner(…) or "
                              f"TrickQuestion.legal(…), not {shown(question)}")
        if question.kind != self.mode:
            self._asking = True
            try:
                self.mode = question.kind
            finally:
                self._asking = False
        self.picked = []
        self.solved = False
        self.feedback.value = ""
        if question == self.question:  # the same question again: redraw it, the answer cleared
            self._show_question({})
        else:
            self.question = question

    def answer(self, card: Card | str) -> None:
        """Winner mode: click this card of the trick as the one that wins it."""
        question = self.question
        assert question is not None
        if question.kind != "winner":
            self.feedback.value = message_html("this question asks which cards you may play: pick them, "
                                               "then Check", "refused")
            return
        try:
            chosen = card if isinstance(card, Card) else Card.parse(card)
        except NotationError as error:
            self.feedback.value = message_html(str(error), "refused")
            return
        if chosen not in question.cards:
            self.feedback.value = message_html(f"{chosen} is not in this trick", "refused")
            return
        self._judge_winner(question, question.cards.index(chosen))

    def pick(self, *codes: str | Card) -> None:
        """Legal mode: press these cards of your hand. A card you do not hold is refused with
        the library's reason, and the pick stays as it was."""
        question = self.question
        assert question is not None
        if question.hand is None:
            self.feedback.value = message_html("this question asks who wins the trick: click that card",
                                               "refused")
            return
        for code in codes:
            try:
                card = code if isinstance(code, Card) else Card.parse(code)
            except NotationError as error:
                self.feedback.value = message_html(str(error), "refused")
                return
            reason = follow_suit_reason(question.hand, card, None)  # only "not in your hand" here
            if reason is not None:
                self.feedback.value = message_html(reason, "refused")
                return
            self._toggles.by_code()[card.code].value = True

    def unpick(self, *codes: str | Card) -> None:
        """Legal mode: release these cards (a second click on a picked card); text that names
        no card is refused with the library's reason."""
        for code in codes:
            try:
                card = code if isinstance(code, Card) else Card.parse(code)
            except NotationError as error:
                self.feedback.value = message_html(str(error), "refused")
                return
            toggle = self._toggles.by_code().get(card.code)
            if toggle is not None:
                toggle.value = False

    def check(self) -> None:
        """Legal mode: *Check* the cards picked against the library's legal cards."""
        question = self.question
        assert question is not None
        if question.hand is None:
            self.feedback.value = message_html("click the card that wins the trick", "refused")
            return
        hand, led = question.hand, question.led.suit
        legal = legal_cards(hand, led)
        picked = {Card.parse(code) for code in self.picked}
        extra = [card for card in hand if card in picked and card not in legal]
        missing = [card for card in legal if card not in picked]
        void = not hand.suit(led)
        self._toggles.judge({card.code for card in legal})
        if not extra and not missing:
            illegal = [card for card in hand if card not in legal]
            reason = (follow_suit_reason(hand, illegal[0], led) if illegal
                      else f"you hold no {led}, so any card may be played")
            self.feedback.value = message_html(f"Right: you may play {_listed(legal)}: {reason}.", "right")
            self.solved = True
            return
        # What is wrong, never which cards are right: those are the learner's to find.
        notes = []
        if extra:
            reason = follow_suit_reason(hand, extra[0], led, name_cards=False)
            notes.append(f"{_listed(extra)} may not be played: {reason}")
        if missing and not picked:
            notes.append("pick every card you may play, then Check")
        elif missing:
            why = f": you hold no {led}, so what may you play?" if void else ""
            notes.append(f"some cards you may play are not picked yet{why}")
        said = "; ".join(notes)
        self.feedback.value = message_html(f"Not quite: {said}{'' if said.endswith('?') else '.'}", "wrong")

    # -- what happens inside -------------------------------------------------------------------

    def _deal_winner(self) -> TrickQuestion:
        rng = self._rng
        seats = rng.choice(sorted(SEAT_NAMES))
        hands = deal(rng, hands=seats, size=rng.randint(2, 5)).hands  # short hands: voids happen
        trump = rng.choice([*DISPLAY_ORDER, None])
        leader = rng.randrange(seats)
        plays: list[tuple[int, Card]] = []
        for turn in range(seats):
            seat = (leader + turn) % seats
            led = plays[0][1].suit if plays else None
            plays.append((seat, rng.choice(legal_cards(hands[seat], led))))
        return TrickQuestion("winner", tuple(plays), trump, seats)

    def _deal_legal(self) -> TrickQuestion:
        rng = self._rng
        size = rng.randint(4, 8)
        you, opponent = deal(rng, hands=2, size=size).hands
        led = rng.choice(list(opponent))
        trump = rng.choice([*DISPLAY_ORDER, None])
        return TrickQuestion("legal", ((OPPONENT, led),), trump, 2, you)

    def _on_mode(self, change: dict[str, Any]) -> None:
        if not self._asking:
            self.new_trick()

    @traitlets.validate("mode")
    def _valid_mode(self, proposal: dict[str, Any]) -> str:
        return _check_mode(proposal["value"])

    @traitlets.validate("picked")
    def _valid_picked(self, proposal: dict[str, Any]) -> list[str]:
        hand = self.question.hand if self.question is not None else None
        picks: list[str] = valid_picks(proposal["value"], hand or ())
        return picks

    @traitlets.observe("question")
    def _show_question(self, change: dict[str, Any]) -> None:
        question = self.question
        if question is None:
            return
        if question.kind == "winner":
            self.prompt.value = (f"<p class='hm-prompt'><b>Who wins this trick?</b> "
                                 f"({escape(question.trump_text)}) Click the winning card.</p>")
            while len(self._buttons) < len(question.plays):
                self._buttons.append(self._new_button(len(self._buttons)))
            places = render.seat_positions(question.seats)
            cells = []
            for index, ((seat, card), button) in enumerate(zip(question.plays, self._buttons, strict=False)):
                button.description = str(card)
                button.tooltip = f"{question.names[seat]} played {card}: click if it wins"
                _card_look(button, card, won=False)
                name = question.names[seat] + (" (led)" if index == 0 else "")
                cells.append(_grid_cell(w.VBox([button, w.HTML(f"<small>{escape(name)}</small>")],
                                               layout=w.Layout(align_items="center")), places[seat]))
            trump = question.trump
            middle = (escape(question.trump_text) if trump is None else
                      f"trumps: <span style='color:{render.TEXT_RED if trump.is_red else 'inherit'}'>"
                      f"{trump.symbol}</span>")
            cells.append(_grid_cell(w.HTML(f"<small>{middle}</small>"), "centre"))
            self.trick_grid.children = cells
            self.choices.children = [self.trick_grid]
            self.table.layout.display = "none"  # the grid is the trick; the picture serves static_html
            self.check_button.layout.display = "none"
        else:
            assert question.hand is not None
            self.prompt.value = (f"<p class='hm-prompt'><b>Which cards may you play?</b> Your opponent "
                                 f"led {render.card_html(question.led)} ({escape(question.trump_text)}). "
                                 "Click every card you may play, then Check.</p>")
            self.choices.children = self._toggles.show(list(question.hand))
            self.table.layout.display = ""
            self.check_button.layout.display = ""
        self.table.value = self._table_html()

    def _new_button(self, index: int) -> w.Button:
        button = w.Button(layout=w.Layout(width="46px", height="64px", padding="0", border="1px solid #777"))
        button.add_class("hm-card-button")
        button.on_click(lambda _: self._clicked(index))
        return button

    def _clicked(self, index: int) -> None:
        question = self.question
        if question is not None and question.kind == "winner" and index < len(question.plays):
            self._judge_winner(question, index)

    def _toggled(self, code: str, on: bool) -> None:
        rest = [c for c in self.picked if c != code]
        self.picked = [*rest, code] if on else rest

    @traitlets.observe("picked")
    def _picked_changed(self, change: dict[str, Any]) -> None:
        self._toggles.mark(set(self.picked))
        self.feedback.value = ""
        self.solved = False
        self.table.value = self._table_html()

    def _judge_winner(self, question: TrickQuestion, index: int) -> None:
        cards = question.cards
        winner = trick_winner(cards, question.trump)
        steps = winner_steps(question)
        chosen = cards[index]
        if index == winner:
            seat = question.plays[winner][0]
            lead = f"{question.names[question.plays[0][0]]} led {cards[0]}"
            walk = "; ".join([lead, *(text for _, _, text in steps)])
            self.feedback.value = message_html(
                f"Right: {chosen} wins the trick for {question.names[seat]}. {walk}.", "right")
            self.solved = True
        else:  # why, by the rule that beats it: the winner is still the learner's to find
            reason = why_not_winning(cards, index, question.trump)
            self.feedback.value = message_html(f"No: {reason}. Try again.", "wrong")
        for i, (card, button) in enumerate(zip(cards, self._buttons, strict=False)):
            _card_look(button, card, won=self.solved and i == winner)
        self.table.value = self._table_html()

    def _table_html(self) -> str:
        question = self.question
        if question is None:
            return ""
        winner = None
        if question.kind == "winner" and self.solved:
            winner = question.plays[trick_winner(question.cards, question.trump)][0]
        table = render.trick_html(list(question.plays), seats=question.seats, names=list(question.names),
                                  winner=winner, trump=question.trump,
                                  caption="no-trump" if question.trump is None else None)
        if question.hand is None:
            return f"<div class='hm-trick-question'>{table}</div>"
        picked = frozenset(Card.parse(code) for code in self.picked)
        hand = render.hand_html(question.hand, layout="fan", highlight=picked, width=48)
        return (f"<div class='hm-trick-question' style='display:flex;gap:2em;align-items:center'>{table}"
                f"<div class='hm-your-hand'><div>Your hand</div>{hand}</div></div>")

    def static_html(self) -> str:
        """The question, the trick (and your hand), and the verdict, as HTML without script."""
        return (f"<div class='hm-trick-trainer'>{self.prompt.value}{self.table.value}"
                f"{self.feedback.value}</div>")
