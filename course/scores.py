"""Lessons 6 to 9: rubber scoring, the scoring lab and Plain Honeymoon.

Trick points, overtricks, undertricks, slams and honors; the score pad (games, vulnerability, the
rubber and its end); a doubled sacrifice against the opponents' game, and how many tricks down it
can afford; the auction and the score of a deal of Plain Honeymoon. Every score is the library's
(:func:`honeymoon.score_deal`, :class:`honeymoon.ScoreSheet`), with its walkthrough.

The hints name the kinds of score lines a result writes and where the course taught each
(:data:`TAUGHT`), never their points: those are the answer.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import Literal

from honeymoon import Auction, Contract, Hand, ScoreSheet, render, score_deal
from honeymoon.calls import ALL_BIDS, Bid, Doubling, Strain
from honeymoon.rubber import SheetEntry
from honeymoon.scoring import DealScore, LineKind, Side, honors_held
from honeymoon_course.auctions import (
    _dealer_of,
    _declarer_steps,
    _doubled,
    _finished_auction,
    _who_calls_first,
    bid_auction,
    contract_question,
)
from honeymoon_course.games import _find, _new_deal
from honeymoon_course.question import Blank, Question
from honeymoon_course.tricks import _random_contract
from honeymoon_course.words import (
    PAIR,
    _contract,
    _figure,
    _hand,
    _labelled,
    _plural,
    _up,
    _vul,
    and_list,
    md,
)

__all__ = [
    "TAUGHT",
    "PadAsk",
    "afford_question",
    "calls_count_question",
    "lesson_06",
    "lesson_07",
    "lesson_08",
    "lesson_09",
    "made_score_question",
    "on_the_pad",
    "pad_question",
    "plain_deal_question",
    "sacrifice_question",
    "score_question",
    "they_score",
]

#: The sections of the scoring lab (lesson 8) a sacrifice's hints point to.
LAB = "lesson 8, “What their game is worth” and “What a sacrifice costs”"


#: Where the course teaches each kind of score line, for the hints to point to.
TAUGHT: dict[str, str] = {
    "trick points": "lesson 6, “Trick points”",
    "overtricks": "lesson 6, “Overtricks”, and lesson 7, “Overtricks, doubled and redoubled”",
    "insult": "lesson 7, “The insult”",
    "undertricks": "lesson 7, “Undertricks: the penalties”",
    "slam": "lesson 7, “Slams”",
    "honors": "lesson 7, “Honors”",
    "rubber": "lesson 6, “The rubber, its bonus and the winner”, and lesson 7, “An unfinished rubber”",
}


def _walkthrough(score: DealScore, names: Mapping[Side, str] | None = None) -> tuple[str, ...]:
    head = md(score.headline) + ":"
    who: Mapping[Side, str] = names or {"declarer": "declarer", "defenders": "defenders"}
    return (head, *(f"{who[line.side]}: {md(str(line))}" for line in score.lines))


# --- hints and slips: what a score question says to a learner ----------------------------------------

def _kinds(score: DealScore) -> list[LineKind]:
    """The kinds of line a result writes, in the order written."""
    return list(dict.fromkeys(line.kind for line in score.lines))


#: Each kind of score line as a hint names it.
KIND_WORDS: dict[LineKind, str] = {
    "trick points": "trick points", "overtricks": "overtricks", "insult": "the insult",
    "undertricks": "undertricks", "slam": "a slam bonus", "honors": "honors", "rubber": "the rubber bonus"}


def _lines_hint(score: DealScore) -> str:
    """Which kinds of score line this result writes, and where the course taught each (no points)."""
    kinds = _kinds(score)
    return (f"This result writes {and_list([KIND_WORDS[kind] for kind in kinds])}: see "
            + "; ".join(TAUGHT[kind] for kind in kinds) + ".")


#: Whose points a blank asks for: the side, and above the line (True) or below it (False).
Part = tuple[Side, bool]


def _slipped(right: int, slips: Sequence[tuple[int, str]]) -> Callable[[object], str | None]:
    """A blank's ``why_wrong``: what went wrong when the number written is the one a known slip gives
    (``slips``: each slip's number and what it missed), never naming the right number."""
    def why(said: object) -> str | None:
        return next((reason for number, reason in slips if said == number != right), None)
    return why


def _score_blank(label: str, score: DealScore, part: Part, others: Sequence[tuple[DealScore, str]]) -> Blank:
    """A number blank for one side's points above or below the line, which knows the usual slips:
    the lines of the other side of the line counted in, and the score of each of ``others`` (the
    same deal scored with one thing changed, and what that thing is)."""
    side, above = part
    right = score.total(side, above_line=above)
    mixed = ("that counts the trick points too: they go below the line" if above
             else "that counts lines that go above the line: below it go only the trick points")
    slips = [(score.total(side), mixed),
             *((other.total(side, above_line=above), reason) for other, reason in others)]
    return Blank(label, "number", right, why_wrong=_slipped(right, slips))


def _others(contract: Contract, tricks: int, vulnerable: bool, honors: int = 0,
            holder: Side = "declarer") -> list[tuple[DealScore, str]]:
    """The same deal scored with one thing changed, each with what the changed score misses."""
    others = [(score_deal(contract, tricks, vulnerable=not vulnerable, honors=honors, honors_side=holder),
               f"that is the score of a declarer {_vul(not vulnerable)}: here declarer is "
               f"{_vul(vulnerable)}")]
    if contract.doubling is not Doubling.UNDOUBLED:
        others.append((score_deal(Contract.of(contract.bid), tricks, vulnerable=vulnerable, honors=honors,
                                  honors_side=holder),
                       f"that is the score undoubled: look up the {contract.doubling.word} figures"))
    if honors:
        others.append((score_deal(contract, tricks, vulnerable=vulnerable), "that leaves out the honors"))
    return others


#: The three numbers of a deal's score, by the blank that asks for each.
SCORE_PARTS: tuple[tuple[str, Part], ...] = (
    ("Declarer below", ("declarer", False)), ("Declarer above", ("declarer", True)),
    ("Defenders above", ("defenders", True)))


def _score_blanks(score: DealScore, others: Sequence[tuple[DealScore, str]], *,
                  defenders: str = "Defenders above") -> tuple[Blank, ...]:
    labels = {"Defenders above": defenders}
    return tuple(_score_blank(labels.get(label, label), score, part, others) for label, part in SCORE_PARTS)


#: How a score's lines make the numbers asked, as the last hint says it.
ADDING_UP = ("Trick points go below the line, every other line above it. Add each side's lines above and "
             "below the line apart; a side with no line in a place scores nothing there.")


# --- lessons 6 and 7: one deal's score ---------------------------------------------------------------

def made_score_question(contract: Contract, tricks: int) -> Question:
    """Trick points and overtricks of a made contract, and whether it is a game (from zero)."""
    score = score_deal(contract, tricks)
    below, above = score.declarer_below, score.declarer_above
    game = below >= 100
    others = _others(contract, tricks, False)
    trick_value = ("a minor suit" if contract.strain in (Strain.CLUBS, Strain.DIAMONDS)
                   else "no-trump, where the first trick is worth more" if contract.strain is Strain.NOTRUMP
                   else "a major suit")
    return Question(
        topic="the score of a made contract",
        kind="made-score",
        prompt=(f"Declarer plays {_contract(contract)}, not vulnerable, and takes {tricks} tricks. "
                "How many trick points go below the line, how many points for overtricks above it, and "
                "is it a game (from a score of zero)?"),
        answer=(f"{below} below the line, {above} above; "
                + (f"a game ({below} ≥ 100)." if game else f"not a game ({below} < 100: a part-score).")),
        why=_walkthrough(score),
        facts={"contract": contract.code, "tricks": tricks, "below": below, "above": above, "game": game},
        blanks=(_score_blank("Trick points (below)", score, ("declarer", False), others),
                _score_blank("Overtricks (above)", score, ("declarer", True), others),
                Blank("Game?", "yes-no", game,
                      why_wrong=lambda said: "overtricks never count towards a game, only the trick points "
                                             "below the line" if said and not game and below + above >= 100
                      else None)),
        hints=("Lesson 6 teaches each part: “Trick points” (the tricks bid and made, below the line), "
               "“Overtricks” (the tricks taken beyond the contract, above it) and “Part-scores and games” "
               "(how many trick points make a game).",
               f"Below the line count only the tricks bid, the contract's level, at the trick value of "
               f"{trick_value}; every trick beyond the tricks the contract needs is an overtrick, worth "
               "the strain's trick value.",
               "A game is won by trick points alone: compare the points below the line with what a game "
               "needs; the overtricks above the line never count towards it, and a contract made exactly "
               "has none."))


def score_question(contract: Contract, tricks: int, vulnerable: bool, *, hand: Hand | None = None,
                   holder: Side = "declarer") -> Question:
    """What each side scores, above and below the line; with ``hand`` (held by ``holder``), honors."""
    honors = honors_held(hand, contract.strain) if hand is not None else 0
    score = score_deal(contract, tricks, vulnerable=vulnerable, honors=honors, honors_side=holder)
    totals = {"declarer_below": score.declarer_below, "declarer_above": score.declarer_above,
              "defenders_above": score.defenders_above}
    prompt = (f"Declarer plays {_contract(contract)}, {_vul(vulnerable)}, and takes {tricks} tricks. "
              "What does each side score, above and below the line?")
    figure = ""
    why = list(_walkthrough(score))
    last = ADDING_UP
    if hand is not None:
        owner = "Declarer" if holder == "declarer" else "A defender"
        prompt += f" {owner} held the hand below: do not forget honors."
        figure = _figure(_hand(hand, f"{owner}'s hand"))
        last = ("Honors count for whoever holds them, declarer or defender, made or not: look for them "
                f"in the hand (lesson 7, “Honors”). {last}")
        if not honors:
            why.append(f"No honors: the hand does not hold {_honors_wanted(contract.strain)}.")
    return Question(
        topic="what each side scores",
        kind="score", prompt=prompt,
        answer=_up(f"declarer {score.declarer_below} below and {score.declarer_above} above the line; "
                   f"defenders {score.defenders_above} above."),
        why=tuple(why),
        facts={"contract": contract.code, "tricks": tricks, "vulnerable": vulnerable, "honors": honors,
               "honors_side": holder, "hand": hand.pbn() if hand is not None else None, **totals},
        figure=figure, blanks=_score_blanks(score, _others(contract, tricks, vulnerable, honors, holder)),
        hints=("First, did the contract make? Lesson 6, “Contracts, made or defeated”: a contract made "
               "scores for declarer, one that goes down scores for the defenders.",
               _lines_hint(score), last))


def _honors_wanted(strain: Strain) -> str:
    """What a hand must not hold for no honors to score, in words."""
    if strain is Strain.NOTRUMP:
        return "all four aces (at no-trump only the aces count)"
    return f"four of the five top trumps ({strain.symbol}A K Q J 10)"


# --- lessons 6 and 7: the score pad ------------------------------------------------------------------

def _verb(name: str, verb: str) -> str:
    """``verb`` as ``name`` does it: *We* and *They* play, Anna plays."""
    return verb if name in ("We", "They") else verb + "s"


#: What a question about a score pad asks: has the first side won a game, who is vulnerable, the
#: rubber bonus, what settling the rubber now gives each side, who won.
PadAsk = Literal["game", "vulnerable", "bonus", "settle", "winner"]


def pad_question(deals: Sequence[tuple[str, int, int]], ask: PadAsk, *, names: Sequence[str] = PAIR,
                 single_game: bool = False) -> Question:
    """Deals written on a score pad, each (contract, tricks taken, declarer's column), then one
    question about the pad (:data:`PadAsk`); ``single_game`` plays one game, not a rubber."""
    sheet = ScoreSheet(tuple(names), single_game=single_game)
    for contract, tricks, declarer in deals:
        sheet.record(contract, tricks, declarer=declarer)
    settled = sheet.finish() if ask == "settle" else []
    played = "; ".join(f"{names[by]} {_verb(names[by], 'play')} {_contract(Contract.parse(contract))} and "
                       f"{_verb(names[by], 'take')} {tricks} tricks" for contract, tricks, by in deals)
    match = "A single game" if single_game else "A new rubber"
    why = [f"{md(names[entry.side])}: {md(str(entry.line))}" for entry in sheet.entries]
    games = ", ".join(f"{name} {won}" for name, won in zip(names, sheet.games_won, strict=True))
    why.append(f"Games won: {games}.")
    blanks: tuple[Blank, ...]
    hints: tuple[str, ...]
    first = names[0]
    if ask == "game":
        won = sheet.games_won[0] > 0
        question, answer = f"Has {first} won a game?", f"{'Yes' if won else 'No'}."
        blanks = (Blank(f"{first} has won a game?", "yes-no", won),)
        hints = ("Lesson 6, “Part-scores and games”: a game is won with trick points below the line, and "
                 "part-scores of the same game add up.",
                 "Only trick points count, only a side's own, and only since the last game was won: "
                 "overtricks and the other side's points do not help.",
                 f"Add up {first}'s trick points deal by deal, then compare with what a game needs.")
    elif ask == "vulnerable":
        vulnerable = [sheet.vulnerable(side) for side in range(len(names))]
        question = "Who is vulnerable now?"
        who = [name for name, vul in zip(names, vulnerable, strict=True) if vul]
        answer = (f"{and_list(who)} {'is' if len(who) == 1 else 'are'} vulnerable." if who
                  else "Nobody is vulnerable.")
        blanks = tuple(Blank(f"{name} vulnerable?", "yes-no", vul) for name, vul in zip(names, vulnerable,
                                                                                        strict=True))
        hints = ("Lesson 6, “Vulnerability”: a side that has won a game is vulnerable.",
                 "After each game both sides start again from zero below the line (lesson 6, “Part-scores "
                 "and games”): find, deal by deal, when a side reaches a game.",
                 "Take each side on its own: it is vulnerable from the deal that completes its first game to "
                 "the end of the rubber, whatever the other side has done.")
    elif ask == "bonus":
        bonus = next(entry.points for entry in sheet.entries if entry.line.kind == "rubber")
        question, answer = "What rubber bonus does the winner of the rubber score?", f"{bonus}."
        blanks = (Blank("Rubber bonus", "number", bonus),)
        hints = ("The bonus goes to the first side to win two games: lesson 6, “The rubber, its bonus "
                 "and the winner”, gives its two sizes.",
                 "The bonus depends on one thing: did the other side win a game before the rubber ended? "
                 "Find the games deal by deal.")
    elif ask == "settle":
        points = [sum(entry.points for entry in settled if entry.side == side) for side in range(len(names))]
        question = "They must stop now. What does settling the unfinished rubber give each of them?"
        answer = "; ".join(f"{name} {won}" for name, won in zip(names, points, strict=True)) + "."
        blanks = tuple(Blank(f"{name}: points from the settlement", "number", won)
                       for name, won in zip(names, points, strict=True))
        hints = ("Lesson 7, “An unfinished rubber”: two rules, each for the only side that has something.",
                 "Find who has won a game, and who has trick points below the line in the game not "
                 "finished; a rule pays only when exactly one side qualifies.",
                 "Apply the two rules one after the other, the game first, then the part-score: a side may "
                 "be paid by both, by one of them, or by neither.")
    else:
        winner = sheet.winner
        assert sheet.is_over and winner is not None, "ask for the winner of a finished match"
        question, answer = "Who wins?", f"{names[winner]}."
        blanks = (Blank("Winner", "choice", names[winner], options=tuple(names)),)
        hints = ("What decides who wins? "
                 + ("Lesson 7, “One game instead of a rubber”." if single_game
                    else "Lesson 6, “The rubber, its bonus and the winner”."),
                 "Add up each side's points, above and below the line, as the lesson does at the end "
                 "of a match.")
    return Question(
        topic="reading the score pad",
        kind="pad", prompt=f"{match} between {and_list(list(names))}: {played}. {question}",
        answer=answer, why=tuple(why),
        facts={"deals": [list(deal) for deal in deals], "ask": ask, "names": list(names),
               "single_game": single_game, "answers": [blank.right for blank in blanks]},
        key_figure=_figure(render.score_sheet_html(sheet)), blanks=blanks, hints=hints)


# --- lesson 8: a sacrifice against their game -------------------------------------------------------

def on_the_pad(contract: Contract | str, tricks: int, *, declarer: int, we_vul: bool,
               they_vul: bool) -> tuple[ScoreSheet, list[SheetEntry]]:
    """One deal written on the pad of a rubber between *We* (side 0) and *They* (side 1), in which each
    vulnerable side has made a game before (3NT, 9 tricks); ``declarer`` 1 plays their contract, 0 ours.
    The pad after the deal, and the lines the deal wrote in *They*'s column."""
    sheet = ScoreSheet(("We", "They"))
    for side, vulnerable in ((0, we_vul), (1, they_vul)):
        if vulnerable:
            sheet.record("3NT", 9, declarer=side)
    start = len(sheet.entries)
    sheet.record(contract, tricks, declarer=declarer)
    return sheet, [entry for entry in sheet.entries[start:] if entry.side == 1]


def they_score(contract: Contract | str, tricks: int, *, declarer: int, we_vul: bool, they_vul: bool) -> int:
    """What *They* score in one deal of the rubber of :func:`on_the_pad`: their contract
    (``declarer`` 1), made or not, or ours (``declarer`` 0).

    >>> they_score("4S", 10, declarer=1, we_vul=False, they_vul=True)   # 120 and the rubber, 2–0
    820
    >>> they_score("5DX", 8, declarer=0, we_vul=False, they_vul=True)   # our 5♦X down 3
    500
    """
    _, theirs = on_the_pad(contract, tricks, declarer=declarer, we_vul=we_vul, they_vul=they_vul)
    return sum(entry.points for entry in theirs)


#: Which costs you less (the facts' word, and the answer's): your sacrifice, their game, or neither.
CHEAPER = {"sacrifice": "sacrificing", "game": "passing", "same": "equal"}


def _sacrifice_hints(game: Contract, we_vul: bool, they_vul: bool) -> tuple[str, str]:
    """What their game gives them and what a doubled sacrifice costs, as a hint says it (no points)."""
    rubber = ("they are vulnerable, so their game is their second and wins the rubber: its bonus counts"
              if they_vul else "they are not vulnerable, so their game does not end the rubber: count its "
                               "points only")
    slam = ("; a slam bid and made brings its slam bonus too (lesson 7, “Slams”)" if game.level >= 6 else "")
    return (f"Their game: its trick points and any overtricks; {rubber}{slam}. See {LAB}.",
            f"Your sacrifice: the penalty for each trick down, doubled, with you {_vul(we_vul)} (lesson 7, "
            "“Undertricks: the penalties”); it grows with every trick down.")


def sacrifice_question(game: Contract, game_tricks: int, sacrifice: Contract, sacrifice_tricks: int,
                       we_vul: bool, they_vul: bool) -> Question:
    """Compare two results: the opponents' game made, or our sacrifice doubled and defeated. Both are
    written on a rubber's score sheet, so a game that wins the rubber brings its bonus."""
    results = [on_the_pad(contract, tricks, declarer=declarer, we_vul=we_vul, they_vul=they_vul)[1]
               for contract, tricks, declarer in ((game, game_tricks, 1), (sacrifice, sacrifice_tricks, 0))]
    (game_points, sac_points) = (sum(entry.points for entry in entries) for entries in results)
    game_lines, sac_lines = ([md(str(entry.line)) for entry in entries] for entries in results)
    cheaper = "sacrifice" if sac_points < game_points else "game" if game_points < sac_points else "same"
    rubber = any(entry.line.kind == "rubber" for entry in results[0])
    verdict = {"sacrifice": f"the sacrifice costs {game_points - sac_points} less.",
               "game": f"letting them play {md(str(game))} costs {sac_points - game_points} less.",
               "same": "both cost the same."}[cheaper]
    why = [f"If they play {md(str(game))} and take {game_tricks} tricks, they score: "
           + "; ".join(game_lines) + f" — {game_points} in all.",
           f"If you play {md(str(sacrifice))} and take {sacrifice_tricks} tricks, they score: "
           + "; ".join(sac_lines) + f" — {sac_points} in all."]
    if not rubber:
        why.append("Their game does not end the rubber, but it is worth more than its points: it wins "
                   "them a game, and a second game brings the rubber bonus (700, or 500 if you have a game).")
    bare = score_deal(game, game_tricks).total("declarer")
    undoubled = score_deal(Contract.of(sacrifice.bid), sacrifice_tricks, vulnerable=we_vul).defenders_above
    other_vul = score_deal(sacrifice, sacrifice_tricks, vulnerable=not we_vul).defenders_above
    their_game, your_sacrifice = _sacrifice_hints(game, we_vul, they_vul)
    return Question(
        topic="a sacrifice against their game",
        kind="sacrifice",
        prompt=(f"You are {_vul(we_vul)}, they are {_vul(they_vul)}. They bid {_contract(game)} and would "
                f"take {game_tricks} tricks. You can bid {render.call_html(sacrifice.bid)} instead: they "
                f"double, and you take {sacrifice_tricks} tricks."),
        answer=f"{md(str(game))} made: {game_points} to them; {md(str(sacrifice))} down "
               f"{sacrifice.tricks_needed - sacrifice_tricks}: {sac_points} to them; {verdict}",
        why=tuple(why),
        facts={"game": game.code, "game_tricks": game_tricks, "sacrifice": sacrifice.code,
               "sacrifice_tricks": sacrifice_tricks, "we_vul": we_vul, "they_vul": they_vul,
               "game_points": game_points, "sacrifice_points": sac_points, "cheaper": cheaper},
        blanks=(Blank(f"They score if they play {game}", "number", game_points,
                      why_wrong=_slipped(game_points, [(bare, "that is the points of their contract alone: "
                                                              "does their game end the rubber?")])),
                Blank(f"They score if you play {sacrifice}", "number", sac_points,
                      why_wrong=_slipped(sac_points, [
                          (undoubled, "that is the penalty undoubled: they double your sacrifice"),
                          (other_vul, f"that is the penalty of a side {_vul(not we_vul)}: you are "
                                      f"{_vul(we_vul)}")])),
                Blank("Cheaper for you: sacrificing, passing or equal", "choice",
                      CHEAPER[cheaper], options=tuple(CHEAPER.values()))),
        hints=(their_game, your_sacrifice,
               "Work out what they score in each case, then compare the two: the smaller number costs you "
               "less."))


def afford_question(game: Contract, game_tricks: int, sacrifice: Contract, we_vul: bool,
                    they_vul: bool) -> Question:
    """How many tricks down our doubled ``sacrifice`` can go and still cost less than their ``game``
    making ``game_tricks`` (0: not even one), on the pad of :func:`they_score`."""
    _, theirs = on_the_pad(game, game_tricks, declarer=1, we_vul=we_vul, they_vul=they_vul)
    game_points = sum(entry.points for entry in theirs)
    costs = [they_score(sacrifice, sacrifice.tricks_needed - down, declarer=0, we_vul=we_vul,
                        they_vul=they_vul) for down in range(1, sacrifice.tricks_needed + 1)]
    afford = sum(1 for cost in costs if cost < game_points)  # the costs grow with each trick down
    steps = ", ".join(f"down {down} {cost}" for down, cost in enumerate(costs[:afford + 1], 1))
    their_game, your_sacrifice = _sacrifice_hints(game, we_vul, they_vul)
    return Question(
        topic="how far down a sacrifice can go",
        kind="afford",
        prompt=(f"You are {_vul(we_vul)}, they are {_vul(they_vul)}. They bid {_contract(game)} and would "
                f"take {game_tricks} tricks. You can bid {render.call_html(sacrifice.bid)} instead, and "
                "they will double it. At most how many tricks down can you go, so that your sacrifice still "
                "costs you less than their game? (If even one trick down costs more, write 0.)"),
        answer=(f"Down {afford}: their game gives them {game_points}, and your sacrifice down {afford} gives "
                f"them {costs[afford - 1]}." if afford else
                f"0: not even one trick down pays. Their game gives them {game_points}, and your sacrifice "
                f"down 1 already gives them {costs[0]}."),
        why=(f"If they play {md(str(game))} and take {game_tricks} tricks, they score {game_points}: "
             + "; ".join(md(str(entry.line)) for entry in theirs) + ".",
             f"Your {md(str(sacrifice))}, {_vul(we_vul)}, gives them: {steps}."),
        facts={"game": game.code, "game_tricks": game_tricks, "sacrifice": sacrifice.code, "we_vul": we_vul,
               "they_vul": they_vul, "game_points": game_points, "costs": costs, "afford": afford},
        blanks=(Blank("Tricks down you can afford", "number", afford),),
        hints=(their_game, your_sacrifice,
               "Go down one trick at a time, adding each undertrick's penalty, and stop before the total "
               "reaches what their game gives them."))


# --- lesson 9: Plain Honeymoon -------------------------------------------------------------------------

def calls_count_question(auction: Auction, names: Sequence[str]) -> Question:
    """How many calls the player to call may make now (:meth:`Auction.legal_calls`)."""
    legal = auction.legal_calls()
    bids = [call for call in legal if isinstance(call, Bid)]
    others = [str(call) for call in legal if not isinstance(call, Bid)]
    who = names[auction.to_call]
    return Question(
        topic="how many calls you may make",
        kind="calls-count",
        prompt=f"It is {who}'s turn. How many different calls may {who} make now?",
        answer=f"{_plural(len(legal), 'call')}.",
        why=(f"{_plural(len(bids), 'bid')} outrank the last bid"
             + (f", {bids[0]} to {bids[-1]}" if bids else "")
             + f"; and {and_list(others)}: {_plural(len(legal), 'call')}.",),
        facts={"players": auction.players, "first": auction.first, "calls": [str(c) for c in auction.calls],
               "answer": len(legal)},
        figure=_figure(render.auction_html(auction.calls, first=auction.first, players=auction.players,
                                           names=names, dealer=_dealer_of(auction))),
        blanks=(Blank("Calls allowed", "number", len(legal)),),
        hints=("Lesson 4, “What makes a call legal”, gives the rule for each kind of call: bids, pass, "
               "double and redouble.",
               "Count the bids that outrank the last bid, level by level (five strains a level), then add "
               "the other calls allowed now: pass always; a double only of an opponent's bid; a redouble "
               "only of your own bid, doubled."))


def plain_deal_question(hands: Sequence[Hand], auction: Auction, tricks: int, vulnerable: bool) -> Question:
    """A deal of Plain Honeymoon: the two hands, the auction, the tricks declarer took; the contract,
    the declarer and the score (with honors, whoever holds them)."""
    contract, declarer = auction.contract, auction.declarer
    assert contract is not None and declarer is not None
    names = PAIR
    holder_seat = next((seat for seat in (0, 1) if honors_held(hands[seat], contract.strain)), None)
    honors = honors_held(hands[holder_seat], contract.strain) if holder_seat is not None else 0
    side: Side = "declarer" if holder_seat in (None, declarer) else "defenders"
    score = score_deal(contract, tricks, vulnerable=vulnerable, honors=honors, honors_side=side)
    defender = 1 - declarer
    who: dict[Side, str] = {"declarer": names[declarer], "defenders": names[defender]}
    why = _declarer_steps(auction, names) + list(_walkthrough(score, who))
    if not honors:
        why.append(f"No honors: neither hand holds {_honors_wanted(contract.strain)}.")
    auction_table = render.auction_html(auction.calls, first=auction.first, players=2, names=names,
                                        dealer=_dealer_of(auction))
    figure = _figure(_hand(hands[0], names[0]), _hand(hands[1], names[1]),
                     _labelled("Auction", auction_table), classes="hm-row")
    return Question(
        topic="a whole deal of Plain Honeymoon",
        kind="plain-deal",
        prompt=(f"{_who_calls_first(auction, names)} Here are both hands and the auction. Declarer is "
                f"{_vul(vulnerable)} and takes {tricks} tricks. What is the contract, who is declarer, and "
                "what does each player score, above and below the line? (Look for honors in both hands.)"),
        answer=(f"{md(str(contract))} by {names[declarer]}; {names[declarer]} scores {score.declarer_below} "
                f"below and {score.declarer_above} above the line, {names[defender]} "
                f"{score.defenders_above} above."),
        why=tuple(why),
        facts={"hands": [h.pbn() for h in hands], "first": auction.first,
               "calls": [str(c) for c in auction.calls], "contract": contract.code, "declarer": declarer,
               "tricks": tricks, "vulnerable": vulnerable, "honors": honors, "honors_side": side,
               "declarer_below": score.declarer_below, "declarer_above": score.declarer_above,
               "defenders_above": score.defenders_above},
        figure=figure,
        blanks=(Blank("Contract", "contract", contract),
                Blank("Declarer", "choice", names[declarer], options=names),
                *_score_blanks(score, _others(contract, tricks, vulnerable, honors, side),
                               defenders="Defender above")),
        lines=1, stack=True,
        hints=("The contract is the last bid, with its double or redouble if one followed; with two players "
               "the player who made that bid declares: lesson 9, “Declarer and the opening lead”. Then score "
               "it as lessons 6 and 7 do.",
               _lines_hint(score),
               "Look for honors in both hands: they count for whoever holds them (lesson 7, “Honors”). "
               + ADDING_UP))


# --- the lessons' question makers ----------------------------------------------------------------------

def lesson_06(rng: random.Random) -> list[Question]:
    """Rubber scoring I: trick points and overtricks of made contracts; is it a game."""
    questions = []
    wants = [True, False, True, False, None, None]  # a game, a part-score, …
    for want in wants:
        while True:
            contract = _random_contract(rng, (1, 2, 3, 4, 5))
            if want is None or (score_deal(contract, contract.tricks_needed).declarer_below >= 100) == want:
                break
        extra = rng.choice((0, 0, 1, 1, 2))
        tricks = min(13, contract.tricks_needed + extra)
        questions.append(made_score_question(contract, tricks))
    return questions


def lesson_07(rng: random.Random) -> list[Question]:
    """Rubber scoring II: doubled and redoubled results, undertricks, slams, honors."""
    questions = []
    doubled = _random_contract(rng, (2, 3, 4), Doubling.DOUBLED)
    questions.append(score_question(doubled, doubled.tricks_needed + rng.choice((0, 1)), rng.random() < 0.5))
    redoubled = _random_contract(rng, (1, 2, 3), Doubling.REDOUBLED)
    questions.append(score_question(redoubled, redoubled.tricks_needed + rng.choice((-1, 0, 1)),
                                    rng.random() < 0.5))
    vulnerable = rng.random() < 0.5
    plain = _random_contract(rng, (2, 3, 4, 5))
    questions.append(score_question(plain, plain.tricks_needed - rng.choice((1, 2, 3)), vulnerable))
    down = _random_contract(rng, (3, 4, 5), Doubling.DOUBLED)
    questions.append(score_question(down, down.tricks_needed - rng.choice((2, 3, 4)), not vulnerable))
    slam = _random_contract(rng, (6, 7))
    questions.append(score_question(slam, slam.tricks_needed, rng.random() < 0.5))

    def honors_hand(r: random.Random) -> tuple[Hand, Strain] | None:
        _, hands = _new_deal(r)
        for hand in hands:
            strains = [s for s in Strain if honors_held(hand, s)]
            if strains:
                return hand, r.choice(strains)
        return None

    found = _find(rng, honors_hand, "hand with honors")
    assert isinstance(found, tuple)
    hand, strain = found
    contract = Contract.of(Bid(rng.choice((2, 3, 4) if strain is not Strain.NOTRUMP else (1, 2, 3)), strain))
    holder: Side = "declarer" if rng.random() < 0.7 else "defenders"
    tricks = contract.tricks_needed + rng.choice((-1, 0, 1))
    questions.append(score_question(contract, tricks, rng.random() < 0.5, hand=hand, holder=holder))
    return questions


def _sacrifice_case(rng: random.Random, we_vul: bool, they_vul: bool, want: str | None) -> Question | None:
    """Their game (and the tricks it takes) against our doubled sacrifice just above it; ``None``
    unless ``want`` ("sacrifice", "game") is the cheaper for us."""
    game = Contract.of(Bid(*rng.choice(((4, Strain.SPADES), (4, Strain.HEARTS), (3, Strain.NOTRUMP),
                                        (5, Strain.DIAMONDS)))))
    game_tricks = game.tricks_needed + rng.choice((0, 0, 1))
    ours = [b for b in ALL_BIDS if b > game.bid and b.strain not in (Strain.NOTRUMP, game.strain)][:3]
    sacrifice = Contract.of(rng.choice(ours), Doubling.DOUBLED)
    tricks = sacrifice.tricks_needed - rng.choice((1, 2, 3, 4))
    question = sacrifice_question(game, game_tricks, sacrifice, tricks, we_vul, they_vul)
    return question if want is None or question.facts["cheaper"] == want else None


def lesson_08(rng: random.Random) -> list[Question]:
    """The scoring lab: a doubled sacrifice against the opponents' game made."""
    # Each vulnerability once, with the result that can go either way there; then two at random.
    cases: list[tuple[bool, bool, str | None]] = [
        (False, False, "game"), (False, True, "sacrifice"), (True, True, "sacrifice"), (True, False, "game")]
    for _ in range(2):
        we_vul, they_vul = rng.choice(((False, False), (False, True), (True, False), (True, True)))
        cases.append((we_vul, they_vul, None))
    questions = []
    for we_vul, they_vul, want in cases:
        found = _find(rng, partial(_sacrifice_case, we_vul=we_vul, they_vul=they_vul, want=want), "case")
        assert isinstance(found, Question)
        questions.append(found)
    return questions


def lesson_09(rng: random.Random) -> list[Question]:
    """Plain Honeymoon: two-player auctions (contract, declarer, lead) and the score of played deals."""
    wants: list[Callable[[Auction], bool]] = [
        lambda a: len(a.calls) >= 4, lambda a: a.declarer != a.first,
        lambda a: _doubled(a) or len(a.calls) >= 5]
    questions = [contract_question(_finished_auction(rng, 2, want), PAIR) for want in wants]

    def played(r: random.Random, want: Callable[[Auction, Sequence[Hand]], bool]) -> Question | None:
        _, hands = _new_deal(r, hands=2)
        auction = bid_auction(hands, r.randrange(2), r)
        if auction.contract is None or not want(auction, hands):
            return None
        tricks = max(0, min(13, auction.contract.tricks_needed + r.choice((-2, -1, 0, 0, 1, 2))))
        return plain_deal_question(hands, auction, tricks, r.random() < 0.5)

    def honors(auction: Auction, hands: Sequence[Hand]) -> bool:
        return auction.contract is not None and any(honors_held(h, auction.contract.strain) for h in hands)

    deal_wants: list[Callable[[Auction, Sequence[Hand]], bool]] = [
        lambda a, h: a.contract is not None and a.contract.level >= 2 and not honors(a, h),
        lambda a, h: a.declarer != a.first and not honors(a, h), honors]
    for deal_want in deal_wants:
        found = _find(rng, partial(played, want=deal_want), "deal")
        assert isinstance(found, Question)
        questions.append(found)
    return questions
