"""Honeymoon Bridge: a rules library for two-player bridge, contract bridge and Boerenbridge.

Cards, hands and their evaluation, calls and auctions, trick play and rubber scoring that
explains itself, line by line:

>>> import honeymoon
>>> print(honeymoon.score_deal("4S", 10).walkthrough())
4♠ made exactly (10 tricks), not vulnerable:
  declarer: 4 tricks bid and made in ♠ × 30 = 120 below the line

Every form is a game (:func:`new_game`) that shows each player what he may know as a typed view,
:class:`BridgeView` or :class:`BoerenbridgeView` (:mod:`honeymoon.views`).

The library uses the standard library only.
"""

from honeymoon.auction import Auction
from honeymoon.calls import (
    DOUBLE,
    PASS,
    REDOUBLE,
    Bid,
    Call,
    Contract,
    Double,
    Doubling,
    Pass,
    Redouble,
    Strain,
    parse_call,
)
from honeymoon.cards import DECK, Card, Deal, Hand, Rank, Suit, deal, shuffled_deck
from honeymoon.errors import (
    ConfigError,
    HoneymoonError,
    IllegalActionError,
    IllegalCallError,
    IllegalPlayError,
    NotationError,
    SaveFileError,
)
from honeymoon.game import Game, Phase, available_games, load_game, new_game
from honeymoon.rubber import ScoreSheet
from honeymoon.scoring import DealScore, ScoreLine, honors_held, score_deal
from honeymoon.tricks import CardPlay, Trick, trick_winner
from honeymoon.views import BoerenbridgeView, BridgeView, TableView

__version__ = "0.1.0"

__all__ = [
    "DECK",
    "DOUBLE",
    "PASS",
    "REDOUBLE",
    "Auction",
    "Bid",
    "BoerenbridgeView",
    "BridgeView",
    "Call",
    "Card",
    "CardPlay",
    "ConfigError",
    "Contract",
    "Deal",
    "DealScore",
    "Double",
    "Doubling",
    "Game",
    "Hand",
    "HoneymoonError",
    "IllegalActionError",
    "IllegalCallError",
    "IllegalPlayError",
    "NotationError",
    "Pass",
    "Phase",
    "Rank",
    "Redouble",
    "SaveFileError",
    "ScoreLine",
    "ScoreSheet",
    "Strain",
    "Suit",
    "TableView",
    "Trick",
    "available_games",
    "deal",
    "honors_held",
    "load_game",
    "new_game",
    "parse_call",
    "score_deal",
    "shuffled_deck",
    "trick_winner",
]
