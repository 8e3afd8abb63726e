"""Lessons 4 and 5: the bidding ladder and contract bridge for four.

The auctions are bid by a small teaching bidder (:func:`sensible_call`) that looks at the dealt
hands and makes only legal calls; the answers (the lowest bid in a strain, whether a call is
legal and why not, the contract, declarer, dummy and opening leader) are read from
:class:`honeymoon.Auction`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from honeymoon import Auction, Hand, Suit, render
from honeymoon.calls import ALL_BIDS, DOUBLE, PASS, REDOUBLE, Bid, Call, Doubling, Strain
from honeymoon.evaluation import hcp, is_balanced, total_points
from honeymoon_course.games import _find, _new_deal
from honeymoon_course.question import Blank, Facts, Question
from honeymoon_course.words import COMPASS, PAIR, _figure, _strain_words, _up, md

__all__ = [
    "GAME_LEVEL",
    "SIDES_4",
    "bid_auction",
    "contract_question",
    "legal_call_question",
    "lesson_04",
    "lesson_05",
    "lowest_bid_question",
    "sensible_call",
]


#: The two sides of contract bridge, side 0 and side 1 of an auction.
SIDES_4 = ("North-South", "East-West")
#: The game level of each strain: 3NT, 4♥, 4♠, 5♣, 5♦.
GAME_LEVEL = {Strain.CLUBS: 5, Strain.DIAMONDS: 5, Strain.HEARTS: 4, Strain.SPADES: 4, Strain.NOTRUMP: 3}


def _game_target(strain: Strain) -> int:
    return GAME_LEVEL[strain]


def _cap(estimate: int) -> int:
    """The highest level a side should bid with ``estimate`` points between its hands."""
    steps = ((37, 7), (33, 6), (29, 5), (25, 4), (23, 3), (21, 2), (18, 1))
    return next((level for points, level in steps if estimate >= points), 0)


def _bids_by(auction: Auction, player: int) -> list[Bid]:
    return [call for i, call in enumerate(auction.calls)
            if auction.caller(i) == player and isinstance(call, Bid)]


def _longest(hand: Hand, rng: random.Random) -> Strain:
    best = max(hand.length(s) for s in Suit)
    suits = [s for s in Suit if hand.length(s) == best]
    return Strain(max(suits) if rng.random() < 0.8 else rng.choice(suits))


def sensible_call(auction: Auction, hands: Sequence[Hand], rng: random.Random) -> Call:
    """A plausible legal call for the player to call, from his hand (a teaching bidder, not an
    expert): bid the longest suit (or no-trump with a balanced 15–19, or partner's suit with
    three cards in it) as high as the points of the side allow, jump to game when the side has
    found its suit and has the points, double an opponent who bids too high, else pass."""
    me = auction.to_call
    hand = hands[me]
    points = int(total_points(hand).total)
    partner = (me + 2) % 4 if auction.players == 4 else None
    partner_bids = _bids_by(auction, partner) if partner is not None else []
    mine = _bids_by(auction, me)
    support = partner_bids[-1].strain if partner_bids else None
    if support is not None and ((support is Strain.NOTRUMP and is_balanced(hand))
                                or (support.suit is not None and hand.length(support.suit) >= 3)):
        strain = support
    elif mine:
        strain = mine[0].strain
    elif is_balanced(hand) and 15 <= hcp(hand).total <= 19:
        strain = Strain.NOTRUMP
    else:
        strain = _longest(hand, rng)
    # With four players, what the side holds: his points and a guess at his partner's (12 once
    # the partner has bid, else 6). With two, each hand plays alone against one other hand, so
    # fewer points make a trick: 10 points bid at the one level, each 3 more one level higher.
    if auction.players == 4:
        estimate = points + (12 if partner_bids else 6)
    else:
        estimate = points + 8 + rng.choice((-1, 0, 0, 1))
    cap = _cap(estimate)
    legal = auction.legal_calls()
    in_strain = [c for c in legal if isinstance(c, Bid) and c.strain is strain]
    choice: Call = PASS
    if in_strain and in_strain[0].level <= cap:
        choice = in_strain[0]
        game = _game_target(strain)
        agreed = strain is support or (auction.players == 2 and bool(mine) and mine[-1].strain is strain)
        if agreed and cap >= 6 and rng.random() < 0.5:
            choice = Bid(max(choice.level, 6), strain)
        elif agreed and cap >= game > choice.level and rng.random() < 0.8:
            choice = Bid(game, strain)
    if choice is PASS:
        if DOUBLE in legal and hcp(hand).total >= 13 and rng.random() < 0.5:
            choice = DOUBLE
        elif REDOUBLE in legal and points >= 16 and rng.random() < 0.5:
            choice = REDOUBLE
    return choice


def bid_auction(hands: Sequence[Hand], first: int, rng: random.Random, *, stop: int | None = None,
                closing_passes: int | None = None) -> Auction:
    """The auction the sensible bidder makes with these hands (two or four players), ``first``
    calling first; with ``stop``, only its first ``stop`` calls."""
    auction = Auction(players=len(hands), first=first, closing_passes=closing_passes)
    while not auction.is_over and (stop is None or len(auction.calls) < stop):
        auction.call(sensible_call(auction, hands, rng))
    return auction


def _auction_figure(auction: Auction, names: Sequence[str], dealer: int | None) -> str:
    return _figure(render.auction_html(auction.calls, first=auction.first, players=auction.players,
                                       names=names, dealer=dealer))


def _dealer_of(auction: Auction) -> int:
    """Who dealt: with four players the dealer calls first; with two the non-dealer does."""
    return auction.first if auction.players == 4 else 1 - auction.first


def _who_calls_first(auction: Auction, names: Sequence[str]) -> str:
    dealer = _dealer_of(auction)
    if auction.players == 4:
        return f"{names[dealer]} dealt and called first."
    return f"{names[dealer]} dealt, so {names[auction.first]} called first."


def _declarer_steps(auction: Auction, names: Sequence[str]) -> list[str]:
    """Why the contract and the declarer are what they are, from the auction's calls."""
    contract, declarer = auction.contract, auction.declarer
    assert contract is not None and declarer is not None
    calls = auction.calls
    last = max(i for i, call in enumerate(calls) if isinstance(call, Bid))
    bidder = auction.caller(last)
    doubled = contract.doubling is not Doubling.UNDOUBLED
    steps = [f"The last bid was {md(str(calls[last]))}, by {names[bidder]}"
             + (f"; it was then {contract.doubling.word}" if doubled else "")
             + f": the contract is {md(str(contract))}."]
    if auction.players == 4:
        side = auction.side(declarer)
        first = min(i for i, call in enumerate(calls) if isinstance(call, Bid)
                    and call.strain is contract.strain and auction.side(auction.caller(i)) == side)
        assert auction.caller(first) == declarer
        steps.append(f"{SIDES_4[side]} declare. The first of them to name {_strain_words(contract.strain)} "
                     f"was {names[declarer]} ({md(str(calls[first]))}, call {first + 1} of the auction): "
                     f"{names[declarer]} is declarer"
                     + ("." if declarer == bidder else f", though {names[bidder]} made the last bid."))
    else:
        steps.append(f"{names[declarer]} made the last bid, so {names[declarer]} is declarer.")
    return steps


#: Lesson 5's section on the declarer at a table of four, added to lesson 4's in a hint.
AND_FOUR = " and lesson 5, “The declarer and the dummy”"


def contract_question(auction: Auction, names: Sequence[str], *, table: bool = False) -> Question:
    """A finished auction: its contract and declarer; with ``table`` (four players) also dummy,
    the opening leader and the tricks needed; with two players, who leads."""
    contract, declarer = auction.contract, auction.declarer
    assert contract is not None and declarer is not None
    players = auction.players
    leader = auction.opening_leader
    assert leader is not None
    why = _declarer_steps(auction, names)
    facts: Facts = {"players": players, "first": auction.first, "calls": [str(c) for c in auction.calls],
                    "contract": contract.code, "declarer": declarer, "leader": leader}
    dealer = _dealer_of(auction)
    seats = tuple(names[:players])
    contract_blank = Blank("Contract", "contract", contract)
    declarer_blank = Blank("Declarer", "choice", names[declarer], options=seats)
    blanks: tuple[Blank, ...]
    if table:
        dummy = auction.dummy
        assert dummy is not None
        facts |= {"dummy": dummy, "tricks_needed": contract.tricks_needed}
        blanks = (contract_blank, declarer_blank, Blank("Dummy", "choice", names[dummy], options=seats),
                  Blank("Opening leader", "choice", names[leader], options=seats),
                  Blank("Tricks needed", "number", contract.tricks_needed))
        answer = (f"{md(str(contract))} by {names[declarer]}; dummy {names[dummy]}; "
                  f"{names[leader]} leads; {contract.tricks_needed} tricks needed.")
        why += [f"Dummy is declarer's partner, {names[dummy]}; the opening lead comes from declarer's "
                f"left, {names[leader]}.",
                f"{md(str(contract))} needs {contract.level} + 6 = {contract.tricks_needed} tricks."]
        prompt = (f"{_who_calls_first(auction, names)} The auction is over. What is the contract, who "
                  "is declarer, who is dummy, who makes the opening lead, and how many tricks are needed?")
    elif players == 2:
        blanks = (contract_blank, declarer_blank,
                  Blank("Opening lead by", "choice", names[leader], options=seats))
        answer = f"{md(str(contract))} by {names[declarer]}; {names[leader]} leads."
        why.append(f"The other player, {names[leader]}, makes the opening lead.")
        prompt = (f"{_who_calls_first(auction, names)} The auction is over. What is the contract, who is "
                  "declarer, and who leads?")
    else:
        blanks = (contract_blank, declarer_blank)
        answer = f"{md(str(contract))} by {names[declarer]}."
        prompt = (f"{_who_calls_first(auction, names)} The auction is over. What is the contract, and "
                  "who is declarer?")
    return Question(
        kind="contract", prompt=prompt, answer=answer, why=tuple(why), facts=facts,
        figure=_auction_figure(auction, names, dealer),
        key_figure=_figure(render.auction_html(auction.calls, first=auction.first, players=players,
                                               names=names, dealer=dealer),
                           "<p>" + render.contract_html(contract, names[declarer]) + "</p>"),
        blanks=blanks,
        hints=(f"Lesson 4, “The contract and the declarer”{AND_FOUR if players == 4 else ''}, says which "
               "bid becomes the contract and who declares it.",
               "The contract is the last bid, with its double or redouble if one followed it; among the "
               "declaring side, the declarer is the player who first named the contract's strain.",
               "Write the contract like 4S or 3NTX (X: doubled, XX: redoubled), and name each player."))


def lowest_bid_question(auction: Auction, strain: Strain, names: Sequence[str]) -> Question:
    """The lowest legal bid in ``strain`` for the player to call."""
    bids = [c for c in auction.legal_calls() if isinstance(c, Bid) and c.strain is strain]
    answer = bids[0]
    last = max((c for c in auction.calls if isinstance(c, Bid)), key=lambda b: b.index)
    who = names[auction.to_call]
    why = [f"The last bid is {md(str(last))}: a new bid must outrank it."]
    if answer.level > 1:
        lower = Bid(answer.level - 1, strain)
        reason = auction.why_illegal(lower)
        if reason:
            why.append(f"{md(_up(reason))}.")
    why.append(f"{md(str(answer))} outranks {md(str(last))}"
               + (" (same level, higher strain)." if answer.level == last.level else " (a higher level)."))
    return Question(
        kind="lowest-bid",
        prompt=f"It is {who}'s turn. What is the lowest bid {who} can make in {_strain_words(strain)}?",
        answer=f"{md(str(answer))}.", why=tuple(why),
        facts={"players": auction.players, "first": auction.first, "calls": [str(c) for c in auction.calls],
               "strain": strain.letter, "answer": answer.code},
        figure=_auction_figure(auction, names, _dealer_of(auction)),
        blanks=(Blank("Lowest bid", "call", answer),),
        hints=("Lesson 4, “The ladder: which bid is higher”, says how bids are ranked.",
               "A new bid must outrank the last bid: a higher level, or the same level in a higher "
               f"strain. Try {_strain_words(strain)} at the last bid's level first.",
               "Write the bid like 2H or 3NT."))


def legal_call_question(auction: Auction, candidates: Sequence[Call], names: Sequence[str]) -> Question:
    """Is each of these calls legal now, and if not, why not (``Auction.why_illegal``)."""
    who = names[auction.to_call]
    letters = "abcdefgh"
    listed = "; ".join(f"({letters[i]}) {render.call_html(call)}" for i, call in enumerate(candidates))
    reasons = [auction.why_illegal(call) for call in candidates]
    why = tuple(f"({letters[i]}) {md(str(call))}: "
                + ("legal." if reason is None else f"not legal: {md(reason)}.")
                for i, (call, reason) in enumerate(zip(candidates, reasons, strict=True)))
    legal = [letters[i] for i, reason in enumerate(reasons) if reason is None]
    return Question(
        kind="legal-call",
        prompt=(f"It is {who}'s turn. Which of these calls may {who} make? For each one that is not "
                f"allowed, say why. {listed}"),
        answer=("Legal: " + ", ".join(f"({x})" for x in legal) + "; the others are not." if legal
                else "None of them is legal."),
        why=why,
        facts={"players": auction.players, "first": auction.first, "calls": [str(c) for c in auction.calls],
               "candidates": [str(c) for c in candidates], "legal": [r is None for r in reasons]},
        figure=_auction_figure(auction, names, _dealer_of(auction)),
        blanks=tuple(Blank(f"({letters[i]}) {call}", "yes-no", reason is None)
                     for i, (call, reason) in enumerate(zip(candidates, reasons, strict=True))),
        hints=("Lesson 4, “What makes a call legal”, gives the rule for each kind of call.",
               "A bid must outrank the last bid; a double answers an opponent's bid, a redouble your "
               "side's doubled bid; pass is always allowed.",
               "For each call, answer yes (allowed) or no."))


# --- the lessons' question makers ----------------------------------------------------------------------

def _partial_auction(rng: random.Random, players: int,
                     want: Callable[[Auction], bool] = lambda a: True) -> Auction | None:
    """An auction still running, with at least one bid below the 6 level, as ``want`` asks."""
    _, hands = _new_deal(rng, hands=players)
    first = rng.randrange(players)
    full = bid_auction(hands, first, rng)
    bids = [i for i, c in enumerate(full.calls) if isinstance(c, Bid)]
    if not bids:
        return None
    stop = rng.randrange(bids[0] + 1, len(full.calls))
    auction = Auction(players=players, first=first)
    for call in full.calls[:stop]:
        auction.call(call)
    if auction.is_over or _last_bid(auction).level >= 6 or not want(auction):
        return None
    return auction


def _finished_auction(rng: random.Random, players: int, want: Callable[[Auction], bool] = lambda a: True,
                      ) -> Auction:
    def attempt(r: random.Random) -> Auction | None:
        _, hands = _new_deal(r, hands=players)
        first = r.randrange(players)
        auction = bid_auction(hands, first, r)
        return auction if auction.contract is not None and want(auction) else None

    found = _find(rng, attempt, "auction")
    assert isinstance(found, Auction)
    return found


def _running(rng: random.Random, players: int, want: Callable[[Auction], bool] = lambda a: True) -> Auction:
    found = _find(rng, lambda r: _partial_auction(r, players, want), "auction")
    assert isinstance(found, Auction)
    return found


def _last_bid(auction: Auction) -> Bid:
    return max((c for c in auction.calls if isinstance(c, Bid)), key=lambda b: b.index)


def _partner_acted_last(auction: Auction) -> bool:
    """Whether the last call other than a pass was a bid by the partner of the player to call."""
    last = max(i for i, c in enumerate(auction.calls) if c is not PASS)
    return isinstance(auction.calls[last], Bid) and auction.caller(last) == (auction.to_call + 2) % 4


def _candidates(auction: Auction, rng: random.Random) -> list[Call]:
    """Three calls to judge. Two players: a bid too low, a double, a bid high enough. Four players,
    when partner made the last bid: a bid high enough, a double (of partner's bid) and a redouble
    or a pass."""
    last = _last_bid(auction)
    too_low = [b for b in ALL_BIDS if last.index - 6 <= b.index < last.index]
    higher = [c for c in auction.legal_calls() if isinstance(c, Bid)][:6]
    if auction.players == 2:
        picked: list[Call] = [rng.choice(too_low), DOUBLE, rng.choice(higher)]
    else:
        picked = [rng.choice(higher), DOUBLE, rng.choice((REDOUBLE, PASS))]
    return sorted(picked, key=lambda c: (c.index, "") if isinstance(c, Bid) else (99, str(c)))


def lesson_04(rng: random.Random) -> list[Question]:
    """The bidding ladder: the lowest bid in a strain; is a call legal; contract and declarer."""
    questions = []
    for players, below in ((2, True), (4, False)):
        auction = _running(rng, players)
        last = _last_bid(auction)
        strains = [s for s in Strain if (s < last.strain) == below and s is not last.strain] or list(Strain)
        names = PAIR if players == 2 else COMPASS
        questions.append(lowest_bid_question(auction, rng.choice(strains), names))
    two = _running(rng, 2, lambda a: bool([b for b in ALL_BIDS if b < _last_bid(a)]))
    questions.append(legal_call_question(two, _candidates(two, rng), PAIR))
    four = _running(rng, 4, _partner_acted_last)
    questions.append(legal_call_question(four, _candidates(four, rng), COMPASS))
    questions.append(contract_question(_finished_auction(rng, 2, lambda a: len(a.calls) >= 3), PAIR))
    questions.append(contract_question(_finished_auction(rng, 4, lambda a: len(a.calls) >= 6), COMPASS))
    return questions


def _declarer_not_last(auction: Auction) -> bool:
    last = max(i for i, c in enumerate(auction.calls) if isinstance(c, Bid))
    return auction.caller(last) != auction.declarer


def _doubled(auction: Auction) -> bool:
    return auction.contract is not None and auction.contract.doubling is not Doubling.UNDOUBLED


def lesson_05(rng: random.Random) -> list[Question]:
    """Contract bridge for four: declarer, dummy, opening leader and tricks needed of four-player auctions."""
    wants: list[Callable[[Auction], bool]] = [
        lambda a: len(a.calls) <= 8, _declarer_not_last, lambda a: not _declarer_not_last(a),
        _declarer_not_last, _doubled,
        lambda a: len(a.calls) >= 8]
    return [contract_question(_finished_auction(rng, 4, want), COMPASS, table=True) for want in wants]
