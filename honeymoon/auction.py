"""The auction: whose call it is, which calls are legal, when it ends, and the contract it makes.

Two players (Honeymoon Bridge): by default the auction ends as soon as a bid, double or
redouble is followed by a pass (seed 002).

>>> auction = Auction(players=2, first=1)
>>> for call in ["1S", "2H", "4S", "X", "Pass"]:
...     auction.call(call)
>>> auction.is_over, str(auction.contract), auction.declarer
(True, '4♠X', 1)

Four players (contract bridge): three passes end it; the declarer is the first player of
the declaring side who named the strain (seed 001's example, South dealing):

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
    parse_call,
)
from honeymoon.errors import ConfigError, IllegalCallError

__all__ = ["Auction", "closing_passes_for"]


def closing_passes_for(players: int, rule: str = "one-pass") -> int:
    """How many passes in a row end the auction once someone has bid.

    Four players: three. Three players: two (each opponent passes). Two players: one with
    ``rule="one-pass"`` (seed 002, the default) or three with ``rule="three-passes"`` (seed 000).
    """
    if players == 2:
        if rule not in ("one-pass", "three-passes"):
            raise ConfigError(f"auction_end is 'one-pass' or 'three-passes', not {rule!r}")
        return 1 if rule == "one-pass" else 3
    if players in (3, 4):
        return players - 1
    raise ConfigError(f"an auction has 2, 3 or 4 players, not {players!r}")


class Auction:
    """A mutable auction between ``players`` players, ``first`` calling first.

    Sides: with four players, players 0 and 2 are partners against 1 and 3; with two or
    three, each player is a side alone. A deal is passed out when every call from the start
    is a pass, one more pass than :attr:`closing_passes`.
    """

    def __init__(self, players: int = 2, first: int = 0, *, closing_passes: int | None = None) -> None:
        if closing_passes is None:
            closing_passes = closing_passes_for(players)
        else:
            closing_passes_for(players)
        if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < players:
            raise ConfigError(f"the first caller is a player from 0 to {players - 1}, not {first!r}")
        if isinstance(closing_passes, bool) or not isinstance(closing_passes, int) or closing_passes < 1:
            raise ConfigError("closing_passes is a whole number: at least one pass closes the "
                              f"auction, not {closing_passes!r}")
        self.players = players
        self.first = first
        #: How many passes in a row close the auction once someone has bid.
        self.closing_passes = closing_passes
        #: The calls so far, in order.
        self.calls: list[Call] = []
        self._passes = 0  # passes in a row at the end
        self._bid_index = -1  # index of the last bid
        self._action_index = -1  # index of the last call other than a pass
        self._over = False

    def side(self, player: int) -> int:
        """The side a player belongs to: player % 2 with four players, else the player."""
        return player % 2 if self.players == 4 else player

    @property
    def to_call(self) -> int:
        """The player whose turn it is to call."""
        return (self.first + len(self.calls)) % self.players

    def caller(self, index: int) -> int:
        """The player who made ``self.calls[index]``."""
        return (self.first + index) % self.players

    def _last_action(self) -> tuple[int, Call] | None:
        """The last call other than a pass, with its index."""
        index = self._action_index
        return None if index < 0 else (index, self.calls[index])

    def _last_bid(self) -> tuple[int, Bid] | None:
        index = self._bid_index
        if index < 0:
            return None
        bid = self.calls[index]
        assert isinstance(bid, Bid)
        return index, bid

    @property
    def is_passed_out(self) -> bool:
        """Everyone passed before any bid: no contract, no score."""
        return self._over and self._bid_index < 0

    @property
    def is_over(self) -> bool:
        return self._over

    def why_illegal(self, call: Call) -> str | None:
        """The reason ``call`` may not be made now, in words; ``None`` when it is legal."""
        if self.is_over:
            if self.is_passed_out:
                return "the auction is over: the deal was passed out"
            return f"the auction is over: the contract is {self.contract}"
        player_side = self.side(self.to_call)
        if isinstance(call, Pass):
            return None
        if isinstance(call, Bid):
            last = self._last_bid()
            if last is not None and call <= last[1]:
                return (f"{call} is not enough: a bid must outrank the last bid, {last[1]} "
                        "(a higher level, or the same level in a higher strain: ♣ ♦ ♥ ♠ NT)")
            return None
        action = self._last_action()
        if isinstance(call, Double):
            if action is None:
                return "there is nothing to double: no one has bid yet"
            index, last_call = action
            if isinstance(last_call, Double | Redouble):
                already = "doubled" if isinstance(last_call, Double) else "redoubled"
                return f"{self._last_bid_text()} is already {already}"
            if self.side(self.caller(index)) == player_side:
                return f"you can only double an opponent's bid: {last_call} is your own side's"
            return None
        if isinstance(call, Redouble):
            if action is None or not isinstance(action[1], Double):
                return "you can only redouble after an opponent has doubled your side's bid"
            index, _ = action
            bid = self._last_bid()
            assert bid is not None
            if self.side(self.caller(index)) == player_side or self.side(self.caller(bid[0])) != player_side:
                return "you can only redouble an opponent's double of your own side's bid"
            return None
        return f"{call!r} is not a call"

    def _last_bid_text(self) -> str:
        last = self._last_bid()
        return str(last[1]) if last else "nothing"

    def is_legal(self, call: Call) -> bool:
        return self.why_illegal(call) is None

    def legal_calls(self) -> list[Call]:
        """Every call the player to call may make: pass, double or redouble if allowed, then bids."""
        if self._over:
            return []
        calls: list[Call] = [PASS]
        if self._action_index >= 0:
            me = self.side(self.to_call)
            last = self.calls[self._action_index]
            if self.side(self.caller(self._action_index)) != me:
                if isinstance(last, Bid):
                    calls.append(DOUBLE)
                elif isinstance(last, Double) and self.side(self.caller(self._bid_index)) == me:
                    calls.append(REDOUBLE)
        if self._bid_index < 0:
            calls += ALL_BIDS
        else:
            bid = self.calls[self._bid_index]
            assert isinstance(bid, Bid)
            calls += ALL_BIDS[bid.index + 1 :]
        return calls

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
        """Record a call already known to be legal (game engines check with :meth:`legal_calls`)."""
        index = len(self.calls)
        self.calls.append(call)
        if isinstance(call, Pass):
            self._passes += 1
        else:
            self._passes = 0
            self._action_index = index
            if isinstance(call, Bid):
                self._bid_index = index
        if self._bid_index < 0:
            self._over = self._passes > self.closing_passes
        else:
            self._over = self._passes >= self.closing_passes

    @property
    def contract(self) -> Contract | None:
        """The contract once the auction is over (``None`` if passed out or still running)."""
        if not self.is_over:
            return None
        last = self._last_bid()
        if last is None:
            return None
        doubling = Doubling.UNDOUBLED
        for call in self.calls[last[0] + 1 :]:
            if isinstance(call, Double):
                doubling = Doubling.DOUBLED
            elif isinstance(call, Redouble):
                doubling = Doubling.REDOUBLED
        return Contract(last[1].level, last[1].strain, doubling)

    @property
    def declaring_side(self) -> int | None:
        last = self._last_bid()
        if not self.is_over or last is None:
            return None
        return self.side(self.caller(last[0]))

    @property
    def declarer(self) -> int | None:
        """The first player of the declaring side to name the contract's strain."""
        side = self.declaring_side
        last = self._last_bid()
        if side is None or last is None:
            return None
        for index, call in enumerate(self.calls):
            same_strain = isinstance(call, Bid) and call.strain == last[1].strain
            if same_strain and self.side(self.caller(index)) == side:
                return self.caller(index)
        raise AssertionError("the final bid names its own strain")

    def __str__(self) -> str:
        return " ".join(str(c) for c in self.calls) or "(no calls)"

    def __repr__(self) -> str:
        return f"<Auction players={self.players} first={self.first}: {self}>"
