"""Computer players for every form and every phase: an opponent for a learner alone.

A computer player (a *bot*) is given what its seat may see, ``game.view(player)`` (a
:class:`~honeymoon.views.BridgeView` or a :class:`~honeymoon.views.BoerenbridgeView`, see
:mod:`honeymoon.views`), and the legal actions, ``game.legal_actions()``, never the game itself;
it answers one of those actions: ``bot.choose(view, legal)``. Three levels:

- ``"random"``: any legal action, uniformly at random;
- ``"basic"``: the rule texts' advice and the usual teaching (:mod:`honeymoon.bots.basic`);
- ``"strong"``: deals the cards it cannot see many times over, in every way that agrees with
  what it has seen, and plays what does best across those deals with every card known
  (:mod:`honeymoon.bots.strong`).

>>> import honeymoon
>>> from honeymoon.bots import make_bot, play
>>> game = honeymoon.new_game("plain", seed=3, match="deal")
>>> play(game, {0: make_bot("basic"), 1: make_bot("random", seed=1)})
>>> game.is_over
True

:func:`play` stops where a person is to act, so a learner can sit at one seat:

>>> game = honeymoon.new_game("plain", seed=3, match="deal")
>>> play(game, {0: make_bot("basic")})      # player 1 calls first: nothing to do yet
>>> game.current_player
1

A bot with a seed is reproducible: its choice depends only on the seed and what it is shown
(the view as :meth:`~honeymoon.views.BridgeView.to_dict` writes it, and the legal actions).

The basic and strong levels also claim the rest (:data:`~honeymoon.game.CLAIM`) when they are
sure of every trick left from what they see (:func:`sure_of_the_rest`), as a player does at
the table; :func:`play` and :func:`next_action` apply it. The random level never claims: it
picks among the legal actions, which never list a claim.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping, Sequence
from typing import Protocol, runtime_checkable

from honeymoon.cards import DECK
from honeymoon.errors import ConfigError
from honeymoon.game import CLAIM, Action, Game
from honeymoon.views import BridgeView, TableView

__all__ = ["CLAIMING_LEVELS", "LEVELS", "Bot", "RandomBot", "draw_seed", "make_bot", "next_action", "play",
           "seeded", "sure_of_the_rest"]

#: The levels :func:`make_bot` builds, weakest first.
LEVELS = ("random", "basic", "strong")
#: The levels that claim the rest when sure of it (:func:`next_action`).
CLAIMING_LEVELS = ("basic", "strong")


@runtime_checkable
class Bot(Protocol):
    """Anything that chooses one of the legal actions from a player's view (``game.view(player)``)."""

    level: str

    def choose(self, view: TableView, legal: Sequence[Action]) -> Action: ...


def seeded(seed: int, *parts: object) -> random.Random:
    """A random source fixed by a bot's seed and what it is shown (``parts``), nothing else: the
    same view gives the same choice, whatever cards the bot cannot see."""
    return random.Random(f"{seed}:" + "|".join(map(str, parts)))


def draw_seed(seed: int | None) -> int:
    """The seed given, or a fresh random one when it is ``None``."""
    return random.SystemRandom().randrange(2**32) if seed is None else seed


class RandomBot:
    """Any legal action, uniformly at random: the yardstick the other levels must beat."""

    level = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = draw_seed(seed)

    def choose(self, view: TableView, legal: Sequence[Action]) -> Action:
        if not legal:
            raise ConfigError("there is nothing to choose: the match is over")
        rng = seeded(self.seed, json.dumps(view.to_dict(), sort_keys=True, default=str), *legal)
        return rng.choice(list(legal))

    def __repr__(self) -> str:
        return f"RandomBot(seed={self.seed})"


def make_bot(level: str = "basic", *, seed: int | None = None) -> Bot:
    """A computer player of the given level (see :data:`LEVELS`); ``seed`` makes its random
    choices reproducible (a random seed is drawn when it is ``None``)."""
    if isinstance(seed, bool) or not (seed is None or isinstance(seed, int)):
        raise ConfigError(f"seed is a whole number, not {seed!r}")
    if level == "random":
        return RandomBot(seed)
    if level == "basic":
        from honeymoon.bots.basic import BasicBot

        return BasicBot()
    if level == "strong":
        from honeymoon.bots.strong import StrongBot

        return StrongBot(seed)
    raise ConfigError(f"unknown level {level!r}: choose one of {', '.join(LEVELS)}")


def sure_of_the_rest(view: TableView) -> bool:
    """Whether the player whose ``view`` it is, to act and allowed to claim, is sure of every
    trick left from what he sees alone, with no search: he is on lead to a new trick; every card
    of the seats he plays (his hand, a dummy) is the highest of its suit among the cards that may
    lie elsewhere (neither played nor his: the unseen ones count, in any hand); and the contract
    is at no-trump, or no trump may lie elsewhere, or all his cards are trumps. Each trick he
    leads is then won by one of his cards, so that the claim holds double dummy.

    >>> import honeymoon
    >>> game = honeymoon.new_game("plain", seed=3, match="deal", deals=[
    ...     "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H "
    ...     "AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C"])
    >>> game.apply("1H"); game.apply("1S"); game.apply("Pass")     # 1♠ by player 0, who holds every spade
    >>> sure_of_the_rest(game.view(1)), game.current_player
    (False, 1)
    >>> game.apply("AH"); game.apply("2S")   # his ♠2 ruffs the ♥A: player 0 is on lead
    >>> sure_of_the_rest(game.view(0))
    True
    """
    if not isinstance(view, BridgeView) or not view.claimable or view.trick or view.viewer is None \
            or view.viewer != view.current_player or view.contract is None:
        return False
    mine = [seat for seat in view.seats if seat.controller == view.viewer]
    if any(seat.hidden for seat in mine):
        return False
    held = [card for seat in mine for card in seat.cards]
    elsewhere = set(DECK).difference(held, (card for trick in view.tricks for _, card in trick))
    trump = view.contract.trump
    if trump is not None and any(card.suit is trump for card in elsewhere) \
            and not all(card.suit is trump for card in held):
        return False
    return all(all(other < card for other in elsewhere if other.suit is card.suit) for card in held)


def next_action(bot: Bot, view: TableView, legal: Sequence[Action]) -> Action:
    """What the computer does now with ``bot``: the claim of the rest
    (:data:`~honeymoon.game.CLAIM`) when its level claims (:data:`CLAIMING_LEVELS`) and it is
    :func:`sure_of_the_rest`, else the bot's choice among the legal actions."""
    if bot.level in CLAIMING_LEVELS and sure_of_the_rest(view):
        return CLAIM
    return bot.choose(view, legal)


def play(game: Game, bots: Mapping[int, Bot]) -> None:
    """Let the bots act for their players until the match is over or a player without a bot
    (a person) is to act, each as :func:`next_action` says (a claim too). ``bots`` maps a player
    number to its bot."""
    if not isinstance(game, Game):
        raise ConfigError(f"play takes a game made by honeymoon.new_game, not {type(game).__name__}")
    if not isinstance(bots, Mapping):
        raise ConfigError("bots maps each computer player's number to a bot, e.g. {1: make_bot('basic')}")
    for player, bot in bots.items():
        if isinstance(player, bool) or not isinstance(player, int) or not 0 <= player < game.num_players:
            raise ConfigError(f"players are numbered 0 to {game.num_players - 1}, not {player!r}")
        if not isinstance(bot, Bot):
            raise ConfigError(f"player {player}'s bot has no choose(view, legal): {bot!r}")
    while not game.is_over:
        to_act = game.current_player
        if to_act is None or to_act not in bots:
            return
        game.apply(next_action(bots[to_act], game.view(to_act), game.legal_actions()))
