"""The draw trainer: build a hand in one of the draw forms, against a simple opponent.

Three forms build the hands before the auction ([honeymoon-fr], [honeymoon-de]; the book's
Rules pages): ``draw`` (take the face-up card and discard, or refuse it), ``draw-discard``
(keep the top card or reject it) and ``draw-tricks`` (13 preliminary tricks; the winner
draws first). The learner makes every decision of his seat; the computer opponent (the
*partner* you train against) answers by itself. The widget holds no rules: its buttons are
exactly :meth:`~honeymoon.game.Game.legal_actions`, what it shows is the learner's
:meth:`~honeymoon.game.Game.view`, and a refused click shows the library's reason.

>>> trainer = DrawTrainer()                    # draw, seed 0: you are player 0 and act first
>>> trainer.game.phase.value, sorted(trainer.buttons)
('draw', ['refuse', 'take'])
>>> trainer.act("take")                        # the face-up ♠9 joins your hand …
>>> sorted(trainer.buttons), len(trainer.card_buttons)
([], 14)
>>> trainer.act("refuse")                      # … and now you must discard
Traceback (most recent call last):
...
honeymoon.errors.IllegalActionError: you took a card: now discard one card of your hand, face down
>>> trainer.act("4C")                          # your opponent takes the next card by himself
>>> trainer.game.current_player, sorted(trainer.buttons)
(0, ['refuse', 'take'])

Play to the end of the draw phase and both final hands are shown with their counts:

>>> while not trainer.done:
...     trainer.act("refuse")                  # he takes every card you refuse
>>> trainer.game.phase.value, [len(seat.cards) for seat in trainer.game.full_view().seats]
('auction', [13, 13])
>>> "high-card points" in trainer.static_html()
True
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape
from typing import Any

import ipywidgets as w

from honeymoon import Card, ConfigError, Hand, IllegalActionError, Phase, load_game, new_game
from honeymoon.cards import DISPLAY_ORDER, make_rng
from honeymoon.errors import shown
from honeymoon.evaluation import hcp, length_points, shape, total_points
from honeymoon.forms import BridgeGame
from honeymoon.game import KEEP, Action, Decision
from honeymoon.render import (
    TEXT_RED,
    card_back_html,
    card_face_html,
    card_html,
    count_html,
    hand_html,
    trick_html,
)
from honeymoon.views import BridgeView, LogLine
from honeymoon_widgets.base import CourseWidget, message_html

__all__ = ["DrawTrainer"]

#: The forms whose draw phase the trainer steps through.
FORMS = ("draw", "draw-discard", "draw-tricks")
#: The decisions the opponent picks under each simple policy (the first one that is legal).
_POLICY_WORDS = {"take": ("take", "keep"), "refuse": ("refuse", "decline", "reject")}
#: What each decision button does, in a tooltip.
_TOOLTIPS = {
    "take": "put the face-up card in your hand, then discard one card face down",
    "refuse": "leave the face-up card: your opponent decides about it first",
    "decline": "send your opponent's refused card to the dead pile and turn the next stock card",
    "keep": "keep the top card; the next one is discarded face down",
    "reject": "discard the top card face down and take the next one, unseen",
}
#: What each decision leads to, in the status line's second sentence.
_EFFECTS = {
    "take": "if you <b>take</b> it, you then discard a card",
    "refuse": "if you <b>refuse</b> it, your opponent may take it",
    "decline": "if you <b>decline</b> it, it goes to the dead pile and you turn the next card",
    "keep": "if you <b>keep</b> it, the next card goes to your discards",
    "reject": "if you <b>reject</b> it, you take the next card, unseen",
}
_NAMES = ("You", "Your opponent")


class DrawTrainer(CourseWidget, w.VBox):
    """Step through the draw phase of ``draw``, ``draw-discard`` or ``draw-tricks``.

    ``partner`` is how the computer opponent decides: ``"take"`` (he always takes or keeps,
    then discards the lowest card of his shortest suit), ``"refuse"`` (he always refuses,
    declines or rejects), or a list of actions (``["refuse", "take", "3C"]``) he follows in
    order before going on with ``"take"``. In ``draw-tricks`` he plays a random legal card
    (seeded by ``seed``) unless his list says which. ``learner`` is your seat (0 or 1);
    ``options`` go to :func:`honeymoon.new_game` (``expose_top_card``, ``follow_suit_in_draw``,
    ``lang`` …; not ``match`` or ``seed``: the trainer plays one deal, from ``seed``).

    >>> trainer = DrawTrainer("draw-discard", partner="refuse")
    >>> sorted(trainer.buttons)
    ['keep', 'reject']
    >>> trainer.buttons["keep"].click()
    >>> [str(line.action) for line in trainer.game.view(0).log]     # you kept, he rejected
    ['keep', 'reject']
    """

    def __init__(self, form: str = "draw", *, seed: int = 0, partner: str | Sequence[Action | str] = "take",
                 learner: int = 0, options: dict[str, Any] | None = None, **kwargs: Any) -> None:
        if form not in FORMS:
            raise ConfigError(f"the draw trainer plays {', '.join(FORMS)}, not {shown(form)}")
        if learner not in (0, 1) or isinstance(learner, bool):
            raise ConfigError(f"learner is your seat, 0 or 1, not {shown(learner)}")
        if isinstance(partner, str):
            if partner not in _POLICY_WORDS:
                raise ConfigError(f"partner is 'take', 'refuse' or a list of actions, not {shown(partner)}")
            self._policy, self._script = partner, []
        elif isinstance(partner, Sequence):
            self._policy, self._script = "take", list(partner)
        else:
            raise ConfigError(f"partner is 'take', 'refuse' or a list of actions, not {shown(partner)}")
        options = {} if options is None else options
        if not isinstance(options, Mapping) or not all(isinstance(key, str) for key in options):
            raise ConfigError(f"options is a dict of new_game's options, like {{'lang': 'fr'}}, "
                              f"not {shown(options)}")
        for key in ("match", "seed"):
            if key in options:
                raise ConfigError(f"the draw trainer plays one deal from its own seed: {shown(key)} is not "
                                  "one of its options")
        self.form, self.seed, self.learner, self.partner = form, seed, learner, partner
        game = new_game(form, seed=seed, match="deal", **options)
        assert isinstance(game, BridgeGame)
        self.game: BridgeGame = game
        self._rng = make_rng(seed)
        self._script_at = 0
        self._hand: tuple[Card, ...] = ()  # the learner's cards at the last rendering
        self._fresh: tuple[Card, ...] = ()  # cards new in his hand since his last action
        self._log_length = 0  # entries in his log at the last rendering
        self._discards: tuple[Card, ...] = ()  # his discards at the last rendering
        self._tricks = 0  # preliminary tricks played at the last rendering

        self.status = w.HTML()
        self.table = w.HTML()
        self.feedback = w.HTML()
        self.summary = w.HTML()
        self._decision_pool: dict[str, w.Button] = {}
        self.decisions = w.HBox()
        self._card_pool: dict[str, w.Button] = {}
        self._rows = [w.HBox() for _ in DISPLAY_ORDER]
        self._row_cards: list[tuple[Card, ...] | None] = [None] * len(DISPLAY_ORDER)
        self._labels = [w.HTML(f"<span style='color:{TEXT_RED if s.is_red else 'inherit'};font-size:1.3em'>"
                               f"{s.symbol}</span>", layout=w.Layout(width="24px")) for s in DISPLAY_ORDER]
        self.hand_box = w.VBox(self._rows)
        super().__init__([self.status, self.table, self.decisions, self.hand_box, self.feedback,
                          self.summary], **kwargs)
        self.add_class("hm-draw-trainer")
        self._hand = self.game.view(learner).seats[learner].cards
        self._partner_moves()  # when the opponent acts first
        self._refresh(since=0 if self.game.history else None)

    # --- the API: what a click does ---------------------------------------------------------
    @property
    def done(self) -> bool:
        """Whether the draw phase is over (the auction has begun)."""
        return self.game.phase is not Phase.DRAW

    @property
    def buttons(self) -> dict[str, w.Button]:
        """The decision buttons shown now, by word: ``take``, ``refuse``, ``decline``, ``keep``,
        ``reject`` (exactly the decisions of ``legal_actions()``)."""
        return {button.description.lower(): button for button in self.decisions.children}

    @property
    def card_buttons(self) -> dict[str, w.Button]:
        """The buttons of the cards in your hand, by card code (``"QH"``); empty once the phase is over."""
        if self.done:
            return {}
        return {card.code: self._card_pool[card.code] for card in self._hand}

    def act(self, action: Action | str) -> None:
        """Take ``action`` (or its text: ``"take"``, ``"QH"``, read in the game's language as a
        person writes it; a button gives its action itself) for your seat; your opponent then
        answers by himself until it is your turn again or the draw phase is over.

        An illegal action raises :class:`~honeymoon.errors.IllegalActionError` with the
        library's reason and changes nothing."""
        game = self.game
        if self.done:
            raise IllegalActionError("the draw phase is over: the auction begins")
        if game.current_player != self.learner:
            raise IllegalActionError("it is your opponent's turn")
        # A scripted opponent may be given a move that is not legal when its turn comes: then
        # the learner's move is taken back too, so that a refusal always changes nothing.
        saved = (game.to_json(), self._script_at, self._rng.getstate()) if self._scripted() else None
        game.apply(action)
        try:
            self._partner_moves()
        except IllegalActionError as error:
            assert saved is not None  # only a scripted move can be refused
            restored = load_game(saved[0])
            assert isinstance(restored, BridgeGame)
            self.game = restored
            self._script_at = saved[1]
            self._rng.setstate(saved[2])
            raise IllegalActionError(f"{error.reason} (your move was taken back)") from None
        self._refresh(since=self._log_length)

    def _click(self, action: Action) -> None:
        """A click applies the action its button shows: the object, never its text, which the
        game would read in its own language (under ``fr``, ``4C`` is the ♥4)."""
        try:
            self.act(action)
        except IllegalActionError as error:
            self.feedback.value = message_html(error.reason, "refused")

    # --- the opponent ----------------------------------------------------------------------
    def _scripted(self) -> bool:
        return self._script_at < len(self._script)

    def _partner_moves(self) -> None:
        game = self.game
        while not self.done and game.current_player is not None and game.current_player != self.learner:
            if self._scripted():
                move = self._script[self._script_at]
                try:
                    game.apply(move)
                except IllegalActionError as error:
                    raise IllegalActionError(
                        f"your opponent's scripted move {self._script_at + 1} ({move}) is not legal now: "
                        f"{error.reason}") from None
                self._script_at += 1
            else:
                game.apply(self._partner_choice(game.current_player))

    def _partner_choice(self, player: int) -> Action:
        """The opponent's simple policy; it only ever picks one of ``legal_actions()``."""
        legal = self.game.legal_actions()
        decisions = [a for a in legal if isinstance(a, Decision)]
        if decisions:
            words = _POLICY_WORDS[self._policy]
            return next((a for a in decisions if a.word in words), decisions[0])
        cards = [a for a in legal if isinstance(a, Card)]
        if not self.game.view(player).known_draw().must_discard:  # a card to a preliminary trick
            return self._rng.choice(cards)
        # A discard: the lowest card of his shortest suit (the lowest of the shortest on a tie).
        by_suit: dict[Any, list[Card]] = {}
        for card in cards:
            by_suit.setdefault(card.suit, []).append(card)
        shortest = min(by_suit.values(), key=lambda suit: (len(suit), min(suit).rank))
        return min(shortest)

    # --- rendering ---------------------------------------------------------------------------
    def _refresh(self, since: int | None = None) -> None:
        """Draw the learner's view; ``since``: where his log stood before his last action."""
        view = self.game.view(self.learner)
        mine = view.seats[self.learner].cards
        held = set(self._hand)
        self._fresh = tuple(c for c in mine if c not in held)
        self._hand = mine
        self._log_length = len(view.log)
        discards = view.discards[self.learner]
        discarded = [c for c in discards if c not in self._discards]
        self._discards = discards
        tricks, self._tricks = self._tricks, len(view.known_draw().preliminary_tricks)
        done = self.done
        legal = [] if done else self.game.legal_actions()
        self.status.value = self._status_html(view, legal)
        self.table.value = "" if done else self._table_html(view, legal)
        if since is not None:
            self.feedback.value = message_html(self._since(view, since, tricks, discarded), "info")
        self.summary.value = self._summary_html() if done else ""
        self.decisions.children = [self._decision_button(a) for a in legal if isinstance(a, Decision)]
        self._show_hand()

    def _decision_button(self, decision: Decision) -> w.Button:
        word = decision.word
        button = self._decision_pool.get(word)
        if button is None:
            button = w.Button(description=word.capitalize(), tooltip=_TOOLTIPS.get(word, word),
                              button_style="primary" if word in ("take", "keep") else "")
            button.add_class(f"hm-decision-{word}")
            button.on_click(lambda _, decision=decision: self._click(decision))
            self._decision_pool[word] = button
        return button

    def _card_button(self, card: Card) -> w.Button:
        button = self._card_pool.get(card.code)
        if button is None:
            button = w.Button(description=card.rank.letter.replace("T", "10"), tooltip=card.text(),
                              layout=w.Layout(width="42px"))
            if card.suit.is_red:
                button.style.text_color = TEXT_RED  # black suits keep the theme's text colour
            button.add_class("hm-card-button")
            button.on_click(lambda _, card=card: self._click(card))
            self._card_pool[card.code] = button
        return button

    def _show_hand(self) -> None:
        """Put the card buttons in their suit rows, reusing them: only changed rows are rebuilt."""
        self.hand_box.layout.display = "none" if self.done else None
        for index, suit in enumerate(DISPLAY_ORDER):
            suited = tuple(c for c in self._hand if c.suit is suit)
            if suited != self._row_cards[index]:
                self._row_cards[index] = suited
                self._rows[index].children = [self._labels[index], *(self._card_button(c) for c in suited)]
        legal = set() if self.done else set(self.game.legal_actions())
        for card in self._hand:
            button = self._card_pool[card.code]
            button.style.font_weight = "bold" if card in self._fresh else ""
            button.disabled = card not in legal  # a card can be clicked only when it may be played

    def _status_html(self, view: BridgeView, legal: Sequence[Action]) -> str:
        """Your turn, in the view's words (``take or refuse the face-up ♦2``), and a sentence
        on what the choices lead to or how to make it."""
        if self.done:
            first = "you call" if view.current_player == self.learner else "your opponent calls"
            return (f"<p class='hm-draw-status'><b>The draw phase is over:</b> the auction begins, "
                    f"{first} first. Both final hands:</p>")
        draw = view.known_draw()
        effects = [_EFFECTS[a.word] for a in legal if isinstance(a, Decision) and a.word in _EFFECTS]
        if effects:
            more = "; ".join(effects)
            more = more[:1].upper() + more[1:] + "."
        elif draw.must_discard:
            which = (f"any card but the {draw.kept} you just took" if draw.kept is not None
                     else "the card you took, if you like")
            more = f"Click it in your hand ({which}): your opponent will not see it."
        elif draw.trick:
            duty = "follow suit if you can" if draw.follow_suit else "you need not follow suit"
            more = (f"Your opponent led the {card_html(draw.trick[0].card)}: click the card you play "
                    f"({duty}).")
        else:
            more = "Click a card."
        return f"<p class='hm-draw-status'>Your turn: {escape(draw.prompt)}. {more}</p>"

    def _table_html(self, view: BridgeView, legal: Sequence[Action]) -> str:
        """The table as the learner sees it, drawn only from his view."""
        draw, me = view.known_draw(), self.learner
        cells = [f"<div class='hm-stock'>{card_back_html(width=40)}<br>stock: {draw.stock} "
                 f"card{'s' if draw.stock != 1 else ''}</div>"]
        if draw.top is not None:  # the card you decide on (keep or reject), or shown to both
            cells.append(_face("the top card (only you see it)" if KEEP in legal else "top of the stock",
                               draw.top))
        if draw.turned is not None:
            cells.append(_face("drawn: only you see it" if draw.turned_in_private else "face up",
                               draw.turned))
        if draw.offered is not None:
            cells.append(_face("refused by your opponent", draw.offered))
        names = [_NAMES[0] if s == me else _NAMES[1] for s in (0, 1)]
        tricks = draw.preliminary_tricks
        if tricks:
            cells.append(trick_html(tricks[-1], seats=2, names=names, winner=draw.preliminary_winners[-1],
                                    bottom=me, caption=f"preliminary trick {len(tricks)}"))
        if draw.trick:
            cells.append(trick_html(draw.trick, seats=2, names=names, bottom=me,
                                    caption=f"preliminary trick {len(tricks) + 1}"))
        hidden = view.seats[1 - me].hidden
        cells.append(f"<div class='hm-opponent'>your opponent: {hidden} "
                     f"card{'s' if hidden != 1 else ''}, face down</div>")
        row = "".join(f"<div style='margin:0 12px 6px 0'>{cell}</div>" for cell in cells)
        parts = [f"<div class='hm-draw-table' style='display:flex;flex-wrap:wrap;align-items:flex-end'>"
                 f"{row}</div>"]
        if draw.dead:
            parts.append("<p class='hm-dead'>dead pile (face up): "
                         + " ".join(card_html(c) for c in draw.dead) + "</p>")
        if view.discards[me]:
            parts.append("<p class='hm-discards'>your discards (face down): "
                         + " ".join(card_html(c) for c in view.discards[me]) + "</p>")
        if view.log:
            # Newest first: a static page cannot scroll the list to its end.
            lines = "".join(f"<li>{self._log_line(line)}</li>" for line in reversed(view.log))
            parts.append("<details class='hm-log' open><summary>what happened so far, newest first</summary>"
                         "<ol reversed style='max-height:9em;overflow-y:auto;margin:0'>"
                         f"{lines}</ol></details>")
        return "".join(parts)

    def _log_line(self, line: LogLine, *, html: bool = True) -> str:
        """One line of the learner's log: who, and what, its cards drawn (``take ♥10``,
        ``discard ♣4``; a discard he may not see is not named)."""
        who = _NAMES[0] if line.player == self.learner else _NAMES[1]
        if line.action is None:
            return f"{who}: discard (face down)"

        def shown(action: Action) -> str:
            if isinstance(action, Card):
                return card_html(action) if html else str(action)
            return escape(str(action)) if html else str(action)

        words = ["discard"] if line.discard else []
        words.append(shown(line.action))
        if line.card is not None:
            words.append(shown(line.card))
        return f"{who}: " + " ".join(words)

    def _since(self, view: BridgeView, since: int, tricks: int, discarded: list[Card]) -> str:
        """What happened since the learner's last action, as plain text: his log, who won the
        preliminary tricks (as the view says), his hand."""
        log = view.log[since:]
        lines = [self._log_line(line, html=False) for line in log]
        for winner in view.known_draw().preliminary_winners[tricks:]:
            lines.append("you win the trick and draw first" if winner == self.learner
                         else "your opponent wins the trick and draws first")
        # Cards the log names already (a take, a discard) are not named twice.
        named = {card for line in log if line.player == self.learner
                 for card in (line.card, line.action if line.discard else None) if isinstance(card, Card)}
        fresh = [c for c in self._fresh if c not in named]
        if fresh:
            lines.append("new in your hand: " + " ".join(str(c) for c in fresh))
        discarded = [c for c in discarded if c not in named]
        if discarded:
            lines.append("to your discards: " + " ".join(str(c) for c in discarded))
        return "; ".join(lines) + "."

    def _summary_html(self) -> str:
        """Both final hands side by side with their counts (the draw is over: the hands are shown)."""
        seats = self.game.full_view().seats
        players = (self.learner, 1 - self.learner)
        hands = [Hand(seats[p].cards) for p in players]
        cell = "padding:4px 12px;vertical-align:top;text-align:left"
        rows = [
            ("", ["your hand", "your opponent's hand"]),
            ("hand", [hand_html(hand) for hand in hands]),
            ("shape (suit lengths, longest first)", ["-".join(map(str, shape(hand))) for hand in hands]),
            ("HCP", [count_html(hcp(hand)) for hand in hands]),
            ("length points, Honeymoon count",
             [count_html(length_points(hand, "honeymoon")) for hand in hands]),
            ("HCP + length points", [f"{total_points(hand, 'honeymoon').total:g}" for hand in hands]),
        ]
        body = "".join(
            f"<tr><th scope='row' style='{cell}'>{escape(label)}</th>"
            + "".join(f"<td style='{cell}'>{'<b>' + html + '</b>' if not label else html}</td>"
                      for html in cells) + "</tr>"
            for label, cells in rows)
        return f"<table class='hm-final-hands' style='border-collapse:collapse'>{body}</table>"

    def static_html(self) -> str:
        """The trainer's current state as HTML, drawn by :mod:`honeymoon.render` (no script)."""
        parts = [self.status.value, self.table.value]
        if not self.done:
            decisions = [b.description.lower() for b in self.decisions.children]
            choice = (" or ".join(f"<b>{d}</b>" for d in decisions) if decisions
                      else "click a card of your hand")
            hand = Hand(self._hand)
            fresh = frozenset(self._fresh)
            parts.append(f"<p class='hm-choices'>Your choice: {choice}</p>"
                         f"<div class='hm-your-hand'>Your hand:{hand_html(hand, highlight=fresh)}</div>")
        parts += [self.feedback.value, self.summary.value]
        return f"<div class='hm-draw-trainer'>{''.join(parts)}</div>"


def _face(caption: str, card: Card) -> str:
    return f"{card_face_html(card, width=60)}<br>{escape(caption)}"


