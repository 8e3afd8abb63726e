"""What a player may know of a table, as typed values: :meth:`Game.view <honeymoon.game.Game.view>`
returns a :class:`BridgeView` for every bridge form and a :class:`BoerenbridgeView` for Boerenbridge.

A view holds what its viewer may see, nothing more, and the facts the rules draw from it (whose
cards a seat's are, the order of play, the teams, the last trick's winner, what the player to act
decides), so that a caller (a computer player, a picture, a widget) reads them and never works a
rule out again. Cards are :class:`~honeymoon.cards.Card` objects and calls are calls; a view draws
itself in a notebook, and :meth:`BridgeView.to_dict` gives it as JSON-ready data with cards as
codes (``"QH"``), as the saves write them.

>>> import honeymoon
>>> game = honeymoon.new_game("plain", seed=3, match="deal")
>>> game.apply("1NT")
>>> view = game.view(0)
>>> view.kind, view.phase, view.auction, view.current_player
('bridge', <Phase.AUCTION: 'auction'>, (Bid.parse('1NT'),), 0)
>>> view.seats[0].cards[:3], view.seats[1].hidden
((Card.parse('AS'), Card.parse('JS'), Card.parse('2S')), 13)
>>> view.to_dict()["auction"]
['1NT']
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, Literal, NamedTuple, TypeVar

from honeymoon.calls import Call, Contract
from honeymoon.cards import AnyCard, Card, Suit
from honeymoon.game import Action, Phase, action_text

if TYPE_CHECKING:
    from honeymoon.boerenbridge import DealResult
    from honeymoon.forms.engine import DealRecord
    from honeymoon.rubber import SheetEntry

__all__ = ["BoerenbridgeView", "BridgeView", "Claim", "DrawView", "HandView", "LogLine", "Pile", "Play",
           "SeatView", "TableView"]


#: The kind of card a trick holds: a :class:`~honeymoon.cards.Card` at a bridge table, any card
#: (Wizards and Jesters too) in Boerenbridge.
_C = TypeVar("_C", bound=AnyCard, covariant=True)


class Play(NamedTuple, Generic[_C]):
    """A card played to a trick, and the seat it came from (in Boerenbridge, the player):
    ``Play[Card]`` at a bridge table, ``Play[AnyCard]`` in Boerenbridge."""

    seat: int
    card: _C

    def to_list(self) -> list[Any]:
        return [self.seat, self.card.code]


def _plays(trick: tuple[Play[AnyCard], ...]) -> list[list[Any]]:
    return [play.to_list() for play in trick]


def _codes(cards: tuple[AnyCard, ...]) -> list[str]:
    return [card.code for card in cards]


class Pile(NamedTuple):
    """A pile of a half-open dummy as everyone sees it: its face-up card (``None`` once played)
    and whether a face-down card still lies under it."""

    top: Card | None
    covered: bool


class Claim(NamedTuple):
    """A claim that ended a deal's play ("the rest are mine", :data:`~honeymoon.game.CLAIM`):
    the ``player`` who made it, on his turn to play from ``seat`` (his hand or a dummy he
    plays); the ``tricks`` it gave his side, every trick still to play, the one in progress
    included; whether his side was the ``declaring`` side; and the cards played to the trick in
    progress before it (``trick``), face up for everyone."""

    player: int
    seat: int
    tricks: int
    declaring: bool
    trick: tuple[Play[Card], ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {"player": self.player, "seat": self.seat, "tricks": self.tricks, "declaring": self.declaring,
                "trick": _plays(self.trick)}


class LogLine(NamedTuple):
    """One action of the current deal, as the viewer may know it.

    ``action`` is ``None`` for a card another player discarded face down; ``discard`` tells a
    discard from a card played; ``card`` is the face-up card a draw decision was about
    (``take`` ♥10); ``tricks``, for a claim, the tricks it gave the claimer's side."""

    player: int
    action: Action | None
    discard: bool = False
    card: Card | None = None
    tricks: int | None = None

    def text(self) -> str:
        """The line as the JSON form writes it: ``1NT``, ``QH``, ``take TH``, ``discard 4C``,
        ``discard`` for a discard the viewer may not see, ``claim 5`` for a claim of 5 tricks."""
        if self.discard:
            return "discard" if self.action is None else f"discard {action_text(self.action)}"
        assert self.action is not None
        if self.card is not None:
            return f"{action_text(self.action)} {self.card.code}"
        if self.tricks is not None:
            return f"{action_text(self.action)} {self.tricks}"
        return action_text(self.action)


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat of a bridge table (a hand, or a dummy) as the viewer sees it."""

    #: The seat's number (0 … 3).
    seat: int
    #: How the game names it: ``player 0's hand``, ``Anna's dummy``, ``the dummy``, ``North``.
    name: str
    #: The seat's cards the viewer sees, highest first (all of them for his own hand).
    cards: tuple[Card, ...]
    #: How many of its cards the viewer does not see.
    hidden: int
    #: The player the seat belongs to (``None``: the dummy shared until the auction ends).
    owner: int | None
    #: The score-sheet column of its owner (``None`` with no owner).
    side: int | None
    #: The player who plays its cards in the play (a dummy's declarer): known once the auction
    #: has a declarer, else the owner (``None`` for a shared dummy before then).
    controller: int | None
    #: A half-open dummy's piles as they lie (``None`` for every other seat, and for a half-open
    #: dummy not laid out yet: option ``dummies_laid_out="after-the-lead"``).
    piles: tuple[Pile, ...] | None = None

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"seat": self.seat, "name": self.name, "cards": _codes(self.cards),
                                "hidden": self.hidden, "owner": self.owner, "side": self.side}
        if self.piles is not None:
            data["piles"] = [[None if p.top is None else p.top.code, p.covered] for p in self.piles]
        return data


@dataclass(frozen=True, slots=True)
class DrawView:
    """The prelude of a form that builds its hands before the auction (draw, draw and discard,
    preliminary tricks), as the viewer sees it."""

    #: Cards left in the stock.
    stock: int
    #: The stock's top card when the viewer may see it (``None`` otherwise).
    top: Card | None
    #: The card turned for the player to act to take or refuse: face up, seen by both; with the
    #: option ``stock_look="private"`` seen by the drawer alone (``None`` in the other's view).
    turned: Card | None
    #: The card the other player refused, offered to the player to act.
    offered: Card | None
    #: The cards declined, face up on the dead pile.
    dead: tuple[Card, ...]
    #: Whether the player to act took a card and must now discard one.
    must_discard: bool
    #: The preliminary tricks played so far, and the seat that won each.
    preliminary_tricks: tuple[tuple[Play[Card], ...], ...]
    preliminary_winners: tuple[int, ...]
    #: The cards each player took that the viewer saw: those taken face up, and his own.
    taken: tuple[tuple[Card, ...], ...]
    #: The preliminary trick being played.
    trick: tuple[Play[Card], ...]
    #: What the player to act decides now, in words (empty when nobody decides in the prelude).
    prompt: str
    #: Whether the second card of a preliminary trick must follow suit when it can.
    follow_suit: bool
    #: Whether ``turned`` is seen by the drawer alone (option ``stock_look="private"``), not by both.
    turned_in_private: bool = False
    #: The card the player to act just took and may not discard straight back (option
    #: ``discard_taken=False``); ``None`` when any card may be discarded, or none is to be.
    kept: Card | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "stock": self.stock,
            "top": None if self.top is None else self.top.code,
            "turned": None if self.turned is None else self.turned.code,
            "offered": None if self.offered is None else self.offered.code,
            "dead": _codes(self.dead),
            "must_discard": self.must_discard,
            "preliminary_tricks": [_plays(t) for t in self.preliminary_tricks],
            "preliminary_winners": list(self.preliminary_winners),
            "taken": [_codes(cards) for cards in self.taken],
            "trick": _plays(self.trick),
        }


@dataclass(frozen=True, slots=True, repr=False)
class _Table:
    """What the view of every game holds: whose view, which deal, whose turn."""

    #: The form's registered name (``plain``, ``contract-bridge``, ``boerenbridge`` …).
    game: str
    #: The players' names, by player number.
    names: tuple[str, ...]
    #: Who sees this (``None``: the full view).
    viewer: int | None
    phase: Phase
    #: The player to act (``None`` once the match is over).
    current_player: int | None
    #: The deal's number in the match, from 1, and its dealer.
    deal: int
    dealer: int

    def __repr__(self) -> str:
        # A view in one line, where a notebook cannot draw it: its fields are many and long.
        who = "every card" if self.viewer is None else f"as {self.names[self.viewer]} sees it"
        return f"<{type(self).__name__} of {self.game}, {who}: deal {self.deal}, {self.phase.value}>"

    def _repr_html_(self) -> str:
        from honeymoon import render

        assert isinstance(self, BridgeView | BoerenbridgeView)
        return render.view_html(self)


@dataclass(frozen=True, slots=True, repr=False)
class BridgeView(_Table):
    """A bridge table (every form but Boerenbridge) as one player sees it, or as everyone's
    cards lie (:meth:`Game.full_view <honeymoon.game.Game.full_view>`, ``viewer`` ``None``).
    Besides its own fields, it holds ``game``, ``names``, ``viewer``, ``phase``,
    ``current_player``, ``deal`` and ``dealer``, as every view does."""

    kind: Literal["bridge"]
    seats: tuple[SeatView, ...]
    #: The calls so far, and the player who made the first.
    auction: tuple[Call, ...]
    auction_first: int | None
    #: The seat whose cards are played or acted on now (a dummy too).
    seat_to_play: int | None
    contract: Contract | None
    declarer: int | None
    #: The seats in the order they play a trick: round the table, or as the dummy scheme
    #: seats them once the declarer is known (exposed dummy: declarer, opponent, dummy).
    order: tuple[int, ...]
    #: The players of each score-sheet column (``((0, 2), (1, 3))`` in contract bridge).
    teams: tuple[tuple[int, ...], ...]
    #: The tricks a contract's level counts above: 6, or 9 for three hands of 16 cards.
    book: int
    #: Whether the declarer takes the cards not dealt (the widow) and discards as many.
    widow: bool
    #: Whether the declarer chooses, once the auction is over, which of two dummies he plays
    #: with (single dummy: the exposed one or the hidden one).
    chooses_dummy: bool
    #: The trick being played, the tricks played, and the seat that won each.
    trick: tuple[Play[Card], ...]
    tricks: tuple[tuple[Play[Card], ...], ...]
    trick_winners: tuple[int, ...]
    #: The tricks the declarer's side has won (during the play only).
    declarer_tricks: int | None
    #: Whether the player to act may claim the rest now (:attr:`Game.claimable
    #: <honeymoon.game.Game.claimable>`); a finished deal's claim is in its record's ``claim``
    #: (:class:`~honeymoon.forms.DealRecord`).
    claimable: bool
    #: The current deal's actions as the viewer may know them.
    log: tuple[LogLine, ...]
    #: Each score-sheet column's total, and the games each has won in the rubber.
    scores: tuple[int, ...]
    games_won: tuple[int, ...]
    #: Whether each side (each score-sheet column) is vulnerable: it has won a game of the
    #: rubber, or the board makes it so (the ``vulnerable`` option of a match of one deal).
    vulnerable: tuple[bool, ...]
    previous_deals: tuple[DealRecord, ...]
    #: The lines an abandoned rubber scored when it was stopped.
    settlement: tuple[SheetEntry, ...]
    #: Each player's discards face down this deal, by player: the viewer sees only his own
    #: (the full view, everyone's).
    discards: tuple[tuple[Card, ...], ...]
    #: How many cards lie set aside, unseen: the widow until the declarer takes it, the cards
    #: not dealt in plain Honeymoon Bridge.
    set_aside_count: int
    #: The prelude (``None`` for the forms without one).
    draw: DrawView | None = None
    #: Full view only: the cards set aside unseen, and the stock from its top.
    set_aside: tuple[Card, ...] | None = None
    stock: tuple[Card, ...] | None = None

    @property
    def last_trick_winner(self) -> int | None:
        """The seat that won the last finished trick (``None`` before one)."""
        return self.trick_winners[-1] if self.trick_winners else None

    def known_draw(self) -> DrawView:
        """:attr:`draw`, for a view of a form known to build its hands in a draw; a view of
        another form raises ValueError."""
        if self.draw is None:
            raise ValueError(f"{self.game} has no draw before its auction")
        return self.draw

    def to_dict(self) -> dict[str, Any]:
        """The view as JSON-ready data, cards and calls as codes (``QH``, ``1NT``)."""
        data: dict[str, Any] = {
            "game": self.game,
            "names": list(self.names),
            "viewer": self.viewer,
            "phase": self.phase.value,
            "current_player": self.current_player,
            "deal": self.deal,
            "dealer": self.dealer,
            "seats": [seat.to_dict() for seat in self.seats],
            "auction": [str(call) for call in self.auction],
            "auction_first": self.auction_first,
            "seat_to_play": self.seat_to_play,
            "contract": None if self.contract is None else self.contract.code,
            "declarer": self.declarer,
            "trick": _plays(self.trick),
            "tricks": [_plays(t) for t in self.tricks],
            "trick_winners": list(self.trick_winners),
            "declarer_tricks": self.declarer_tricks,
            "log": [[line.player, line.text()] for line in self.log],
            "scores": list(self.scores),
            "games_won": list(self.games_won),
            "vulnerable": list(self.vulnerable),
            "previous_deals": [record.to_dict() for record in self.previous_deals],
            "settlement": [entry.to_dict() for entry in self.settlement],
        }
        if self.viewer is None:
            data["set_aside"] = _codes(self.set_aside or ())
            data["stock"] = _codes(self.stock or ())
            data["discards"] = [_codes(d) for d in self.discards]
        else:
            data["discards"] = _codes(self.discards[self.viewer])
        if self.draw is not None:
            data["draw"] = self.draw.to_dict()
        return data



@dataclass(frozen=True, slots=True)
class HandView:
    """A Boerenbridge player's hand as the viewer sees it."""

    player: int
    #: The cards the viewer sees (none of another player's; none of his own in a blind deal's bidding).
    cards: tuple[AnyCard, ...]
    #: How many cards of the hand the viewer does not see.
    hidden: int

    def to_dict(self) -> dict[str, Any]:
        return {"player": self.player, "cards": _codes(self.cards), "hidden": self.hidden}


@dataclass(frozen=True, slots=True, repr=False)
class BoerenbridgeView(_Table):
    """A Boerenbridge table as one player sees it (or everything: ``viewer`` ``None``). Besides
    its own fields, it holds ``game``, ``names``, ``viewer``, ``phase``, ``current_player``,
    ``deal`` and ``dealer``, as every view does."""

    kind: Literal["boerenbridge"]
    #: How many cards each player holds in this deal.
    cards_each: int
    hands: tuple[HandView, ...]
    #: The card turned up for trumps, and the trump suit (``None``: no trumps).
    turned: AnyCard | None
    trump: Suit | None
    #: Whether the players bid before seeing their cards (a blind deal).
    blind: bool
    #: Each player's bid (``None`` before he bids), and the bid the dealer may not make (the hook).
    bids: tuple[int | None, ...]
    forbidden_bid: int | None
    #: The players in the order they play the current trick, from its leader.
    order: tuple[int, ...]
    trick: tuple[Play[AnyCard], ...]
    tricks_won: tuple[int, ...]
    #: The last finished trick, and the player who won it (``None`` before one).
    last_trick: tuple[Play[AnyCard], ...]
    last_trick_winner: int | None
    tricks: tuple[tuple[Play[AnyCard], ...], ...]
    #: Every card of the match's pack.
    pack: tuple[AnyCard, ...]
    scores: tuple[int, ...]
    previous_deals: tuple[DealResult, ...]
    #: Full view only: the cards not dealt.
    stock: tuple[AnyCard, ...] | None = None

    def to_dict(self) -> dict[str, Any]:
        """The view as JSON-ready data, cards as codes."""
        data: dict[str, Any] = {
            "game": self.game, "viewer": self.viewer, "phase": self.phase.value,
            "names": list(self.names), "current_player": self.current_player, "deal": self.deal,
            "dealer": self.dealer, "cards_each": self.cards_each,
            "hands": [hand.to_dict() for hand in self.hands],
            "turned": None if self.turned is None else self.turned.code,
            "trump": None if self.trump is None else self.trump.symbol,
            "blind": self.blind, "bids": list(self.bids), "forbidden_bid": self.forbidden_bid,
            "trick": _plays(self.trick), "tricks_won": list(self.tricks_won),
            "last_trick": _plays(self.last_trick),
            "tricks": [_plays(t) for t in self.tricks],
            "pack": _codes(self.pack),
            "scores": list(self.scores),
            "previous_deals": [result.to_dict() for result in self.previous_deals],
        }
        if self.viewer is None:
            data["stock"] = _codes(self.stock or ())
        return data


#: What :meth:`Game.view <honeymoon.game.Game.view>` returns, by the game's kind.
TableView = BridgeView | BoerenbridgeView
