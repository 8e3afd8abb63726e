"""Boerenbridge (Oh Hell), [boerenbridge-fr]: exact bids up and down a staircase of deals.

Each deal, every player bids the exact number of tricks he will take; the dealer bids last
and may not make the bids add up to the number of cards in each hand (the hook). An exact
bid scores 10 + 2 per trick; any other scores 0.

>>> import honeymoon
>>> game = honeymoon.new_game("boerenbridge", players=4, seed=1, first_dealer=3)
>>> game.schedule
(1, 2, 3, 4, 5, 6, 7, 8, 7, 6, 5, 4, 3, 2, 1)
>>> game.phase.value, game.current_player, game.legal_actions()
('bidding', 0, [0, 1])
>>> for bid in (1, 0, 0):
...     game.apply(bid)
>>> game.legal_actions()        # the dealer may not bid 0: 1 + 0 + 0 + 0 = 1 card each
[1]
>>> game.apply(0)
Traceback (most recent call last):
...
honeymoon.errors.IllegalActionError: as dealer you may not bid 0: the bids would add up to 1, ...

The house rules of the seed are options (:class:`BoerenbridgeOptions`): harsh scoring, the
Boer consolation, no-trump rounds, blind one-card rounds, a fixed hand size, Wizard style,
two players with a reduced deck.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import Any

from honeymoon.cards import (
    DECK,
    JESTERS,
    WIZARDS,
    AnyCard,
    Card,
    SpecialCard,
    Suit,
    _check_lang,
    parse_card,
    shuffled,
    suit_slice,
)
from honeymoon.errors import ConfigError, shown
from honeymoon.game import Action, Game, Phase, register
from honeymoon.options import check_deck, check_flags, check_known, check_list, check_names, check_player
from honeymoon.tricks import beats
from honeymoon.views import BoerenbridgeView, HandView, Play

__all__ = [
    "REDUCED_DECK",
    "BoerLine",
    "BoerenbridgeGame",
    "BoerenbridgeOptions",
    "DealResult",
    "led_suit",
    "playable",
    "staircase",
    "trick_winner_wizard",
]

_BIDDING, _PLAY, _OVER, _CHOOSE_TRUMP = Phase.BIDDING, Phase.PLAY, Phase.OVER, Phase.CHOOSE_TRUMP

#: Two players play with half a deck: the 26 spades and hearts, two to ace (one black suit and
#: one red; the turned card decides which is trump).
REDUCED_DECK: tuple[Card, ...] = tuple(c for c in DECK if c.suit in (Suit.SPADES, Suit.HEARTS))


def staircase(players: int, top: int) -> tuple[int, ...]:
    """1 … top … 1, with the top played twice for seven players ([boerenbridge-fr])."""
    up = tuple(range(1, top + 1))
    return up + (up[::-1] if players == 7 else up[-2::-1])


#: The seed's staircases: the top of the stairs for each number of players.
STAIR_TOPS = {2: 8, 3: 8, 4: 8, 5: 10, 6: 8, 7: 7}


@dataclass(frozen=True)
class BoerenbridgeOptions:
    """Boerenbridge's options; every default is the plain game of [boerenbridge-fr].

    - ``players``: 3 to 7 (2 plays with :data:`REDUCED_DECK`). Default 4.
    - ``schedule``: the hand size of each deal (at most :data:`~honeymoon.options.MAX_DEALS`
      deals); default the seed's staircase for the number of players (1…8…1 for 2, 3, 4 and 6
      players, 1…10…1 for 5, 1…7,7…1 for 7).
    - ``fixed_hand_size``: *vaste handen*, every deal this size (as many deals as the staircase).
    - ``harsh``: *harshe telling*, a missed bid scores minus the difference.
    - ``boer``: the Boer rule, +5 to a dealer who was restricted by the hook and missed, if no
      other player who missed came closer to his bid.
    - ``no_trump_rounds``: deals (numbered from 1, each once, within the game) played without
      trumps; ``"common"`` for the one-card deals and the deals at the top of the staircase
      (*zonder troef*). ``"common"`` is refused with ``fixed_hand_size``: with no staircase
      every deal would be its top, so name the deals instead.
    - ``blind``: one-card deals are bid without seeing one's card, and score ``blind_multiplier``
      (1 to 10, default 2) times.
    - ``wizard``: Wizard style, 60 cards with 4 Wizards and 4 Jesters.
    - ``first_dealer``, ``names``, ``deals`` (explicit deck orders, dealt one hand after the
      other in bidding order from the dealer's left, then the trump card), ``match``
      (``"game"``, default, or ``"deal"`` for a single deal).
    """

    players: int = 4
    schedule: tuple[int, ...] | None = None
    fixed_hand_size: int | None = None
    harsh: bool = False
    boer: bool = False
    no_trump_rounds: tuple[int, ...] | str = ()
    blind: bool = False
    blind_multiplier: int = 2
    wizard: bool = False
    first_dealer: int | None = None
    names: tuple[str, ...] | None = None
    deals: tuple[tuple[AnyCard, ...], ...] = ()
    match: str = "game"

    @classmethod
    def build(cls, given: dict[str, Any]) -> BoerenbridgeOptions:
        check_known("boerenbridge", given, _OPTION_NAMES)
        values = dict(given)
        players = values.get("players", 4)
        if isinstance(players, bool) or not isinstance(players, int) or players not in range(2, 8):
            raise ConfigError(
                f"Boerenbridge is for 3 to 7 players (2 with the reduced deck), not {shown(players)}")
        check_flags(values, "harsh", "boer", "blind", "wizard")
        multiplier = values.get("blind_multiplier", 2)
        if isinstance(multiplier, bool) or not isinstance(multiplier, int) or not 1 <= multiplier <= 10:
            raise ConfigError(f"blind_multiplier is a whole number from 1 to 10, not {shown(multiplier)}")
        match = values.get("match", "game")
        if not isinstance(match, str) or match not in ("game", "deal"):
            raise ConfigError(f"match is 'game' or 'deal', not {shown(match)}")
        check_player(values.get("first_dealer"), players, "first_dealer")
        if players == 2 and values.get("wizard"):
            raise ConfigError("Wizard style needs 3 to 7 players (two play with the reduced deck)")
        deck_size = 26 if players == 2 else 60 if values.get("wizard") else 52
        if values.get("schedule") is not None and values.get("fixed_hand_size") is not None:
            raise ConfigError("give a schedule or a fixed_hand_size, not both")
        if values.get("fixed_hand_size") is not None:
            size = values["fixed_hand_size"]
            _check_size(size, players, deck_size)
            values["fixed_hand_size"] = size
        if values.get("schedule") is not None:
            schedule = check_list(values["schedule"], "schedule", "hand sizes, one for each deal")
            if not schedule:
                raise ConfigError("schedule lists the hand size of each deal, not an empty list")
            for size in schedule:
                _check_size(size, players, deck_size)
            values["schedule"] = tuple(schedule)
        rounds = values.get("no_trump_rounds", ())
        if isinstance(rounds, str) and rounds == "common":
            if values.get("fixed_hand_size") is not None:
                raise ConfigError(
                    "no_trump_rounds='common' means the one-card deals and the top of the staircase, "
                    "but with a fixed_hand_size there is no staircase: every deal would be its top "
                    "and none would have trumps. List the deals to play without trumps instead")
        else:
            deals = len(cls(players=players, schedule=values.get("schedule"),
                            fixed_hand_size=values.get("fixed_hand_size")).game_schedule())
            if isinstance(rounds, str) or not isinstance(rounds, Sequence):
                raise ConfigError("no_trump_rounds is 'common' or a list of deal numbers (from 1), "
                                  f"not {shown(rounds)}")
            if len(rounds) > deals:
                raise ConfigError(f"no_trump_rounds names {len(rounds):,} deals, but the game has {deals}")
            if not all(isinstance(r, int) and not isinstance(r, bool) for r in rounds):
                raise ConfigError("no_trump_rounds is 'common' or a list of deal numbers (from 1), "
                                  f"not {shown(rounds)}")
            for number in rounds:
                if not 1 <= number <= deals:
                    raise ConfigError(f"no_trump_rounds names deal {shown(number)}, but the game has "
                                      f"deals 1 to {deals}")
            if len(set(rounds)) != len(rounds):
                twice = sorted({r for r in rounds if list(rounds).count(r) > 1})
                raise ConfigError(f"no_trump_rounds names deal {twice[0]} twice")
            values["no_trump_rounds"] = tuple(sorted(rounds))
        if values.get("names") is not None:
            values["names"] = check_names(values["names"], players)
        if "deals" in values:
            pack = cls(players=players, wizard=values.get("wizard", False)).deck
            values["deals"] = tuple(check_deck(deck, pack, parse_card)
                                    for deck in check_list(values["deals"], "deals", "deck orders"))
        return cls(**values)

    @property
    def deck(self) -> tuple[AnyCard, ...]:
        if self.players == 2:
            return REDUCED_DECK
        return DECK + WIZARDS + JESTERS if self.wizard else DECK

    def game_schedule(self) -> tuple[int, ...]:
        stairs = staircase(self.players, STAIR_TOPS[self.players])
        if self.schedule is not None:
            return self.schedule
        if self.fixed_hand_size is not None:
            return (self.fixed_hand_size,) * len(stairs)
        return stairs


_OPTION_NAMES = frozenset(f.name for f in fields(BoerenbridgeOptions))


def _check_size(size: Any, players: int, deck_size: int) -> None:
    if isinstance(size, bool) or not isinstance(size, int) or size < 1 or players * size >= deck_size:
        most = (deck_size - 1) // players
        raise ConfigError(f"with {players} players a hand holds 1 to {most} cards (one card must be "
                          f"left to turn for trumps), not {shown(size)}")


@dataclass(frozen=True)
class BoerLine:
    """One line of a player's score for a deal: ``bid 3, won 3: 10 + 3 × 2 = 16``."""

    label: str
    points: int

    def __str__(self) -> str:
        return f"{self.label} = {self.points:+d}" if self.points < 0 else f"{self.label} = {self.points}"


@dataclass(frozen=True)
class DealResult:
    """A finished deal: hand size, trumps, and each player's bid, tricks and score lines."""

    number: int
    dealer: int
    hand_size: int
    trump: Suit | None
    bids: tuple[int, ...]
    tricks: tuple[int, ...]
    lines: tuple[tuple[BoerLine, ...], ...]

    def points(self, player: int) -> int:
        return sum(line.points for line in self.lines[player])

    def to_dict(self) -> dict[str, Any]:
        return {"deal": self.number, "dealer": self.dealer, "cards": self.hand_size,
                "trump": self.trump.symbol if self.trump is not None else None,
                "bids": list(self.bids), "tricks": list(self.tricks),
                "points": [self.points(p) for p in range(len(self.bids))],
                "lines": [[str(line) for line in lines] for lines in self.lines]}


class BoerenbridgeGame(Game):
    """A game of Boerenbridge; create it with ``honeymoon.new_game("boerenbridge", …)``."""

    config: BoerenbridgeOptions
    # In slots, as BridgeGame keeps its state.
    __slots__ = {
        "_best": None,
        "_rng": None,
        "_seen": None,
        "bidding": "The bids of the current deal, in the order they were made.",
        "dealer": "The dealer of the current deal.",
        "deck": "The current deal's deck order.",
        "first": "The player who bids first and leads to the first trick (the dealer's left).",
        "hand_size": "Cards dealt to each player in the current deal.",
        "hands": "Each player's cards, in deck order.",
        "last_trick": "The last finished trick (every player may look at it).",
        "no_trump_deals": "The deals (numbered from 1) played without trumps.",
        "on_lead": "The player who leads to the current trick.",
        "results": "Every finished deal, a :class:`DealResult` each.",
        "schedule": "The number of cards dealt to each player in each deal.",
        "trick": "The current trick: (player, card) pairs in the order played.",
        "tricks": "The finished tricks of the current deal, in order (every player saw them).",
        "tricks_won": "Tricks each player has won in the current deal.",
        "trump": "The trump suit of the current deal, or ``None``.",
        "turned": "The card turned up for trumps (``None`` when none is turned).",
    }

    def __init__(self, seed: int, options: BoerenbridgeOptions) -> None:
        super().__init__("boerenbridge", seed, options)
        self.num_players = options.players
        self.schedule = options.game_schedule()
        rounds = options.no_trump_rounds
        top = max(self.schedule)
        self.no_trump_deals = frozenset(
            (i + 1 for i, size in enumerate(self.schedule) if size in (1, top)) if rounds == "common"
            else rounds)
        self._rng = random.Random(seed)
        self.dealer = (options.first_dealer if options.first_dealer is not None
                       else self._rng.randrange(options.players))
        self.results: list[DealResult] = []
        # What every view repeats, made once: the names and the pack, and (remade after each
        # deal) the deals played and the scores.
        names = tuple(options.names or (f"player {p}" for p in range(options.players)))
        self._seen: tuple[tuple[str, ...], tuple[AnyCard, ...], tuple[DealResult, ...], tuple[int, ...]] = (
            names, tuple(options.deck), (), self.scores())
        self._new_deal()

    # --- the deal ----------------------------------------------------------------------------
    @property
    def deal_number(self) -> int:
        """The deal being played, from 1."""
        return len(self.results) + 1

    @property
    def blind(self) -> bool:
        """Whether this deal is bid blind (a one-card deal with the blind option)."""
        return self.config.blind and self.hand_size == 1

    def _new_deal(self) -> None:
        players, index = self.num_players, len(self.results)
        self.hand_size = self.schedule[index]
        if index < len(self.config.deals):
            deck = list(self.config.deals[index])
        else:
            deck = shuffled(self.config.deck, self._rng)
        self.deck = tuple(deck)
        size = self.hand_size
        first = (self.dealer + 1) % players  # hands are dealt from the dealer's left
        self.hands: list[list[AnyCard]] = [
            sorted(deck[position * size:(position + 1) * size])
            for position in ((player - first) % players for player in range(players))]
        self.turned: AnyCard | None = deck[players * size]
        self.trump: Suit | None = None
        if self.deal_number in self.no_trump_deals:
            self.turned = None
        elif isinstance(self.turned, Card):
            self.trump = self.turned.suit
        self.bidding: list[int] = []  # the bids in the order they were made
        self.first = first
        self.trick: list[tuple[int, AnyCard]] = []
        self.last_trick: tuple[tuple[int, AnyCard], ...] = ()
        self.tricks: list[tuple[tuple[int, AnyCard], ...]] = []
        self._best: tuple[int, AnyCard] = (first, deck[0])
        self.tricks_won = [0] * players
        self.on_lead = self.first
        self._phase = _BIDDING
        if isinstance(self.turned, SpecialCard) and self.turned.is_wizard:
            self._phase = _CHOOSE_TRUMP  # the dealer names trumps

    @property
    def bidder(self) -> int:
        return (self.first + len(self.bidding)) % self.num_players

    @property
    def bids(self) -> list[int | None]:
        """Each player's bid in this deal, by player (``None``: not bid yet)."""
        made = {(self.first + i) % self.num_players: bid for i, bid in enumerate(self.bidding)}
        return [made.get(player) for player in range(self.num_players)]

    def forbidden_bid(self) -> int | None:
        """The number the dealer may not bid (the hook), when the dealer is to bid."""
        if len(self.bidding) != self.num_players - 1:
            return None
        forbidden = self.hand_size - sum(self.bidding)
        return forbidden if 0 <= forbidden <= self.hand_size else None

    # --- the protocol ------------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        if self._phase is _BIDDING:
            return self.bidder
        if self._phase is _PLAY:
            return self._to_play()
        if self._phase is _CHOOSE_TRUMP:
            return self.dealer
        return None

    def _to_play(self) -> int:
        return (self.on_lead + len(self.trick)) % self.num_players

    def _led_suit(self) -> Suit | None:
        return led_suit([card for _, card in self.trick])

    def _legal_actions(self) -> Sequence[Action]:
        if self._phase is _BIDDING:
            forbidden = self.forbidden_bid()
            return [n for n in range(self.hand_size + 1) if n != forbidden]
        if self._phase is _CHOOSE_TRUMP:
            return sorted(Suit)
        return playable(self.hands[self._to_play()], self._led_suit())

    def parse_action(self, text: str, lang: str | None = None) -> Action:
        if self._phase is _PLAY:
            return parse_card(text, self._reading(lang))
        return super().parse_action(text, lang)

    def _claim_refusal(self) -> str | None:
        # [boerenbridge-fr] has a player who made his bid « perdez le reste délibérément ».
        return ("Boerenbridge takes no claims: each player scores for making his own bid exactly, and may "
                "want to lose the tricks left, so every trick is played out")

    def _why_illegal(self, action: Action) -> str:
        if self._phase is _BIDDING:
            if not isinstance(action, int) or isinstance(action, Card | SpecialCard):
                return f"it is the bidding: bid a number of tricks from 0 to {self.hand_size}"
            if action == self.forbidden_bid():
                return (f"as dealer you may not bid {action}: the bids would add up to {self.hand_size}, "
                        "the number of cards in each hand (the hook)")
            return f"a bid is a number of tricks from 0 to {self.hand_size}, not {action}"
        if self._phase is _CHOOSE_TRUMP:
            return "a Wizard was turned: as dealer, name the trump suit (♠, ♥, ♦ or ♣)"
        if not isinstance(action, Card | SpecialCard):
            return f"it is your turn to play a card, not {action}"
        hand = self.hands[self._to_play()]
        if action not in hand:
            return f"{action} is not in your hand"
        led = self._led_suit()
        holding = " ".join(str(c) for c in hand if isinstance(c, Card) and c.suit is led)
        return f"you must follow suit: you hold {holding}"

    # The two methods below are the protocol's own (see Game), with a short way through for
    # the cards of a game without Wizards, where random playouts spend most of their time.
    def legal_actions(self) -> list[Action]:
        legal = self._legal
        if legal is None:
            if self._phase is _BIDDING:
                legal = self._legal = self._legal_actions()
            elif self._phase is not _PLAY or self.config.wizard:
                return super().legal_actions()
            else:
                hand = self.hands[(self.on_lead + len(self.trick)) % self.num_players]
                legal = self._legal = (self.trick and suit_slice(hand, self.trick[0][1].suit)) or hand[:]  # type: ignore[arg-type]
        return list(legal)

    def apply(self, action: Action | str, lang: str | None = None) -> None:
        if lang is not None:
            _check_lang(lang)
        legal = self._legal
        if legal is not None and action in legal:
            if self._phase is _PLAY and action.__class__ is Card and not self.config.wizard:
                player = (self.on_lead + len(self.trick)) % self.num_players
                self.history.append(player, action)
                self._legal = None
                self._play(player, action)
                return
            if self._phase is _BIDDING and action.__class__ is int:
                self.history.append(self.bidder, action)
                self._legal = None
                self._bid(action)
                return
        super().apply(action, lang)

    def _apply(self, action: Action) -> None:
        if self._phase is _BIDDING:
            assert isinstance(action, int)
            self._bid(action)
            return
        if self._phase is _CHOOSE_TRUMP:
            assert isinstance(action, Suit)
            self.trump = action
            self._phase = _BIDDING
            return
        assert isinstance(action, Card | SpecialCard)
        self._play(self._to_play(), action)

    def _bid(self, tricks: int) -> None:
        self.bidding.append(tricks)
        if len(self.bidding) == self.num_players:
            self._phase = _PLAY

    def _play(self, player: int, card: AnyCard) -> None:
        self.hands[player].remove(card)
        entry = (player, card)
        self.trick.append(entry)
        wizard = self.config.wizard
        if not wizard and (len(self.trick) == 1 or beats(card, self._best[1], self.trump)):  # type: ignore[arg-type]
            self._best = entry  # the card winning the trick so far
        if len(self.trick) < self.num_players:
            return
        if wizard:
            winner = self.trick[trick_winner_wizard([c for _, c in self.trick], self.trump)][0]
        else:
            winner = self._best[0]
        self.tricks_won[winner] += 1
        self.last_trick = tuple(self.trick)
        self.tricks.append(self.last_trick)
        self.trick = []
        self.on_lead = winner
        if not self.hands[winner]:
            self._score_deal()

    def _score_deal(self) -> None:
        bids = tuple(bid for bid in self.bids if bid is not None)
        lines = tuple(self._player_lines(p, bids) for p in range(self.num_players))
        self.results.append(DealResult(self.deal_number, self.dealer, self.hand_size, self.trump,
                                       bids, tuple(self.tricks_won), lines))
        if self.config.match == "deal" or len(self.results) == len(self.schedule):
            self._phase = _OVER
            return
        self.dealer = (self.dealer + 1) % self.num_players
        self._new_deal()

    def _player_lines(self, player: int, bids: tuple[int, ...]) -> tuple[BoerLine, ...]:
        bid, won = bids[player], self.tricks_won[player]
        lines: list[BoerLine] = []
        if bid == won:
            lines.append(BoerLine(f"bid {bid}, won {won}: 10 + {won} × 2", 10 + 2 * won))
        elif self.config.harsh:
            missed = abs(bid - won)
            lines.append(BoerLine(f"bid {bid}, won {won}: missed by {missed} (harsh)", -missed))
        else:
            lines.append(BoerLine(f"bid {bid}, won {won}: missed", 0))
        if self.config.boer and player == self.dealer and bid != won and self._hooked() and all(
                abs(bids[p] - self.tricks_won[p]) >= abs(bid - won)
                for p in range(self.num_players) if p != player and bids[p] != self.tricks_won[p]):
            lines.append(BoerLine("the Boer: the hooked dealer came closest", 5))
        if self.blind and self.config.blind_multiplier != 1:
            subtotal = sum(line.points for line in lines)
            extra = subtotal * (self.config.blind_multiplier - 1)
            times = self.config.blind_multiplier
            lines.append(BoerLine(f"blind deal: × {times}, adding {times - 1} × {subtotal}", extra))
        return tuple(lines)

    def _hooked(self) -> bool:
        forbidden = self.hand_size - sum(self.bidding[:-1])
        return 0 <= forbidden <= self.hand_size

    # --- scores and standings --------------------------------------------------------------
    def scores(self) -> tuple[int, ...]:
        return tuple(sum(result.points(p) for result in self.results) for p in range(self.num_players))

    def exact_bids(self, player: int) -> int:
        return sum(1 for result in self.results if result.bids[player] == result.tricks[player])

    def best_deal(self, player: int) -> int:
        return max((result.points(player) for result in self.results), default=0)

    def standings(self) -> list[int]:
        """Players from first to last: total, then most exact bids, then best single deal."""
        return sorted(range(self.num_players), reverse=True,
                      key=lambda p: (self.scores()[p], self.exact_bids(p), self.best_deal(p)))

    @property
    def winner(self) -> int | None:
        """The winner once the game is over or abandoned; ``None`` for a tie on every count."""
        if self._phase is not _OVER:
            return None
        first, *rest = self.standings()
        if rest and self._rank_key(rest[0]) == self._rank_key(first):
            return None
        return first

    def _rank_key(self, player: int) -> tuple[int, int, int]:
        return (self.scores()[player], self.exact_bids(player), self.best_deal(player))

    @property
    def leader(self) -> int:
        """The player in front after the last complete deal (see :meth:`standings`)."""
        return self.standings()[0]

    def _settle_abandoned(self) -> None:
        """An abandoned game: the deal in progress is dropped; the leader after the last
        complete deal wins ([boerenbridge-fr])."""

    def _repr_html_(self) -> str:
        from honeymoon import render

        return render.boerenbridge_table_html(self)

    # --- views ---------------------------------------------------------------------------------
    def view(self, player: int) -> BoerenbridgeView:
        return self._view(self._check_viewer(player))

    def full_view(self) -> BoerenbridgeView:
        return self._view(None)

    def _view(self, viewer: int | None) -> BoerenbridgeView:
        players = self.num_players
        bidding = self._phase is _BIDDING or self._phase is _CHOOSE_TRUMP
        hands = []
        for p, hand in enumerate(self.hands):
            sees = viewer is None or (viewer == p and not (self.blind and bidding))
            hands.append(HandView(p, tuple(hand) if sees else (), 0 if sees else len(hand)))
        leader = self.trick[0][0] if self.trick else self.on_lead
        rest = players * self.hand_size + (0 if self.turned is None else 1)
        names, pack, results, scores = self._seen
        if len(results) != len(self.results):
            results, scores = tuple(self.results), self.scores()
            self._seen = (names, pack, results, scores)
        return BoerenbridgeView(
            kind="boerenbridge", game=self.name,
            names=names,
            viewer=viewer, phase=self._phase, current_player=self.current_player,
            deal=self.deal_number, dealer=self.dealer, cards_each=self.hand_size, hands=tuple(hands),
            turned=self.turned, trump=self.trump, blind=self.blind, bids=tuple(self.bids),
            forbidden_bid=self.forbidden_bid(),
            order=tuple((leader + i) % players for i in range(players)),
            trick=tuple(Play(p, c) for p, c in self.trick), tricks_won=tuple(self.tricks_won),
            last_trick=tuple(Play(p, c) for p, c in self.last_trick),
            last_trick_winner=self.on_lead if self.last_trick else None,
            tricks=tuple(tuple(Play(p, c) for p, c in trick) for trick in self.tricks),
            pack=pack, scores=scores, previous_deals=results,
            stock=tuple(self.deck[rest:]) if viewer is None else None,
        )


def led_suit(cards: Sequence[AnyCard]) -> Suit | None:
    """The suit a trick's later cards must follow: that of its first ordinary card, unless a
    Wizard came first (then none). Jesters led do not set it.

    >>> led_suit([JESTERS[0], Card.parse("5H"), Card.parse("KS")]), led_suit([WIZARDS[0], Card.parse("5H")])
    (<Suit.HEARTS: 2>, None)
    """
    for card in cards:
        if isinstance(card, SpecialCard):
            if card.is_wizard:
                return None
            continue
        return card.suit
    return None


def playable(hand: Sequence[AnyCard], led: Suit | None) -> list[AnyCard]:
    """The cards of ``hand`` that may be played when ``led`` is the suit to follow: its cards of
    that suit if it holds one, and the Wizards and Jesters, which may always be played."""
    if led is not None:
        following = [c for c in hand if isinstance(c, SpecialCard) or c.suit is led]
        if any(isinstance(c, Card) for c in following):
            return following
    return list(hand)


def trick_winner_wizard(cards: Sequence[AnyCard], trump: Suit | None) -> int:
    """Index of the winning card, Wizard rules included: the first Wizard wins; Jesters lose
    (a trick of Jesters only goes to the first); otherwise the highest trump or card of the
    suit led (the first ordinary card)."""
    for index, card in enumerate(cards):
        if isinstance(card, SpecialCard) and card.is_wizard:
            return index
    ordinary = [(i, c) for i, c in enumerate(cards) if isinstance(c, Card)]
    if not ordinary:
        return 0
    best, top = ordinary[0]
    for index, card in ordinary[1:]:
        if beats(card, top, trump):
            best, top = index, card
    return best


def _factory(name: str, seed: int, options: dict[str, Any]) -> BoerenbridgeGame:
    return BoerenbridgeGame(seed, BoerenbridgeOptions.build(options))


register("boerenbridge", _factory,
         "Oh Hell: exact bids, a staircase of deals, 3–7 players (2 with a reduced deck)")
