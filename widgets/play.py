"""The play table: a whole match of any bridge form against the computer, from the first deal to
the last, with the review of every deal.

The learner sits at one seat (``seat``, player 0 by default); the computer plays every other
seat at one level (``"random"``, ``"basic"`` or ``"strong"``, see :mod:`honeymoon.bots`) and
acts by itself until it is the learner's turn again. The widget holds no rules: its buttons are
:meth:`~honeymoon.game.Game.legal_actions`, the table is :func:`honeymoon.render.view_html` of
the learner's :meth:`~honeymoon.game.Game.view` (so it shows only what the learner may see),
and a refused action shows the library's reason. Every form of
:func:`honeymoon.available_games` but Boerenbridge is played here (its own table is
``BoerenbridgeTable``).

>>> table = PlayTable("plain", seed=3, match="deal")     # one deal of plain Honeymoon Bridge
>>> table.game.phase.value, table.game.current_player    # the computer opened; your call
('auction', 0)
>>> table.game.view(0).auction
(Bid.parse('1NT'),)
>>> table.act("1C")                                      # refused: the game is unchanged
Traceback (most recent call last):
...
honeymoon.errors.IllegalActionError: 1♣ is not enough: a bid must outrank the last bid, 1NT ...
>>> table.act("Pass")                                    # 1NT by the computer: you lead
>>> table.game.phase.value, str(table.game.view(0).contract), table.game.current_player
('play', '1NT', 0)
>>> table.act(table.game.legal_actions()[0])             # the computer follows by itself …
>>> table.game.current_player                            # … and it is your turn again
0

Play on with the first legal card each time; after the deal the review is shown:

>>> while not table.game.is_over:
...     table.act(table.game.legal_actions()[0])
>>> table.review is not None, "could make" in table.static_html()
(True, True)

The review (:func:`honeymoon.forms.review`) says what the contract could make with every card
seen, how many tricks each side's cards gave away to the other (yours and the computer's), each
of those cards in words, and par.

**Undo** takes back the learner's last decision and every computer move after it (the library
has no undo: the game is rebuilt from its history). **Hint** shows what the ``strong`` level
would do, and why in a short sentence: the strong player samples the cards the learner cannot
see (it is given the learner's view, nothing more), so the hint never uses a hidden card; the
sentence says how it decided (its samples and their double-dummy counts, or the basic rules it
falls back on), not the counts of the real deal, which would give the hidden cards away.
**Save** writes :meth:`PlayTable.to_json` into the text area; **Resume** loads the text area's game
(:meth:`PlayTable.from_json` does the same from Python). A save holds the seed, so it is a
record of the whole match, hidden cards included: it is not meant to be read during the play.
With two people at the screen, Save is greyed while the curtain is down: a save that showed only
the cards both may see could not be resumed, so none is shown until the screen is someone's.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from html import escape
from typing import Any, NamedTuple

import ipywidgets as w

from honeymoon import (
    PASS,
    Call,
    Card,
    ConfigError,
    HoneymoonError,
    IllegalActionError,
    available_games,
    load_game,
    new_game,
)
from honeymoon.bots import LEVELS, make_bot, next_action
from honeymoon.calls import ALL_BIDS, DOUBLE, REDOUBLE, Bid, Strain
from honeymoon.cards import DISPLAY_ORDER
from honeymoon.errors import shown
from honeymoon.forms import FORMS, BridgeGame, CardVerdict, Review, review_deal
from honeymoon.game import CLAIM, TAKE, Action, Decision, Game, Phase, action_text
from honeymoon.options import is_player
from honeymoon.par import Par
from honeymoon.render import TEXT_RED, card_html, score_sheet_html, view_html
from honeymoon.views import BridgeView, LogLine
from honeymoon_widgets.base import message_html
from honeymoon_widgets.table import GameTable, saved_seating

__all__ = ["Hint", "PlayTable"]

#: What each decision button does, in a tooltip.
_TOOLTIPS = {
    "take": "put the face-up card in your hand, then discard one card face down",
    "refuse": "leave the face-up card: your opponent decides about it first",
    "decline": "send the refused card to the dead pile and turn the next stock card",
    "keep": "keep the top card; the next one is discarded face down",
    "reject": "discard the top card face down and take the next one, unseen",
    "exposed": "play with the dummy that lay face up during the auction",
    "hidden": "play with the face-down dummy",
}
_SAVE_TIP = "write the match into the text box"
#: Why Save waits while the curtain is down (see the module's notes).
_SAVE_HIDDEN = "a save holds every card of the match, hidden ones too"
#: Why the strong player chooses as it does, phase by phase (see :mod:`honeymoon.bots.strong`).
_WHY = {
    "play": ("it imagined many ways the cards you cannot see could lie, each agreeing with what you "
             "have seen, worked out for each card you may play how many tricks it leads to if "
             "everyone then plays perfectly (double dummy), and chose the card that did best on "
             "average; making or defeating the contract counts most"),
    "play-basic": ("with three hands of more than 8 cards, imagining the hidden cards takes too long: "
                   "it follows the basic rules (second hand low, third hand high, win a trick as "
                   "cheaply as you can, lead from your longest suit)"),
    "auction": ("it starts from the basic rules' call (count your points and your long suits), then "
                "imagined many ways the hands you cannot see could lie, each agreeing with the calls so "
                "far, and scored each call's final contract over those deals, every card then played "
                "perfectly (double dummy); it makes another call only when that one scores more on "
                "average, by more than the deals' disagreement could explain"),
    "auction-basic": "with three hands it bids by the basic rules: count your points and your long "
                     "suits, open or raise when the count is enough",
    "draw": ("it compared how many tricks your hand would take with the card and without it, "
             "against many imagined hands of your opponent, every card then played perfectly "
             "(double dummy)"),
    "draw-basic": "it follows the basic rules here: keep high cards and long suits, throw away "
                  "low cards of short suits",
    "choose-dummy": ("play with the face-up dummy when it is worth at least as much as an average "
                     "hand you cannot see (about 10 points, counting its trumps as length)"),
    "widow": "keep trumps and high cards; throw away low cards of short side suits",
    "claim": ("every card you hold is the highest of its suit still out, and no trump is left against "
              "you (or all yours are trumps): each trick you lead is yours, so claim the rest"),
}


class Hint(NamedTuple):
    """What the strong level would do now (``action``), why in a sentence (``why``), and how long
    it thought (``seconds``)."""

    action: Action
    why: str
    seconds: float


class PlayTable(GameTable):
    """A match of ``form`` (any name of :func:`honeymoon.available_games` but ``boerenbridge``)
    against the computer at ``level``; the learner plays ``seat``; ``seed`` fixes the cards and
    the computer's choices; ``options`` go to :func:`honeymoon.new_game` (``match="deal"`` for a
    single deal, ``names``, ``first_dealer`` …). A bad option raises
    :class:`~honeymoon.errors.ConfigError`.

    >>> table = PlayTable("contract-bridge", seed=1, seat=2)   # you are South
    >>> table.game.current_player
    2
    >>> PlayTable("plain", level="expert")
    Traceback (most recent call last):
    ...
    honeymoon.errors.ConfigError: unknown level 'expert': choose one of random, basic, strong
    """

    #: The library's game (read it; act through :meth:`act`).
    game: BridgeGame
    _CLASS = "hm-play-table"
    _PLAYS = "match"
    #: The computer's moves, the deal's analysis, the widget's own.
    _TIMED = ("computer", "analysis", "widget")
    _before_by: dict[int, BridgeView]  # each person's view at his last look: the deal and the hand he had

    def __init__(self, form: str = "plain", *, level: str = "basic", seat: int | None = None,
                 humans: Sequence[int] | None = None, seed: int | None = None, **options: Any) -> None:
        if not isinstance(form, str) or (form in available_games() and form not in FORMS):
            raise ConfigError(f"the play table plays the bridge forms, not {shown(form)}: "
                              "Boerenbridge has its own table (BoerenbridgeTable)")
        if form not in FORMS:
            raise ConfigError(f"unknown game {shown(form)}: choose one of {', '.join(FORMS)}")
        if not isinstance(level, str) or level not in LEVELS:
            raise ConfigError(f"unknown level {shown(level)}: choose one of {', '.join(LEVELS)}")
        game = new_game(form, seed=seed, **options)
        if not isinstance(game, BridgeGame):
            raise ConfigError(f"the play table plays the bridge forms, not {shown(form)}")
        if seat is not None and not is_player(seat, game.num_players):
            raise ConfigError(f"seat is your player number, 0 to {game.num_players - 1}, not {shown(seat)}")
        self.level = level
        self._seat_people(seat, humans, game.num_players)
        #: The review of the last finished deal (``None`` before one, or when it has none: see
        #: :attr:`notes`), and its par result (``None`` for three seats or a passed-out deal):
        #: par as the score stood before the deal, the game's worth in the match counted
        #: (:func:`~honeymoon.par.par`); ``par_basis`` says so in words. In a match of
        #: one deal, where a game earns no bonus, also the duplicate-style par of the deal alone.
        self.review: Review | None = None
        self.par: Par | None = None
        self.duplicate_par: Par | None = None
        self.par_basis = ""
        #: What the review and par say in words, or why there is none.
        self.notes: list[str] = []
        self.last_hint: Hint | None = None
        self._reviewed_deal = 0  # the number of the deal the review is about (0: none)
        self._before_by = {}
        self._played_by: dict[int, int | None] = {}  # the reviewed deal: who played each seat

        # Widgets that look alike share one layout and one style (see GameTable's _looks).
        looks = self._looks
        text = looks.text
        self.status, self.table, self.feedback, self.hint_box, self.clock, self.review_box, self.pad = (
            text() for _ in range(7))
        self.decisions = w.HBox()
        #: The decision buttons in use, by word (take, refuse, exposed …).
        self.buttons: dict[str, w.Button] = {}
        self._decision_pool: dict[str, w.Button] = {}
        #: The ladder's buttons, by call code (1C … 7NT, Pass, X, XX): only legal calls are
        #: enabled. They are made for the first auction the learner calls in.
        self.call_buttons: dict[str, w.Button] = {}
        self.ladder = w.VBox(layout=w.Layout(display="none"))
        self.ladder.add_class("hm-play-ladder")
        #: The card buttons shown, by code: the cards of the seat to play (only legal ones enabled).
        self.card_buttons: dict[str, w.Button] = {}
        self._card_pool: dict[str, w.Button] = {}
        self._labels = [text(f"<span style='color:{TEXT_RED if s.is_red else 'inherit'}'>{s.symbol}</span>",
                             layout=looks.layout(width="20px")) for s in DISPLAY_ORDER]
        self._rows = [w.HBox([label], layout=looks.layout()) for label in self._labels]
        self._row_codes: list[tuple[str, ...]] = [() for _ in DISPLAY_ORDER]
        self.hand_title = text()
        #: Claims every trick left for the learner's side (:data:`~honeymoon.game.CLAIM`): shown
        #: in the play when a claim may be made; a refused claim's reason shows in the feedback.
        self.claim_button = looks.button("Claim the rest", "claim every trick left for your side: it is "
                                         "checked with every card known", "hm-play-claim",
                                         layout=w.Layout(display="none"))  # its own: _refresh hides it
        self.claim_button.on_click(lambda _: self._click(CLAIM))
        self.hand_box = w.VBox([w.HBox([self.hand_title, self.claim_button], layout=looks.layout()),
                                *self._rows])
        self.save_text = w.Textarea(placeholder="Save writes the match here; paste a saved match and Resume",
                                    layout=w.Layout(width="100%", height="4em"))
        button = looks.button
        self.undo_button = button("Undo", "take back your last decision", "hm-play-undo")
        self.undo_button.on_click(lambda _: self._quietly(self.undo))
        self.hint_button = button("Hint", "what the strong computer would do, and why", "hm-play-hint")
        self.hint_button.on_click(lambda _: self._quietly(self.hint))
        self.save_button = button("Save", _SAVE_TIP, "hm-play-save")
        self.save_button.on_click(lambda _: self._quietly(self.save))
        self.resume_button = button("Resume", "go on with the match in the text box", "hm-play-resume")
        self.resume_button.on_click(lambda _: self._quietly(lambda: self.resume(self.save_text.value)))
        tools = w.HBox([self.undo_button, self.hint_button, self.save_button, self.resume_button],
                       layout=looks.layout())
        self._lay_out([self.status, self.table, self.decisions, self.ladder, self.hand_box,
                       self.feedback, self.hint_box, self.clock, self.review_box, self.pad,
                       tools, self.save_text])
        self._start(game)

    # --- the API -----------------------------------------------------------------------------------
    @classmethod
    def from_json(cls, text: str, *, level: str | None = None, seat: int | None = None,
                  humans: Sequence[int] | None = None) -> PlayTable:
        """A table going on with a match saved by :meth:`to_json` (or ``game.to_json()``), at the
        seats and level the save records (:func:`~honeymoon_widgets.table.saved_seating`: a save
        with no computer seat goes on with people at every seat) unless ``seat``, ``humans`` or
        ``level`` say otherwise; a text that is not a save raises
        :class:`~honeymoon.errors.SaveFileError`."""
        game = load_game(text)
        level, seat, humans = saved_seating(game, level, seat, humans)
        table = cls(game.name, level=level, seat=seat, humans=humans, seed=game.seed, **game.options)
        table.resume(text)
        return table

    def undo(self) -> None:
        """Take back the learner's last decision and every computer move after it: the game is
        rebuilt from its history (the library has no undo). Nothing to undo raises
        :class:`~honeymoon.errors.IllegalActionError`."""
        history = self.game.history
        refusal = self._undo_refusal()
        if refusal is not None:
            raise self._refuse(IllegalActionError(refusal))
        mine = [i for i, player in enumerate(history.players) if player == self.seat]
        start = time.perf_counter()
        game = self.game
        rebuilt = new_game(game.name, seed=game.seed, lang=game.lang, **game.options)
        rebuilt.computer = game.computer
        for action in history.actions[:mine[-1]]:
            rebuilt.apply(action)
        assert isinstance(rebuilt, BridgeGame)
        self.game = rebuilt
        self._look(len(rebuilt.history))
        self._go_on()  # the learner is to act: the computer has nothing to do
        self.feedback.value = message_html(f"undone: your {_shown(history.actions[mine[-1]])} and what "
                                           "came after it", "info")
        self._clock(start)

    def _undo_refusal(self) -> str | None:
        """Why the learner's last decision cannot be taken back now, or ``None`` if it can."""
        players = self.game.history.players
        mine = [i for i, player in enumerate(players) if player == self.seat]
        if not mine:
            return "nothing to undo: you have not acted yet"
        since = {p for p in players[mine[-1] + 1:] if p in self.humans}
        if since:
            return (f"{self._player_name(min(since))} has played since your last decision: "
                    "a person's decision is not taken back")
        return None

    def hint(self) -> Hint:
        """What the ``strong`` level would do now from the learner's view, and why (a sentence
        on how it decides, never a count made with the hidden cards)."""
        game = self.game
        if not self._learner_to_act:
            raise self._refuse(IllegalActionError("there is nothing for you to decide now"))
        start = time.perf_counter()
        view, legal = game.view(self.seat), game.legal_actions()
        action = next_action(make_bot("strong", seed=game.seed + self.seat), view, legal)
        seconds = time.perf_counter() - start
        self.last_hint = Hint(action, _WHY["claim"] if action is CLAIM else self._why(view, legal), seconds)
        self.hint_box.value = self._hint_html()
        self._show_timings()
        return self.last_hint

    def save(self) -> str:
        """Write the match into the text area (and return it). While the curtain is down it raises
        :class:`~honeymoon.errors.IllegalActionError`: a save holds every card, hidden ones too."""
        if self.waiting is not None:
            name = self._player_name(self.waiting)
            raise self._refuse(IllegalActionError(f"the curtain is down: {_SAVE_HIDDEN}; {name} takes the "
                                                  "screen first"))
        self.save_text.value = text = self.to_json()
        self.feedback.value = message_html("saved in the text box: copy it somewhere safe; "
                                           "paste it back and click Resume to go on", "info")
        return text

    def resume(self, text: str) -> None:
        """Go on with the match saved in ``text``; the computer acts if it is its turn. A text
        that is not a save of a bridge form is refused with the reason, and nothing changes."""
        try:
            game = load_game(text)
            if not isinstance(game, BridgeGame):
                raise ConfigError(f"the play table plays the bridge forms, not {shown(game.name)}")
            for seat in self.humans:
                if not is_player(seat, game.num_players):
                    raise ConfigError(f"seat {seat} is not a player of {game.name}")
        except HoneymoonError as error:
            self._refuse(error)
            raise
        self._start(game, seen=len(game.history))  # the resumed match is told below, in a line
        if self.waiting is None:  # behind the curtain the feedback stays empty
            self.feedback.value = message_html(f"resumed: {game.name}, deal {game.view(self.seat).deal}",
                                               "info")

    # --- the hooks of the table ------------------------------------------------------------------
    def _start(self, game: Game, seen: int = 0) -> None:
        start = time.perf_counter()
        self.review, self.par, self.notes, self._reviewed_deal = None, None, [], 0
        self.duplicate_par, self.par_basis = None, ""
        super()._start(game, seen)
        self._clock(start)

    def _look(self, seen: int, person: int | None = None) -> None:
        super()._look(seen, person)
        person = self.seat if person is None else person
        self._before_by[person] = self.game.view(person)

    @property
    def _before(self) -> BridgeView:
        """The view of the player on screen at his last look."""
        return self._before_by[self.seat]

    def _after_computer(self) -> None:
        self.last_hint = None  # it was for the decision just made
        self._review_last_deal()

    def _player_name(self, player: int) -> str:
        return self.game.player_name(player)

    def _told(self) -> str:
        return "; ".join(filter(None, [self._since(self._before, self._seen), self._drawn(self._before)]))

    def _since(self, before: BridgeView, mark: int) -> str:
        """What happened since the learner's action (the game's history from ``mark``), as he may
        see it: ``you: 1NT; player 1: Pass``. A card is named as a card and a call as a call
        (``4S`` is both); a discard he may not see is not named; the deal that ended is marked."""
        game = self.game
        view = game.view(self.seat)
        names = self._names(view)
        # The learner's log is the current deal's history as he sees it; earlier actions of a
        # deal that ended meanwhile were all played face up (calls and cards) or his own.
        log = view.log
        first = len(game.history) - len(log)  # where the log begins in the history
        # The preliminary tricks open the deal's log: the card that ends each is followed by its winner.
        ends, played = {}, first
        if view.draw is not None:
            for number, (trick, winner) in enumerate(zip(view.draw.preliminary_tricks,
                                                         view.draw.preliminary_winners, strict=True)):
                played += len(trick)
                ends[played - 1] = f"preliminary trick {number + 1} won by {names[winner]}"
        lines = []
        for index in range(mark, len(game.history)):
            player, action = game.history[index]
            who = "you" if player == self.seat else names[player]
            if view.deal != before.deal and index == first:
                lines.append(f"deal {before.deal} is over (see the review below)")
            if index >= first:
                words = _log_words(log[index - first])
            elif action is CLAIM:  # it ended the deal before this one
                claim = view.previous_deals[-1].claim
                words = _log_words(LogLine(player, action, tricks=claim.tricks if claim else None))
            else:
                words = _shown(action)
            lines.append(f"{who}: {words}")
            if index in ends:
                lines.append(ends[index])
        if (view.deal != before.deal and not log) or (game.is_over and view.deal == before.deal):
            lines.append(f"deal {before.deal} is over (see the review below)")
        return "; ".join(lines)

    def _drawn(self, before: BridgeView) -> str:
        """In the draw phase: the cards new in the learner's hand since ``before`` (his view
        then), which he alone sees."""
        view = self.game.view(self.seat)
        if before.phase is not Phase.DRAW or view.deal != before.deal or view.draw is None:
            return ""
        new = set(view.seats[self.seat].cards) - set(before.seats[self.seat].cards)
        new -= set(view.draw.taken[self.seat])  # named already: "you: take ♠9"
        cards = sorted(new, reverse=True)
        return "new in your hand: " + " ".join(str(card) for card in cards) if cards else ""

    # --- the review ----------------------------------------------------------------------------
    def _review_last_deal(self) -> None:
        """Review the last finished deal, once (a deal already reviewed is not done again)."""
        finished = len(self.game.deals)
        if finished == self._reviewed_deal:
            return
        self.review, self.par, self.notes, self._reviewed_deal = None, None, [], finished
        self.duplicate_par, self.par_basis = None, ""
        if not finished:
            return
        start = time.perf_counter()
        try:
            self._analyse(finished - 1)
        finally:
            self.timings["analysis"] += time.perf_counter() - start

    def _analyse(self, number: int) -> None:
        """The review and the par of deal ``number`` (from 0): :func:`~honeymoon.forms.review_deal`."""
        found = review_deal(self.game, number)
        self.review, self.par, self.duplicate_par = found.review, found.par, found.duplicate_par
        self.notes = list(found.notes)
        self._played_by = dict(found.controllers or {})
        if found.par is not None:
            self.par_basis = found.par_basis(_sides(self.game.view(self.seat), self.seat))

    def _review_html(self) -> str:
        if not self._reviewed_deal:
            return ""
        view = self.game.view(self.seat)
        record = view.previous_deals[self._reviewed_deal - 1]
        names = self._names(view)
        declarer, score = record.declarer, record.score
        parts = [f"<b>Deal {record.number} is over.</b> "]
        if score is not None and declarer is not None:
            parts.append(f"{escape(str(score.contract))} by {escape(names[declarer])}: "
                         f"{score.tricks} tricks.")
        if record.claim is not None:
            claimer = names[record.claim.player]
            parts.append(f" {escape(claimer[:1].upper() + claimer[1:])} claimed the last "
                         f"{_tricks(record.claim.tricks)}.")
        items = []
        verdicts = self.review
        if verdicts is not None and declarer is not None:
            could = ("" if verdicts.could_make is None
                     else f" With every card seen and the best play by both sides from the opening lead, the "
                          f"declarer could make {verdicts.could_make} (the double-dummy result). That count "
                          "moves as the deal goes: each card that gives a trick away moves it, for one side "
                          "or the other.")
            who = ("Declarer's side" if any(len(team) > 1 for team in view.teams)
                   else "You, the declarer," if declarer == self.seat
                   else f"The declarer, {escape(names[declarer])},")
            items.append(f"{who} made {_tricks(verdicts.made)}.{could}")
            if verdicts.note:
                items.append(escape(verdicts.note))
            items.append(escape(self._cost_by_side(verdicts, names)))
            mine = [v for v in verdicts if self._played_by.get(v.seat) == self.seat]
            theirs = [v for v in verdicts if self._played_by.get(v.seat) != self.seat]
            if not mine:
                items.append("You played no card in this deal: your partner declared, your hand was dummy.")
            others = {self._chosen_by(v, names) for v in theirs}
            other = next(iter(others), "")
            # The computer's, unless people play the other seats (here, or from their own pages).
            their = ("The computer's" if self.game.computer and not self._shared
                     else f"{other[:1].upper()}{other[1:]}'s" if len(others) == 1 else "The others'")
            for whose, cards in (("Your", mine), (their, theirs)):
                if cards:
                    good = sum(not v.cost for v in cards)
                    items.append(f"{whose} cards: {good} of {len(cards)} were as good as any.")
                items += [escape(v.in_words(self._played_from(v, names))) for v in cards if v.cost]
            every = "".join(f"<li>{escape(v.in_words(self._played_from(v, names)))}</li>" for v in verdicts)
            items.append(f"<details class='hm-review-all'><summary>every card of the deal</summary>"
                         f"<ul style='margin:0'>{every}</ul></details>")
        if self.par is not None:
            items.append(f"Par (both sides knowing every card) {escape(self.par_basis)}: "
                         f"{escape(self._par_text(self.par))}.")
        if self.duplicate_par is not None:
            items.append("Duplicate-style par, where every deal scores alone and a game made earns 300 "
                         f"(500 vulnerable): {escape(self._par_text(self.duplicate_par))}.")
        items += [escape(note) for note in self.notes]
        body = "".join(f"<li>{item}</li>" for item in items)
        return (f"<div class='hm-review'>{''.join(parts)}<ul style='margin:0.2em 0'>{body}</ul></div>")

    def _chosen_by(self, verdict: CardVerdict, names: Sequence[str]) -> str:
        """Who chose the card of ``verdict``: ``you``, or the computer's player (a dummy's cards
        are chosen by its declarer)."""
        player = self._played_by.get(verdict.seat)
        return names[player] if player is not None and player < len(names) else ""

    def _played_from(self, verdict: CardVerdict, names: Sequence[str]) -> str:
        """Who chose the card, and, for a dummy's card, that it came from the dummy: ``you, from
        the dummy,`` (the seat is not the hand of the player who chose it)."""
        chooser = self._chosen_by(verdict, names)
        dummy = chooser and self._played_by.get(verdict.seat) != verdict.seat
        return f"{chooser}, from the dummy," if dummy else chooser

    def _cost_by_side(self, verdicts: Review, names: Sequence[str]) -> str:
        """The tricks each side's cards gave away to the other, by who chose them, and how they
        take the declarer from what he could make to what he made: the review's own counts."""
        parts, given = [], []
        for declaring, alone, group in ((True, "the declarer", "the declarer's side"),
                                        (False, "the defender", "the defenders")):
            side = [v for v in verdicts if v.by_declarer == declaring]
            costs: dict[str, int] = {}  # by player: you first, the others in order of play
            for verdict in sorted(side, key=lambda v: self._chosen_by(v, names) != "you"):
                player = self._chosen_by(verdict, names)
                costs[player] = costs.get(player, 0) + verdict.cost
            cost = verdicts.given_by_declarer if declaring else verdicts.given_by_defence
            gave = f"gave away {_tricks(cost)}" if cost else "gave none away"
            if len(costs) == 1:
                parts.append(f"{alone} ({next(iter(costs))}) {gave}")
            else:
                each = ", ".join(f"{player} gave {count}" for player, count in costs.items())
                parts.append(f"{group} {gave}" + (f" ({each})" if cost else f" ({' and '.join(costs)})"))
            given.append(cost)
        said = (f"What the play cost each side, in tricks its cards gave to the other: {parts[0]}; "
                f"{parts[1]}.")
        if verdicts.could_make is None:
            return said[:-1] + " (in the tricks reviewed)."
        return (f"{said} So the declarer, who could make {verdicts.could_make}, made {verdicts.could_make} "
                f"− {given[0]} + {given[1]} = {verdicts.made}.")

    def _par_text(self, result: Par) -> str:
        """A par result in the table's names: ``4♠= by you: +420 to you``."""
        if result.contract is None or result.declarer is None:
            return "passed out, no score"
        view = self.game.view(self.seat)
        made = result.tricks - result.contract.tricks_needed
        outcome = "=" if made == 0 else f"{made:+d}"
        seat = result.declarer
        who = ("you" if seat == self.seat else view.names[seat] if seat < self.game.num_players
               else self._seat_name(view, seat))
        return (f"{result.contract}{outcome} by {who}, "
                f"{result.score:+d} to {_sides(view, self.seat)[0]}")

    # --- rendering -----------------------------------------------------------------------------
    def _names(self, view: BridgeView) -> list[str]:
        return ["you" if p == self.seat else name for p, name in enumerate(view.names)]

    def _hide(self) -> None:
        """Behind the curtain: the score pad (public) and the deal's number only; no hand, no
        picture, no buttons, no feedback, hint, review or save."""
        game = self.game
        for box in (self.status, self.table, self.hint_box, self.review_box):
            box.value = ""
        self.last_hint = None
        self.save_text.value = ""
        self.buttons = {}
        self.decisions.children = []
        self._show_ladder([])
        self._show_hand(game.view(self.seat), [], False, hidden=True)
        self.claim_button.layout.display = "none"
        self.pad.value = ("<details class='hm-pad'><summary>the score pad</summary>"
                          f"{score_sheet_html(game.sheet)}</details>")
        self.undo_button.disabled = self.hint_button.disabled = self.save_button.disabled = True
        self.save_button.tooltip = f"not behind the curtain: {_SAVE_HIDDEN}"

    def _draw(self) -> None:
        game = self.game
        view = game.view(self.seat)
        mine = self._learner_to_act
        legal = game.legal_actions() if mine else []
        self.status.value = self._status_html(view, mine)
        self.table.value = view_html(view)
        self.buttons = {a.word: self._decision_button(a) for a in legal if isinstance(a, Decision)}
        self.decisions.children = list(self.buttons.values())
        self._show_ladder(legal)
        self._show_hand(view, legal, mine)
        self.claim_button.layout.display = None if mine and view.claimable else "none"
        self.review_box.value = self._review_html()
        self.pad.value = ("<details class='hm-pad' open><summary>the score pad</summary>"
                          f"{score_sheet_html(game.sheet)}</details>")
        self.hint_box.value = self._hint_html()
        self.undo_button.disabled = self._undo_refusal() is not None
        self.hint_button.disabled = not mine
        self.save_button.disabled, self.save_button.tooltip = False, _SAVE_TIP

    def _status_html(self, view: BridgeView, mine: bool) -> str:
        game = self.game
        if game.is_over:
            scores = ", ".join(f"{name} {points}" for name, points in
                               zip(_sides(view, self.seat), _side_scores(view), strict=False))
            return f"<p class='hm-play-status'><b>The match is over.</b> Scores: {escape(scores)}.</p>"
        phase = game.phase
        if not mine:
            return "<p class='hm-play-status'>The computer is thinking …</p>"
        if phase is Phase.AUCTION:
            text = "Your call: click a call on the ladder (only the calls you may make are active)."
        elif phase is Phase.PLAY:
            seat = view.seat_to_play
            assert seat is not None  # in the play, a seat is always to play
            text = f"Your turn to play from {escape(self._seat_name(view, seat))}: click a card."
        elif phase is Phase.WIDOW:
            text = "You took the widow: click the cards you discard, face down, one at a time."
        elif phase is Phase.CHOOSE_DUMMY:
            text = "You are declarer: choose your dummy, the <b>exposed</b> one or the <b>hidden</b> one."
        else:  # the draw: what the learner decides, in the view's words
            prompt = view.draw.prompt if view.draw is not None else "act"
            words = " or ".join(f"<b>{a.word.capitalize()}</b>" for a in game.legal_actions()
                                if isinstance(a, Decision))
            text = f"Your turn to {escape(prompt)}: click {words or 'a card'}."
        return f"<p class='hm-play-status'>{text}</p>"

    def _seat_name(self, view: BridgeView, seat: int) -> str:
        name = view.seats[seat].name
        own = f"{view.names[self.seat]}'s "
        if name.startswith(own):
            return "your " + name.removeprefix(own)
        if seat == self.seat:
            return "your hand"
        return name

    def _build_ladder(self, codes: set[str]) -> None:
        """The ladder's buttons: the five strains of each level in a grid, Pass, X and XX above;
        only the calls of ``codes`` enabled."""
        looks = self._looks

        def button(call: Call, layout: w.Layout) -> w.Button:
            red = isinstance(call, Bid) and call.strain in (Strain.HEARTS, Strain.DIAMONDS)
            made = looks.button(str(call), f"call {call}", "hm-call-button", layout=layout, red=red,
                                disabled=call.code not in codes)
            made.on_click(lambda _, call=call: self._click(call))
            self.call_buttons[call.code] = made
            return made

        grid = [button(bid, looks.layout(width="48px")) for bid in ALL_BIDS]
        others = [button(call, looks.layout(width="64px")) for call in (PASS, DOUBLE, REDOUBLE)]
        self.ladder.children = [w.HBox(others, layout=looks.layout()),
                                w.GridBox(grid, layout=w.Layout(grid_template_columns="repeat(5, 50px)"))]

    def _show_ladder(self, legal: Sequence[Action]) -> None:
        auction = self.game.phase is Phase.AUCTION and bool(legal)
        codes = {action_text(a) for a in legal} if auction else set()
        if auction and not self.call_buttons:
            self._build_ladder(codes)
        self.ladder.layout.display = None if auction else "none"
        for code, button in self.call_buttons.items():
            off = code not in codes
            if button.disabled != off:
                button.disabled = off

    def _show_hand(self, view: BridgeView, legal: Sequence[Action], mine: bool, *,
                   hidden: bool = False) -> None:
        """The cards of the seat to play (the learner's, or his dummy), only legal ones active;
        in the auction and once the match is over, the learner's own hand, inactive; ``hidden``
        (behind the curtain), none."""
        seat = self.seat
        if mine and any(isinstance(a, Card) for a in legal) and view.seat_to_play is not None:
            seat = view.seat_to_play
        cards = () if self.game.is_over or hidden else view.seats[seat].cards
        self.hand_box.layout.display = None if cards else "none"
        name = self._seat_name(view, seat)
        self.hand_title.value = f"<b>{escape(name[:1].upper() + name[1:])}</b>"
        legal_codes = {a.code for a in legal if isinstance(a, Card)}
        for index, suit in enumerate(DISPLAY_ORDER):
            suited = sorted((c for c in cards if c.suit is suit), reverse=True)
            codes = tuple(c.code for c in suited)
            if codes != self._row_codes[index]:
                self._row_codes[index] = codes
                self._rows[index].children = [self._labels[index], *(self._card_button(c) for c in suited)]
        self.card_buttons = {code: self._card_pool[code] for row in self._row_codes for code in row}
        for code, button in self.card_buttons.items():
            off = code not in legal_codes
            if button.disabled != off:
                button.disabled = off

    def _card_button(self, card: Card) -> w.Button:
        button = self._card_pool.get(card.code)
        if button is None:
            looks = self._looks
            button = looks.button(card.rank.letter.replace("T", "10"), card.text(), "hm-card-button",
                                  layout=looks.layout(width="42px"), red=card.suit.is_red)
            button.on_click(lambda _, card=card: self._click(card))
            self._card_pool[card.code] = button
        return button

    def _decision_button(self, decision: Decision) -> w.Button:
        word = decision.word
        button = self._decision_pool.get(word)
        if button is None:
            button = self._looks.button(word.capitalize(), _TOOLTIPS.get(word, word), f"hm-decision-{word}",
                                        button_style="primary" if word in ("take", "keep", "exposed") else "")
            button.on_click(lambda _, decision=decision: self._click(decision))
            self._decision_pool[word] = button
        return button

    def _why(self, view: BridgeView, legal: Sequence[Action]) -> str:
        """How the strong player decides what it does now (``legal``: what it may do)."""
        phase, seats = view.phase, len(view.seats)
        left = sum(len(s.cards) + s.hidden for s in view.seats) // max(seats, 1)
        if phase is Phase.PLAY:
            key = "play-basic" if seats == 3 and left > 8 else "play"
        elif phase is Phase.AUCTION:
            key = "auction-basic" if seats == 3 else "auction"
        elif phase is Phase.DRAW:
            # It weighs a face-up card (take it or not, and the discard after it); otherwise,
            # whatever the draw, it follows the basic rules.
            weighs = TAKE in legal or (view.draw is not None and view.draw.must_discard)
            key = "draw" if weighs else "draw-basic"
        else:
            key = phase.value
        return _WHY.get(key, "the strong player's choice")

    def _hint_html(self) -> str:
        hint = self.last_hint
        if hint is None:
            return ""
        action = hint.action
        shown = card_html(action) if isinstance(action, Card) else escape(_shown(action))
        return (f"<p class='hm-hint'>Hint: the strong computer would choose <b>{shown}</b>. Why: "
                f"{escape(hint.why)}.</p>")

    def _show_timings(self) -> None:
        t, computer = self.timings, bool(self.game.computer)
        parts = [f"computer thought {t['computer']:.1f} s"] if computer else []
        if t["analysis"]:
            parts.append(f"the deal's review took {t['analysis']:.1f} s")
        parts.append(f"the table was drawn in {t['widget'] * 1000:.0f} ms")
        if self.last_hint is not None:
            parts.append(f"the last hint took {self.last_hint.seconds:.1f} s")
        what = "the computer" if computer else "the table"  # people at every seat: no computer
        self.clock.value = (f"<details class='hm-clock' style='font-size:0.85em;opacity:0.75'><summary>how "
                            f"long {what} took</summary>{'; '.join(parts)}</details>")

    def _static_parts(self) -> list[str]:
        """What the learner sees, his choices, the last feedback, the hint, the review and the
        score pad."""
        parts = [self.status.value, self.table.value]
        if self._learner_to_act:
            legal = self.game.legal_actions()
            shown = [card_html(a) if isinstance(a, Card) else escape(_shown(a)) for a in legal]
            if self.game.claimable:
                shown.append("or Claim the rest")
            parts.append(f"<p class='hm-choices'>Your choices: {' '.join(shown)}</p>")
        return [*parts, self.feedback.value, self.hint_box.value, self.review_box.value, self.pad.value]


def _shown(action: Action) -> str:
    """An action as a learner reads it: ``1♠``, ``♠K``, ``Pass``, ``take``."""
    return str(action)


def _log_words(line: LogLine) -> str:
    """A line of the learner's log as he reads it: ``♥Q``, ``1♠``, ``take ♥10`` (the face-up
    card decided on), ``claim the rest (4 tricks)``, and ``a discard (face down)`` for a
    discard he may not see (his own discard is named as its card)."""
    if line.action is None:
        return "a discard (face down)"
    if line.tricks is not None:
        return f"claim the rest ({_tricks(line.tricks)})"
    return _shown(line.action) if line.card is None else f"{_shown(line.action)} {line.card}"


def _tricks(count: int) -> str:
    """``1 trick``, ``3 tricks``."""
    return f"{count} trick{'' if count == 1 else 's'}"


def _sides(view: BridgeView, seat: int) -> list[str]:
    """The names of the score-sheet columns: a partnership's (``North-South``), else each
    player's (``you`` for ``seat``)."""
    return ["-".join(view.names[p] for p in team) if len(team) > 1 else "you" if team[0] == seat
            else view.names[team[0]] for team in view.teams]


def _side_scores(view: BridgeView) -> list[int]:
    return [view.scores[team[0]] for team in view.teams]
