"""The auction: whose call it is, which calls are legal, when it ends, and the contract it makes.

Two players (Honeymoon Bridge): by default the auction ends as soon as a bid, double or
redouble is followed by a pass ([honeymoon-de]).

>>> auction = Auction(players=2, first=1)
>>> for call in ["1S", "2H", "4S", "X", "Pass"]:
...     auction.call(call)
>>> auction.is_over, str(auction.contract), auction.declarer
(True, '4♠X', 1)

Four players (contract bridge): three passes end it; the declarer is the first player of
the declaring side who named the strain ([bridge-fr]'s example, South dealing):

>>> auction = Auction(players=4, first=0)   # 0 South, 1 West, 2 North, 3 East
>>> for call in "1H P 1NT P 2H P 4H P P P".split():
...     auction.call(call)
>>> str(auction.contract), auction.declarer
('4♥', 0)
>>> auction.call("1C")
Traceback (most recent call last):
...
honeymoon.errors.IllegalCallError: the auction is over: the contract is 4♥
"""

from __future__ import annotations

from honeymoon.calls import (
    ALL_BIDS,
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
from honeymoon.errors import ConfigError, IllegalCallError, shown
from honeymoon.options import is_player

__all__ = ["Auction", "book_for", "closing_passes_for"]

# The legal calls, shared by every auction: _CHOICES[extra][first bid allowed], where extra
# is 0 (pass and bids), 1 (double too) or 2 (redouble too).
_CHOICES: tuple[tuple[tuple[Call, ...], ...], ...] = tuple(
    tuple((PASS, *extra, *ALL_BIDS[start:]) for start in range(len(ALL_BIDS) + 1))
    for extra in ((), (DOUBLE,), (REDOUBLE,)))


def closing_passes_for(players: int, rule: str = "one-pass") -> int:
    """How many passes in a row end the auction once someone has bid.

    Four players: three. Three players: two (each opponent passes). Two players: one with
    ``rule="one-pass"`` ([honeymoon-de], the default) or three with ``rule="three-passes"`` ([honeymoon-fr]).
    """
    if isinstance(players, bool) or not isinstance(players, int):
        raise ConfigError(f"an auction has 2, 3 or 4 players, not {shown(players)}")
    if players == 2:
        if not isinstance(rule, str) or rule not in ("one-pass", "three-passes"):
            raise ConfigError(f"auction_end is 'one-pass' or 'three-passes', not {shown(rule)}")
        return 1 if rule == "one-pass" else 3
    if players in (3, 4):
        return players - 1
    raise ConfigError(f"an auction has 2, 3 or 4 players, not {shown(players)}")


def book_for(players: int) -> int:
    """The tricks that come before a contract's level counts at a table of ``players``: 6, or
    9 for three players (16 tricks each, the project's ruling for the three-handed form).

    >>> book_for(2), book_for(3), book_for(4)
    (6, 9, 6)
    """
    return 9 if players == 3 else 6


class Auction:
    """A mutable auction between ``players`` players, ``first`` calling first.

    Sides: with four players, players 0 and 2 are partners against 1 and 3; with two or
    three, each player is a side alone. A deal is passed out when every call from the start
    is a pass, one more pass than :attr:`closing_passes`.
    """

    def __init__(self, players: int = 2, first: int = 0, *, closing_passes: int | None = None,
                 book: int | None = None) -> None:
        if closing_passes is None:
            closing_passes = closing_passes_for(players)
        else:
            closing_passes_for(players)
        if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < players:
            raise ConfigError(f"the first caller is a player from 0 to {players - 1}, not {shown(first)}")
        if isinstance(closing_passes, bool) or not isinstance(closing_passes, int) or closing_passes < 1:
            raise ConfigError("closing_passes is a whole number: at least one pass closes the "
                              f"auction, not {shown(closing_passes)}")
        self.players = players
        self.first = first
        #: Tricks that come before the level counts: 6, or 9 for three players (16 tricks, the
        #: project's ruling for the three-handed form) unless given.
        self.book = book_for(players) if book is None else book
        Contract.of(ALL_BIDS[0], book=self.book)  # a book of 6 or 9, or a NotationError
        #: How many passes in a row close the auction once someone has bid.
        self.closing_passes = closing_passes
        #: The calls so far, in order.
        self.calls: list[Call] = []
        self._side_of = tuple(self.side(player) for player in range(players))
        self._to_call = first
        self._passes = 0  # passes in a row at the end
        self._last_bid: Bid | None = None
        self._bid_side = -1
        self._last_action: Call | None = None  # the last call other than a pass
        self._action_side = -1
        self._doubling = Doubling.UNDOUBLED
        self._namers: dict[tuple[int, Strain], int] = {}  # (side, strain): who named it first
        self._over = False

    def side(self, player: int) -> int:
        """The side a player belongs to: player % 2 with four players, else the player."""
        if not is_player(player, self.players):
            raise ConfigError(f"a player is a number from 0 to {self.players - 1}, not {shown(player)}")
        return player % 2 if self.players == 4 else player

    @property
    def to_call(self) -> int:
        """The player whose turn it is to call."""
        return self._to_call

    def caller(self, index: int) -> int:
        """The player who made ``self.calls[index]``."""
        if isinstance(index, bool) or not isinstance(index, int):
            raise ConfigError(f"a call's index in the auction is a whole number, not {shown(index)}")
        return (self.first + index) % self.players

    @property
    def is_passed_out(self) -> bool:
        """Everyone passed before any bid: no contract, no score."""
        return self._over and self._last_bid is None

    @property
    def is_over(self) -> bool:
        return self._over

    def why_illegal(self, call: Call) -> str | None:
        """The reason ``call`` may not be made now, in words; ``None`` when it is legal."""
        if self._over:
            if self.is_passed_out:
                return "the auction is over: the deal was passed out"
            return f"the auction is over: the contract is {self.contract}"
        me = self._side_of[self._to_call]
        last_bid, action = self._last_bid, self._last_action
        if isinstance(call, Pass):
            return None
        if isinstance(call, Bid):
            if last_bid is not None and call <= last_bid:
                return (f"{call} is not enough: a bid must outrank the last bid, {last_bid} "
                        "(a higher level, or the same level in a higher strain: ♣ ♦ ♥ ♠ NT)")
            return None
        if isinstance(call, Double):
            if action is None:
                return "there is nothing to double: no one has bid yet"
            if isinstance(action, Double | Redouble):
                already = "doubled" if isinstance(action, Double) else "redoubled"
                return f"{last_bid} is already {already}"
            if self._action_side == me:
                return f"you can only double an opponent's bid: {action} is your own side's"
            return None
        if isinstance(call, Redouble):
            if not isinstance(action, Double):
                return "you can only redouble after an opponent has doubled your side's bid"
            if self._action_side == me or self._bid_side != me:
                return "you can only redouble an opponent's double of your own side's bid"
            return None
        return f"{shown(call)} is not a call"

    def _extra(self) -> int:
        """Besides pass and the higher bids: 1 if the player to call may double, 2 if he may
        redouble, else 0."""
        action = self._last_action
        me = self._side_of[self._to_call]
        if action is None or self._action_side == me:
            return 0
        if action is DOUBLE:
            return 2 if self._bid_side == me else 0
        return 1 if action.__class__ is Bid else 0

    def is_legal(self, call: object) -> bool:
        """Whether ``call`` may be made now (anything that is not a call may not)."""
        if self._over:
            return False
        if call is PASS:
            return True
        if call.__class__ is Bid:
            return self._last_bid is None or call.index > self._last_bid.index
        extra = self._extra()
        return (call is DOUBLE and extra == 1) or (call is REDOUBLE and extra == 2)

    def legal_calls(self) -> list[Call]:
        """Every call the player to call may make: pass, double or redouble if allowed, then bids."""
        if self._over:
            return []
        return list(_CHOICES[self._extra()][0 if self._last_bid is None else self._last_bid.index + 1])

    def call(self, call: Call | str) -> None:
        """Make the next call (a :data:`Call` or its text). An illegal call raises
        :class:`~honeymoon.errors.IllegalCallError` and changes nothing."""
        if isinstance(call, str):
            call = parse_call(call)
        reason = self.why_illegal(call)
        if reason is not None:
            raise IllegalCallError(reason)
        self.push(call)

    def push(self, call: Call) -> None:
        """Record a call already known to be legal (game engines check with :meth:`is_legal`)."""
        player = self._to_call
        self.calls.append(call)
        self._to_call = (player + 1) % self.players
        if call is PASS:
            self._passes += 1
            closing = self.closing_passes if self._last_bid is not None else self.closing_passes + 1
            self._over = self._passes >= closing
            return
        self._passes = 0
        side = self._side_of[player]
        self._last_action, self._action_side = call, side
        if call.__class__ is Bid:
            self._last_bid, self._bid_side = call, side
            self._doubling = Doubling.UNDOUBLED
            self._namers.setdefault((side, call.strain), player)
        else:
            self._doubling = Doubling.DOUBLED if call is DOUBLE else Doubling.REDOUBLED

    @property
    def contract(self) -> Contract | None:
        """The contract once the auction is over (``None`` if passed out or still running)."""
        if not self._over or self._last_bid is None:
            return None
        return Contract.of(self._last_bid, self._doubling, book=self.book)

    @property
    def declaring_side(self) -> int | None:
        if not self._over or self._last_bid is None:
            return None
        return self._bid_side

    @property
    def declarer(self) -> int | None:
        """The first player of the declaring side to name the contract's strain."""
        if not self._over or self._last_bid is None:
            return None
        return self._namers[self._bid_side, self._last_bid.strain]

    @property
    def opening_leader(self) -> int | None:
        """Who leads to the first trick: the player on declarer's left (the next to call after
        him), in every form without a dummy of its own; ``None`` until there is a declarer.

        >>> auction = Auction(players=4, first=0)
        >>> for call in "1H P 4H P P P".split():
        ...     auction.call(call)
        >>> auction.declarer, auction.dummy, auction.opening_leader
        (0, 2, 1)
        """
        declarer = self.declarer
        return None if declarer is None else (declarer + 1) % self.players

    @property
    def dummy(self) -> int | None:
        """With four players, declarer's partner, whose hand is laid face up after the opening
        lead; ``None`` otherwise (two and three players have no partner)."""
        declarer = self.declarer
        return None if declarer is None or self.players != 4 else (declarer + 2) % 4

    def __str__(self) -> str:
        return " ".join(str(c) for c in self.calls) or "(no calls)"

    def __repr__(self) -> str:
        return f"<Auction players={self.players} first={self.first}: {self}>"
