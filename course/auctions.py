"""Lessons 4 and 5: the bidding ladder and contract bridge for four.

The auctions are bid by a small teaching bidder (:func:`sensible_call`) that looks at the dealt
hands and makes only legal calls; the answers (the lowest bid in a strain, whether a call is
legal and why not, the contract, declarer, dummy and opening leader) are read from
:class:`honeymoon.Auction`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Literal

from honeymoon import Auction, Hand, Suit, new_game, render
from honeymoon.calls import ALL_BIDS, DOUBLE, PASS, REDOUBLE, Bid, Call, Contract, Doubling, Strain
from honeymoon.evaluation import hcp, is_balanced, total_points
from honeymoon_course.games import _find, _new_deal
from honeymoon_course.question import Blank, Facts, Question
from honeymoon_course.words import COMPASS, PAIR, _figure, _plural, _strain_words, _up, and_list, md

__all__ = [
    "GAME_LEVEL",
    "SIDES_4",
    "auction_over_question",
    "bid_auction",
    "contract_question",
    "legal_call_question",
    "lesson_04",
    "lesson_05",
    "lowest_bid_question",
    "next_dealer_question",
    "passed_out_question",
    "raise_stakes_question",
    "roles_question",
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


def _auction_html(auction: Auction, names: Sequence[str], dealer: int | None) -> str:
    return render.auction_html(auction.calls, first=auction.first, players=auction.players, names=names,
                               dealer=dealer)


def _auction_figure(auction: Auction, names: Sequence[str], dealer: int | None) -> str:
    return _figure(_auction_html(auction, names, dealer))


def _dealer_of(auction: Auction) -> int:
    """Who dealt: with four players the dealer calls first; with two or three the player on his
    left (the next seat) does."""
    return auction.first if auction.players == 4 else (auction.first - 1) % auction.players


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


def _why_not_contract(auction: Auction) -> Callable[[object], str | None]:
    """What is wrong with a contract given for a finished auction, without naming the right one:
    a bid nobody made, a bid that is not the last, or the right bid doubled or not as it was not."""
    contract = auction.contract
    assert contract is not None
    bids = [call for call in auction.calls if isinstance(call, Bid)]

    def why(given: object) -> str | None:
        if not isinstance(given, Contract):
            return None
        if given.bid not in bids:
            return f"{given.bid} was not bid in this auction: the contract is one of its bids"
        if given.bid != contract.bid:
            return f"{given.bid} is not the last bid: a higher bid came after it"
        return ("the bid is right, but not whether it was doubled: look at the calls after it (a double, X, "
                "or a redouble, XX, of the last bid stays with the contract)")

    return why


def _why_not_declarer(auction: Auction, names: Sequence[str]) -> Callable[[object], str | None]:
    """What is wrong with a player given as declarer: with two players, he did not make the last
    bid; with four, he defends, or his partner named the contract's strain first."""
    declarer, contract = auction.declarer, auction.contract
    assert declarer is not None and contract is not None

    def why(given: object) -> str | None:
        if not isinstance(given, str) or given not in names:
            return None
        seat = list(names).index(given)
        if auction.players != 4:
            return f"{given} did not make the last bid, and with {auction.players} players the declarer did"
        if auction.side(seat) != auction.side(declarer):
            return f"{given} is on the defending side: the declarer is one of the side that made the last bid"
        return (f"{given} was not the first of the declaring side to name "
                f"{_strain_words(contract.strain)}")

    return why


def _role_blanks(auction: Auction, names: Sequence[str]) -> tuple[Blank, Blank, Blank]:
    """The declarer, the dummy and the opening leader of a finished four-player auction, as blanks."""
    declarer, dummy, leader = auction.declarer, auction.dummy, auction.opening_leader
    assert declarer is not None and dummy is not None and leader is not None
    seats = tuple(names[:auction.players])
    return (Blank("Declarer", "choice", names[declarer], options=seats),
            Blank("Dummy", "choice", names[dummy], options=seats),
            Blank("Opening leader", "choice", names[leader], options=seats))


def _roles_why(auction: Auction, names: Sequence[str]) -> str:
    declarer, dummy, leader = auction.declarer, auction.dummy, auction.opening_leader
    assert declarer is not None and dummy is not None and leader is not None
    return (f"Dummy is declarer's partner, {names[dummy]}; the opening lead comes from declarer's "
            f"left, {names[leader]}.")


#: The first step in a finished auction's table, as a last hint of a contract question says it.
LAST_BID = ("Read the calls in order, row by row: the last bid is the last call that is not a pass, X or XX, "
            "and an X or XX after it stays with the contract")


def _reading_hint(players: int, only: str | None, table: bool) -> str:
    """The last hint of :func:`contract_question`: the steps to take in the auction's table."""
    if only == "contract":
        return LAST_BID + "."
    if players != 4:
        leads = "." if only else ", and the other player leads."
        return f"{LAST_BID}; the player who made it declares{leads}"
    return (LAST_BID + ". Then go back through the calls of the side that made it to the first that named "
            "its strain: that player declares, even if his partner made the last bid"
            + ("; his partner is dummy, the player on his left leads, and the tricks needed are the level "
               "plus six." if table else "."))


def contract_question(auction: Auction, names: Sequence[str], *, table: bool = False,
                      only: Literal["contract", "declarer"] | None = None) -> Question:
    """A finished auction: its contract and declarer; with two players also who leads; with
    ``table`` (four players) also dummy, the opening leader and the tricks needed. With ``only``,
    the contract alone or the declarer alone, and a wrong answer is told what is wrong with it (a
    question of several blanks says only which blanks are not right yet)."""
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
    blanks: list[Blank] = [Blank("Contract", "contract", contract)]
    asked = ["what is the contract", "who is declarer"]
    answer = f"{md(str(contract))} by {names[declarer]}"
    if table:
        dummy = auction.dummy
        assert dummy is not None
        facts |= {"dummy": dummy, "tricks_needed": contract.tricks_needed}
        blanks += [*_role_blanks(auction, names), Blank("Tricks needed", "number", contract.tricks_needed)]
        asked += ["who is dummy", "who makes the opening lead", "how many tricks are needed"]
        answer += f"; dummy {names[dummy]}; {names[leader]} leads; {contract.tricks_needed} tricks needed"
        why += [_roles_why(auction, names),
                f"{md(str(contract))} needs {contract.level} + 6 = {contract.tricks_needed} tricks."]
    else:
        blanks.append(Blank("Declarer", "choice", names[declarer], options=seats))
    if players == 2 and only is None:
        blanks.append(Blank("Opening lead by", "choice", names[leader], options=seats))
        asked.append("who leads")
        answer += f"; {names[leader]} leads"
        why.append(f"The other player, {names[leader]}, makes the opening lead.")
    if only == "contract":
        blanks = [replace(blanks[0], why_wrong=_why_not_contract(auction))]
        asked, answer, why = asked[:1], md(str(contract)), why[:1]
    elif only == "declarer":
        blanks = [replace(blanks[1], why_wrong=_why_not_declarer(auction, names))]
        asked, answer = asked[1:2], f"{names[declarer]} declares {md(str(contract))}"
    questions = asked[0] if len(asked) == 1 else ", ".join(asked[:-1]) + ", and " + asked[-1]
    return Question(
        topic="the contract and declarer of an auction",
        kind="contract",
        prompt=f"{_who_calls_first(auction, names)} The auction is over. {_up(questions)}?",
        answer=answer + ".", why=tuple(why), facts=facts,
        figure=_auction_figure(auction, names, dealer),
        key_figure=_figure(_auction_html(auction, names, dealer),
                           "<p>" + render.contract_html(contract, names[declarer]) + "</p>"),
        blanks=tuple(blanks),
        hints=(("Lesson 4, “The contract and the declarer”, says which bid becomes the contract; lesson 9, "
                "“Declarer and the opening lead”, who declares it and who leads when two play."
                if "who leads" in asked else
                f"Lesson 4, “The contract and the declarer”{AND_FOUR if players == 4 else ''}, says which "
                "bid becomes the contract and who declares it."),
               "The contract is the last bid, with its double or redouble if one followed it; "
               + ("with two players, the player who made that last bid declares."
                  if players == 2 else
                  "among the declaring side, the declarer is the player who first named the contract's "
                  "strain.")
               + (" The dummy is declarer's partner; the opening lead comes from declarer's left." if table
                  else " The opening lead comes from declarer's opponent." if "who leads" in asked else ""),
               _reading_hint(players, only, table)))


def roles_question(auction: Auction, names: Sequence[str] = COMPASS) -> Question:
    """A finished four-player auction: who is declarer, who is dummy, who makes the opening lead."""
    contract, declarer = auction.contract, auction.declarer
    dummy, leader = auction.dummy, auction.opening_leader
    assert contract is not None and declarer is not None and dummy is not None and leader is not None
    dealer = _dealer_of(auction)
    return Question(
        topic="the players' roles after an auction",
        kind="roles",
        prompt=(f"{_who_calls_first(auction, names)} The auction is over. Who is declarer, who is dummy, and "
                "who makes the opening lead?"),
        answer=(f"{names[declarer]} declares {md(str(contract))}; dummy {names[dummy]}; "
                f"{names[leader]} leads."),
        why=(*_declarer_steps(auction, names), _roles_why(auction, names)),
        facts={"players": auction.players, "first": auction.first, "calls": [str(c) for c in auction.calls],
               "contract": contract.code, "declarer": declarer, "dummy": dummy, "leader": leader},
        figure=_auction_figure(auction, names, dealer),
        key_figure=_figure(_auction_html(auction, names, dealer),
                           "<p>" + render.contract_html(contract, names[declarer]) + "</p>"),
        blanks=_role_blanks(auction, names),
        hints=("Lesson 5, “The declarer and the dummy” and “The opening lead, and the dummy goes down”, say "
               "who plays which part.",
               "The declaring side made the last bid; its declarer is the first of the two to name the "
               "contract's strain. The dummy sits opposite declarer; the opening lead comes from "
               "declarer's left, the next seat clockwise."))


def _why_call(auction: Auction, legal_but: Callable[[Call], str | None]) -> Callable[[object], str | None]:
    """What is wrong with a call given as an answer: the auction's own reason when the call is not
    allowed now, else what ``legal_but`` says of a call that is allowed but not the one asked for."""
    def why(given: object) -> str | None:
        if not isinstance(given, Call):
            return None
        return auction.why_illegal(given) or legal_but(given)

    return why


def _why_not_lowest(auction: Auction, strain: Strain) -> Callable[[object], str | None]:
    """What is wrong with a call given as the lowest bid in ``strain``, without naming it: the
    auction's own reason for an illegal call; for a legal one, that it is no bid, a bid in
    another strain, or not the lowest."""
    words = _strain_words(strain)

    def legal_but(given: Call) -> str:
        if not isinstance(given, Bid):
            return f"{given} is not a bid: the question asks for a bid in {words}"
        if given.strain is not strain:
            return f"{given} is not a bid in {words}"
        return (f"{given} is allowed, but it is not the lowest: a lower bid in {words} still outranks the "
                "last bid")

    return _why_call(auction, legal_but)


def lowest_bid_question(auction: Auction, strain: Strain, names: Sequence[str]) -> Question:
    """The lowest legal bid in ``strain`` for the player to call."""
    bids = [c for c in auction.legal_calls() if isinstance(c, Bid) and c.strain is strain]
    answer = bids[0]
    last = _last_bid(auction)
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
        topic="the lowest bid you may make",
        kind="lowest-bid",
        prompt=f"It is {who}'s turn. What is the lowest bid {who} can make in {_strain_words(strain)}?",
        answer=f"{md(str(answer))}.", why=tuple(why),
        facts={"players": auction.players, "first": auction.first, "calls": [str(c) for c in auction.calls],
               "strain": strain.letter, "answer": answer.code},
        figure=_auction_figure(auction, names, _dealer_of(auction)),
        blanks=(Blank("Lowest bid", "call", answer, why_wrong=_why_not_lowest(auction, strain)),),
        hints=("Lesson 4, “The ladder: which bid is higher”, says how bids are ranked.",
               "A new bid must outrank the last bid: a higher level, or the same level in a higher "
               f"strain. Try {_strain_words(strain)} at the last bid's level first.",
               f"At the last bid's level, a bid in {_strain_words(strain)} outranks it only if that strain "
               "ranks above the last bid's (clubs, diamonds, hearts, spades, no-trump, from the lowest); if "
               "it does not, the lowest is one level up."))


def _call_verb(call: Call) -> str:
    """What a player does with ``call``: ``pass``, ``double``, ``redouble``, ``bid 2♥``."""
    if isinstance(call, Bid):
        return f"bid {call}"
    return {"Pass": "pass", "X": "double", "XX": "redouble"}[call.code]


def _why_not_legal(call: Call, reason: str | None) -> Callable[[object], str | None]:
    """A call judged allowed that is not: the auction's own reason; judged not allowed when it is:
    where the rule is."""
    def why(given: object) -> str | None:
        if given is True and reason is not None:
            return reason
        if given is False and reason is None:
            return (f"no rule forbids a player to {_call_verb(call)} here: check each rule of lesson 4, "
                    "“What makes a call legal”")
        return None

    return why


def legal_call_question(auction: Auction, candidates: Sequence[Call], names: Sequence[str]) -> Question:
    """Is each of these calls legal now (``Auction.why_illegal`` says why not). Asked of one call, a
    wrong answer is told the library's reason, or where the rule is (asked of several, the check
    says only which are not right yet)."""
    who = names[auction.to_call]
    letters = "abcdefgh"
    reasons = [auction.why_illegal(call) for call in candidates]
    why = tuple(f"({letters[i]}) {md(str(call))}: "
                + ("legal." if reason is None else f"not legal: {md(reason)}.")
                for i, (call, reason) in enumerate(zip(candidates, reasons, strict=True)))
    legal = [letters[i] for i, reason in enumerate(reasons) if reason is None]
    answer = ("Legal: " + ", ".join(f"({x})" for x in legal) + "; the others are not." if legal
              else "None of them is legal.")
    labels = [f"({letters[i]}) {call}" for i, call in enumerate(candidates)]
    listed = "; ".join(f"({letters[i]}) {render.call_html(call)}" for i, call in enumerate(candidates))
    prompt = f"It is {who}'s turn. Which of these calls may {who} make? {listed}"
    if len(candidates) == 1:
        verb = _call_verb(candidates[0])
        prompt = f"It is {who}'s turn. May {who} {verb} now?"
        labels = [f"May {who} {verb}?"]
        answer = "Yes, it is legal." if legal else "No, it is not legal."
        why = (_up(md(f"{reasons[0]}.")) if reasons[0] else f"{md(str(candidates[0]))} is legal.",)
    return Question(
        topic="whether a call is legal",
        kind="legal-call", prompt=prompt, answer=answer, why=why,
        facts={"players": auction.players, "first": auction.first, "calls": [str(c) for c in auction.calls],
               "candidates": [str(c) for c in candidates], "legal": [r is None for r in reasons]},
        figure=_auction_figure(auction, names, _dealer_of(auction)),
        blanks=tuple(Blank(label, "yes-no", reason is None,
                           why_wrong=_why_not_legal(call, reason) if len(candidates) == 1 else None)
                     for label, call, reason in zip(labels, candidates, reasons, strict=True)),
        hints=("Lesson 4, “What makes a call legal”, gives the rule for each kind of call.",
               "A bid must outrank the last bid; a double answers an opponent's bid, a redouble your "
               "side's doubled bid; pass is always allowed.",
               "Take the calls one at a time. A bid: does it outrank the last bid? A double: was the last "
               "call other than a pass a bid of the other side? A redouble: was it the other side's double "
               "of your side's bid?"))


def _them(auction: Auction, player: int, names: Sequence[str]) -> str:
    """The side of ``player`` in words: his name, or both partners' names with four players."""
    side = [seat for seat in range(auction.players) if auction.side(seat) == auction.side(player)]
    return and_list([names[seat] for seat in side])


def _why_not_stakes(auction: Auction) -> Callable[[object], str | None]:
    """What is wrong with a call given as the one that raises the stakes: the auction's reason if
    it is not allowed; a pass or a bid raises no stakes."""
    def legal_but(given: Call) -> str | None:
        if given is PASS:
            return "a pass leaves the stakes as they were"
        if isinstance(given, Bid):
            return f"a new bid, {given}, leaves the last bid behind: it raises no stakes on it"
        return None

    return _why_call(auction, legal_but)


def raise_stakes_question(auction: Auction, names: Sequence[str]) -> Question:
    """The call that raises the stakes of the last bid for the player to call: a double of an
    opponent's bid, or a redouble of an opponent's double of his side's bid."""
    who = names[auction.to_call]
    last = _last_bid(auction)
    bidder = max(i for i, call in enumerate(auction.calls) if isinstance(call, Bid))
    right = DOUBLE if auction.is_legal(DOUBLE) else REDOUBLE
    other = REDOUBLE if right is DOUBLE else DOUBLE
    assert auction.is_legal(right)
    if right is DOUBLE:
        prompt = (f"It is {who}'s turn. {who} thinks that {_them(auction, auction.caller(bidder), names)} "
                  f"will not take the tricks their last bid, {render.call_html(last)}, promises, and wants "
                  f"to say so with the call that raises the stakes. What call does {who} make?")
        meaning = "Double says that the opponents' last bid will fail, and makes its points larger"
    else:
        prompt = (f"It is {who}'s turn. {_them(auction, auction.to_call, names)} bid "
                  f"{render.call_html(last)}, and it was doubled. {who} is sure of it and wants to say so "
                  f"with the call that raises the stakes again. What call does {who} make?")
        meaning = ("Redouble answers the opponents' double of your side's bid, and makes its points larger "
                   "again")
    return Question(
        topic="doubling and redoubling",
        kind="raise-stakes", prompt=prompt, answer=f"{_up(_call_verb(right))} ({right}).",
        why=(f"{meaning}; {who} may make it now.",
             f"Not {_call_verb(other)}: {md(str(auction.why_illegal(other)))}."),
        facts={"players": auction.players, "first": auction.first, "calls": [str(c) for c in auction.calls],
               "answer": right.code},
        figure=_auction_figure(auction, names, _dealer_of(auction)),
        blanks=(Blank("Call", "call", right, why_wrong=_why_not_stakes(auction)),),
        hints=("Lesson 4, “Pass, Double and Redouble”, says what each call does, and “What makes a call "
               "legal” when it is allowed.",
               "A pass or a new bid leaves the stakes of the last bid as they were; of the other two calls, "
               f"only one is allowed to {who} now.",
               "Look at who made the last bid: a double answers a bid of the other side, a redouble the "
               "other side's double of your side's bid."))


def _rule_words(auction: Auction) -> str:
    """The table and the rule for the end of the auction, as lesson 4 names them."""
    if auction.players != 2:
        return {3: "three players", 4: "four players"}[auction.players]
    return ('two players and the "three-passes" rule' if auction.closing_passes == 3 else
            "two players and the course's default rule")


def _passes_in_a_row(auction: Auction) -> int:
    """The passes in a row at the end of the auction so far."""
    acted = [i + 1 for i, call in enumerate(auction.calls) if call is not PASS]
    return len(auction.calls) - (acted[-1] if acted else 0)


def _passes_to_pass_out(auction: Auction) -> int:
    """How many passes end an auction of the same table and rule in which nobody bids: the
    library's auction, run with passes only until it ends."""
    probe = Auction(auction.players, auction.first, closing_passes=auction.closing_passes)
    while not probe.is_over:
        probe.call(PASS)
    return len(probe.calls)


def _end_why(auction: Auction, names: Sequence[str]) -> tuple[str, ...]:
    """Why the auction is over, or not, in the library's numbers."""
    passes = _passes_in_a_row(auction)
    going = f"it goes on: {names[auction.to_call]} calls next."
    if any(isinstance(call, Bid) for call in auction.calls):
        action = [call for call in auction.calls if call is not PASS][-1]
        return (f"After {md(str(action))}, the last call other than a pass, come "
                f"{_plural(passes, 'pass')} in a row; for {_rule_words(auction)}, "
                f"{auction.closing_passes} end the auction once someone has bid.",
                _up("it is over." if auction.is_over else going))
    needed = _passes_to_pass_out(auction)
    made = "has" if passes == 1 else "have"
    return (f"Nobody has bid, and {_plural(passes, 'pass')} {made} been made; for {_rule_words(auction)}, "
            f"{needed} passes end an auction in which nobody bids.",
            _up("the deal is passed out." if auction.is_passed_out else going))


def _end_question(auction: Auction, names: Sequence[str], *, kind: str, topic: str, ask: str, right: bool,
                  hints: tuple[str, ...]) -> Question:
    return Question(
        kind=kind, topic=topic,
        prompt=f"{_up(_rule_words(auction))}: the calls so far are in the table. {ask}",
        answer="Yes." if right else "No.", why=_end_why(auction, names),
        facts={"players": auction.players, "first": auction.first, "closing_passes": auction.closing_passes,
               "calls": [str(c) for c in auction.calls], "answer": right},
        figure=_auction_figure(auction, names, _dealer_of(auction)),
        blanks=(Blank(ask, "yes-no", right),), hints=hints)


def auction_over_question(auction: Auction, names: Sequence[str]) -> Question:
    """Whether the auction is over, by the rule of its table (two players: either rule)."""
    return _end_question(
        auction, names, kind="auction-over", ask="Is the auction over?", right=auction.is_over,
        topic="whether the auction is over",
        hints=("Lesson 4, “How the auction ends”, and for the other tables and rules “Other tables, other "
               "rules”, say how many passes in a row end an auction.",
               "Count the passes in a row after the last bid, and compare them with the number this rule "
               "needs."))


def passed_out_question(auction: Auction, names: Sequence[str]) -> Question:
    """Whether the deal is passed out, by the rule of its table (two players: either rule)."""
    return _end_question(
        auction, names, kind="passed-out", ask="Is the deal passed out?", right=auction.is_passed_out,
        topic="whether a deal is passed out",
        hints=("Lesson 4, “A passed-out deal”, says how many passes end an auction in which nobody bids.",
               "With no bid, it takes one pass more than after a bid: count the passes so far, and compare."))


def next_dealer_question(dealer: int, names: Sequence[str] = COMPASS) -> Question:
    """Who deals after ``dealer`` in a match of contract bridge: the library's game, one deal
    passed out, says."""
    game = new_game("contract-bridge", seed=0, first_dealer=dealer)
    while game.view(dealer).dealer == dealer:  # everybody passes: the next deal starts
        game.apply(PASS)
    following = game.view(dealer).dealer
    # Round the table from the dealer, as the auction goes: his left, his partner, his right.
    _, _, partner, right = (Auction(4, first=dealer).caller(i) for i in range(4))

    def why_wrong(given: object) -> str | None:
        if given == names[dealer]:
            return f"{given} dealt this deal: the deal moves on to another player"
        if given == names[partner]:
            return f"{given} sits opposite {names[dealer]}: the deal moves on one seat only"
        if given == names[right]:
            return f"{given} sits on {names[dealer]}'s right, and the deal goes round clockwise"
        return None

    return Question(
        topic="who deals next",
        kind="next-dealer",
        prompt=f"In a match of contract bridge, {names[dealer]} deals a deal. Who deals the next one?",
        answer=f"{names[following]}.",
        why=(f"The deal passes clockwise, to the dealer's left: after {names[dealer]}, {names[following]} "
             "deals.",),
        facts={"dealer": dealer, "next": following},
        blanks=(Blank("Next dealer", "choice", names[following], options=tuple(names), why_wrong=why_wrong),),
        hints=("Lesson 5, “The dealer”, says who deals next, and “Four players, two partnerships” who sits "
               "on whose left.",
               f"The player on the dealer's left deals next: who sits on {names[dealer]}'s left?"))


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
